import type { z } from 'zod';
import {
  MSG,
  DIS_MODELS,
  SALES_SYSTEMS,
  type ProductDetail,
  type channelModelForm,
  type productInfoForm,
  type productQuery,
} from '@yym/contract';
import type { Ctx } from '../../../platform/context.ts';
import { bad, forbidden, notFound } from '../../../platform/errors.ts';
import { SHELF_FLOW } from '../../../platform/flow.ts';
import type { Scoped } from '../../../platform/repo.ts';
import type { Cond } from '../../../platform/sql.ts';
import * as calendar from '../calendar/service.ts';
import { emit, productEvents } from '../shared.ts';
import * as repo from './repo.ts';

type ProductQuery = z.output<typeof productQuery>;
/** A product row as the API shows it, with its skus. */
export type LoadedProduct = ProductDetail;

/** Routes that both add and edit declare both codes; the one that applies is checked here. */
export async function requireCode(ctx: Ctx, code: string) {
  if (!(await ctx.can(code))) throw forbidden(`${MSG.noPermission}: ${code}`);
}

/** A line of the product's change history (who did what). */
export async function changeRecord(ctx: Ctx, productId: string, action: string, content: string) {
  await repo.insertChangeRecord(ctx.data, productId, action, content, ctx.user?.realName || ctx.user?.account || null);
}

/** A product of the caller's tenant with its names and skus, or 数据不存在. */
export async function loadProduct(ctx: Ctx, id: string): Promise<LoadedProduct> {
  const p = await repo.productById(ctx.data, id);
  if (!p) throw notFound();
  return { ...p, skus: await repo.skusOf(ctx.data, id) };
}

const page = (ctx: Ctx, q: ProductQuery, ...where: Cond[]) =>
  repo.productPage(ctx.data, [...repo.productWhere(q), ...where], q.current, q.size);
export const productPage = (ctx: Ctx, q: ProductQuery) => page(ctx, q);
export const listedProducts = (ctx: Ctx, q: ProductQuery) => page(ctx, q, repo.onShelf);
/** The storefront's search over a tenant's products on shelf. */
export const searchOnShelf = (db: Scoped, words: string, current: number, size: number) =>
  repo.productPage(db, [repo.nameHolds(words), repo.onShelf], current, size);

/** Picker: the tenant's tickets. */
export async function ticketPage(ctx: Ctx, q: ProductQuery) {
  const p = await page(ctx, q, repo.spuTicket);
  return { ...p, records: p.records.map((x) => ({ ...x, parentName: x.poiName })) };
}

/** Picker: the tenant's goods on shelf. */
export async function shelfPage(ctx: Ctx, q: ProductQuery) {
  const p = await page(ctx, q, repo.onShelf);
  return {
    ...p,
    records: p.records.map((x) => ({
      id: x.id,
      name: x.name,
      image: x.image,
      price: x.price,
      originalPrice: x.originalPrice,
      categoryId: x.classifyId,
      categoryName: x.classifyName,
      spuType: x.spuType,
      poiId: x.poiId,
      poiName: x.poiName,
      labels: x.labels,
    })),
  };
}

export async function removeProducts(ctx: Ctx, ids: string[]) {
  const n = await repo.removeProducts(ctx.data, ids);
  if (!n) throw notFound();
  for (const id of ids) await changeRecord(ctx, id, 'remove', '删除商品');
  return n;
}

export async function shelve(ctx: Ctx, ids: string[], status: number) {
  const action = status === 1 ? 'onShelf' : 'offShelf';
  for (const id of ids) {
    const p = await repo.getProduct(ctx.data, id);
    const to = SHELF_FLOW.next(p.shelfStatus, action, { sellable: await calendar.hasCalendar(ctx, id) });
    if (!(await repo.moveShelf(ctx.data, id, p.shelfStatus, to))) throw SHELF_FLOW.refuse(p.shelfStatus, action);
    await changeRecord(ctx, id, action, `${SHELF_FLOW.stateText(p.shelfStatus)} → ${SHELF_FLOW.stateText(to)}`);
  }
  return true;
}

/** Take the given card/combined products off shelf; answers how many went off. */
export async function cardOffShelf(ctx: Ctx, ids: string[]) {
  const rows = await repo.takeOffShelf(ctx.data, ids, SHELF_FLOW.next(1, 'offShelf', { sellable: true }));
  for (const x of rows) await changeRecord(ctx, String(x.id), 'offShelf', `${SHELF_FLOW.stateText(1)} → ${SHELF_FLOW.stateText(0)}`);
  return { count: rows.length };
}

