import { z } from 'zod';
import { MSG, zFilter, zId, zIds, zPageQuery } from '@yym/contract';
import { defineModule } from '../../platform/route.ts';
import { sql } from '../../platform/sql.ts';
import type { Queryable } from '../../platform/db.ts';
import type { TableSpec } from '../../platform/repo.ts';
import type { Ctx } from '../../platform/context.ts';
import { bad, conflict, notFound } from '../../platform/errors.ts';
import { toApi, toApiRows } from '../../platform/rows.ts';
import { SHELF_FLOW } from '../order/flow.ts';
import { LABEL, PRODUCT, changeRecord, loadProduct } from './routes.ts';
import { chinaToday } from './stock.ts';

/**
 * Product extras (spec 3 §7 "Products and catalogue"): batch price/stock changes, spec templates,
 * distribution to the tenant's distributors, and the small product calls (labels, channels, sync ...).
 */

export const SPECS: TableSpec = { name: 'prd_specs_config', tenant: true, orderBy: 'sort, id',
  writable: ['name', 'price', 'original_price', 'need_id_card', 'remark', 'sort', 'status'] };
export const DISTRIBUTOR: TableSpec = { name: 'dis_distributor', tenant: true, orderBy: 'id', writable: ['name', 'contact_name', 'phone'] };

/** Sales systems (channels) a product can be listed in. */
export const SALES_SYSTEMS = [
  { code: 'wechat', name: '微信小程序' }, { code: 'alipay', name: '支付宝小程序' }, { code: 'h5', name: 'H5商城' },
  { code: 'douyin', name: '抖音' }, { code: 'window', name: '窗口售票' }, { code: 'backoffice', name: '后台下单' }, { code: 'ota', name: 'OTA分销' },
] as const;
const zSystem = z.enum(SALES_SYSTEMS.map((s) => s.code) as [string, ...string[]]);

/** 0 不分销, 1 统一价 (the sku's default price under the rule), 2 按日历价 (each date's price under the rule). */
export const DIS_MODELS = { 0: '不分销', 1: '统一价', 2: '按日历价' } as const;

const cents = z.coerce.number().int(MSG.coPriceInvalid).min(0, MSG.coPriceInvalid).max(99_999_999_99, MSG.coPriceInvalid);
const zDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, MSG.paramInvalid);
const zWeekdays = z.array(z.coerce.number().int().min(0).max(6)).min(1, MSG.coBatchNoDates).max(7);
const zIdList = (max: number) => z.array(zId).min(1, MSG.selectAtLeastOne).max(max);
const MAX_DAYS = 366;
const DAY = 86_400_000;

/** Dates from start to end (at most 366) on the chosen weekdays (0 = Sunday). */
export function rangeDates(start: string, end: string, weekdays?: number[]): string[] {
  const s = Date.parse(`${start}T00:00:00Z`);
  const e = Date.parse(`${end}T00:00:00Z`);
  if (Number.isNaN(s) || Number.isNaN(e) || new Date(s).toISOString().slice(0, 10) !== start || new Date(e).toISOString().slice(0, 10) !== end) throw bad(MSG.paramInvalid);
  if (e < s) throw bad(MSG.coBatchRangeInvalid);
  if ((e - s) / DAY + 1 > MAX_DAYS) throw bad(MSG.coBatchRangeTooLong);
  const out: string[] = [];
  for (let d = s; d <= e; d += DAY) {
    if (!weekdays || weekdays.includes(new Date(d).getUTCDay())) out.push(new Date(d).toISOString().slice(0, 10));
  }
  return out;
}

/** The distribution price of a sale price under a product's rule (integer cents, half up). */
export function distributionPrice(sale: number, type: number, value: number): number {
  if (type === 1) return Math.max(0, sale + value);
  if (type === 2) return Math.floor((sale * value + 50) / 100);
  return sale;
}

/** The product's skus named by the caller; another product's or tenant's sku is "not found". */
async function productSkus(ctx: Ctx, productId: string, skuIds: string[]) {
  const p = await loadProduct(ctx, productId);
  const skus = new Map((p.skus as any[]).map((s) => [String(s.id), s]));
  const ids = [...new Set(skuIds)];
  for (const id of ids) if (!skus.has(id)) throw notFound();
  return { product: p, skus: ids.map((id) => skus.get(id)!) };
}

/** The list price is the lowest selling price of the future calendar (as the inventory save keeps it). */
async function refreshListPrice(ctx: Ctx, productId: string) {
  await ctx.q.query(sql`UPDATE prd_product p SET price = coalesce((SELECT min(c.price) FROM prd_calendar c JOIN prd_sku s ON s.tenant_id = c.tenant_id AND s.id = c.sku_id
      WHERE c.tenant_id = p.tenant_id AND s.product_id = p.id AND s.is_deleted = 0 AND c.play_date >= current_date), p.price)
    WHERE p.tenant_id = ${ctx.tenantId} AND p.id = ${productId}`);
}

