import type { FissionLedgerRow, FissionOrderRow, FissionPlanRow, PromoterRow, WithdrawRow } from '@yym/contract';
import type { Row } from '../../platform/db.ts';
import { toApi } from '../../platform/rows.ts';
import { maskPhone } from '../customer/index.ts';

// ---------------------------------------------------------------- rows as the API shows them

export const n = (v: unknown) => Number(v ?? 0);
export const yuan = (cents: number) => (cents / 100).toFixed(2);

export const planOut = (r: Row): FissionPlanRow => {
  const a = toApi<FissionPlanRow>(r);
  return {
    ...a,
    id: String(a.id),
    kickType: n(a.kickType),
    kickValue: n(a.kickValue),
    planStatus: n(a.planStatus),
    productIds: (a.productIds ?? []).map(String),
    productNames: a.productNames ?? [],
    orderCount: n(a.orderCount),
    kickbackTotal: n(a.kickbackTotal),
  };
};
/** Promoters' phones are masked in the merchant's lists, as the user centre shows customers. */
export const promoterOut = (r: Row, mask = true): PromoterRow => {
  const a = toApi<PromoterRow>(r);
  return {
    ...a,
    id: String(a.id),
    customerId: a.customerId == null ? null : String(a.customerId),
    phone: mask ? maskPhone(String(a.phone))! : String(a.phone),
    kind: n(a.kind),
    ratePermille: a.ratePermille == null ? null : n(a.ratePermille),
    auditStatus: n(a.auditStatus),
    balance: n(a.balance),
    frozen: n(a.frozen),
    totalEarned: n(a.totalEarned),
    withdrawn: n(a.withdrawn),
    orderCount: n(a.orderCount),
    status: n(a.status),
  };
};
export const orderOut = (r: Row): FissionOrderRow => {
  const a = toApi<FissionOrderRow>(r);
  return {
    ...a,
    orderId: String(a.orderId),
    promoterId: String(a.promoterId),
    planId: a.planId == null ? null : String(a.planId),
    contactPhone: maskPhone(String(a.contactPhone))!,
    quantity: n(a.quantity),
    promoterKind: n(a.promoterKind),
    kickType: n(a.kickType),
    kickValue: n(a.kickValue),
    totalMoney: n(a.totalMoney),
    kickback: n(a.kickback),
    reversed: n(a.reversed),
    state: n(a.state),
  };
};
export const ledgerOut = (r: Row): FissionLedgerRow => {
  const a = toApi<FissionLedgerRow>(r);
  return {
    ...a,
    id: String(a.id),
    promoterId: String(a.promoterId),
    orderId: a.orderId == null ? null : String(a.orderId),
    withdrawId: a.withdrawId == null ? null : String(a.withdrawId),
    amount: n(a.amount),
    settled: n(a.settled),
  };
};
export const withdrawOut = (r: Row, mask = true): WithdrawRow => {
  const a = toApi<WithdrawRow>(r);
  return {
    ...a,
    id: String(a.id),
    promoterId: String(a.promoterId),
    promoterPhone: a.promoterPhone ? (mask ? maskPhone(String(a.promoterPhone))! : String(a.promoterPhone)) : '',
    amount: n(a.amount),
    state: n(a.state),
  };
};
export const mapPage = <T>(p: { records: unknown[] }, f: (r: Row) => T) => ({ ...p, records: p.records.map((r) => f(r as Row)) });
