import type { FastifyReply } from 'fastify';
import type { z } from 'zod';
import { HOTEL_STATUS_ORDER, ORDER_STATUS_LABELS, pageOf, type hotelReportQuery } from '@yym/contract';
import type { Ctx } from '../../../platform/context.ts';
import { sendXlsx } from '../../../platform/export.ts';
import * as repo from './repo.ts';

/** Hotel reports (酒店报表): orders by status, totals, per hotel (page and export), per supplier. */

type Q = z.output<typeof hotelReportQuery>;
const sums = (r: repo.Sums | undefined) => {
  const sale = Number(r?.sale_money ?? 0);
  const refund = Number(r?.refund_money ?? 0);
  return {
    orders: Number(r?.orders ?? 0),
    roomNights: Number(r?.room_nights ?? 0),
    saleMoney: sale,
    refundMoney: refund,
    netMoney: sale - refund,
  };
};

export async function statusList(ctx: Ctx, q: Q) {
  const n = new Map((await repo.statusCounts(ctx.data, q)).map((r) => [Number(r.order_status), Number(r.n)]));
  return HOTEL_STATUS_ORDER.map((code) => ({ orderStatus: code, name: ORDER_STATUS_LABELS[code].zh, count: n.get(code) ?? 0 }));
}

export const total = async (ctx: Ctx, q: Q) => sums(await repo.totals(ctx.data, q));

const hotelRow = (r: repo.Sums & { hotel_id: string; hotel_name: string }) => ({
  hotelId: String(r.hotel_id),
  hotelName: r.hotel_name,
  ...sums(r),
});

export async function page(ctx: Ctx, q: Q) {
  const rows = await repo.byHotel(ctx.data, q, q.size, (q.current - 1) * q.size);
  return pageOf(rows.map(hotelRow), Number(rows[0]?.total_rows ?? 0), q.current, q.size);
}

export const supplierSummary = async (ctx: Ctx, q: Q) =>
  (await repo.bySupplier(ctx.data, q)).map((r) => ({
    supplierId: r.supplier_id == null ? null : String(r.supplier_id),
    supplierName: r.supplier_name,
    ...sums(r),
  }));

export async function exportReport(ctx: Ctx, reply: FastifyReply, q: Q) {
  const rows = (await repo.byHotel(ctx.data, q, 10000, 0)).map(hotelRow);
  await sendXlsx(
    ctx,
    reply,
    '酒店报表',
    [
      ['酒店', 'hotelName'],
      ['订单数', 'orders', 'count'],
      ['间夜数', 'roomNights', 'count'],
      ['销售金额(元)', 'saleMoney', 'money'],
      ['退款金额(元)', 'refundMoney', 'money'],
      ['净收入(元)', 'netMoney', 'money'],
    ],
    rows,
  );
}
