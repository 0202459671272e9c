import type { z } from 'zod';
import { MSG, type SkuRow, type batchChangeForm, type inventoryForm } from '@yym/contract';
import type { Ctx } from '../../../platform/context.ts';
import { bad, conflict, notFound } from '../../../platform/errors.ts';
import { chinaToday, datesBetween } from '../../../platform/time.ts';
import * as calendar from '../calendar/service.ts';
import * as catalog from '../catalog/service.ts';
import { emit, productEvents } from '../shared.ts';

const MAX_DAYS = 366;
const DAY = 86_400_000;

/** Dates from start to end (at most 366) on the chosen weekdays (0 = Sunday). */
export function rangeDates(start: string, end: string, weekdays?: number[]): string[] {
  const s = Date.parse(`${start}T00:00:00Z`);
  const e = Date.parse(`${end}T00:00:00Z`);
  if (
    Number.isNaN(s) ||
    Number.isNaN(e) ||
    new Date(s).toISOString().slice(0, 10) !== start ||
    new Date(e).toISOString().slice(0, 10) !== end
  )
    throw bad(MSG.paramInvalid);
  if (e < s) throw bad(MSG.coBatchRangeInvalid);
  if ((e - s) / DAY + 1 > MAX_DAYS) throw bad(MSG.coBatchRangeTooLong);
  const out: string[] = [];
  for (let d = s; d <= e; d += DAY) {
    if (!weekdays || weekdays.includes(new Date(d).getUTCDay())) out.push(new Date(d).toISOString().slice(0, 10));
  }
  return out;
}

/** The product's skus named by the caller; another product's or tenant's sku is "not found". */
export async function productSkus(ctx: Ctx, productId: string, skuIds: string[]) {
  const p = await catalog.loadProduct(ctx, productId);
  const skus = new Map(p.skus.map((s) => [String(s.id), s]));
  const ids = [...new Set(skuIds)];
  for (const id of ids) if (!skus.has(id)) throw notFound();
  return { product: p, skus: ids.map((id) => skus.get(id)!) };
}

export async function inventory(ctx: Ctx, q: { id: string; startDate?: string; endDate?: string }) {
  const p = await catalog.loadProduct(ctx, q.id);
  const cal = await calendar.productCalendar(ctx, q.id, q.startDate ?? chinaToday(), q.endDate ?? chinaToday(90));
  return { id: p.id as string, skus: p.skus.map((s) => ({ ...s, calendar: cal.filter((c) => c.skuId === s.id) })) };
}

/** Dates of a calendar row: the dates given, or a range filtered by weekdays (max 400 days). */
function expandDates(c: { dates?: string[]; startDate?: string; endDate?: string; weekdays?: number[] }): string[] {
  if (c.dates?.length) return c.dates;
  if (!c.startDate || !c.endDate) throw bad(MSG.paramInvalid);
  return datesBetween(c.startDate, c.endDate, c.weekdays);
}

export async function saveInventory(ctx: Ctx, body: z.output<typeof inventoryForm>) {
  await catalog.getProduct(ctx, body.id);
  const skuIds: string[] = [];
  for (const s of body.skus ?? []) {
    const saved = s.id
      ? await catalog.updateSku(ctx, s.id, { ...s, productId: body.id })
      : await catalog.insertSku(ctx, { ...s, productId: body.id });
    if (String(saved.productId) !== body.id) throw notFound();
    skuIds.push(saved.id);
  }
  let days = 0;
  for (const c of body.calendar ?? []) {
    const skuId = c.skuId ?? (c.skuIndex !== undefined ? skuIds[c.skuIndex] : skuIds[0]);
    if (!skuId) throw bad(MSG.coSkuRequired);
    const sku = await catalog.getSku(ctx, skuId);
    if (String(sku.productId) !== body.id) throw notFound();
    days += await calendar.setCalendar(ctx.q, ctx.tenantId, {
      productId: body.id,
      skuId,
      dates: expandDates(c),
      price: c.price,
      stock: c.stock,
      userId: ctx.user?.userId ?? null,
    });
  }
  await catalog.changeRecord(ctx, body.id, 'inventory', `票种 ${skuIds.length} 个, 日历 ${days} 天`);
  return { id: body.id, skuIds, days };
}