/** A copy off shelf, with its skus and their calendar from today on. */
export async function copyProduct(ctx: Ctx, id: string) {
  const src = await loadProduct(ctx, id);
  const copy = await repo.insertProduct(ctx.data, { ...src, name: `${src.name}(复制)`.slice(0, 100) }, { price: src.price });
  for (const s of src.skus) {
    const sku = await repo.insertSku(ctx.data, { ...s, productId: copy.id });
    await calendar.copyCalendar(ctx, s.id, sku.id);
  }
  await changeRecord(ctx, copy.id, 'copy', `复制自 ${id}`);
  return copy;
}

export const changeRecords = (ctx: Ctx, q: { productId?: string; current: number; size: number }) => repo.changeRecordPage(ctx.data, q);

// ---------------------------------------------------------------- the product form in steps (echo = read)

export const INFO_FIELDS = [
  'name',
  'poiId',
  'poiName',
  'classifyId',
  'classifyName',
  'spuType',
  'image',
  'labelIds',
  'labels',
  'needConfirm',
  'needIdCard',
  'maxBuy',
  'originalPrice',
  'shelfStatus',
  'sort',
];
export const RULE_FIELDS = [
  'weekly',
  'disDate',
  'refundRule',
  'expireRule',
  'etPkTime',
  'etPkAddress',
  'changeTktTime',
  'changeTktAddress',
  'cancelOrderText',
  'advText',
  'etText',
  'costDesc',
  'costNotDesc',
  'receipsDesc',
  'otDesc',
];

export async function echo(ctx: Ctx, id: string, fields: string[]) {
  const p = await loadProduct(ctx, id);
  return Object.fromEntries(['id', ...fields].map((c) => [c, p[c]])) as { id: string };
}

export async function saveInfo(ctx: Ctx, body: z.output<typeof productInfoForm>) {
  await requireCode(ctx, body.id ? 'product_ticket_edit' : 'product_ticket_add');
  if (body.poiId) await repo.getPoi(ctx.data, body.poiId);
  if (body.classifyId) await repo.getClassify(ctx.data, body.classifyId);
  const saved = body.id ? await repo.updateProduct(ctx.data, body.id, body) : await repo.insertProduct(ctx.data, body);
  await changeRecord(ctx, saved.id, body.id ? 'edit' : 'add', `基本信息: ${body.name}`);
  return saved;
}

export const saveFields = (ctx: Ctx, body: { id: string } & Record<string, unknown>) => repo.updateProduct(ctx.data, body.id, body);

export async function saveRule(ctx: Ctx, body: { id: string; weekly?: string; disDate?: string }) {
  const saved = await repo.updateProduct(ctx.data, body.id, body);
  await changeRecord(ctx, body.id, 'rule', `规则: 可用星期 ${body.weekly ?? '-'}; 不可用日期 ${body.disDate ?? '-'}`);
  return saved;
}

export async function saveLabels(ctx: Ctx, id: string, labelIds: string[]) {
  const ids = [...new Set(labelIds)];
  if (ids.length && (await repo.labelsAmong(ctx.data, ids)).length !== ids.length) throw notFound();
  await repo.updateProduct(ctx.data, id, {}, { label_ids: ids });
  await changeRecord(ctx, id, 'label', `标签: ${ids.length} 个`);
  return (await loadProduct(ctx, id)).labels as string[];
}

// ---------------------------------------------------------------- channels and distribution model

export async function channels(ctx: Ctx, id: string) {
  return { id, channels: (await repo.getProduct(ctx.data, id)).channels as string[] };
}

export async function saveChannels(ctx: Ctx, id: string, list: string[]) {
  await repo.updateProduct(ctx.data, id, {}, { channels: list });
  await changeRecord(ctx, id, 'channel', list.join(','));
  return true;
}

export async function channelModel(ctx: Ctx, id: string) {
  const p = await repo.getProduct(ctx.data, id);
  return { id: p.id as string, channels: p.channels as string[], disModel: p.disModel as number, systems: SALES_SYSTEMS };
}

export async function saveChannelModel(ctx: Ctx, body: z.output<typeof channelModelForm>) {
  const extra: Record<string, unknown> = {};
  if (body.channels) extra.channels = [...new Set(body.channels)];
  if (body.disModel !== undefined) extra.dis_model = body.disModel;
  if (!Object.keys(extra).length) throw bad(MSG.paramInvalid);
  const p = await repo.updateProduct(ctx.data, body.id, {}, extra);
  if (body.disModel === 0) await emit(productEvents.distributionOff, ctx, [body.id]);
  await changeRecord(
    ctx,
    body.id,
    'channel',
    [
      body.channels && `渠道: ${body.channels.join(',')}`,
      body.disModel !== undefined && `分销模式: ${DIS_MODELS[body.disModel as 0 | 1 | 2]}`,
    ]
      .filter(Boolean)
      .join('; '),
  );
  return { id: p.id as string, channels: p.channels as string[], disModel: p.disModel as number };
}

