import { z } from 'zod';
import { zFilter, zId, zPageQuery, SECKILL_PICKER_PAGE_SIZE } from '@yym/contract';
import type { RouteAdder } from '../../platform/route.ts';
import type { TableSpec } from '../../platform/repo.ts';
import { sql } from '../../platform/sql.ts';
import { crudRoutes } from '../../platform/crud.ts';

/**
 * Picker data the commerce area does not own (spec 2 §2.17). Their management pages come with their
 * own issues; these are the tables and the list calls the editor's pickers read.
 */
export const VOICE: TableSpec = { name: 'cnt_voice', tenant: true, orderBy: 'id DESC', writable: [] };
export const SECKILL: TableSpec = { name: 'mkt_seckill_goods', tenant: true, orderBy: 'id DESC', writable: [] };
export const GROUP_BUY: TableSpec = { name: 'mkt_group_buy', tenant: true, orderBy: 'id DESC', writable: [] };
export const ACTIVITY: TableSpec = { name: 'mkt_activity', tenant: true, orderBy: 'start_time DESC, id DESC', writable: [] };
export const STRATEGY: TableSpec = { name: 'cnt_strategy', tenant: true, orderBy: 'id DESC', writable: [] };
export const IMAGE_TEXT: TableSpec = { name: 'cnt_image_text', tenant: true, orderBy: 'update_time DESC, id DESC', writable: ['heading', 'subtitle', 'image_url', 'content'] };

const like = (col: string, v: string | undefined) => v && sql`${sql.raw(col)} ILIKE ${'%' + v + '%'}`;

export function pickerRoutes(r: RouteAdder) {
  // Listed voices (voiceType 1) and voice packs (2); price in cents.
  r({ method: 'GET', url: '/yym-content-api/voice/page', summary: 'Listed voices and voice packs (picker)',
    query: zPageQuery.extend({ voiceType: z.coerce.number().int().min(1).max(2).optional(), name: zFilter, id: zId.optional() }),
    handler: (ctx, { query }) => ctx.data.page(VOICE, { current: query.current, size: query.size, where: [
      sql`shelf_status = 1`, query.voiceType && sql`voice_type = ${query.voiceType}`, like('name', query.name), query.id && sql`id = ${query.id}`,
    ] }) });

  // Seckill goods: 100 per page, by goods type (poi, product, card, collection).
  r({ method: 'GET', url: '/yym-marketing-api/seckill/goods/page', summary: 'Flash-sale goods (picker)',
    query: z.object({
      current: z.coerce.number().int().min(1).default(1),
      size: z.coerce.number().int().min(1).max(SECKILL_PICKER_PAGE_SIZE).default(SECKILL_PICKER_PAGE_SIZE),
      goodType: z.enum(['poi', 'product', 'card', 'collection']).optional(),
    }),
    handler: (ctx, { query }) => ctx.data.page(SECKILL, { current: query.current, size: query.size, where: [query.goodType && sql`goods_type = ${query.goodType}`] }) });

  // Group-buy goods; statusList 1,2 = not started and running.
  r({ method: 'GET', url: '/yym-marketing-api/groupBuy/page', summary: 'Group-buy goods (picker)',
    query: zPageQuery.extend({
      statusList: z.string().max(20).optional().transform((v) => (v ? v.split(',').map(Number).filter((n) => n >= 1 && n <= 3) : [])),
      goodsName: zFilter,
    }),
    handler: (ctx, { query }) => ctx.data.page(GROUP_BUY, { current: query.current, size: query.size, where: [
      query.statusList.length > 0 && sql`activity_status = ANY(${query.statusList}::int[])`, like('goods_name', query.goodsName),
    ] }) });

  // Activities: only open ones (shelfType 1).
  r({ method: 'GET', url: '/yym-marketing-api/activity/page', summary: 'Open activities (picker)',
    query: zPageQuery.extend({ name: zFilter, levelType: zFilter }),
    handler: (ctx, { query }) => ctx.data.page(ACTIVITY, { current: query.current, size: query.size, where: [
      sql`shelf_type = 1`, like('name', query.name), query.levelType && sql`level_type = ${query.levelType}`,
    ] }) });

  r({ method: 'GET', url: '/yym-content-api/strategy/page', summary: 'Strategy guides (picker)',
    query: zPageQuery.extend({ title: zFilter }),
    handler: async (ctx, { query }) => {
      const page = await ctx.data.page<any>(STRATEGY, { current: query.current, size: query.size, where: [like('title', query.title)],
        columns: sql.raw('id, title, cover, create_time') });
      return { ...page, records: page.records.map((g) => ({ ...g, tourismStrategyId: g.id })) };
    } });

  // Image-text dictionary: the picker's list answers {total, list} (spec 2 §7).
  r({ method: 'GET', url: '/yym-content-api/imageText/list', summary: 'Image-text dictionary (picker list)',
    query: zPageQuery.extend({ heading: zFilter, subtitle: zFilter }),
    handler: async (ctx, { query }) => {
      const page = await ctx.data.page(IMAGE_TEXT, { current: query.current, size: query.size,
        where: [like('heading', query.heading), like('subtitle', query.subtitle)], columns: sql.raw('id, heading, subtitle, image_url, update_time') });
      return { total: page.total, list: page.records, current: page.current, size: page.size };
    } });
  crudRoutes(r, {
    base: '/yym-content-api/imageText', title: 'Image-text dictionary', spec: IMAGE_TEXT, listPaths: ['page'],
    // The management page searches by heading (and subtitle), like the picker list.
    filters: z.object({ heading: zFilter, subtitle: zFilter }),
    where: (_ctx, q) => [like('heading', q.heading), like('subtitle', q.subtitle)],
    // Limits are the table's column sizes; messages are what the page shows beside the field.
    form: z.object({
      id: zId.optional(),
      heading: z.string({ error: '请输入标题' }).trim().min(1, '请输入标题').max(50, '标题最多50个字'),
      subtitle: z.string().trim().max(50, '副标题最多50个字').optional().default(''),
      imageUrl: z.string().max(500, '封面图地址过长').optional().default(''),
      content: z.string().max(50_000, '内容最多50000个字符').optional().default(''),
    }),
    perms: { add: 'image_text_dict_add', edit: 'image_text_dict_edit', remove: 'image_text_dict_delete' },
  });
}
