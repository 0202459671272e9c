import type { z } from 'zod';
import type { activityPickerQuery, groupBuyPickerQuery, seckillPickerQuery, strategyPickerQuery, voicePickerQuery } from '@yym/contract';
import type { Scoped, TableSpec } from '../../../platform/repo.ts';
import { sql } from '../../../platform/sql.ts';

// The pickers' data (spec 2 §2.17): tables whose management pages come with their own issues.

const like = (col: string, v: string | undefined) => v && sql`${sql.raw(col)} ILIKE ${'%' + v + '%'}`;

// the voice guides of 语音导览 (the voice area's table: one place for a merchant's voices)
const VOICE: TableSpec = { name: 'vo_voice', tenant: true, orderBy: 'id DESC', writable: [] };
const SECKILL: TableSpec = { name: 'mkt_seckill_goods', tenant: true, orderBy: 'id DESC', writable: [] };
const GROUP_BUY: TableSpec = { name: 'mkt_group_buy', tenant: true, orderBy: 'id DESC', writable: [] };
const ACTIVITY: TableSpec = { name: 'mkt_activity', tenant: true, orderBy: 'start_time DESC, id DESC', writable: [] };
const STRATEGY: TableSpec = { name: 'cnt_strategy', tenant: true, orderBy: 'id DESC', writable: [] };

/** Listed voices and packs; price in cents. */
export const voicePage = (db: Scoped, q: z.output<typeof voicePickerQuery>) =>
  db.page(VOICE, {
    current: q.current,
    size: q.size,
    where: [sql`shelf_status = 1`, q.voiceType && sql`voice_type = ${q.voiceType}`, like('name', q.name), q.id && sql`id = ${q.id}`],
    // what a page may show of a voice: never its stored audio (a paid voice plays whole only once bought)
    columns: sql.raw(
      'tenant_id, id, name, voice_type, price_type, current_price, original_price, voice_time, voice_num, trial_time, big_thumbnail_url, small_thumbnail_url',
    ),
  });

export const seckillPage = (db: Scoped, q: z.output<typeof seckillPickerQuery>) =>
  db.page(SECKILL, { current: q.current, size: q.size, where: [q.goodType && sql`goods_type = ${q.goodType}`] });

export const groupBuyPage = (db: Scoped, q: z.output<typeof groupBuyPickerQuery>) =>
  db.page(GROUP_BUY, {
    current: q.current,
    size: q.size,
    where: [q.statusList.length > 0 && sql`activity_status = ANY(${q.statusList}::int[])`, like('goods_name', q.goodsName)],
  });

export const activityPage = (db: Scoped, q: z.output<typeof activityPickerQuery>) =>
  db.page(ACTIVITY, {
    current: q.current,
    size: q.size,
    where: [sql`shelf_type = 1`, like('name', q.name), q.levelType && sql`level_type = ${q.levelType}`],
  });

export const strategyPage = (db: Scoped, q: z.output<typeof strategyPickerQuery>) =>
  db.page<Record<string, unknown>>(STRATEGY, {
    current: q.current,
    size: q.size,
    where: [like('title', q.title)],
    columns: sql.raw('id, title, cover, create_time'),
  });