/** Products of the caller's tenant; all must exist. */
async function tenantProducts(ctx: Ctx, ids: string[]) {
  const rows = await ctx.q.query(sql`SELECT id, name, dis_model, shelf_status FROM prd_product
    WHERE tenant_id = ${ctx.tenantId} AND is_deleted = 0 AND id = ANY(${ids}::bigint[])`);
  if (rows.length !== new Set(ids).size) throw notFound();
  return rows;
}

const batchForm = z.object({
  productId: zId,
  skuIds: z.array(zId).min(1, MSG.coSkuRequired).max(50),
  startDate: zDate,
  endDate: zDate,
  weekdays: zWeekdays.optional(),
  /** Selling price in cents; absent = keep each date's price. */
  price: cents.optional().nullable(),
  /** Total stock of each date including what is sold; absent = keep. The free stock becomes stock - sold. */
  stock: z.coerce.number().int().min(0, MSG.paramInvalid).max(10_000_000).optional().nullable(),
  /** Answer what would change without changing it (the dialog's count before confirming). */
  dryRun: z.boolean().optional(),
});

const specForm = z.object({
  id: zId.optional(), name: z.string().trim().min(1, '请输入规格名称').max(50, '规格名称不能超过50个字符'), price: cents.default(0),
  originalPrice: cents.optional(), needIdCard: z.coerce.number().int().min(0).max(1).default(0), remark: z.string().max(255).optional().nullable(),
  sort: z.coerce.number().int().min(0).max(99999).default(0), status: z.coerce.number().int().min(0).max(1).optional(),
});