export async function offShelfOther(ctx: Ctx, id: string, channel: string) {
  const p = await repo.getProduct(ctx.data, id);
  const removed = (p.channels as string[]).filter((c) => c !== channel);
  await repo.updateProduct(ctx.data, id, {}, { channels: [channel] });
  await changeRecord(ctx, id, 'channel', `仅保留渠道 ${channel}, 下架: ${removed.join(',') || '-'}`);
  return { id, channels: [channel], removed };
}

export async function requestSync(ctx: Ctx, id: string, systems?: string[]) {
  await loadProduct(ctx, id);
  const chosen = systems?.length ? systems : SALES_SYSTEMS.map((s) => s.code);
  await changeRecord(ctx, id, 'sync', `同步请求: ${chosen.join(',')}`);
  return { accepted: true, systems: chosen };
}

// ---------------------------------------------------------------- small reads

/** Brief rows in the given order; unknown ids left out. */
export async function briefProducts(ctx: Ctx, ids: string[]) {
  if (!ids.length) return [];
  const byId = new Map((await repo.briefProducts(ctx.data, ids)).map((x) => [String(x.id), x]));
  return [...new Set(ids)].map((id) => byId.get(id)).filter(Boolean);
}

export async function servicePhones(ctx: Ctx) {
  const seen = new Set<string>();
  return (await repo.servicePhones(ctx.data))
    .filter((x) => !seen.has(x.phone) && !!seen.add(x.phone))
    .map((x) => ({ name: x.name, phone: x.phone }));
}

// ---------------------------------------------------------------- skus, as the inventory step saves them

export const getProduct = (ctx: Ctx, id: string) => repo.getProduct(ctx.data, id);
export const getSku = (ctx: Ctx, id: string) => repo.getSku(ctx.data, id);
export const insertSku = (ctx: Ctx, input: Record<string, unknown>) => repo.insertSku(ctx.data, input);
export const updateSku = (ctx: Ctx, id: string, input: Record<string, unknown>) => repo.updateSku(ctx.data, id, input);
/** Spec templates among ids, and a sku added from one (its spec id kept). */
export const specsAmong = (ctx: Ctx, ids: string[]) => repo.specsAmong(ctx.data, ids);
export const insertSkuFromSpec = (ctx: Ctx, productId: string, s: Parameters<typeof repo.insertSkuFromSpec>[2], sort: number) =>
  repo.insertSkuFromSpec(ctx.data, productId, s, sort);
export const setNeedIdCard = (ctx: Ctx, id: string) => repo.setNeedIdCard(ctx.data, id);

// ---------------------------------------------------------------- the storefront's reads (a named tenant's data)

/** An on-shelf product with its names, or undefined. */
export const onShelfProduct = (db: Scoped, id: string) => repo.productById(db, id, { onShelf: true });
export const skusOf = (db: Scoped, productId: string) => repo.skusOf(db, productId);

// ---------------------------------------------------------------- what the areas around products (scenic spots, catalogue, distribution) ask of them

/** Does a product of the tenant point at one of these scenic spots / categories? */
export const productsUsePoi = (ctx: Ctx, poiIds: string[]) => repo.anyProductWith(ctx.data, 'poi_id', poiIds);
export const productsUseCategory = (ctx: Ctx, classifyIds: string[]) => repo.anyProductWith(ctx.data, 'classify_id', classifyIds);

/** Move a category's products (all, or those given) to another; answers how many moved. */
export const moveCategory = (ctx: Ctx, fromId: string, toId: string, productIds?: string[]) =>
  repo.moveCategory(ctx.data, fromId, toId, productIds);

/** How many products use each spec template, and the page of those using one. */
export async function specUsage(ctx: Ctx, specIds: string[]): Promise<Map<string, number>> {
  return new Map((await repo.specUsage(ctx.data, specIds)).map((u) => [String(u.spec_id), u.n]));
}
export const specProductPage = (ctx: Ctx, q: { id: string; name?: string; current: number; size: number }) =>
  repo.specProductPage(ctx.data, q);

/** Products of the caller's tenant (id, name, dis_model, shelf_status); all must exist. */
export async function tenantProducts(ctx: Ctx, ids: string[]) {
  const rows = await repo.productsAmong(ctx.data, ids);
  if (rows.length !== new Set(ids).size) throw notFound();
  return rows;
}

/** Set the distribution model and/or price rule of products. */
export const setDistribution = (ctx: Ctx, ids: string[], cols: { disModel?: number; disPriceType?: number; disPriceValue?: number }) =>
  repo.setDistributionColumns(ctx.data, ids, cols);