/** Add skus from spec templates (a name the product has already is skipped). */
export async function skusFromSpecs(ctx: Ctx, productId: string, specIds: string[]) {
  const p = await catalog.loadProduct(ctx, productId);
  const specs = await catalog.specsAmong(ctx, specIds);
  if (specs.length !== new Set(specIds).size) throw notFound();
  const have = new Set(p.skus.map((s) => s.name));
  let sort = p.skus.reduce((m, s) => Math.max(m, s.sort + 1), 0);
  const added: SkuRow[] = [];
  const skipped: string[] = [];
  for (const s of specs) {
    if (have.has(s.name)) {
      skipped.push(s.name);
      continue;
    }
    added.push(await catalog.insertSkuFromSpec(ctx, productId, s, sort++));
  }
  // Real names are a product setting here: a template that needs them turns it on.
  if (added.length && specs.some((s) => s.needIdCard === 1 && !have.has(s.name)) && p.needIdCard !== 1)
    await catalog.setNeedIdCard(ctx, productId);
  if (added.length) await catalog.changeRecord(ctx, productId, 'inventory', `从规格模板添加票种: ${added.map((s) => s.name).join(',')}`);
  return { added, skipped };
}

// ---------------------------------------------------------------- batch change

/** Batch change of price and/or stock of skus over a date range and weekdays (dryRun: count only). */
export async function batchChange(ctx: Ctx, body: z.output<typeof batchChangeForm>) {
  const price = body.price ?? null;
  const stock = body.stock ?? null;
  if (price === null && stock === null) throw bad(MSG.coBatchNothing);
  const dates = rangeDates(body.startDate, body.endDate, body.weekdays);
  if (!dates.length) throw bad(MSG.coBatchNoDates);
  const { skus } = await productSkus(ctx, body.productId, body.skuIds);
  const skuIds = skus.map((s) => String(s.id));
  // Lock the dates being changed so no order takes stock between the check and the write.
  const rows = await calendar.calendarCells(ctx, skuIds, dates, !body.dryRun);
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

  const changes: { skuId: string; date: string; change: number; after: number }[] = [];
  if (updates.length) {
    const done = await calendar.batchUpdate(ctx, updates, price, stock);
    if (done.length !== updates.length) throw conflict(MSG.coDuplicateRequest);
    const after = new Map(done.map((x) => [`${x.sku_id}|${x.play_date}`, Number(x.stock)]));
    for (const u of updates) {
      const a = after.get(`${u.skuId}|${u.date}`)!;
      if (a !== u.oldStock) changes.push({ skuId: u.skuId, date: u.date, change: a - u.oldStock, after: a });
    }
  }
  if (inserts.length) {
    await calendar.batchInsert(ctx, inserts, price!, stock!);
    if (stock! > 0) for (const u of inserts) changes.push({ skuId: u.skuId, date: u.date, change: stock!, after: stock! });
  }
  if (changes.length) {
    await calendar.batchStockRecords(ctx, body.productId, changes);
    await emit(productEvents.stockSet, ctx, skuIds, changedDates);
  }
  await calendar.refreshListPrice(ctx, body.productId);
  const week = body.weekdays
    ? ` 星期[${[...body.weekdays]
        .sort()
        .map((d) => '日一二三四五六'[d])
        .join('')}]`
    : '';
  await catalog.changeRecord(
    ctx,
    body.productId,
    'batch',
    `批量修改: ${body.startDate}~${body.endDate}${week} 票种[${skus.map((s) => s.name).join(',')}]` +
      `${price !== null ? ` 价格${(price / 100).toFixed(2)}元` : ''}${stock !== null ? ` 库存${stock}` : ''}, 共${summary.dateCount}天${summary.cellCount}条`,
  );
  return summary;
}
