import type { z } from 'zod';
import {
  ORDER_STATUS,
  WALK_IN,
  WINDOW_MSG as M,
  centsToYuan,
  type PrintConfirm,
  type PrintJob,
  type PrintTicket,
  type TemplateRow,
  type winPrintForm,
  type winPrintRecordQuery,
  type winTemplateForm,
  type winTemplateQuery,
} from '@yym/contract';
import type { Ctx } from '../../../platform/context.ts';
import type { Scoped } from '../../../platform/repo.ts';
import { bad } from '../../../platform/errors.ts';
import { orderInfo } from '../../order/index.ts';
import { saleOfOrder } from '../sale/service.ts';
import { effectiveSetting } from '../settings/service.ts';
import { openShiftOf, sellerOf } from '../shifts/service.ts';
import * as repo from './repo.ts';

/**
 * Print templates (fields placed in millimetres on the paper) and printing: each print of an order's
 * tickets is recorded before it is laid out, and a print of an order printed before is a reprint.
 */

export const templatePage = (ctx: Ctx, q: z.output<typeof winTemplateQuery>) => repo.templatePage(ctx.data, q);
export const templateDetail = (db: Scoped, id: string) => db.get<TemplateRow>(repo.TEMPLATE, id);
export const templateNames = (db: Scoped) => repo.templateNames(db);
export const submitTemplate = (ctx: Ctx, f: z.output<typeof winTemplateForm>) => {
  const row = { ...f, fields: JSON.stringify(f.fields) };
  return f.id ? ctx.data.update<TemplateRow>(repo.TEMPLATE, f.id, row) : ctx.data.insert<TemplateRow>(repo.TEMPLATE, row);
};
export const removeTemplates = (ctx: Ctx, ids: string[]) => ctx.data.remove(repo.TEMPLATE, ids);
export async function copyTemplate(ctx: Ctx, id: string) {
  const t = await templateDetail(ctx.data, id);
  return ctx.data.insert<TemplateRow>(repo.TEMPLATE, { ...t, name: `${t.name}(副本)`.slice(0, 50), fields: JSON.stringify(t.fields) });
}

/** What goes on one ticket: the values of every field kind, from the order, its guest and the seller. */
async function ticketsOf(db: Scoped, orderId: string, seller: string) {
  const o = await orderInfo(db, orderId);
  const status = Number(o.orderStatus);
  if (status === ORDER_STATUS.PENDING_PAYMENT || status === ORDER_STATUS.CLOSED || status === ORDER_STATUS.CANCELLED)
    throw bad(M.unpaidPrint);
  // Only tickets that can still pass the gate (unused) are printed.
  const tickets: PrintTicket[] = o.guests
    .filter((g) => Number(g.ticketStatus) === 0)
    .map((g) => ({
      guestId: String(g.id),
      values: {
        ticketName: `${o.productName}${o.skuName && o.skuName !== o.productName ? ` · ${o.skuName}` : ''}`,
        date: String(o.playDate),
        price: `¥${centsToYuan(g.price)}`,
        qrcode: g.qrCode,
        barcode: String(o.orderNo),
        orderNo: String(o.orderNo),
        poi: String(o.poiName ?? ''),
        seller,
        guest: g.guestName && g.guestName !== WALK_IN.name ? g.guestName : '',
      },
    }));
  return { orderNo: String(o.orderNo), tickets };
}

async function templateFor(ctx: Ctx, templateId?: string) {
  if (templateId) return templateDetail(ctx.data, templateId);
  const seller = sellerOf(ctx);
  const shift = await openShiftOf(ctx.data, seller.id);
  const rule = shift ? await effectiveSetting(ctx.data, String(shift.window_id), seller.id) : null;
  const id = rule?.ticketTemplateId ?? (await repo.firstTemplate(ctx.data, '80mm'))?.id;
  if (!id) throw bad(M.templateRequired);
  return templateDetail(ctx.data, String(id));
}

async function windowOrders(ctx: Ctx, orderIds: string[]) {
  for (const id of orderIds) if (!(await saleOfOrder(ctx.data, id))) throw bad(M.notWindowOrder);
}

export async function printConfirm(ctx: Ctx, f: z.output<typeof winPrintForm>): Promise<PrintConfirm> {
  await windowOrders(ctx, f.orderIds);
  const counts = await repo.printCounts(ctx.data, f.orderIds);
  let tickets = 0;
  const reprints: PrintConfirm['reprints'] = [];
  for (const id of f.orderIds) {
    const t = await ticketsOf(ctx.data, id, '');
    tickets += t.tickets.length;
    const n = counts.find((c) => c.order_id === id)?.n ?? 0;
    if (n) reprints.push({ orderId: id, orderNo: t.orderNo, times: n });
  }
  return { orders: f.orderIds.length, tickets, reprints };
}

export async function print(ctx: Ctx, f: z.output<typeof winPrintForm>): Promise<PrintJob> {
  await windowOrders(ctx, f.orderIds);
  const template = await templateFor(ctx, f.templateId);
  const seller = sellerOf(ctx);
  const counts = await repo.printCounts(ctx.data, f.orderIds);
  const prints: PrintJob['prints'] = [];
  for (const orderId of f.orderIds) {
    const { orderNo, tickets } = await ticketsOf(ctx.data, orderId, seller.name);
    const reprint = counts.some((c) => c.order_id === orderId);
    const rec = await repo.insertPrint(ctx.data, {
      orderId,
      orderNo,
      templateId: template.id,
      paper: template.paper,
      tickets: tickets.length,
      reprint,
      sellerId: seller.id,
      sellerName: seller.name,
    });
    prints.push({ printId: rec!.id, orderId, orderNo, reprint, tickets });
  }
  return { template, prints };
}

/** A template filled with a real order (the newest window order unless one is named); nothing recorded. */
export async function preview(ctx: Ctx, id: string, orderId?: string): Promise<PrintJob> {
  const template = await templateDetail(ctx.data, id);
  const oid = orderId ?? (await repo.latestWindowOrder(ctx.data))?.order_id;
  if (!oid) return { template, prints: [] };
  const { orderNo, tickets } = await ticketsOf(ctx.data, oid, sellerOf(ctx).name);
  return { template, prints: [{ printId: '', orderId: oid, orderNo, reprint: false, tickets }] };
}

export const records = (ctx: Ctx, q: z.output<typeof winPrintRecordQuery>) => repo.records(ctx.data, q);
export const closePrints = (ctx: Ctx, ids: string[]) => repo.closePrints(ctx.data, ids);