export default defineModule((r) => {
  const B = '/yym-product-api';

  // ------------------------------------------------------------ batch changes
  r({ method: 'POST', url: `${B}/b/product/ticket/batch`, summary: 'Ticket: batch change price and/or stock of skus over a date range and weekdays',
    perm: 'product_ticket_batch', body: batchForm,
    handler: async (ctx, { body }) => {
      const price = body.price ?? null;
      const stock = body.stock ?? null;
      if (price === null && stock === null) throw bad(MSG.coBatchNothing);
      const dates = rangeDates(body.startDate, body.endDate, body.weekdays);
      if (!dates.length) throw bad(MSG.coBatchNoDates);
      const { skus } = await productSkus(ctx, body.productId, body.skuIds);
      const skuIds = skus.map((s) => String(s.id));
      // Lock the dates being changed so no order takes stock between the check and the write.
      const rows = await ctx.q.query<{ sku_id: string; play_date: string; price: string; stock: number; sold: number }>(sql`SELECT sku_id, play_date, price, stock, sold
        FROM prd_calendar WHERE tenant_id = ${ctx.tenantId} AND sku_id = ANY(${skuIds}::bigint[]) AND play_date = ANY(${dates}::date[])
        ORDER BY sku_id, play_date ${body.dryRun ? sql.empty : sql`FOR UPDATE`}`); // one lock order: two batches never deadlock
      const old = new Map(rows.map((x) => [`${x.sku_id}|${x.play_date}`, x]));
      const updates: { skuId: string; date: string; oldStock: number }[] = [];
      const inserts: { skuId: string; date: string }[] = [];
      let skipped = 0;
      for (const date of dates) {
        for (const s of skus) {
          const o = old.get(`${s.id}|${date}`);
          if (o) {
            if (stock !== null && stock < Number(o.sold)) throw bad(MSG.coBatchStockBelowSold(date, s.name, Number(o.sold)));
            updates.push({ skuId: String(s.id), date, oldStock: Number(o.stock) });
          } else if (price !== null && stock !== null) inserts.push({ skuId: String(s.id), date });
          else skipped++; // a date without a calendar row needs both price and stock to be opened
        }
      }
      const changedDates = [...new Set([...updates, ...inserts].map((x) => x.date))].sort();
      const summary = { dateCount: changedDates.length, cellCount: updates.length + inserts.length, skipped, dates: changedDates };
      if (body.dryRun || summary.cellCount === 0) return summary;

      const userId = ctx.user?.userId ?? null;
      const changes: { skuId: string; date: string; change: number; after: number }[] = [];
      if (updates.length) {
        // One conditional statement: the free stock becomes total - sold, only where that is not negative.
        const done = await ctx.q.query<{ sku_id: string; play_date: string; stock: number }>(sql`UPDATE prd_calendar c
          SET price = coalesce(${price}::bigint, c.price), stock = CASE WHEN ${stock}::int IS NULL THEN c.stock ELSE ${stock}::int - c.sold END, update_time = now()
          FROM unnest(${updates.map((u) => u.skuId)}::bigint[], ${updates.map((u) => u.date)}::date[]) AS x(sku_id, play_date)
          WHERE c.tenant_id = ${ctx.tenantId} AND c.sku_id = x.sku_id AND c.play_date = x.play_date AND (${stock}::int IS NULL OR c.sold <= ${stock}::int)
          RETURNING c.sku_id, c.play_date, c.stock`);
        if (done.length !== updates.length) throw conflict(MSG.coDuplicateRequest);
        const after = new Map(done.map((x) => [`${x.sku_id}|${x.play_date}`, Number(x.stock)]));
        for (const u of updates) {
          const a = after.get(`${u.skuId}|${u.date}`)!;
          if (a !== u.oldStock) changes.push({ skuId: u.skuId, date: u.date, change: a - u.oldStock, after: a });
        }
      }
      if (inserts.length) {
        await ctx.q.query(sql`INSERT INTO prd_calendar (tenant_id, sku_id, play_date, price, stock)
          SELECT ${ctx.tenantId}, x.sku_id, x.play_date, ${price}::bigint, ${stock}::int
          FROM unnest(${inserts.map((u) => u.skuId)}::bigint[], ${inserts.map((u) => u.date)}::date[]) AS x(sku_id, play_date)`);
        if (stock! > 0) for (const u of inserts) changes.push({ skuId: u.skuId, date: u.date, change: stock!, after: stock! });
      }
      if (changes.length) {
        await ctx.q.query(sql`INSERT INTO prd_stock_record (tenant_id, product_id, sku_id, play_date, change, stock_after, reason, create_user)
          SELECT ${ctx.tenantId}, ${body.productId}, x.sku_id, x.play_date, x.change, x.after, 'batch', ${userId}
          FROM unnest(${changes.map((c) => c.skuId)}::bigint[], ${changes.map((c) => c.date)}::date[], ${changes.map((c) => c.change)}::int[],
            ${changes.map((c) => c.after)}::int[]) AS x(sku_id, play_date, change, after)`);
        // A distribution quota never stays above the free stock.
        await ctx.q.query(sql`UPDATE prd_distribution_stock d SET quota = c.stock, update_time = now() FROM prd_calendar c
          WHERE d.tenant_id = ${ctx.tenantId} AND c.tenant_id = d.tenant_id AND c.sku_id = d.sku_id AND c.play_date = d.play_date
            AND d.sku_id = ANY(${skuIds}::bigint[]) AND d.play_date = ANY(${changedDates}::date[]) AND d.quota > c.stock`);
      }
      await refreshListPrice(ctx, body.productId);
      const week = body.weekdays ? ` 星期[${[...body.weekdays].sort().map((d) => '日一二三四五六'[d]).join('')}]` : '';
      await changeRecord(ctx, body.productId, 'batch', `批量修改: ${body.startDate}~${body.endDate}${week} 票种[${skus.map((s) => s.name).join(',')}]`
        + `${price !== null ? ` 价格${(price / 100).toFixed(2)}元` : ''}${stock !== null ? ` 库存${stock}` : ''}, 共${summary.dateCount}天${summary.cellCount}条`);
      return summary;
    } });

  // ------------------------------------------------------------ spec templates
  const specFilters = zPageQuery.extend({ name: zFilter, status: z.coerce.number().int().min(0).max(1).optional() });
  r({ method: 'GET', url: `${B}/productSpecsConfig/query`, summary: 'Spec templates: page', query: specFilters, perm: ['product_specs_view', 'product_ticket_inventory'],
    handler: async (ctx, { query }) => {
      const page = await ctx.data.page<any>(SPECS, { where: [query.name && sql`name ILIKE ${'%' + query.name + '%'}`, query.status !== undefined && sql`status = ${query.status}`],
        current: query.current, size: query.size });
      if (!page.records.length) return page;
      // How many products use each template (through their skus).
      const used = await ctx.q.query<{ spec_id: string; n: number }>(sql`SELECT s.spec_id, count(DISTINCT s.product_id)::int AS n FROM prd_sku s
        JOIN prd_product p ON p.tenant_id = s.tenant_id AND p.id = s.product_id AND p.is_deleted = 0
        WHERE s.tenant_id = ${ctx.tenantId} AND s.is_deleted = 0 AND s.spec_id = ANY(${page.records.map((x) => x.id)}::bigint[]) GROUP BY s.spec_id`);
      const n = new Map(used.map((u) => [String(u.spec_id), u.n]));
      return { ...page, records: page.records.map((x) => ({ ...x, productCount: n.get(String(x.id)) ?? 0 })) };
    } });
  r({ method: 'GET', url: `${B}/productSpecsConfig/detail`, summary: 'Spec template: detail', query: z.object({ id: zId }), handler: (ctx, { query }) => ctx.data.get(SPECS, query.id) });
  r({ method: 'GET', url: `${B}/productSpecsConfig/productLowerPage`, summary: 'Spec template: products using it (page)',
    query: zPageQuery.extend({ id: zId, name: zFilter }),
    handler: async (ctx, { query }) => {
      await ctx.data.get(SPECS, query.id);
      const w = sql.and([sql`p.tenant_id = ${ctx.tenantId} AND p.is_deleted = 0`, query.name && sql`p.name ILIKE ${'%' + query.name + '%'}`,
        sql`EXISTS (SELECT 1 FROM prd_sku s WHERE s.tenant_id = p.tenant_id AND s.product_id = p.id AND s.is_deleted = 0 AND s.spec_id = ${query.id})`]);
      const [{ n }] = (await ctx.q.query<{ n: number }>(sql`SELECT count(*)::int AS n FROM prd_product p WHERE ${w}`)) as [{ n: number }];
      const rows = await ctx.q.query(sql`SELECT p.id, p.name, p.price, p.shelf_status, p.spu_type,
          (SELECT name FROM prd_poi x WHERE x.tenant_id = p.tenant_id AND x.id = p.poi_id) AS poi_name,
          ARRAY(SELECT s.name FROM prd_sku s WHERE s.tenant_id = p.tenant_id AND s.product_id = p.id AND s.is_deleted = 0 AND s.spec_id = ${query.id} ORDER BY s.sort, s.id) AS sku_names
        FROM prd_product p WHERE ${w} ORDER BY p.id DESC LIMIT ${query.size} OFFSET ${(query.current - 1) * query.size}`);
      return { records: toApiRows(rows), total: n, size: query.size, current: query.current, pages: Math.ceil(n / query.size) };
    } });
  const specUnique = async (ctx: Ctx, name: string, id?: string) => {
    const dup = await ctx.q.one(sql`SELECT 1 FROM prd_specs_config WHERE tenant_id = ${ctx.tenantId} AND is_deleted = 0 AND name = ${name} AND id <> ${id ?? '0'}`);
    if (dup) throw bad(MSG.coSpecNameExists);
  };
  r({ method: 'POST', url: `${B}/productSpecsConfig/save`, summary: 'Spec template: add', perm: 'product_specs_add', body: specForm,
    handler: async (ctx, { body }) => {
      await specUnique(ctx, body.name);
      return ctx.data.insert(SPECS, { ...body, id: undefined });
    } });
  r({ method: 'POST', url: `${B}/productSpecsConfig/update`, summary: 'Spec template: update', perm: 'product_specs_edit', body: specForm,
    handler: async (ctx, { body }) => {
      if (!body.id) throw bad(MSG.paramInvalid);
      await ctx.data.get(SPECS, body.id);
      await specUnique(ctx, body.name, body.id);
      return ctx.data.update(SPECS, body.id, body);
    } });
  r({ method: 'POST', url: `${B}/productSpecsConfig/remove`, summary: 'Spec templates: remove (skus made from them keep their values)', perm: 'product_specs_delete',
    query: z.object({ ids: zIds }),
    handler: async (ctx, { query }) => {
      const n = await ctx.data.remove(SPECS, query.ids);
      if (!n) throw notFound();
      return n;
    } });
  r({ method: 'POST', url: `${B}/b/product/ticket/sku/fromSpecs`, summary: 'Ticket: add skus from spec templates', perm: 'product_ticket_inventory',
    body: z.object({ productId: zId, specIds: zIdList(20) }),
    handler: async (ctx, { body }) => {
      const p = await loadProduct(ctx, body.productId);
      const specs = await ctx.data.list<any>(SPECS, [sql`id = ANY(${body.specIds}::bigint[])`]);
      if (specs.length !== new Set(body.specIds).size) throw notFound();
      const have = new Set((p.skus as any[]).map((s) => s.name));
      let sort = (p.skus as any[]).reduce((m, s) => Math.max(m, s.sort + 1), 0);
      const added: unknown[] = [];
      const skipped: string[] = [];
      for (const s of specs) {
        if (have.has(s.name)) { skipped.push(s.name); continue; }
        added.push(toApi(await ctx.q.one(sql`INSERT INTO prd_sku (tenant_id, product_id, name, price, original_price, sort, spec_id, create_user, update_user)
          VALUES (${ctx.tenantId}, ${body.productId}, ${s.name}, ${s.price}, ${s.originalPrice}, ${sort++}, ${s.id}, ${ctx.user?.userId ?? null}, ${ctx.user?.userId ?? null})
          RETURNING *`) as any));
      }
      // Real names are a product setting here: a template that needs them turns it on.
      if (added.length && specs.some((s) => s.needIdCard === 1 && !have.has(s.name)) && p.needIdCard !== 1) {
        await ctx.q.query(sql`UPDATE prd_product SET need_id_card = 1, update_time = now() WHERE tenant_id = ${ctx.tenantId} AND id = ${body.productId}`);
      }
      if (added.length) await changeRecord(ctx, body.productId, 'inventory', `从规格模板添加票种: ${(added as any[]).map((s) => s.name).join(',')}`);
      return { added, skipped };
    } });

  // ------------------------------------------------------------ distribution
  r({ method: 'GET', url: `${B}/distribution/distributor/list`, summary: 'Distribution: the tenant\'s distributors', query: z.object({ name: zFilter }),
    handler: (ctx, { query }) => ctx.data.list(DISTRIBUTOR, [query.name && sql`name ILIKE ${'%' + query.name + '%'}`], 'id', 500) });
  const disFilters = zPageQuery.extend({ name: zFilter, disModel: z.coerce.number().int().min(0).max(2).optional(), distributorId: zId.optional(),
    shelfStatus: z.coerce.number().int().min(0).max(1).optional() });
  r({ method: 'GET', url: `${B}/distribution/page`, summary: 'Distribution: products with their model, price rule and distributors', query: disFilters, perm: 'distribution_goods_view',
    handler: async (ctx, { query }) => {
      const w = sql.and([sql`p.tenant_id = ${ctx.tenantId} AND p.is_deleted = 0 AND p.spu_type = 1`, query.name && sql`p.name ILIKE ${'%' + query.name + '%'}`,
        query.disModel !== undefined && sql`p.dis_model = ${query.disModel}`, query.shelfStatus !== undefined && sql`p.shelf_status = ${query.shelfStatus}`,
        query.distributorId && sql`EXISTS (SELECT 1 FROM prd_distribution_auth a WHERE a.tenant_id = p.tenant_id AND a.product_id = p.id AND a.distributor_id = ${query.distributorId})`]);
      const [{ n }] = (await ctx.q.query<{ n: number }>(sql`SELECT count(*)::int AS n FROM (SELECT 1 FROM prd_product p WHERE ${w} LIMIT 10001) x`)) as [{ n: number }];
      const rows = await ctx.q.query(sql`SELECT p.id, p.name, p.price, p.shelf_status, p.dis_model, p.dis_price_type, p.dis_price_value,
          (SELECT name FROM prd_poi x WHERE x.tenant_id = p.tenant_id AND x.id = p.poi_id) AS poi_name,
          coalesce((SELECT json_agg(json_build_object('id', d.id::text, 'name', d.name) ORDER BY d.id) FROM prd_distribution_auth a
            JOIN dis_distributor d ON d.tenant_id = a.tenant_id AND d.id = a.distributor_id AND d.is_deleted = 0
            WHERE a.tenant_id = p.tenant_id AND a.product_id = p.id), '[]'::json) AS distributors
        FROM prd_product p WHERE ${w} ORDER BY p.id DESC LIMIT ${query.size} OFFSET ${(query.current - 1) * query.size}`);
      const total = Math.min(n, 10000);
      return { records: toApiRows(rows), total, size: query.size, current: query.current, pages: Math.ceil(total / query.size) };
    } });
  r({ method: 'POST', url: `${B}/distribution/changeModel`, summary: 'Distribution: set the model of products (0 off revokes the distributors)', perm: 'distribution_goods_model',
    body: z.object({ productIds: zIdList(200), disModel: z.coerce.number().int().min(0).max(2) }),
    handler: async (ctx, { body }) => {
      await tenantProducts(ctx, body.productIds);
      await ctx.q.query(sql`UPDATE prd_product SET dis_model = ${body.disModel}, update_time = now(), update_user = ${ctx.user?.userId ?? null}
        WHERE tenant_id = ${ctx.tenantId} AND id = ANY(${body.productIds}::bigint[])`);
      if (body.disModel === 0) await ctx.q.query(sql`DELETE FROM prd_distribution_auth WHERE tenant_id = ${ctx.tenantId} AND product_id = ANY(${body.productIds}::bigint[])`);
      for (const id of body.productIds) await changeRecord(ctx, id, 'disModel', `分销模式: ${DIS_MODELS[body.disModel as 0 | 1 | 2]}`);
      return body.productIds.length;
    } });
  r({ method: 'POST', url: `${B}/distribution/batchAuthorization`, summary: 'Distribution: set which distributors may sell the products', perm: 'distribution_goods_authorize',
    body: z.object({ productIds: zIdList(200), distributorIds: z.array(zId).max(100) }),
    handler: async (ctx, { body }) => {
      const products = await tenantProducts(ctx, body.productIds);
      const distributorIds = [...new Set(body.distributorIds)];
      if (distributorIds.length) {
        const found = await ctx.data.list(DISTRIBUTOR, [sql`id = ANY(${distributorIds}::bigint[])`]);
        if (found.length !== distributorIds.length) throw bad(MSG.coDistributorNotFound);
        if (products.some((p) => Number(p.dis_model) === 0)) throw bad(MSG.coDisModelOff);
      }
      await ctx.q.query(sql`DELETE FROM prd_distribution_auth WHERE tenant_id = ${ctx.tenantId} AND product_id = ANY(${body.productIds}::bigint[])`);
      if (distributorIds.length) {
        await ctx.q.query(sql`INSERT INTO prd_distribution_auth (tenant_id, product_id, distributor_id, create_user)
          SELECT ${ctx.tenantId}, p, d, ${ctx.user?.userId ?? null} FROM unnest(${body.productIds}::bigint[]) p CROSS JOIN unnest(${distributorIds}::bigint[]) d
          ON CONFLICT DO NOTHING`);
      }
      for (const id of body.productIds) await changeRecord(ctx, id, 'disAuth', `分销授权: ${distributorIds.length} 个分销商`);
      return { products: body.productIds.length, distributors: distributorIds.length };
    } });
  r({ method: 'POST', url: `${B}/distribution/batchAutoPrice`, summary: 'Distribution: automatic price rule (1 add cents, 2 percent of the sale price)', perm: 'distribution_goods_price',
    body: z.object({ productIds: zIdList(200), priceType: z.coerce.number().int().min(0).max(2), priceValue: z.coerce.number().int().min(-99_999_999_99).max(99_999_999_99).default(0) }),
    handler: async (ctx, { body }) => {
      if (body.priceType === 2 && (body.priceValue < 1 || body.priceValue > 100)) throw bad(MSG.coDisRateInvalid);
      const value = body.priceType === 0 ? 0 : body.priceValue;
      await tenantProducts(ctx, body.productIds);
      await ctx.q.query(sql`UPDATE prd_product SET dis_price_type = ${body.priceType}, dis_price_value = ${value}, update_time = now(), update_user = ${ctx.user?.userId ?? null}
        WHERE tenant_id = ${ctx.tenantId} AND id = ANY(${body.productIds}::bigint[])`);
      const text = body.priceType === 1 ? `销售价${value >= 0 ? '加' : '减'}${(Math.abs(value) / 100).toFixed(2)}元` : body.priceType === 2 ? `销售价的${value}%` : '同销售价';
      for (const id of body.productIds) await changeRecord(ctx, id, 'disPrice', `分销自动调价: ${text}`);
      return body.productIds.length;
    } });
  r({ method: 'GET', url: `${B}/distribution/getPriceCalendar`, summary: 'Distribution: per-date sale price, free stock, distribution price and quota of the skus', perm: 'distribution_goods_view',
    query: z.object({ productId: zId, skuId: zId.optional(), startDate: zDate.optional(), endDate: zDate.optional() }),
    handler: async (ctx, { query }) => {
      const p = await loadProduct(ctx, query.productId);
      const dates = rangeDates(query.startDate ?? chinaToday(), query.endDate ?? chinaToday(29));
      const skus = (p.skus as any[]).filter((s) => !query.skuId || String(s.id) === query.skuId);
      if (query.skuId && !skus.length) throw notFound();
      const rows = await ctx.q.query<{ sku_id: string; play_date: string; price: string; stock: number; sold: number; quota: number | null }>(sql`SELECT c.sku_id, c.play_date,
          c.price, c.stock, c.sold, d.quota FROM prd_calendar c
        LEFT JOIN prd_distribution_stock d ON d.tenant_id = c.tenant_id AND d.sku_id = c.sku_id AND d.play_date = c.play_date
        WHERE c.tenant_id = ${ctx.tenantId} AND c.sku_id = ANY(${skus.map((s) => String(s.id))}::bigint[])
          AND c.play_date BETWEEN ${dates[0]} AND ${dates[dates.length - 1]} ORDER BY c.play_date`);
      const model = Number(p.disModel);
      const rule = (sale: number) => (model === 0 ? null : distributionPrice(sale, Number(p.disPriceType), Number(p.disPriceValue)));
      return {
        productId: p.id, name: p.name, disModel: model, disPriceType: Number(p.disPriceType), disPriceValue: Number(p.disPriceValue),
        skus: skus.map((s) => ({
          skuId: String(s.id), skuName: s.name, defaultPrice: Number(s.price),
          calendar: rows.filter((c) => String(c.sku_id) === String(s.id)).map((c) => ({
            date: c.play_date, salePrice: Number(c.price), stock: Number(c.stock), sold: Number(c.sold),
            distributionPrice: rule(model === 1 ? Number(s.price) : Number(c.price)),
            // Orders keep taking stock after a quota is set: it never counts above what is free.
            quota: c.quota === null ? null : Math.min(Number(c.quota), Number(c.stock)),
          })),
        })),
      };
    } });
  r({ method: 'POST', url: `${B}/distribution/batchInventory`, summary: 'Distribution: set the per-date quota of skus (never above the free stock)', perm: 'distribution_goods_inventory',
    body: z.object({ productId: zId, skuIds: z.array(zId).min(1, MSG.coSkuRequired).max(50), startDate: zDate, endDate: zDate, weekdays: zWeekdays.optional(),
      quota: z.coerce.number().int().min(0, MSG.paramInvalid).max(10_000_000) }),
    handler: async (ctx, { body }) => {
      const dates = rangeDates(body.startDate, body.endDate, body.weekdays);
      if (!dates.length) throw bad(MSG.coBatchNoDates);
      const { skus } = await productSkus(ctx, body.productId, body.skuIds);
      const rows = await ctx.q.query<{ sku_id: string; play_date: string; stock: number }>(sql`SELECT sku_id, play_date, stock FROM prd_calendar
        WHERE tenant_id = ${ctx.tenantId} AND sku_id = ANY(${skus.map((s) => String(s.id))}::bigint[]) AND play_date = ANY(${dates}::date[])
        ORDER BY sku_id, play_date FOR UPDATE`);
      const byKey = new Map(rows.map((x) => [`${x.sku_id}|${x.play_date}`, Number(x.stock)]));
      const cells: { skuId: string; date: string }[] = [];
      for (const date of dates) {
        for (const s of skus) {
          const free = byKey.get(`${s.id}|${date}`);
          if (free === undefined) continue; // no price/stock on that date: nothing to distribute
          if (body.quota > free) throw bad(MSG.coDisQuotaOverStock(date, s.name, free));
          cells.push({ skuId: String(s.id), date });
        }
      }
      if (!cells.length) throw bad(MSG.coDisNoCalendar(`${body.startDate}~${body.endDate}`, skus.map((s) => s.name).join(',')));
      await ctx.q.query(sql`INSERT INTO prd_distribution_stock (tenant_id, sku_id, play_date, quota, update_user)
        SELECT ${ctx.tenantId}, x.sku_id, x.play_date, ${body.quota}::int, ${ctx.user?.userId ?? null}
        FROM unnest(${cells.map((c) => c.skuId)}::bigint[], ${cells.map((c) => c.date)}::date[]) AS x(sku_id, play_date)
        ON CONFLICT (tenant_id, sku_id, play_date) DO UPDATE SET quota = EXCLUDED.quota, update_user = EXCLUDED.update_user, update_time = now()`);
      await changeRecord(ctx, body.productId, 'disStock', `分销库存: ${body.startDate}~${body.endDate} 票种[${skus.map((s) => s.name).join(',')}] 每日${body.quota}, 共${cells.length}条`);
      return { cellCount: cells.length, skipped: dates.length * skus.length - cells.length };
    } });

  // ------------------------------------------------------------ the small product calls
  r({ method: 'GET', url: `${B}/b/product/getSystemList`, summary: 'Sales systems (channels) a product can be listed in', handler: async () => SALES_SYSTEMS });
  r({ method: 'GET', url: `${B}/b/product/getPhoneList`, summary: 'The tenant\'s service phone numbers (merchant contact and scenic spots)',
    handler: async (ctx) => {
      const rows = await ctx.q.query<{ name: string; phone: string }>(sql`SELECT tenant_name AS name, contact_number AS phone, 0 AS k, 0::bigint AS id FROM blade_tenant
          WHERE tenant_id = ${ctx.tenantId} AND is_deleted = 0 AND coalesce(contact_number, '') <> ''
        UNION ALL SELECT name, phone, 1, id FROM prd_poi WHERE tenant_id = ${ctx.tenantId} AND is_deleted = 0 AND coalesce(phone, '') <> ''
        ORDER BY k, id`);
      const seen = new Set<string>();
      return rows.filter((x) => !seen.has(x.phone) && !!seen.add(x.phone)).map((x) => ({ name: x.name, phone: x.phone }));
    } });
  r({ method: 'POST', url: `${B}/b/product/cardOrCombinedShelfOff`, summary: 'Products: take the given card/combined products off shelf (answers how many went off)',
    perm: 'product_ticket_shelf', query: z.object({ productIds: zIds }),
    handler: async (ctx, { query }) => {
      const rows = await ctx.q.query<{ id: string; shelf_status: number }>(sql`UPDATE prd_product SET shelf_status = ${SHELF_FLOW.next(1, 'offShelf', { sellable: true })},
          update_time = now(), update_user = ${ctx.user?.userId ?? null}
        WHERE tenant_id = ${ctx.tenantId} AND is_deleted = 0 AND shelf_status = 1 AND id = ANY(${query.productIds}::bigint[]) RETURNING id`);
      for (const x of rows) await changeRecord(ctx, String(x.id), 'offShelf', `${SHELF_FLOW.stateText(1)} → ${SHELF_FLOW.stateText(0)}`);
      return { count: rows.length };
    } });
  r({ method: 'POST', url: `${B}/b/product/submitSyncInfo`, summary: 'Product: request a sync to the sales systems (recorded, answered accepted)', perm: 'product_ticket_sync',
    body: z.object({ id: zId, systems: z.array(zSystem).max(10).optional() }),
    handler: async (ctx, { body }) => {
      await loadProduct(ctx, body.id);
      const systems = body.systems?.length ? body.systems : SALES_SYSTEMS.map((s) => s.code);
      await changeRecord(ctx, body.id, 'sync', `同步请求: ${systems.join(',')}`);
      return { accepted: true, systems };
    } });
  r({ method: 'POST', url: `${B}/product/info/delete`, summary: 'Product: remove (soft delete, as b/product/remove)', perm: 'product_ticket_delete',
    query: z.object({ id: zIds }),
    handler: async (ctx, { query }) => {
      const n = await ctx.data.remove(PRODUCT, query.id);
      if (!n) throw notFound();
      for (const id of query.id) await changeRecord(ctx, id, 'remove', '删除商品');
      return n;
    } });
  r({ method: 'POST', url: `${B}/product/info/submitLabel`, summary: 'Product: set its labels', perm: 'product_ticket_edit',
    body: z.object({ id: zId, labelIds: z.array(zId).max(20) }),
    handler: async (ctx, { body }) => {
      const ids = [...new Set(body.labelIds)];
      if (ids.length && (await ctx.data.list(LABEL, [sql`id = ANY(${ids}::bigint[])`])).length !== ids.length) throw notFound();
      await ctx.data.update(PRODUCT, body.id, {}, { label_ids: ids });
      await changeRecord(ctx, body.id, 'label', `标签: ${ids.length} 个`);
      return (await loadProduct(ctx, body.id)).labels;
    } });
  r({ method: 'GET', url: `${B}/product/info/channelAndModelEcho`, summary: 'Product: sales channels and distribution model', query: z.object({ id: zId }),
    handler: async (ctx, { query }) => {
      const p = await ctx.data.get<any>(PRODUCT, query.id);
      return { id: p.id, channels: p.channels, disModel: p.disModel, systems: SALES_SYSTEMS };
    } });
  r({ method: 'POST', url: `${B}/product/info/updateChannelOrModel`, summary: 'Product: save sales channels and/or distribution model', perm: 'product_ticket_channel',
    body: z.object({ id: zId, channels: z.array(zSystem).max(10).optional(), disModel: z.coerce.number().int().min(0).max(2).optional() }),
    handler: async (ctx, { body }) => {
      const extra: Record<string, unknown> = {};
      if (body.channels) extra.channels = [...new Set(body.channels)];
      if (body.disModel !== undefined) extra.dis_model = body.disModel;
      if (!Object.keys(extra).length) throw bad(MSG.paramInvalid);
      const p = await ctx.data.update<any>(PRODUCT, body.id, {}, extra);
      if (body.disModel === 0) await ctx.q.query(sql`DELETE FROM prd_distribution_auth WHERE tenant_id = ${ctx.tenantId} AND product_id = ${body.id}`);
      await changeRecord(ctx, body.id, 'channel', [body.channels && `渠道: ${body.channels.join(',')}`,
        body.disModel !== undefined && `分销模式: ${DIS_MODELS[body.disModel as 0 | 1 | 2]}`].filter(Boolean).join('; '));
      return { id: p.id, channels: p.channels, disModel: p.disModel };
    } });
  r({ method: 'POST', url: `${B}/product/info/offShelfOther`, summary: 'Product: keep only the given channel, taking it off the others', perm: 'product_ticket_channel',
    body: z.object({ id: zId, channel: zSystem }),
    handler: async (ctx, { body }) => {
      const p = await ctx.data.get<any>(PRODUCT, body.id);
      const removed = (p.channels as string[]).filter((c) => c !== body.channel);
      await ctx.data.update(PRODUCT, body.id, {}, { channels: [body.channel] });
      await changeRecord(ctx, body.id, 'channel', `仅保留渠道 ${body.channel}, 下架: ${removed.join(',') || '-'}`);
      return { id: body.id, channels: [body.channel], removed };
    } });
  r({ method: 'POST', url: `${B}/product/info/list`, summary: 'Products: brief rows by ids (in the given order; unknown ids left out)',
    body: z.object({ ids: z.array(zId).max(200) }),
    handler: async (ctx, { body }) => {
      if (!body.ids.length) return [];
      const rows = toApiRows<any>(await ctx.q.query(sql`SELECT p.id, p.name, p.image, p.price, p.shelf_status, p.spu_type, p.dis_model,
          (SELECT name FROM prd_poi x WHERE x.tenant_id = p.tenant_id AND x.id = p.poi_id) AS poi_name
        FROM prd_product p WHERE p.tenant_id = ${ctx.tenantId} AND p.is_deleted = 0 AND p.id = ANY(${body.ids}::bigint[])`));
      const byId = new Map(rows.map((x) => [String(x.id), x]));
      return [...new Set(body.ids)].map((id) => byId.get(id)).filter(Boolean);
    } });
});

