import { ORDER_STATUS, customerOrderStatus } from '@yym/contract';
import type { Queryable, Row } from '../../../platform/db.ts';
import { toApi } from '../../../platform/rows.ts';
import * as views from './repo/views.ts';
import { orderByCode } from './service.ts';

const mask = (s: string | null, keepStart: number, keepEnd: number) =>
  !s
    ? s
    : s.length <= keepStart + keepEnd
      ? s
      : s.slice(0, keepStart) + '*'.repeat(s.length - keepStart - keepEnd) + s.slice(s.length - keepEnd);
const usableNow = (o: Row) => [ORDER_STATUS.TO_BE_USED, ORDER_STATUS.IN_USE].includes(o.order_status);

/** The customer's order page (public): the order's unguessable code names the order, and so its tenant. */
export async function customerOrder(q: Queryable, code: string) {
  const { o, db } = await orderByCode(q, code);
  const p = (await views.productOf(db, o.product_id)) ?? {};
  const poi = o.poi_id ? await views.poiOf(db, o.poi_id) : null;
  const shop = await views.shopOf(db);
  const guests = await views.rawGuestsOf(db, o.id);
  const usable = (g: Row) => g.ticket_status === 0 && usableNow(o);
  return {
    code: o.code,
    orderMainId: o.order_no,
    orderKind: o.order_kind,
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
