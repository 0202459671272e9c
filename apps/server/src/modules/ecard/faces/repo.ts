import type { z } from 'zod';
import type { faceQuery } from '@yym/contract';
import type { Row } from '../../../platform/db.ts';
import type { Scoped } from '../../../platform/repo.ts';
import { pageQuery } from '../../../platform/paging.ts';
import { sql, type Cond } from '../../../platform/sql.ts';
import { toApi } from '../../../platform/rows.ts';
import { USER_CARD } from '../shared.ts';

/** Face photos of held cards (one live row per held card) and the face-management list. */

/** Held cards of face-checking cards, with their live photo when there is one. */
const FACE_FROM = sql`ec_user_card u
  JOIN ec_card c ON c.tenant_id = u.tenant_id AND c.id = u.card_id AND c.face_check = 1
  LEFT JOIN ec_user_card_face f ON f.tenant_id = u.tenant_id AND f.user_card_id = u.id AND f.is_deleted = 0`;
const FACE_COLS = sql`u.id, u.card_id, u.card_no, u.card_name, u.holder_name, u.holder_phone, u.card_status,
  (f.id IS NOT NULL) AS has_photo, f.update_time AS photo_time, f.file_size`;

const faceWhere = (db: Scoped, q: Partial<z.output<typeof faceQuery>>): Cond[] => [
  db.base(USER_CARD, 'u'),
  q.cardId && sql`u.card_id = ${q.cardId}`,
  q.holderName && sql`u.holder_name ILIKE ${`%${q.holderName}%`}`,
  q.holderPhone && sql`u.holder_phone = ${q.holderPhone}`,
  q.hasPhoto === 1 && sql`f.id IS NOT NULL`,
  q.hasPhoto === 0 && sql`f.id IS NULL`,
];
export const facePage = (db: Scoped, q: z.output<typeof faceQuery>) =>
  pageQuery(db.q, {
    from: FACE_FROM,
    columns: FACE_COLS,
    where: faceWhere(db, q),
    orderBy: sql`u.id DESC`,
    current: q.current,
    size: q.size,
  });
export const faceRow = async (db: Scoped, userCardId: string) => {
  const r = await db.one(sql`SELECT ${FACE_COLS} FROM ${FACE_FROM} WHERE ${db.base(USER_CARD, 'u')} AND u.id = ${userCardId}`);
  return r ? toApi<Row>(r) : undefined;
};

/** The held card with its card's face flag (any card: the caller says why a card without the flag is refused). */
export const heldWithFlag = (db: Scoped, userCardId: string) =>
  db.one(sql`SELECT u.id, u.card_status, c.face_check FROM ec_user_card u
    JOIN ec_card c ON c.tenant_id = u.tenant_id AND c.id = u.card_id
    WHERE ${db.base(USER_CARD, 'u')} AND u.id = ${userCardId}`);

export interface NewFace {
  /** The OSS config the file is written through (null: the environment's storage). */
  ossId: string | null;
  userCardId: string;
  key: string;
  fileName: string;
  contentType: string;
  size: number;
}
/** The first photo of a held card; nothing when one is already live (the unique index decides). */
export const insertFace = (db: Scoped, f: NewFace) =>
  db.one(sql`INSERT INTO ec_user_card_face (tenant_id, user_card_id, file_key, file_name, content_type, file_size, oss_id, create_user,
      update_user)
    VALUES (${db.tenantId}, ${f.userCardId}, ${f.key}, ${f.fileName}, ${f.contentType}, ${f.size}, ${f.ossId}, ${db.userId}, ${db.userId})
    ON CONFLICT DO NOTHING RETURNING id`);
/** Point the live photo at a new file; nothing when there is no live photo. */
export const replaceFace = (db: Scoped, f: NewFace) =>
  db.one(sql`UPDATE ec_user_card_face SET file_key = ${f.key}, file_name = ${f.fileName}, content_type = ${f.contentType},
      file_size = ${f.size}, oss_id = ${f.ossId}, update_user = ${db.userId}, update_time = now()
    WHERE ${db.tenant()} AND user_card_id = ${f.userCardId} AND is_deleted = 0 RETURNING id`);
export const removeFace = (db: Scoped, userCardId: string) =>
  db.one(sql`UPDATE ec_user_card_face SET is_deleted = 1, update_user = ${db.userId}, update_time = now()
    WHERE ${db.tenant()} AND user_card_id = ${userCardId} AND is_deleted = 0 RETURNING id`);

export const liveFace = (db: Scoped, userCardId: string): Promise<Row | undefined> =>
  db.one(sql`SELECT * FROM ec_user_card_face WHERE ${db.tenant()} AND user_card_id = ${userCardId} AND is_deleted = 0`);
