import { z } from 'zod';
import ExcelJS from 'exceljs';
import { MSG, zFilter, zId, zIds, zPageQuery, checkIdCard, checkMobile, centsToYuan } from '@yym/contract';
import { defineModule } from '../../platform/route.ts';
import { sql, type Cond } from '../../platform/sql.ts';
import type { TableSpec } from '../../platform/repo.ts';
import type { Ctx } from '../../platform/context.ts';
import { bad, forbidden, notFound } from '../../platform/errors.ts';
import { toApi, toApiRows } from '../../platform/rows.ts';
import { SHELF_FLOW } from '../order/flow.ts';
import { chinaToday, dateAllowed, setCalendar } from './stock.ts';
import { sendXlsx } from '../order/export.ts';
import { crudRoutes } from '../../platform/crud.ts';

export const POI: TableSpec = { name: 'prd_poi', tenant: true, orderBy: 'sort, id DESC',
  writable: ['name', 'poi_type', 'level', 'image', 'images', 'province', 'city', 'address', 'lng', 'lat', 'open_time', 'phone', 'intro', 'notice', 'supplier_code', 'sort'] };
export const CLASSIFY: TableSpec = { name: 'prd_classify', tenant: true, orderBy: 'sort, id', writable: ['parent_id', 'name', 'type', 'level', 'icon', 'is_display', 'sort'] };
export const LABEL: TableSpec = { name: 'prd_label', tenant: true, orderBy: 'sort, id', writable: ['name', 'color', 'sort'] };
export const PRODUCT: TableSpec = { name: 'prd_product', tenant: true, orderBy: 'id DESC',
  writable: ['poi_id', 'classify_id', 'spu_type', 'name', 'image', 'images', 'detail', 'original_price', 'label_ids', 'weekly', 'dis_date', 'need_confirm', 'need_id_card',
    'max_buy', 'refund_rule', 'expire_rule', 'et_pk_time', 'et_pk_address', 'change_tkt_time', 'change_tkt_address', 'cancel_order_text', 'adv_text', 'et_text',
    'cost_desc', 'cost_not_desc', 'receips_desc', 'ot_desc', 'sort'] };
export const SUPPLIER_CODE: TableSpec = { name: 'prd_supplier_code', tenant: true, orderBy: 'id DESC', writable: ['supplier_name', 'supplier_code', 'poi_id', 'contact', 'phone', 'remark'] };
export const SKU: TableSpec = { name: 'prd_sku', tenant: true, orderBy: 'sort, id', writable: ['product_id', 'name', 'price', 'original_price', 'sort'] };

const text = (max: number) => z.string().max(max).optional().nullable();
const cents = z.coerce.number().int(MSG.coPriceInvalid).min(0, MSG.coPriceInvalid).max(99_999_999_99);
const zDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, MSG.paramInvalid);
const zWeekly = z.string().regex(/^([0-6](,[0-6])*)?$/, MSG.paramInvalid);
const zDisDate = z.string().regex(/^(\d{4}-\d{2}-\d{2}(,\d{4}-\d{2}-\d{2})*)?$/, MSG.paramInvalid);

const poiForm = z.object({
  id: zId.optional(), name: z.string().trim().min(1, '请输入景区名称').max(100), poiType: z.coerce.number().int().optional(), level: text(20),
  image: text(500), images: text(5000), province: text(20), city: text(20), address: text(255), lng: z.coerce.number().optional().nullable(),
  lat: z.coerce.number().optional().nullable(), openTime: text(100), phone: text(30), intro: text(20000), notice: text(20000), supplierCode: text(50),
  sort: z.coerce.number().int().optional(),
});
const classifyForm = z.object({
  id: zId.optional(), parentId: z.union([z.string(), z.number()]).optional().transform((v) => String(v ?? '0') || '0'),
  name: z.string().trim().min(1, '请输入分类名称').max(50), type: z.coerce.number().int().min(1).max(99).default(1),
  icon: text(500), isDisplay: z.coerce.number().int().min(0).max(1).default(1), sort: z.coerce.number().int().default(0),
});
const infoForm = z.object({
  id: zId.optional(), name: z.string().trim().min(1, '请输入商品名称').max(100), poiId: zId.optional().nullable(), classifyId: zId.optional().nullable(),
  spuType: z.coerce.number().int().min(1).max(99).default(1), image: text(500), labelIds: z.array(zId).max(20).optional(),
  needConfirm: z.coerce.number().int().min(0).max(1).optional(), needIdCard: z.coerce.number().int().min(0).max(1).optional(),
  maxBuy: z.coerce.number().int().min(1).max(99).optional(), originalPrice: cents.optional(), sort: z.coerce.number().int().optional(),
});
const ruleForm = z.object({
  id: zId, weekly: zWeekly.optional(), disDate: zDisDate.optional(), refundRule: z.coerce.number().int().min(0).max(2).optional(),
  expireRule: z.coerce.number().int().min(1).max(2).optional(), etPkTime: text(200), etPkAddress: text(255), changeTktTime: text(200),
  changeTktAddress: text(255), cancelOrderText: text(5000), advText: text(5000), etText: text(5000), costDesc: text(5000), costNotDesc: text(5000),
  receipsDesc: text(5000), otDesc: text(5000),
});
const inventoryForm = z.object({
  id: zId,
  skus: z.array(z.object({ id: zId.optional(), name: z.string().trim().min(1).max(100), price: cents, originalPrice: cents.optional() })).max(50).optional(),
  /** Calendar rows to set: a sku (id or index into skus), dates or a range with weekdays. */
  calendar: z.array(z.object({
    skuId: zId.optional(), skuIndex: z.number().int().min(0).optional(), dates: z.array(zDate).max(400).optional(),
    startDate: zDate.optional(), endDate: zDate.optional(), weekdays: z.array(z.number().int().min(0).max(6)).optional(),
    price: cents, stock: z.coerce.number().int().min(0).max(10_000_000),
  })).max(50).optional(),
});

