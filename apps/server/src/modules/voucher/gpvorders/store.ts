import type { FastifyRequest } from 'fastify';
import type { z } from 'zod';
import {
  ORDER_STATUS,
  PKG_STATUS,
  TICKET_STATUS,
  orderStatusText,
  pkgStatusText,
  type StoreGpv,
  type StoreVoucherOrder,
  type h5GpvBuyForm,
} from '@yym/contract';
import type { Ctx } from '../../../platform/context.ts';
import { notFound } from '../../../platform/errors.ts';
import { CUSTOMER, idempotent, scopedTo } from '../../order/index.ts';
import * as gpvs from '../gpv/service.ts';
import { keyOf, throttle } from '../store.ts';
import { voucherQr } from '../shared.ts';
import * as vouchers from '../vouchers/service.ts';
import { buyGpv } from './sale.ts';

/** The storefront's gpv page and purchase, and the customer's voucher order (either kind) with its QR codes. */

export async function gpvDetail(ctx: Ctx, id: string, tenantId: string): Promise<StoreGpv> {
  const g = await gpvs.sellable(scopedTo(ctx.q, tenantId), id);
  return {
    id: g.id,
    name: g.name,
    cover: g.cover,
    poiName: g.poiName,
    price: g.price,
    originalPrice: g.originalPrice,
    left: Math.max(0, g.stock - g.sold),
    intro: g.intro,
    notice: g.notice,
    minPeople: g.minPeople,
    maxPeople: g.maxPeople,
    realName: g.realName,
    validStart: g.validStart,
    validEnd: g.validEnd,
  };
}

export async function buy(ctx: Ctx, body: z.output<typeof h5GpvBuyForm>, req: FastifyRequest) {
  await throttle(ctx.svc, `h5voucher:ip:${ctx.ip}`);
  const key = keyOf(req, body);
  return ctx.svc.db.tx(
    async (q) => {
      const db = scopedTo(q, body.tenantId);
      return idempotent(db, 'gpv-buy', key && `h5g-${key}`, () => buyGpv(db, CUSTOMER, { ...body, channel: 'h5' }));
    },
    { tenantId: body.tenantId },
  );
}

const mask = (s: string) => (s.length === 11 ? `${s.slice(0, 3)}****${s.slice(7)}` : s);

export async function voucherOrder(ctx: Ctx, code: string): Promise<StoreVoucherOrder> {
  const found = await vouchers.orderByCode(ctx.q, code);
  if (!found) throw notFound();
  const db = scopedTo(ctx.q, found.tenant_id);
  const kind = found.order_kind as 'package' | 'gpv';
  const { order } = await vouchers.orderOne(db, kind, String(found.id));
  const subs = await vouchers.subOrders(db, order.id);
  const usable =
    (order.orderStatus === ORDER_STATUS.TO_BE_USED || order.orderStatus === ORDER_STATUS.IN_USE) &&
    (kind === 'gpv' || order.pkgStatus === PKG_STATUS.OUT_DONE);
  const stateText =
    order.orderStatus === ORDER_STATUS.PENDING_PAYMENT
      ? '待支付'
      : kind === 'package' && order.orderStatus === ORDER_STATUS.CONFIRMING
        ? `待商家确认(${pkgStatusText(order.pkgStatus)})`
        : usable
          ? '可使用'
          : orderStatusText(order.orderStatus);
  return {
    code,
    orderNo: order.orderNo,
    kind,
    itemName: order.itemName,
    poiName: order.poiName,
    orderStatus: order.orderStatus,
    orderStatusText: order.orderStatusText,
    stateText,
    totalMoney: order.totalMoney,
    quantity: order.quantity,
    validStart: order.validStart,
    validEnd: order.validEnd,
    contactName: order.contactName,
    contactPhone: mask(order.contactPhone),
    vouchers: subs.map((s) => ({
      id: s.id,
      name: s.guestName,
      qr: usable && s.ticketStatus === TICKET_STATUS.UNUSED ? voucherQr(s.qrCode) : '',
      ticketStatusText: s.ticketStatusText,
      usesLeft: s.usesLeft,
      uses: s.uses.length || 1,
    })),
  };
}
