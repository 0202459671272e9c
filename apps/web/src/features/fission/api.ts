import {
  fissionApi as A,
  type BodyOf,
  type FissionConfig,
  type FissionLedgerRow,
  type FissionOrderRow,
  type FissionPlanRow,
  type PromoterRow,
  type QueryOf,
  type WithdrawRow,
} from '@yym/contract';
import { call, idList } from '../../app/call.ts';
import { defineResource } from '../../app/data.ts';

export type {
  FissionConfig,
  FissionDaily,
  FissionLedgerRow,
  FissionOrderRow,
  FissionPlanRow,
  KickbackDetail,
  PromoterRow,
  WithdrawRow,
} from '@yym/contract';

/** 分销方案: which tickets pay a kickback, and how much. */
export const plans = defineResource<FissionPlanRow>({
  key: 'fission-plans',
  list: (query) => call(A.queryPage, { query: query as QueryOf<typeof A.queryPage> }),
  detail: (id) => call(A.getInfo, { query: { id } }),
  add: (row) => call(A.saveInfo, { body: row as BodyOf<typeof A.saveInfo> }),
  update: (row) => call(A.updateInfo, { body: row as BodyOf<typeof A.updateInfo> }),
  remove: (ids) => call(A.deleteInfo, { query: { ids: idList(ids) } }),
  exportFile: (query) => call(A.export, { query: query as QueryOf<typeof A.export> }) as Promise<Blob>,
});
export const planStatus = (id: string, planStatus: number) => call(A.updateStatus, { body: { id, planStatus } });
export const goodsOptions = (name?: string, ids?: string[]) =>
  call(A.goodsOptions, { query: { name, ids: ids?.length ? idList(ids) : undefined } });

/** 推广员: customers who applied, audited per person. */
export const promoters = defineResource<PromoterRow>({
  key: 'fission-promoters',
  list: (query) => call(A.promoterPage, { query: query as QueryOf<typeof A.promoterPage> }),
});
export const auditPromoter = (id: string, pass: boolean, remark?: string) => call(A.personAudit, { body: { id, pass, remark } });

/** 特殊分销商: named distributors with their own rate. */
export const specials = defineResource<PromoterRow>({
  key: 'fission-specials',
  list: (query) => call(A.querySpecialPage, { query: query as QueryOf<typeof A.querySpecialPage> }),
  add: (row) => call(A.specialSave, { body: row as BodyOf<typeof A.specialSave> }),
  update: (row) => call(A.specialUpdate, { body: row as BodyOf<typeof A.specialUpdate> }),
});

/** A distributor's account movements (asked with its promoterId). */
export const accounts = defineResource<FissionLedgerRow>({
  key: 'fission-accounts',
  list: (query) => call(A.specialAccountPage, { query: query as QueryOf<typeof A.specialAccountPage> }),
});

/** 分销订单: orders brought by a promoter, with their kickbacks. */
export const fissionOrders = defineResource<FissionOrderRow & { id: string }>({
  key: 'fission-orders',
  list: async (query) => {
    const p = await call(A.orderPage, { query: query as QueryOf<typeof A.orderPage> });
    return { ...p, records: p.records.map((r) => ({ ...r, id: r.orderId })) };
  },
});
export const kickbackDetail = (orderId: string) => call(A.kickbackDetail, { query: { orderId } });
export const fissionDaily = (days = 30) => call(A.orderDaily, { query: { days } });

/** 提现审核: the promoters' withdrawals. */
export const withdrawals = defineResource<WithdrawRow>({
  key: 'fission-withdrawals',
  list: (query) => call(A.withdrawPage, { query: query as QueryOf<typeof A.withdrawPage> }),
  exportFile: (query) => call(A.withdrawExport, { query: query as QueryOf<typeof A.withdrawExport> }) as Promise<Blob>,
});
export const auditWithdraw = (id: string, pass: boolean, remark?: string) => call(A.withdrawAudit, { body: { id, pass, remark } });

export const getConfig = () => call(A.configGetInfo, {});
export const saveConfig = (c: FissionConfig) => call(A.configSaveInfo, { body: c });
