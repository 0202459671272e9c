import type { FastifyReply } from 'fastify';
import { MSG, checkIdCard, checkMobile } from '@yym/contract';
import type { Ctx } from '../../../platform/context.ts';
import { bad } from '../../../platform/errors.ts';
import { excel } from '../../../platform/export.ts';
import type { Scoped } from '../../../platform/repo.ts';
import { chinaToday } from '../../../platform/time.ts';
import * as calendar from '../calendar/service.ts';
import { loadProduct } from '../catalog/service.ts';
import * as onShelf from './repo.ts';

/** What can be booked of a product on a date (the order form's step after choosing a date). */
export async function bookable(ctx: Ctx, productId: string, touristDate: string) {
  const p = await loadProduct(ctx, productId);
  const ok =
    p.shelfStatus === 1 && touristDate >= chinaToday() && calendar.dateAllowed({ weekly: p.weekly, dis_date: p.disDate }, touristDate);
  return { product: p, touristDate, bookable: ok, skus: ok ? await calendar.stockOfDate(ctx, productId, touristDate) : [] };
}

export const stockOfDate = (ctx: Ctx, productId: string, date: string) => calendar.stockOfDate(ctx, productId, date);

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
    // exceljs types its argument as its own Buffer (an ArrayBuffer); it reads Node's Buffer at run time.
    await wb.xlsx.load(body as unknown as ArrayBuffer);
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

// ---------------------------------------------------------------- the sale activities' goods (flash sales, group buying)

/** What a sale activity keeps of each sku it sells, as it was when the goods were saved. */
/** A sku's 原价 (cents): the higher of its list price and what it sells for; no sale price may exceed it. */
export const listedPrice = (original: unknown, price: unknown) => Math.max(Number(original ?? 0) || 0, Number(price));

export interface SaleSkuSnapshot {
  productName: string;
  skuName: string;
  image: string | null;
  /** The higher of the sku's price and its original price, in cents: the crossed-out price. */
  originalPrice: number;
}

/**
 * The goods of a sale activity (flash sale, group buying) as they will be saved: each sku on shelf and
 * of the tenant, none twice, the sale price not above the sku's price. The area's own messages say why not.
 */
export async function saleSkus<G extends { productId: string; skuId: string }>(
  db: Scoped,
  goods: G[],
  salePrice: (g: G) => number,
  msg: { duplicate: string; offShelf: string; priceAbove: string },
): Promise<(G & SaleSkuSnapshot)[]> {
  const seen = new Set<string>();
  const out: (G & SaleSkuSnapshot)[] = [];
  for (const g of goods) {
    if (seen.has(g.skuId)) throw bad(msg.duplicate);
    seen.add(g.skuId);
    const s = await onShelf.onShelfSku(db, g.productId, g.skuId);
    if (!s) throw bad(msg.offShelf);
    const originalPrice = listedPrice(s.original_price, s.price);
    if (salePrice(g) > originalPrice) throw bad(msg.priceAbove);
    out.push({ ...g, productName: s.product_name, skuName: s.sku_name, image: s.image ?? null, originalPrice });
  }
  return out;
}

/** An on-shelf sku of the tenant's product (undefined: none, off shelf or another tenant's). */
export const onShelfSku: typeof onShelf.onShelfSku = (db, productId, skuId) => onShelf.onShelfSku(db, productId, skuId);

/** The tenant's on-shelf skus a page at a time (the sale activities' goods pickers). */
export const onShelfSkuPage: typeof onShelf.onShelfSkuPage = (db, q) => onShelf.onShelfSkuPage(db, q);

/** Any on-shelf sku of the tenant (demo data picks one). */
export const anyOnShelfSku: typeof onShelf.anyOnShelfSku = (db, newest) => onShelf.anyOnShelfSku(db, newest);

/** Ticket skus with their stock on a date: by id, or (null) all on shelf (a bundle's ticket parts). */
export const skusOnDate: typeof onShelf.skusOnDate = (db, skuIds, day) => onShelf.skusOnDate(db, skuIds, day);
