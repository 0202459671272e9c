import { ORDER_STATUS, REFUND_TYPE, REFUND_WINDOW_TEXT, customerOrderStatus, type zRefundApply } from '@yym/contract';
import type { z } from 'zod';
import type { Queryable, Row } from '../../platform/db.ts';
import { notFound } from '../../platform/errors.ts';
import { toApi } from '../../platform/rows.ts';
import * as views from './repo/views.ts';
import { customerRefundable, refundReasons } from './repo/refund.ts';
import { applyRefund } from './refund.ts';
import { CUSTOMER, idempotent, scopedTo } from './service.ts';

/** The customer's pages (public): the order's unguessable code names the order, and so its tenant. */
async function byCode(q: Queryable, code: string) {
  const o = await views.orderByCode(q, code);
  if (!o) throw notFound();
  return { o, db: scopedTo(q, o.tenant_id as string) };
}

const mask = (s: string | null, keepStart: number, keepEnd: number) =>
  !s
    ? s
    : s.length <= keepStart + keepEnd
      ? s
      : s.slice(0, keepStart) + '*'.repeat(s.length - keepStart - keepEnd) + s.slice(s.length - keepEnd);
const usableNow = (o: Row) => [ORDER_STATUS.TO_BE_USED, ORDER_STATUS.IN_USE].includes(o.order_status);

export async function customerOrder(q: Queryable, code: string) {
  const { o, db } = await byCode(q, code);
  const p = (await views.productOf(db, o.product_id)) ?? {};
  const poi = o.poi_id ? await views.poiOf(db, o.poi_id) : null;
  const shop = await views.shopOf(db);
  const guests = await views.rawGuestsOf(db, o.id);
  const usable = (g: Row) => g.ticket_status === 0 && usableNow(o);
  return {
    code: o.code,
    orderMainId: o.order_no,
    orderNum: o.quantity,
    totalMoney: Number(o.total_money),
    ticketprice: Number(o.unit_price),
    couponDiscount: Number(o.coupon_discount ?? 0),
    playDate: o.play_date,
    orderCreateTime: toApi({ t: o.create_time }).t,
    orderStatus: o.order_status,
    orderState: customerOrderStatus(o.order_status),
    vouchermold: 1,
    linkName: o.contact_name,
    linkerName: o.contact_name,
    contactPhone: mask(o.contact_phone, 3, 4),
    assistCode: usableNow(o) ? o.assist_code : '',
    spOrder: guests.map((g) => ({
      id: String(g.id),
      qrCode: usable(g) ? g.qr_code : '',
      qrCodeUrl: usable(g) ? g.qr_code : '',
      guestName: g.guest_name,
      guestCardType: g.card_type,
      guestCardNum: mask(g.card_num, 3, 4),
      guestPhone: mask(g.phone, 3, 4),
      ticketStatus: g.ticket_status,
    })),
    product: {
      prdName: o.product_name,
      skuName: o.sku_name,
      scName: o.poi_name,
      etPkTime: p.et_pk_time,
      etPkAddress: p.et_pk_address ?? poi?.address,
      changeTktTime: p.change_tkt_time,
      changeTktAddress: p.change_tkt_address,
      cancelOrderTips: '退改规则',
      cancelOrderText: p.cancel_order_text,
      cancelOrderDesc: ['不可退', '未使用可退', '随时可退'][p.refund_rule ?? 1],
      advTips: '预订须知',
      advText: p.adv_text,
      etTips: '入园须知',
      etText: p.et_text,
      costDesc: p.cost_desc,
      costNotDesc: p.cost_not_desc,
      receipsDesc: p.receips_desc,
      otDesc: p.ot_desc,
      weekly: p.weekly,
      disDate: p.dis_date,
    },
    merchant: { name: shop?.tenant_name ?? '', phone: poi?.phone || shop?.contact_number || '' },
  };
}

export async function customerRefundDetail(q: Queryable, code: string) {
  const { o, db } = await byCode(q, code);
  const n = await customerRefundable(db, o.id);
  const reasons = await refundReasons(db);
  return {
    scName: o.poi_name || o.product_name,
    refundNum: n!.n,
    orderMainId: o.order_no,
    money: Number(n!.money),
    refundReason: reasons.map((x) => x.dict_value),
    refundWindow: REFUND_WINDOW_TEXT,
  };
}

export async function customerApplyRefund(q: Queryable, body: z.output<typeof zRefundApply>, key: string | undefined) {
  const { o, db } = await byCode(q, body.code);
  return idempotent(db, 'refund', key, async () => {
    const refund = await applyRefund(
      db,
      o.id,
      REFUND_TYPE.CUSTOMER,
      { reason: body.returnReason, reasonIndex: body.refundTextNumber, text: body.refundText },
      CUSTOMER,
    );
    return { refundNo: refund.refund_no, refundNum: refund.refund_num, money: Number(refund.amount) };
  });
}
