import type { z } from 'zod';
import { PKG_STATUS, VOUCHER_MSG, centsToYuan, type voucherMailForm } from '@yym/contract';
import type { Row } from '../../../platform/db.ts';
import type { Scoped } from '../../../platform/repo.ts';
import { bad, notFound } from '../../../platform/errors.ts';
import { lockOrder } from '../../order/index.ts';
import { type Act, storeLink, who } from '../shared.ts';
import * as vouchers from '../vouchers/service.ts';

/** 套餐券订单's messages to the buyer: the confirmation SMS (sent on issue, or again) and e-mail, after the commit. */

async function locked(db: Scoped, id: string) {
  const o = await lockOrder(db, id);
  const v = o.order_kind === 'package' ? await vouchers.voucherOrderOf(db, id) : undefined;
  if (!v) throw notFound();
  return { o, v, from: Number(v.pkg_status) };
}

export async function messages(ctx: Act, id: string) {
  await vouchers.orderOne(ctx.data, 'package', id);
  return vouchers.messagesOf(ctx.data, id);
}

const smsText = (o: Row, v: Row) =>
  `您购买的${v.item_name}×${o.quantity}(订单${o.order_no})已出票,有效期${v.valid_start}至${v.valid_end},请在订单页出示券码使用。`;

export async function smsTo(ctx: Act, o: Row, v: Row) {
  return vouchers.sendMessage(ctx.data, ctx.svc.providers, {
    orderId: String(o.id),
    kind: 'sms',
    to: o.contact_phone,
    subject: null,
    content: smsText(o, v),
    userName: who(ctx).name,
  });
}

/** The confirmation SMS again (once the vouchers are issued). */
export async function sendSms(ctx: Act, id: string) {
  const { o, v, from } = await locked(ctx.data, id);
  if (from !== PKG_STATUS.OUT_DONE) throw bad(VOUCHER_MSG.notUsable);
  return smsTo(ctx, o, v);
}

export async function mailTemplate(ctx: Act, id: string) {
  const { order, row } = await vouchers.orderOne(ctx.data, 'package', id);
  return {
    to: row.email || '',
    subject: `【套餐券确认】${order.itemName} ×${order.quantity} 订单${order.orderNo}`,
    content: [
      `${order.contactName} 您好:`,
      `您的套餐券订单已确认。`,
      `订单号: ${order.orderNo}`,
      `套餐券: ${order.itemName} ×${order.quantity}(每张可用${order.uses}次)`,
      `有效期: ${order.validStart} 至 ${order.validEnd}`,
      `订单金额: ¥${centsToYuan(order.totalMoney)}`,
      `券码请在订单页查看: ${storeLink('package', order.itemId, ctx.tenantId).split('?')[0]}`,
    ].join('\n'),
  };
}

export async function sendMail(ctx: Act, f: z.output<typeof voucherMailForm>) {
  const { o } = await locked(ctx.data, f.orderId);
  return vouchers.sendMessage(ctx.data, ctx.svc.providers, {
    orderId: String(o.id),
    kind: 'email',
    to: f.to,
    subject: f.subject,
    content: f.content,
    userName: who(ctx).name,
  });
}
