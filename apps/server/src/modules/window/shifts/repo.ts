import type { z } from 'zod';
import type { MethodTotal, ShiftRow, winShiftQuery } from '@yym/contract';
import type { Row } from '../../../platform/db.ts';
import type { Scoped } from '../../../platform/repo.ts';
import { pageQuery } from '../../../platform/paging.ts';
import { sql } from '../../../platform/sql.ts';

const cols = sql`s.*, w.name AS window_name`;
const from = sql`win_shift s JOIN win_window w ON w.tenant_id = s.tenant_id AND w.id = s.window_id`;

export const openOf = (db: Scoped, sellerId: string) =>
  db.one<Row>(sql`SELECT ${cols} FROM ${from} WHERE ${db.tenant('s')} AND s.seller_id = ${sellerId} AND s.shift_status = 1`);

/** Refused by the unique index when the seller has an open shift already (answers nothing then). */
export const open = (db: Scoped, s: { no: string; windowId: string; sellerId: string; sellerName: string; openingCash: number }) =>
  db.one<Row>(sql`INSERT INTO win_shift (tenant_id, shift_no, window_id, seller_id, seller_name, opening_cash)
    VALUES (${db.tenantId}, ${s.no}, ${s.windowId}, ${s.sellerId}, ${s.sellerName}, ${s.openingCash})
    ON CONFLICT (tenant_id, seller_id) WHERE shift_status = 1 DO NOTHING RETURNING *`);

export const close = (db: Scoped, id: string, s: { expected: number; counted: number; summary: unknown; remark: string }) =>
  db.one<Row>(sql`UPDATE win_shift SET shift_status = 2, close_time = now(), expected_cash = ${s.expected}, counted_cash = ${s.counted},
      summary = ${JSON.stringify(s.summary)}::jsonb, remark = ${s.remark}
    WHERE ${db.tenant()} AND id = ${id} AND shift_status = 1 RETURNING *`);

/** Paid sales and window refunds of a shift, by pay method. */
export async function totals(db: Scoped, shiftId: string): Promise<{ byMethod: MethodTotal[]; tickets: number }> {
  const [sales, refunds, tickets] = await Promise.all([
    db.query(sql`SELECT pay_method, count(*)::int AS n, COALESCE(sum(total), 0)::bigint AS money FROM win_sale
      WHERE ${db.tenant()} AND shift_id = ${shiftId} AND sale_status = 2 GROUP BY pay_method`),
    db.query(sql`SELECT pay_method, count(*)::int AS n, COALESCE(sum(amount), 0)::bigint AS money FROM win_op
      WHERE ${db.tenant()} AND shift_id = ${shiftId} AND op_kind IN ('refund', 'forced') GROUP BY pay_method`),
    db.one(sql`SELECT COALESCE(sum(o.quantity), 0)::int AS n FROM win_sale s
      JOIN win_sale_order so ON so.tenant_id = s.tenant_id AND so.sale_id = s.id
      JOIN ord_order o ON o.tenant_id = so.tenant_id AND o.id = so.order_id
      WHERE ${db.tenant('s')} AND s.shift_id = ${shiftId} AND s.sale_status = 2`),
  ]);
  const methods = ['cash', 'card', 'qr', 'account'] as const;
  const byMethod = methods.map((m) => {
    const s = sales.find((r) => r.pay_method === m);
    const r = refunds.find((x) => x.pay_method === m);
    return {
      payMethod: m,
      sales: Number(s?.n ?? 0),
      salesMoney: Number(s?.money ?? 0),
      refunds: Number(r?.n ?? 0),
      refundMoney: Number(r?.money ?? 0),
    };
  });
  return { byMethod, tickets: Number(tickets?.n ?? 0) };
}

export const page = (db: Scoped, q: z.output<typeof winShiftQuery>) =>
  pageQuery<ShiftRow>(db.q, {
    from,
    columns: cols,
    where: [db.tenant('s'), q.sellerId && sql`s.seller_id = ${q.sellerId}`, q.windowId && sql`s.window_id = ${q.windowId}`],
    orderBy: sql`s.id DESC`,
    current: q.current,
    size: q.size,
  });
