import type { z } from 'zod';
import type { voicePickQuery, voiceQuery } from '@yym/contract';
import type { Scoped, TableSpec } from '../../../platform/repo.ts';
import { sql } from '../../../platform/sql.ts';

export const VOICE: TableSpec = {
  name: 'vo_voice',
  tenant: true,
  orderBy: 'id DESC',
  writable: [
    'voice_type',
    'name',
    'intro',
    'big_thumbnail_url',
    'small_thumbnail_url',
    'price_type',
    'current_price',
    'original_price',
    'trial_time',
  ],
};

const conds = (q: Partial<z.output<typeof voiceQuery>>) => [
  q.name && sql`name ILIKE ${`%${q.name}%`}`,
  q.voiceType != null && sql`voice_type = ${q.voiceType}`,
  q.priceType != null && sql`price_type = ${q.priceType}`,
  q.shelfStatus != null && sql`shelf_status = ${q.shelfStatus}`,
];

export const voicePage = (db: Scoped, q: z.output<typeof voiceQuery>) =>
  db.page(VOICE, { where: conds(q), current: q.current, size: q.size });
export const voiceRows = (db: Scoped, q: z.output<typeof voiceQuery>) =>
  db.query(sql`SELECT * FROM vo_voice WHERE ${sql.and([db.base(VOICE), ...conds(q)])} ORDER BY id DESC LIMIT 5000`);
/** The picker: listed only, by title or id. */
export const pickPage = (db: Scoped, q: z.output<typeof voicePickQuery>) =>
  db.page(VOICE, {
    where: [
      sql`shelf_status = 1 AND voice_type = ${q.voiceType}`,
      q.keyword &&
        (/^\d{1,18}$/.test(q.keyword) ? sql`(id = ${q.keyword} OR name ILIKE ${`%${q.keyword}%`})` : sql`name ILIKE ${`%${q.keyword}%`}`),
    ],
    current: q.current,
    size: q.size,
  });

export const findVoice = (db: Scoped, id: string) => db.one(sql`SELECT * FROM vo_voice WHERE ${db.base(VOICE)} AND id = ${id}`);
export const lockVoices = (db: Scoped, ids: string[]) =>
  db.query(sql`SELECT * FROM vo_voice WHERE ${db.base(VOICE)} AND id = ANY(${ids}::bigint[]) ORDER BY id FOR UPDATE`);
export const voicesByIds = (db: Scoped, ids: string[]) =>
  db.query(sql`SELECT * FROM vo_voice WHERE ${db.base(VOICE)} AND id = ANY(${ids}::bigint[])`);

/** The audio fields, set by the service once the file has been read (never from the form). */
export const setAudio = (
  db: Scoped,
  id: string,
  a: { key: string | null; ext: string | null; bytes: number | null; seconds: number; num: number },
) =>
  db.query(sql`UPDATE vo_voice SET audio_key = ${a.key}, audio_ext = ${a.ext}, audio_bytes = ${a.bytes}, voice_time = ${a.seconds},
      voice_num = ${a.num}, update_time = now() WHERE ${db.base(VOICE)} AND id = ${id}`);
export const setShelf = (db: Scoped, id: string, from: number, to: number) =>
  db.one(sql`UPDATE vo_voice SET shelf_status = ${to}, update_time = now() WHERE ${db.base(VOICE)} AND id = ${id}
      AND shelf_status = ${from} RETURNING id`);

// ---------------------------------------------------------------- packs

export const packItems = (db: Scoped, packId: string) =>
  db.query(sql`SELECT v.* FROM vo_pack_item p JOIN vo_voice v ON v.tenant_id = p.tenant_id AND v.id = p.voice_id
    WHERE ${db.tenant('p')} AND p.pack_id = ${packId} AND v.is_deleted = 0 ORDER BY p.sort, p.voice_id`);
export const setPackItems = async (db: Scoped, packId: string, voiceIds: string[]) => {
  await db.query(sql`DELETE FROM vo_pack_item WHERE ${db.tenant()} AND pack_id = ${packId}`);
  await db.query(sql`INSERT INTO vo_pack_item (tenant_id, pack_id, voice_id, sort)
    SELECT ${db.tenantId}, ${packId}, v, o FROM unnest(${voiceIds}::bigint[]) WITH ORDINALITY AS u(v, o)`);
};
/** The packs (not deleted) that hold any of these voices. */
export const packsHolding = (db: Scoped, voiceIds: string[]) =>
  db.query(sql`SELECT DISTINCT p.pack_id FROM vo_pack_item p JOIN vo_voice v ON v.tenant_id = p.tenant_id AND v.id = p.pack_id
    WHERE ${db.tenant('p')} AND p.voice_id = ANY(${voiceIds}::bigint[]) AND v.is_deleted = 0`);
/** Whether a voice is the item or one of the pack's voices. */
export const packHolds = (db: Scoped, packId: string, voiceId: string) =>
  db.one(sql`SELECT 1 AS ok FROM vo_pack_item WHERE ${db.tenant()} AND pack_id = ${packId} AND voice_id = ${voiceId}`);

/** One more sold, only while it is listed (in the order's transaction). */
export const countSale = (db: Scoped, id: string) =>
  db.one(sql`UPDATE vo_voice SET sold = sold + 1 WHERE ${db.base(VOICE)} AND id = ${id} AND shelf_status = 1 RETURNING id`);
