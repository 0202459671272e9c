import type { FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { MSG, RESERVATION_MSG as M, RES_AUDIT, chinaToday, type Booked, type h5ResBookForm } from '@yym/contract';
import type { Ctx } from '../../../platform/context.ts';
import { bad, notFound, tooMany } from '../../../platform/errors.ts';
import { lockedKeys, recordFailure } from '../../auth/index.ts';
import { asCustomer } from '../../customer/index.ts';
import { CUSTOMER, SYSTEM, lockOrder, move, openKindOrder } from '../../order/index.ts';
import * as slots from '../slots/service.ts';
import * as repo from './repo.ts';
import { out } from './service.ts';

/** The storefront's booking (a customer's, throttled per address) and the customer's own reservations. */

async function throttle(ctx: Ctx) {
  const key = `h5res:ip:${ctx.ip}`;
  if (await lockedKeys(ctx.svc, [key])) throw tooMany(MSG.coOrderTooFrequent);
  await recordFailure(ctx.svc, key, 30);
}

/** Book: the order, its link to the slot, then the ONE conditional statement that takes the places (a refusal rolls back all). */
export async function book(ctx: Ctx, req: FastifyRequest, body: z.output<typeof h5ResBookForm>): Promise<Booked> {
  await throttle(ctx);
  return asCustomer(ctx, req, async (db, c) => {
    const slot = await slots.slotOne(db, body.slotId);
    if (!slot) throw notFound(M.slotMissing);
    const p = await slots.findProduct(db, String(slot.product_id));
    if (!p || Number(p.open_status) !== 1) throw notFound(M.closed);
    if (slot.slot_date < chinaToday()) throw bad(M.slotPast);
    if (body.quantity > Number(p.limit_num)) throw bad(M.overLimit(Number(p.limit_num)));
    const needAudit = Number(p.need_audit);
    const o = await openKindOrder(db, CUSTOMER, {
      kind: 'reserve',
      prefix: 'R',
      productName: p.name,
      skuName: `${slot.slot_date} ${slot.start_time}-${slot.end_time}`,
      poiName: p.address ?? null,
      date: slot.slot_date,
      quantity: body.quantity,
      unit: Number(p.price),
      contactName: body.contactName,
      contactPhone: c.phone,
      guests: Array.from({ length: body.quantity }, () => ({ guestName: body.contactName, phone: c.phone })),
      channel: 'h5',
    });
    const orderId = String(o.id);
    await repo.insertResOrder(db, {
      orderId,
      productId: String(p.id),
      slotId: String(slot.id),
      customerId: String(c.id),
      quantity: body.quantity,
      needAudit,
    });
    if (!(await slots.takeSlot(db, String(slot.id), body.quantity))) throw bad(M.soldOut);
    // Free: nothing to pay, so it is paid at once (确认中); without audit it is confirmed at once (待使用).
    if (Number(p.price) === 0) {
      await move(db, o, 'pay', CUSTOMER, '免费预约');
      if (!needAudit) await move(db, await lockOrder(db, orderId), 'confirm', SYSTEM, '无需审核,自动确认');
    }
    const now = await lockOrder(db, orderId);
    return {
      orderId,
      code: o.code as string,
      orderNo: o.order_no as string,
      totalMoney: Number(o.total_money),
      orderStatus: Number(now.order_status),
      auditStatus: needAudit ? RES_AUDIT.WAITING : RES_AUDIT.NONE,
    };
  });
}

export const mine = (ctx: Ctx, req: FastifyRequest) =>
  asCustomer(ctx, req, async (db, c) => (await repo.orderRows(db, { customerId: String(c.id) }, 100)).map(out));