/** Dates of a range filtered by weekdays (max 400 days). */
function expandDates(c: { dates?: string[]; startDate?: string; endDate?: string; weekdays?: number[] }): string[] {
  if (c.dates?.length) return c.dates;
  if (!c.startDate || !c.endDate) throw bad(MSG.paramInvalid);
  const out: string[] = [];
  for (let d = new Date(`${c.startDate}T00:00:00Z`); d <= new Date(`${c.endDate}T00:00:00Z`) && out.length < 400; d = new Date(d.getTime() + 86_400_000)) {
    if (!c.weekdays || c.weekdays.includes(d.getUTCDay())) out.push(d.toISOString().slice(0, 10));
  }
  return out;
}

/** Routes that both add and edit declare both codes; the one that applies is checked here. */
async function requireCode(ctx: Ctx, code: string) {
  if (!(await ctx.can(code))) throw forbidden(`${MSG.noPermission}: ${code}`);
}

export async function changeRecord(ctx: Ctx, productId: string, action: string, content: string) {
  await ctx.q.query(sql`INSERT INTO prd_change_record (tenant_id, product_id, action, content, create_user, user_name)
    VALUES (${ctx.tenantId}, ${productId}, ${action}, ${content.slice(0, 2000)}, ${ctx.user?.userId ?? null}, ${ctx.user?.realName || ctx.user?.account || null})`);
}

/** Product columns with poi, category and label names. */
const productCols = sql.raw(`p.*, (SELECT name FROM prd_poi x WHERE x.tenant_id = p.tenant_id AND x.id = p.poi_id) AS poi_name,
  (SELECT name FROM prd_classify x WHERE x.tenant_id = p.tenant_id AND x.id = p.classify_id) AS classify_name,
  ARRAY(SELECT name FROM prd_label l WHERE l.tenant_id = p.tenant_id AND l.id = ANY(p.label_ids) AND l.is_deleted = 0 ORDER BY l.sort, l.id) AS labels`);

async function productPage(ctx: Ctx, where: Cond[], current: number, size: number) {
  const w = sql.and([sql`p.tenant_id = ${ctx.tenantId} AND p.is_deleted = 0`, ...where]);
  const [{ n }] = (await ctx.q.query<{ n: number }>(sql`SELECT count(*)::int AS n FROM (SELECT 1 FROM prd_product p WHERE ${w} LIMIT 10001) x`)) as [{ n: number }];
  const rows = await ctx.q.query(sql`SELECT ${productCols} FROM prd_product p WHERE ${w} ORDER BY p.sort DESC, p.id DESC LIMIT ${size} OFFSET ${(current - 1) * size}`);
  return { records: toApiRows(rows), total: Math.min(n, 10000), size, current, pages: Math.ceil(Math.min(n, 10000) / size) };
}

export async function loadProduct(ctx: Ctx, id: string) {
  const row = await ctx.q.one(sql`SELECT ${productCols} FROM prd_product p WHERE p.tenant_id = ${ctx.tenantId} AND p.is_deleted = 0 AND p.id = ${id}`);
  if (!row) throw notFound();
  const skus = await ctx.data.list(SKU, [sql`product_id = ${id}`], 'sort, id');
  return { ...toApi<any>(row), skus };
}