/** Demo data: distributors of both merchants, spec templates, and one distributed ticket of the first merchant. */
export async function seedProductExtras(q: Queryable, t: { demo: string; second: string }) {
  const ids: string[] = [];
  for (const [tenant, name, contact, phone] of [[t.demo, '携程旅行', '周经理', '13900001001'], [t.demo, '美团门票', '吴经理', '13900001002'],
    [t.demo, '杭州春秋旅行社', '郑经理', '13900001003'], [t.second, '舟山海天旅行社', '何经理', '13900002001']] as const) {
    const row = await q.one<{ id: string }>(sql`INSERT INTO dis_distributor (tenant_id, name, contact_name, phone) VALUES (${tenant}, ${name}, ${contact}, ${phone}) RETURNING id`);
    if (tenant === t.demo) ids.push(String(row!.id));
  }
  for (const [i, [name, price, needIdCard, remark]] of ([['成人票', 10000, 0, '18-59周岁'], ['儿童票', 5000, 0, '1.2米-1.5米儿童'], ['老人票', 5000, 1, '60周岁以上凭身份证']] as const).entries()) {
    const spec = await q.one<{ id: string }>(sql`INSERT INTO prd_specs_config (tenant_id, name, price, original_price, need_id_card, remark, sort)
      VALUES (${t.demo}, ${name}, ${price}, ${price}, ${needIdCard}, ${remark}, ${i}) RETURNING id`);
    // the demo tickets' skus of the same name count as made from it
    await q.query(sql`UPDATE prd_sku SET spec_id = ${spec!.id} WHERE tenant_id = ${t.demo} AND name = ${name} AND is_deleted = 0`);
  }
  const boat = await q.one<{ id: string }>(sql`SELECT id FROM prd_product WHERE tenant_id = ${t.demo} AND name = '西湖游船票' AND is_deleted = 0 LIMIT 1`);
  if (boat) {
    await q.query(sql`UPDATE prd_product SET dis_model = 2, dis_price_type = 2, dis_price_value = 95 WHERE tenant_id = ${t.demo} AND id = ${boat.id}`);
    await q.query(sql`INSERT INTO prd_distribution_auth (tenant_id, product_id, distributor_id) SELECT ${t.demo}, ${boat.id}, d FROM unnest(${ids.slice(0, 2)}::bigint[]) d`);
  }
}
