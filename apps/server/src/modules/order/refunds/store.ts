import { REFUND_TYPE, REFUND_WINDOW_TEXT, type zRefundApply } from '@yym/contract';
import type { z } from 'zod';
import type { Queryable } from '../../../platform/db.ts';
import { CUSTOMER, idempotent, orderByCode } from '../orders/service.ts';
import { customerRefundable, refundReasons } from './repo.ts';
import { applyRefund } from './service.ts';

/** The customer's refund page (public): the order's unguessable code names the order, and so its tenant. */
export async function customerRefundDetail(q: Queryable, code: string) {
  const { o, db } = await orderByCode(q, code);
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
  const { o, db } = await orderByCode(q, body.code);
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