export default defineModule((r) => {
  const B = '/yym-product-api';

  // ------------------------------------------------------------ scenic spots (POI)
  const poiFilters = zPageQuery.extend({ name: zFilter, shelfStatus: z.coerce.number().int().optional(), poiType: z.coerce.number().int().optional() });
  const poiWhere = (q: z.output<typeof poiFilters>) => [
    q.name && sql`name ILIKE ${'%' + q.name + '%'}`, q.shelfStatus !== undefined && sql`shelf_status = ${q.shelfStatus}`,
    q.poiType !== undefined && sql`poi_type = ${q.poiType}`,
  ];
  for (const url of [`${B}/poi/page`, `${B}/scenic/page`]) {
    r({ method: 'GET', url, summary: 'Scenic spots: page', query: poiFilters,
      handler: (ctx, { query }) => ctx.data.page(POI, { where: poiWhere(query), current: query.current, size: query.size }) });
  }
  for (const url of [`${B}/poi/select`, `${B}/poi/selectPoi`]) {
    r({ method: 'GET', url, summary: 'Scenic spots: options', query: z.object({ name: zFilter }),
      handler: async (ctx, { query }) => toApiRows(await ctx.q.query(sql`SELECT id, name, shelf_status FROM prd_poi
        WHERE ${ctx.data.base(POI)} ${query.name ? sql`AND name ILIKE ${'%' + query.name + '%'}` : sql.empty} ORDER BY sort, id DESC LIMIT 500`)) });
  }
  for (const url of [`${B}/poi/info`, `${B}/poi/preview`]) {
    r({ method: 'GET', url, summary: 'Scenic spot: detail', query: z.object({ id: zId }), handler: (ctx, { query }) => ctx.data.get(POI, query.id) });
  }
  for (const url of [`${B}/poi/submit`, `${B}/scenic/submit`]) {
    r({ method: 'POST', url, summary: 'Scenic spot: add or update', body: poiForm, perm: ['scenic_add', 'scenic_edit'],
      handler: async (ctx, { body }) => {
        await requireCode(ctx, body.id ? 'scenic_edit' : 'scenic_add');
        return body.id ? ctx.data.update(POI, body.id, body) : ctx.data.insert(POI, body);
      } });
  }
  r({ method: 'POST', url: `${B}/poi/delete`, summary: 'Scenic spots: remove', query: z.object({ ids: zIds }), perm: 'scenic_delete',
    handler: async (ctx, { query }) => {
      const used = await ctx.q.one(sql`SELECT 1 FROM prd_product WHERE tenant_id = ${ctx.tenantId} AND is_deleted = 0 AND poi_id = ANY(${query.ids}::bigint[]) LIMIT 1`);
      if (used) throw bad(MSG.coPoiHasProducts);
      if (!(await ctx.data.remove(POI, query.ids))) throw notFound();
      return true;
    } });
  r({ method: 'POST', url: `${B}/poi/shelves`, summary: 'Scenic spots: on or off shelf', query: z.object({ ids: zIds, status: z.coerce.number().int().min(0).max(1) }), perm: 'scenic_shelf',
    handler: async (ctx, { query }) => {
      const action = query.status === 1 ? 'onShelf' : 'offShelf';
      for (const id of query.ids) {
        const poi = await ctx.data.get<any>(POI, id);
        const to = SHELF_FLOW.next(poi.shelfStatus, action, { sellable: true });
        await ctx.q.query(sql`UPDATE prd_poi SET shelf_status = ${to}, update_time = now() WHERE tenant_id = ${ctx.tenantId} AND id = ${id} AND shelf_status = ${poi.shelfStatus}`);
      }
      return true;
    } });
  r({ method: 'POST', url: `${B}/poi/offlineRecommend/submit`, summary: 'Scenic spot: offline recommendation', perm: 'scenic_recommend',
    body: z.object({ id: zId, offlineRecommend: z.coerce.number().int().min(0).max(1) }),
    handler: (ctx, { body }) => ctx.data.update(POI, body.id, {}, { offline_recommend: body.offlineRecommend }) });
  r({ method: 'POST', url: `${B}/poi/export`, summary: 'Scenic spots: export xlsx', raw: true, perm: 'scenic_export', query: poiFilters.partial(),
    handler: async (ctx, { query, reply }) => {
      const rows = await ctx.data.list<any>(POI, poiWhere(query as any), undefined, 50_000);
      await sendXlsx(ctx, reply, '景区列表', [['ID', 'id'], ['名称', 'name'], ['等级', 'level'], ['地址', 'address'], ['电话', 'phone'], ['开放时间', 'openTime'],
        ['状态', (x: any) => (x.shelfStatus === 1 ? '已上架' : '已下架')]], rows);
    } });

  // ------------------------------------------------------------ supplier codes
  const supplierForm = z.object({ id: zId.optional(), supplierName: z.string().trim().min(1, '请输入供应商名称').max(100),
    supplierCode: z.string().trim().min(1, '请输入供应商编码').max(50), poiId: zId.optional().nullable(), contact: text(50), phone: text(20), remark: text(255) });
  const supplierDup = async (ctx: Ctx, f: z.output<typeof supplierForm>, id: string | undefined) => {
    const dup = await ctx.q.one(sql`SELECT 1 FROM prd_supplier_code WHERE tenant_id = ${ctx.tenantId} AND is_deleted = 0 AND supplier_code = ${f.supplierCode} AND id <> ${id ?? '0'}`);
    if (dup) throw bad(MSG.coSupplierCodeExists);
  };
  crudRoutes(r, { base: `${B}/supplierCode`, title: 'Supplier codes', spec: SUPPLIER_CODE, form: supplierForm,
    perms: { add: 'supplier_code_add', edit: 'supplier_code_edit', remove: 'supplier_code_delete' },
    filters: z.object({ supplierName: zFilter, supplierCode: zFilter }),
    where: (_ctx, q) => [q.supplierName && sql`supplier_name ILIKE ${'%' + q.supplierName + '%'}`, q.supplierCode && sql`supplier_code = ${q.supplierCode}`],
    beforeSave: supplierDup });
  r({ method: 'GET', url: `${B}/supplierCode/info`, summary: 'Supplier code: detail', query: z.object({ id: zId }), handler: (ctx, { query }) => ctx.data.get(SUPPLIER_CODE, query.id) });
  r({ method: 'POST', url: `${B}/supplierCode/delete`, summary: 'Supplier codes: remove', query: z.object({ ids: zIds }), perm: 'supplier_code_delete',
    handler: async (ctx, { query }) => {
      if (!(await ctx.data.remove(SUPPLIER_CODE, query.ids))) throw notFound();
      return true;
    } });

  // ------------------------------------------------------------ categories
  const classifyRows = (ctx: Ctx, where: Cond[]) => ctx.q.query(sql`SELECT c.*, (SELECT count(*)::int FROM prd_product p WHERE p.tenant_id = c.tenant_id
      AND p.classify_id = c.id AND p.is_deleted = 0) AS goods_count FROM prd_classify c WHERE ${sql.and([ctx.data.base(CLASSIFY, 'c'), ...where])} ORDER BY c.sort, c.id`);
  const tree = (rows: any[]) => {
    const byParent = new Map<string, any[]>();
    for (const x of rows) byParent.set(String(x.parentId), [...(byParent.get(String(x.parentId)) ?? []), x]);
    const build = (pid: string): any[] => (byParent.get(pid) ?? []).map((x) => {
      const children = build(String(x.id));
      return { ...x, goodsCount: x.goodsCount + children.reduce((s, c) => s + c.goodsCount, 0), children };
    });
    return build('0');
  };
  r({ method: 'GET', url: `${B}/productClassify/selectList`, summary: 'Categories of a type', query: z.object({ type: z.coerce.number().int().optional() }),
    handler: async (ctx, { query }) => tree(toApiRows(await classifyRows(ctx, [query.type !== undefined && sql`c.type = ${query.type}`]))) });
  r({ method: 'GET', url: `${B}/productClassify/selectChildrenList`, summary: 'Child categories', query: z.object({ parentId: zId.optional(), id: zId.optional() }),
    handler: async (ctx, { query }) => toApiRows(await classifyRows(ctx, [sql`c.parent_id = ${query.parentId ?? query.id ?? '0'}`])) });
  for (const p of ['selectAllTypeList', 'selectTypeList']) {
    r({ method: 'GET', url: `${B}/productClassify/${p}`, summary: 'Category tree with goods counts',
      handler: async (ctx) => tree(toApiRows(await classifyRows(ctx, []))) });
  }
  r({ method: 'GET', url: `${B}/productClassify/titleList`, summary: 'Top-level category names',
    handler: async (ctx) => toApiRows(await classifyRows(ctx, [sql`c.parent_id = 0`, sql`c.is_display = 1`])) });
  r({ method: 'GET', url: `${B}/productClassify/getPoiParentCategory`, summary: 'Top-level categories (POI parent types)',
    handler: async (ctx) => toApiRows(await classifyRows(ctx, [sql`c.parent_id = 0`])) });
  r({ method: 'GET', url: `${B}/productClassify/detail`, summary: 'Category detail', query: z.object({ id: zId }), handler: (ctx, { query }) => ctx.data.get(CLASSIFY, query.id) });
  r({ method: 'GET', url: `${B}/productClassify/changeIsShow`, summary: 'Category: show or hide', perm: 'product_classify_show',
    query: z.object({ id: zId, isDisplay: z.coerce.number().int().min(0).max(1) }),
    handler: (ctx, { query }) => ctx.data.update(CLASSIFY, query.id, { isDisplay: query.isDisplay }) });
  const saveClassify = async (ctx: Ctx, body: z.output<typeof classifyForm>) => {
    let level = 1;
    if (body.parentId !== '0') level = (await ctx.data.get<any>(CLASSIFY, body.parentId)).level + 1;
    return body.id ? ctx.data.update(CLASSIFY, body.id, { ...body, level }) : ctx.data.insert(CLASSIFY, { ...body, level });
  };
  r({ method: 'POST', url: `${B}/productClassify/save`, summary: 'Category: add', body: classifyForm, perm: 'product_classify_add',
    handler: (ctx, { body }) => saveClassify(ctx, { ...body, id: undefined }) });
  r({ method: 'POST', url: `${B}/productClassify/update`, summary: 'Category: update', body: classifyForm, perm: 'product_classify_edit',
    handler: (ctx, { body }) => {
      if (!body.id) throw bad(MSG.paramInvalid);
      return saveClassify(ctx, body);
    } });
  r({ method: 'POST', url: `${B}/productClassify/remove`, summary: 'Categories: remove', query: z.object({ ids: zIds }), perm: 'product_classify_delete',
    handler: async (ctx, { query }) => {
      if (await ctx.q.one(sql`SELECT 1 FROM prd_product WHERE tenant_id = ${ctx.tenantId} AND is_deleted = 0 AND classify_id = ANY(${query.ids}::bigint[]) LIMIT 1`)) throw bad(MSG.coClassifyHasGoods);
      if (await ctx.q.one(sql`SELECT 1 FROM prd_classify WHERE tenant_id = ${ctx.tenantId} AND is_deleted = 0 AND parent_id = ANY(${query.ids}::bigint[]) LIMIT 1`)) throw bad(MSG.coClassifyHasChildren);
      if (!(await ctx.data.remove(CLASSIFY, query.ids))) throw notFound();
      return true;
    } });
  r({ method: 'POST', url: `${B}/productClassify/transferGoods`, summary: 'Category: move its goods to another', perm: 'product_classify_transfer',
    body: z.object({ fromId: zId, toId: zId, productIds: z.array(zId).optional() }),
    handler: async (ctx, { body }) => {
      await ctx.data.get(CLASSIFY, body.toId);
      const rows = await ctx.q.query(sql`UPDATE prd_product SET classify_id = ${body.toId}, update_time = now()
        WHERE tenant_id = ${ctx.tenantId} AND is_deleted = 0 AND classify_id = ${body.fromId}
        ${body.productIds?.length ? sql`AND id = ANY(${body.productIds}::bigint[])` : sql.empty} RETURNING id`);
      return rows.length;
    } });

  // ------------------------------------------------------------ labels
  const labelForm = z.object({ id: zId.optional(), name: z.string().trim().min(1, '请输入标签名称').max(30), color: text(20), sort: z.coerce.number().int().optional() });
  r({ method: 'GET', url: `${B}/product/label/list`, summary: 'Product labels', handler: (ctx) => ctx.data.list(LABEL) });
  r({ method: 'POST', url: `${B}/product/label/add`, summary: 'Product label: add', body: labelForm, perm: 'product_label_add',
    handler: (ctx, { body }) => ctx.data.insert(LABEL, body) });
  r({ method: 'POST', url: `${B}/product/label/update`, summary: 'Product label: update', body: labelForm, perm: 'product_label_edit',
    handler: (ctx, { body }) => ctx.data.update(LABEL, body.id ?? '', body) });
  r({ method: 'POST', url: `${B}/product/label/delete`, summary: 'Product labels: remove', query: z.object({ ids: zIds }), perm: 'product_label_delete',
    handler: async (ctx, { query }) => {
      if (!(await ctx.data.remove(LABEL, query.ids))) throw notFound();
      return true;
    } });

  // ------------------------------------------------------------ products and tickets
  const productFilters = zPageQuery.extend({
    name: zFilter, id: zId.optional(), shelfStatus: z.coerce.number().int().optional(), spuType: z.coerce.number().int().optional(),
    poiId: zId.optional(), categoryId: zId.optional(), classifyId: zId.optional(), labelId: zId.optional(), poiParentTypeId: zId.optional(),
  });
  const productWhere = (q: z.output<typeof productFilters>): Cond[] => [
    q.name && sql`p.name ILIKE ${'%' + q.name + '%'}`, q.id && sql`p.id = ${q.id}`,
    q.shelfStatus !== undefined && sql`p.shelf_status = ${q.shelfStatus}`, q.spuType !== undefined && sql`p.spu_type = ${q.spuType}`,
    q.poiId && sql`p.poi_id = ${q.poiId}`, (q.categoryId ?? q.classifyId ?? q.poiParentTypeId) && sql`p.classify_id = ${q.categoryId ?? q.classifyId ?? q.poiParentTypeId}`,
    q.labelId && sql`${q.labelId}::bigint = ANY(p.label_ids)`,
  ];
  r({ method: 'GET', url: `${B}/b/product/page`, summary: 'Products: page', query: productFilters,
    handler: (ctx, { query }) => productPage(ctx, productWhere(query), query.current, query.size) });
  // Picker contracts: listed tickets and listed goods of the caller's tenant.
  r({ method: 'GET', url: `${B}/b/product/ticket/page`, summary: 'E-tickets: page (picker)', query: productFilters,
    handler: async (ctx, { query }) => {
      const page = await productPage(ctx, [...productWhere(query), sql`p.spu_type = 1`], query.current, query.size);
      return { ...page, records: page.records.map((x: any) => ({ ...x, parentName: x.poiName })) };
    } });
  r({ method: 'GET', url: `${B}/b/product/shelf/page`, summary: 'On-shelf goods: page (picker)', query: productFilters,
    handler: async (ctx, { query }) => {
      const page = await productPage(ctx, [...productWhere(query), sql`p.shelf_status = 1`], query.current, query.size);
      return { ...page, records: page.records.map((x: any) => ({ id: x.id, name: x.name, image: x.image, price: x.price, originalPrice: x.originalPrice,
        categoryId: x.classifyId, categoryName: x.classifyName, spuType: x.spuType, poiId: x.poiId, poiName: x.poiName, labels: x.labels })) };
    } });
  r({ method: 'GET', url: `${B}/b/product/detail`, summary: 'Product: detail with skus', query: z.object({ id: zId }), handler: (ctx, { query }) => loadProduct(ctx, query.id) });
  r({ method: 'POST', url: `${B}/b/product/remove`, summary: 'Products: remove', query: z.object({ productIds: zIds }), perm: 'product_ticket_delete',
    handler: async (ctx, { query }) => {
      const n = await ctx.data.remove(PRODUCT, query.productIds);
      if (!n) throw notFound();
      for (const id of query.productIds) await changeRecord(ctx, id, 'remove', '删除商品');
      return n;
    } });
  r({ method: 'POST', url: `${B}/b/product/onOrOffShelf`, summary: 'Products: on or off shelf', perm: 'product_ticket_shelf',
    query: z.object({ productIds: zIds, status: z.coerce.number().int().min(0).max(1) }),
    handler: async (ctx, { query }) => {
      const action = query.status === 1 ? 'onShelf' : 'offShelf';
      for (const id of query.productIds) {
        const p = await ctx.data.get<any>(PRODUCT, id);
        const sellable = !!(await ctx.q.one(sql`SELECT 1 FROM prd_sku s JOIN prd_calendar c ON c.tenant_id = s.tenant_id AND c.sku_id = s.id
          WHERE s.tenant_id = ${ctx.tenantId} AND s.product_id = ${id} AND s.is_deleted = 0 LIMIT 1`));
        const to = SHELF_FLOW.next(p.shelfStatus, action, { sellable });
        const done = await ctx.q.one(sql`UPDATE prd_product SET shelf_status = ${to}, update_time = now(), update_user = ${ctx.user?.userId ?? null}
          WHERE tenant_id = ${ctx.tenantId} AND id = ${id} AND shelf_status = ${p.shelfStatus} RETURNING id`);
        if (!done) throw SHELF_FLOW.refuse(p.shelfStatus, action);
        await changeRecord(ctx, id, action, `${SHELF_FLOW.stateText(p.shelfStatus)} → ${SHELF_FLOW.stateText(to)}`);
      }
      return true;
    } });
  for (const url of [`${B}/b/product/copy`, `${B}/product/info/copyProduct`]) {
    r({ method: 'POST', url, summary: 'Product: copy (off shelf, with skus and calendar)', query: z.object({ id: zId }), perm: 'product_ticket_copy',
      handler: async (ctx, { query }) => {
        const src = await loadProduct(ctx, query.id);
        const copy = await ctx.data.insert<any>(PRODUCT, { ...src, name: `${src.name}(复制)`.slice(0, 100) }, { price: src.price });
        for (const s of src.skus as any[]) {
          const sku = await ctx.data.insert<any>(SKU, { ...s, productId: copy.id });
          await ctx.q.query(sql`INSERT INTO prd_calendar (tenant_id, sku_id, play_date, price, stock)
            SELECT tenant_id, ${sku.id}, play_date, price, stock FROM prd_calendar WHERE tenant_id = ${ctx.tenantId} AND sku_id = ${s.id} AND play_date >= current_date`);
        }
        await changeRecord(ctx, copy.id, 'copy', `复制自 ${query.id}`);
        return copy;
      } });
  }
  r({ method: 'GET', url: `${B}/b/product/changeRecord/page`, summary: 'Product change records', query: zPageQuery.extend({ productId: zId.optional() }),
    handler: async (ctx, { query }) => {
      const w = sql.and([sql`tenant_id = ${ctx.tenantId}`, query.productId && sql`product_id = ${query.productId}`]);
      const [{ n }] = (await ctx.q.query<{ n: number }>(sql`SELECT count(*)::int AS n FROM prd_change_record WHERE ${w}`)) as [{ n: number }];
      const rows = await ctx.q.query(sql`SELECT * FROM prd_change_record WHERE ${w} ORDER BY id DESC LIMIT ${query.size} OFFSET ${(query.current - 1) * query.size}`);
      return { records: toApiRows(rows), total: n, size: query.size, current: query.current, pages: Math.ceil(n / query.size) };
    } });
  r({ method: 'GET', url: `${B}/b/product/getChannel`, summary: 'Product sales channels', query: z.object({ id: zId }),
    handler: async (ctx, { query }) => ({ id: query.id, channels: (await ctx.data.get<any>(PRODUCT, query.id)).channels }) });
  r({ method: 'POST', url: `${B}/b/product/channel`, summary: 'Product sales channels: save', perm: 'product_ticket_channel',
    body: z.object({ id: zId, channels: z.array(z.string().max(20)).max(20) }),
    handler: async (ctx, { body }) => {
      await ctx.data.update(PRODUCT, body.id, {}, { channels: body.channels });
      await changeRecord(ctx, body.id, 'channel', body.channels.join(','));
      return true;
    } });

  // The product form in steps: info, image, detail, rule, inventory (echo = read, submit = write).
  const echo = (cols: string[]) => async (ctx: Ctx, { query }: { query: { id: string } }) => {
    const p = await loadProduct(ctx, query.id);
    return Object.fromEntries(['id', ...cols].map((c) => [c, (p as any)[c]]));
  };
  const INFO = ['name', 'poiId', 'poiName', 'classifyId', 'classifyName', 'spuType', 'image', 'labelIds', 'labels', 'needConfirm', 'needIdCard', 'maxBuy', 'originalPrice', 'shelfStatus', 'sort'];
  const RULE = ['weekly', 'disDate', 'refundRule', 'expireRule', 'etPkTime', 'etPkAddress', 'changeTktTime', 'changeTktAddress', 'cancelOrderText', 'advText', 'etText', 'costDesc', 'costNotDesc', 'receipsDesc', 'otDesc'];
  for (const url of [`${B}/product/info/infoEcho`, `${B}/b/product/ticket/info`]) r({ method: 'GET', url, summary: 'Product form: basic info', query: z.object({ id: zId }), handler: echo(INFO) });
  r({ method: 'GET', url: `${B}/product/info/imageEcho`, summary: 'Product form: images', query: z.object({ id: zId }), handler: echo(['image', 'images']) });
  r({ method: 'GET', url: `${B}/product/info/detailEcho`, summary: 'Product form: detail', query: z.object({ id: zId }), handler: echo(['detail']) });
  r({ method: 'GET', url: `${B}/b/product/ticket/rule`, summary: 'Product form: rules', query: z.object({ id: zId }), handler: echo(RULE) });
  for (const url of [`${B}/product/info/submitInfo`, `${B}/b/product/ticket/info/save`]) {
    r({ method: 'POST', url, summary: 'Product form: save basic info', body: infoForm, perm: ['product_ticket_add', 'product_ticket_edit'],
      handler: async (ctx, { body }) => {
        await requireCode(ctx, body.id ? 'product_ticket_edit' : 'product_ticket_add');
        if (body.poiId) await ctx.data.get(POI, body.poiId);
        if (body.classifyId) await ctx.data.get(CLASSIFY, body.classifyId);
        const saved = body.id ? await ctx.data.update<any>(PRODUCT, body.id, body) : await ctx.data.insert<any>(PRODUCT, body);
        await changeRecord(ctx, saved.id, body.id ? 'edit' : 'add', `基本信息: ${body.name}`);
        return saved;
      } });
  }
  r({ method: 'POST', url: `${B}/product/info/submitImage`, summary: 'Product form: save images', perm: 'product_ticket_edit',
    body: z.object({ id: zId, image: text(500), images: text(5000) }), handler: (ctx, { body }) => ctx.data.update(PRODUCT, body.id, body) });
  r({ method: 'POST', url: `${B}/product/info/submitDetail`, summary: 'Product form: save detail', perm: 'product_ticket_edit',
    body: z.object({ id: zId, detail: text(100_000) }), handler: (ctx, { body }) => ctx.data.update(PRODUCT, body.id, body) });
  r({ method: 'POST', url: `${B}/b/product/ticket/rule/save`, summary: 'Product form: save rules', perm: 'product_ticket_edit', body: ruleForm,
    handler: async (ctx, { body }) => {
      const saved = await ctx.data.update(PRODUCT, body.id, body);
      await changeRecord(ctx, body.id, 'rule', `规则: 可用星期 ${body.weekly ?? '-'}; 不可用日期 ${body.disDate ?? '-'}`);
      return saved;
    } });
  r({ method: 'GET', url: `${B}/b/product/ticket/inventory`, summary: 'Product form: skus and their price/stock calendar',
    query: z.object({ id: zId, startDate: zDate.optional(), endDate: zDate.optional() }),
    handler: async (ctx, { query }) => {
      const p = await loadProduct(ctx, query.id);
      const from = query.startDate ?? chinaToday();
      const to = query.endDate ?? chinaToday(90);
      const cal = toApiRows(await ctx.q.query(sql`SELECT c.sku_id, c.play_date, c.price, c.stock, c.sold FROM prd_calendar c JOIN prd_sku s ON s.tenant_id = c.tenant_id AND s.id = c.sku_id
        WHERE c.tenant_id = ${ctx.tenantId} AND s.product_id = ${query.id} AND s.is_deleted = 0 AND c.play_date BETWEEN ${from} AND ${to} ORDER BY c.play_date`));
      return { id: p.id, skus: (p.skus as any[]).map((s) => ({ ...s, calendar: cal.filter((c: any) => c.skuId === s.id) })) };
    } });
  r({ method: 'POST', url: `${B}/b/product/ticket/inventory/save`, summary: 'Product form: save skus and price/stock calendar', perm: ['product_ticket_inventory', 'product_ticket_edit'],
    body: inventoryForm,
    handler: async (ctx, { body }) => {
      await ctx.data.get(PRODUCT, body.id);
      const skuIds: string[] = [];
      for (const s of body.skus ?? []) {
        const saved = s.id ? await ctx.data.update<any>(SKU, s.id, { ...s, productId: body.id }) : await ctx.data.insert<any>(SKU, { ...s, productId: body.id });
        if (String(saved.productId) !== body.id) throw notFound();
        skuIds.push(saved.id);
      }
      let days = 0;
      for (const c of body.calendar ?? []) {
        const skuId = c.skuId ?? (c.skuIndex !== undefined ? skuIds[c.skuIndex] : skuIds[0]);
        if (!skuId) throw bad(MSG.coSkuRequired);
        const sku = await ctx.data.get<any>(SKU, skuId);
        if (String(sku.productId) !== body.id) throw notFound();
        days += await setCalendar(ctx.q, ctx.tenantId, { productId: body.id, skuId, dates: expandDates(c), price: c.price, stock: c.stock, userId: ctx.user?.userId ?? null });
      }
      await changeRecord(ctx, body.id, 'inventory', `票种 ${skuIds.length} 个, 日历 ${days} 天`);
      return { id: body.id, skuIds, days };
    } });

  // ------------------------------------------------------------ stock records
  const stockFilters = zPageQuery.extend({ productId: zId.optional(), skuId: zId.optional(), reason: zFilter, startDate: zDate.optional(), endDate: zDate.optional() });
  const stockQuery = (ctx: Ctx, q: z.output<typeof stockFilters>, limit: number, offset: number) => ctx.q.query(sql`SELECT r.*, p.name AS product_name, s.name AS sku_name
    FROM prd_stock_record r LEFT JOIN prd_product p ON p.tenant_id = r.tenant_id AND p.id = r.product_id LEFT JOIN prd_sku s ON s.tenant_id = r.tenant_id AND s.id = r.sku_id
    WHERE ${sql.and([sql`r.tenant_id = ${ctx.tenantId}`, q.productId && sql`r.product_id = ${q.productId}`, q.skuId && sql`r.sku_id = ${q.skuId}`,
      q.reason && sql`r.reason = ${q.reason}`, q.startDate && sql`r.play_date >= ${q.startDate}`, q.endDate && sql`r.play_date <= ${q.endDate}`])}
    ORDER BY r.id DESC LIMIT ${limit} OFFSET ${offset}`);
  r({ method: 'GET', url: `${B}/b/stock/record/page`, summary: 'Stock records: page', query: stockFilters,
    handler: async (ctx, { query }) => {
      const rows = toApiRows(await stockQuery(ctx, query, query.size + 1, (query.current - 1) * query.size));
      // Keyset-free cheap total: exact up to the current page plus one more.
      const total = (query.current - 1) * query.size + rows.length;
      return { records: rows.slice(0, query.size), total, size: query.size, current: query.current, pages: Math.ceil(total / query.size) };
    } });
  r({ method: 'POST', url: `${B}/b/stock/record/export`, summary: 'Stock records: export xlsx', raw: true, perm: 'product_stock_export', query: stockFilters,
    handler: async (ctx, { query, reply }) => {
      const rows = toApiRows<any>(await stockQuery(ctx, query, 50_000, 0));
      await sendXlsx(ctx, reply, '库存记录', [['商品', 'productName'], ['票种', 'skuName'], ['日期', 'playDate'], ['变动', 'change'], ['变动后库存', 'stockAfter'],
        ['原因', 'reason'], ['订单ID', 'orderId'], ['时间', 'createTime']], rows);
    } });

  // ------------------------------------------------------------ resource (selling side)
  r({ method: 'GET', url: `${B}/resource/scenic/page`, summary: 'Selling: listed scenic spots', query: poiFilters,
    handler: (ctx, { query }) => ctx.data.page(POI, { where: [...poiWhere(query), sql`shelf_status = 1`], current: query.current, size: query.size }) });
  r({ method: 'GET', url: `${B}/resource/scenic/detail`, summary: 'Selling: scenic spot detail', query: z.object({ poiId: zId }), handler: (ctx, { query }) => ctx.data.get(POI, query.poiId) });
  r({ method: 'GET', url: `${B}/resource/product/list`, summary: 'Selling: listed products', query: productFilters,
    handler: (ctx, { query }) => productPage(ctx, [...productWhere(query), sql`p.shelf_status = 1`], query.current, query.size) });
  for (const url of [`${B}/resource/product/detail`, `${B}/resource/product/brief`]) {
    r({ method: 'GET', url, summary: 'Selling: product detail', query: z.object({ productId: zId }), handler: (ctx, { query }) => loadProduct(ctx, query.productId) });
  }
  const dateStock = async (ctx: Ctx, productId: string, date: string) => toApiRows(await ctx.q.query(sql`SELECT s.id AS sku_id, s.name AS sku_name, c.price, c.stock
    FROM prd_sku s LEFT JOIN prd_calendar c ON c.tenant_id = s.tenant_id AND c.sku_id = s.id AND c.play_date = ${date}
    WHERE s.tenant_id = ${ctx.tenantId} AND s.product_id = ${productId} AND s.is_deleted = 0 ORDER BY s.sort, s.id`));
  r({ method: 'GET', url: `${B}/resource/order/confirm`, summary: 'Selling: what can be booked on a date', query: z.object({ productId: zId, touristDate: zDate }),
    handler: async (ctx, { query }) => {
      const p = await loadProduct(ctx, query.productId);
      const bookable = p.shelfStatus === 1 && query.touristDate >= chinaToday() && dateAllowed({ weekly: p.weekly, dis_date: p.disDate }, query.touristDate);
      return { product: p, touristDate: query.touristDate, bookable, skus: bookable ? await dateStock(ctx, query.productId, query.touristDate) : [] };
    } });
  r({ method: 'GET', url: `${B}/resource/order/inventory`, summary: 'Selling: stock of a date', query: z.object({ productId: zId, touristDate: zDate, tenantId: z.string().optional() }),
    handler: (ctx, { query }) => dateStock(ctx, query.productId, query.touristDate) });
  r({ method: 'GET', url: `${B}/resource/validator/checkIdentityOrPhone`, summary: 'Selling: check an ID card or phone number',
    query: z.object({ type: z.enum(['identity', 'phone', '1', '2']).default('identity'), value: z.string().max(30).default('') }),
    handler: async (_ctx, { query }) => {
      const msg = query.type === 'phone' || query.type === '2' ? checkMobile(query.value) : checkIdCard(query.value);
      return { valid: !msg, msg: msg ?? '' };
    } });
  r({ method: 'GET', url: `${B}/resource/template/download`, summary: 'Selling: guest list template (xlsx)', raw: true,
    handler: async (_ctx, { reply }) => {
      const wb = new ExcelJS.Workbook();
      wb.addWorksheet('游客信息').addRow(['姓名', '证件类型(1身份证)', '证件号码', '手机号']);
      const buf = Buffer.from(await wb.xlsx.writeBuffer());
      reply.header('Content-Type', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet')
        .header('Content-Disposition', `attachment; filename*=UTF-8''${encodeURIComponent('游客信息模板.xlsx')}`).send(buf);
    } });

  r({ method: 'POST', url: `${B}/resource/template/upload`, summary: 'Selling: read a filled guest list (xlsx body) and check each row', perm: 'order_scenic_place', log: false,
    handler: async (_ctx, { req }) => {
      const body = req.body;
      if (!Buffer.isBuffer(body) || body.length === 0 || body.length > 2 * 1024 * 1024) throw bad(MSG.uploadType);
      const wb = new ExcelJS.Workbook();
      try {
        await wb.xlsx.load(body as any);
      } catch {
        throw bad(MSG.uploadType);
      }
      const rows: { guestName: string; cardType: number; cardNum: string; phone: string; error: string | null }[] = [];
      wb.worksheets[0]?.eachRow((row, i) => {
        if (i === 1 || rows.length >= 200) return; // header; at most 200 guests
        const cell = (n: number) => String(row.getCell(n).text ?? '').trim();
        const g = { guestName: cell(1), cardType: Number(cell(2)) || 1, cardNum: cell(3).toUpperCase(), phone: cell(4) };
        if (!g.guestName && !g.cardNum && !g.phone) return;
        const error = (g.cardType === 1 && g.cardNum ? checkIdCard(g.cardNum) : null) ?? (g.phone ? checkMobile(g.phone) : null);
        rows.push({ ...g, error });
      });
      return rows;
    } });

  // ------------------------------------------------------------ public storefront detail
  r({ method: 'GET', url: `${B}/h5/product/detail`, summary: 'Storefront: product detail (on shelf only)', auth: 'public',
    query: z.object({ id: zId, tenantId: z.string().regex(/^\d{6}$/, MSG.paramInvalid) }),
    handler: async (ctx, { query }) => {
      const row = await ctx.q.one(sql`SELECT ${productCols} FROM prd_product p WHERE p.tenant_id = ${query.tenantId} AND p.id = ${query.id}
        AND p.is_deleted = 0 AND p.shelf_status = 1`);
      if (!row) throw notFound(MSG.coProductOffShelf);
      const p = toApi<any>(row);
      // The ticket kinds a customer chooses from when buying (storefront purchase).
      const skus = await ctx.q.query<{ id: string; name: string; price: string }>(sql`SELECT id, name, price FROM prd_sku
        WHERE tenant_id = ${query.tenantId} AND product_id = ${query.id} AND is_deleted = 0 ORDER BY sort, id`);
      return { id: p.id, name: p.name, image: p.image, images: p.images, detail: p.detail, price: p.price, priceYuan: centsToYuan(p.price), originalPrice: p.originalPrice,
        poiName: p.poiName, labels: p.labels, weekly: p.weekly, disDate: p.disDate, etPkTime: p.etPkTime, etPkAddress: p.etPkAddress, costDesc: p.costDesc,
        cancelOrderText: p.cancelOrderText, advText: p.advText, etText: p.etText, needIdCard: Number(p.needIdCard ?? 0), maxBuy: Number(p.maxBuy ?? 1),
        skus: skus.map((s) => ({ id: String(s.id), name: s.name, price: Number(s.price), priceYuan: centsToYuan(Number(s.price)) })) };
    } });
  r({ method: 'GET', url: `${B}/h5/product/calendar`, summary: 'Storefront: price and stock of the next 60 days (on shelf only)', auth: 'public',
    query: z.object({ id: zId, tenantId: z.string().regex(/^\d{6}$/, MSG.paramInvalid), skuId: zId.optional() }),
    handler: async (ctx, { query }) => {
      const p = await ctx.q.one<{ weekly: string; dis_date: string }>(sql`SELECT weekly, dis_date FROM prd_product
        WHERE tenant_id = ${query.tenantId} AND id = ${query.id} AND is_deleted = 0 AND shelf_status = 1`);
      if (!p) throw notFound(MSG.coProductOffShelf);
      const from = chinaToday();
      const to = chinaToday(59);
      // Lowest price and total stock of the product's skus per date.
      const rows = await ctx.q.query<{ play_date: string; price: string; stock: string }>(sql`SELECT c.play_date, min(c.price) AS price, sum(c.stock) AS stock
        FROM prd_calendar c JOIN prd_sku s ON s.tenant_id = c.tenant_id AND s.id = c.sku_id
        WHERE c.tenant_id = ${query.tenantId} AND s.product_id = ${query.id} AND s.is_deleted = 0 AND c.play_date BETWEEN ${from} AND ${to}
          ${query.skuId ? sql`AND s.id = ${query.skuId}` : sql.empty}
        GROUP BY c.play_date`);
      const byDate = new Map(rows.map((r) => [r.play_date, r]));
      return Array.from({ length: 60 }, (_, i) => {
        const date = chinaToday(i);
        const c = byDate.get(date);
        const stock = c ? Number(c.stock) : 0;
        const allowed = dateAllowed(p, date);
        return { date, price: c ? Number(c.price) : null, priceYuan: c ? centsToYuan(Number(c.price)) : null, stock, allowed, bookable: allowed && stock > 0 };
      });
    } });
});
