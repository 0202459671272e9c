import type { FastifyReply } from 'fastify';
import { MSG, centsToYuan, checkIdCard, checkMobile } from '@yym/contract';
import type { Ctx } from '../../platform/context.ts';
import { tenantData } from '../../platform/repo.ts';
import { bad, notFound } from '../../platform/errors.ts';
import { chinaToday } from '../../platform/time.ts';
import { excel } from '../../platform/export.ts';
import * as repo from './repo/product.ts';
import * as calendar from './repo/calendar.ts';
import { loadProduct } from './service.ts';
import { dateAllowed } from './stock.ts';

/** What can be booked of a product on a date (the order form's step after choosing a date). */
export async function bookable(ctx: Ctx, productId: string, touristDate: string) {
  const p = await loadProduct(ctx, productId);
  const ok = p.shelfStatus === 1 && touristDate >= chinaToday() && dateAllowed({ weekly: p.weekly, dis_date: p.disDate }, touristDate);
  return { product: p, touristDate, bookable: ok, skus: ok ? await calendar.stockOfDate(ctx.data, productId, touristDate) : [] };
}

export const stockOfDate = (ctx: Ctx, productId: string, date: string) => calendar.stockOfDate(ctx.data, productId, date);

export function checkIdentityOrPhone(type: string, value: string) {
  const msg = type === 'phone' || type === '2' ? checkMobile(value) : checkIdCard(value);
  return { valid: !msg, msg: msg ?? '' };
}

export async function sendGuestTemplate(reply: FastifyReply) {
  const wb = new (await excel()).Workbook();
  wb.addWorksheet('游客信息').addRow(['姓名', '证件类型(1身份证)', '证件号码', '手机号']);
  const buf = Buffer.from(await wb.xlsx.writeBuffer());
  reply
    .header('Content-Type', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet')
    .header('Content-Disposition', `attachment; filename*=UTF-8''${encodeURIComponent('游客信息模板.xlsx')}`)
    .send(buf);
}

/** Read a filled guest list (xlsx body, at most 200 guests) and check each row. */
export async function readGuests(body: unknown) {
  if (!Buffer.isBuffer(body) || body.length === 0 || body.length > 2 * 1024 * 1024) throw bad(MSG.uploadType);
  const wb = new (await excel()).Workbook();
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
}

// ---------------------------------------------------------------- the storefront (public: the tenant comes from the link)

const storefront = (ctx: Ctx, tenantId: string) => tenantData(ctx.q, tenantId);

export async function storeProduct(ctx: Ctx, q: { id: string; tenantId: string }) {
  const db = storefront(ctx, q.tenantId);
  const p = await repo.productById(db, q.id, { onShelf: true });
  if (!p) throw notFound(MSG.coProductOffShelf);
  // The ticket kinds a customer chooses from when buying (storefront purchase).
  const skus = await repo.skusOf(db, q.id);
  return {
    id: p.id,
    name: p.name,
    image: p.image,
    images: p.images,
    detail: p.detail,
    price: p.price,
    priceYuan: centsToYuan(p.price),
    originalPrice: p.originalPrice,
    poiName: p.poiName,
    labels: p.labels,
    weekly: p.weekly,
    disDate: p.disDate,
    etPkTime: p.etPkTime,
    etPkAddress: p.etPkAddress,
    costDesc: p.costDesc,
    cancelOrderText: p.cancelOrderText,
    advText: p.advText,
    etText: p.etText,
    needIdCard: Number(p.needIdCard ?? 0),
    maxBuy: Number(p.maxBuy ?? 1),
    skus: skus.map((s) => ({ id: String(s.id), name: s.name, price: Number(s.price), priceYuan: centsToYuan(Number(s.price)) })),
  };
}

/** Price and stock of the next 60 days: lowest price and total stock of the skus (or one sku) per date. */
export async function storeCalendar(ctx: Ctx, q: { id: string; tenantId: string; skuId?: string }) {
  const db = storefront(ctx, q.tenantId);
  const p = await repo.productById(db, q.id, { onShelf: true });
  if (!p) throw notFound(MSG.coProductOffShelf);
  const rows = await calendar.dailyCalendar(db, q.id, chinaToday(), chinaToday(59), q.skuId);
  const byDate = new Map(rows.map((r) => [r.play_date, r]));
  return Array.from({ length: 60 }, (_, i) => {
    const date = chinaToday(i);
    const c = byDate.get(date);
    const stock = c ? Number(c.stock) : 0;
    const allowed = dateAllowed({ weekly: p.weekly, dis_date: p.disDate }, date);
    return {
      date,
      price: c ? Number(c.price) : null,
      priceYuan: c ? centsToYuan(Number(c.price)) : null,
      stock,
      allowed,
      bookable: allowed && stock > 0,
    };
  });
}
