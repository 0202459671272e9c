import {
  distributionApi,
  type BodyOf,
  type DisRow,
  type AccountApi,
  type AdjustRow,
  type FlowRow,
  type PartnerRow,
  type PartyKind,
  type QueryOf,
  type SyncLogRow,
  type SystemApi,
  type SystemRow,
  type VideoPlatform,
  distributionSystemApi,
  distributorAccountApi,
  shortVideoApi,
  supplierAccountApi,
  supplierSystemApi,
} from '@yym/contract';
import { call, idList } from '../../app/call.ts';
import { defineResource } from '../../app/data.ts';

export { DIS_MODEL_OPTIONS, WEEKDAY_NAMES as WEEK, type DisCalendar, type DisRow } from '@yym/contract';
export { productApi } from '../product/api.ts';

/** The tickets with their distribution model, price rule and distributors. */
export const disGoods = defineResource<DisRow>({ key: 'dis-goods', list: (query) => call(distributionApi.page, { query }) });

export const distributionCalls = {
  distributors: () => call(distributionApi.distributors, { query: {} }),
  changeModel: (productIds: string[], disModel: number) => call(distributionApi.changeModel, { body: { productIds, disModel } }),
  autoPrice: (productIds: string[], priceType: number, priceValue: number) =>
    call(distributionApi.autoPrice, { body: { productIds, priceType, priceValue } }),
  authorize: (productIds: string[], distributorIds: string[]) => call(distributionApi.authorize, { body: { productIds, distributorIds } }),
  priceCalendar: (query: { productId: string; skuId?: string; startDate?: string; endDate?: string }) =>
    call(distributionApi.priceCalendar, { query }),
  batchInventory: (body: BodyOf<typeof distributionApi.quota>) => call(distributionApi.quota, { body }),
};

// ---------------------------------------------------------------- partner accounts (分销商账户, 供应商账户)

export {
  ADJUST_STATUS,
  FLOW_KINDS,
  PARTNER_MSG,
  PARTY_KINDS,
  SYSTEM_MSG,
  VIDEO_PLATFORMS,
  partnerPerms,
  type AdjustRow,
  type FlowRow,
  type PartnerRow,
  type PartyKind,
  type SyncLogRow,
  type SystemRow,
  type VideoAccount,
  type VideoPlatform,
} from '@yym/contract';

const accountApiOf = (kind: PartyKind): AccountApi => (kind === 1 ? distributorAccountApi : supplierAccountApi);
const systemApiOf = (kind: PartyKind): SystemApi => (kind === 1 ? distributionSystemApi : supplierSystemApi);

/** The resources of one account page (by kind), made once so their cache keys stay the same. */
function accountResources(kind: PartyKind) {
  const A = accountApiOf(kind);
  const S = systemApiOf(kind);
  const k = kind === 1 ? 'distributor' : 'supplier';
  return {
    accounts: defineResource<PartnerRow>({
      key: `${k}-accounts`,
      list: (query) => call(A.page, { query: query as QueryOf<typeof A.page> }),
      detail: (id) => call(A.detail, { query: { id } }),
      add: (row) => call(A.submit, { body: row as BodyOf<typeof A.submit> }),
      update: (row) => call(A.submit, { body: row as BodyOf<typeof A.submit> }),
      remove: (ids) => call(A.remove, { query: { ids: idList(ids) } }),
      exportFile: (query) => call(A.export, { query: query as QueryOf<typeof A.export> }) as Promise<Blob>,
    }),
    adjustments: defineResource<AdjustRow>({
      key: `${k}-adjustments`,
      list: (query) => call(A.adjustPage, { query: query as QueryOf<typeof A.adjustPage> }),
    }),
    flows: defineResource<FlowRow>({
      key: `${k}-flows`,
      list: (query) => call(A.flowPage, { query: query as QueryOf<typeof A.flowPage> }),
      exportFile: (query) => call(A.flowExport, { query: query as QueryOf<typeof A.flowExport> }) as Promise<Blob>,
    }),
    systems: defineResource<SystemRow>({
      key: `${k}-systems`,
      list: (query) => call(S.page, { query: query as QueryOf<typeof S.page> }),
      detail: (id) => call(S.detail, { query: { id } }),
      add: (row) => call(S.submit, { body: row as BodyOf<typeof S.submit> }),
      update: (row) => call(S.submit, { body: row as BodyOf<typeof S.submit> }),
      remove: (ids) => call(S.remove, { query: { ids: idList(ids) } }),
    }),
    amount: () => call(A.amount, {}),
    adjust: (body: BodyOf<typeof A.adjust>) => call(A.adjust, { body }),
    audit: (id: string, pass: boolean, remark?: string) => call(A.adjustAudit, { body: { id, pass: pass ? 1 : 0, remark } }),
    sync: (id: string) => call(S.sync, { body: { id } }),
    syncLog: (id: string) => call(S.syncLog, { query: { id, current: 1, size: 20 } }),
  };
}
export const partnerCalls = { 1: accountResources(1), 2: accountResources(2) } as const;

export const placeOnAccount = (body: BodyOf<typeof distributorAccountApi.placeOrder>) => call(distributorAccountApi.placeOrder, { body });

export const videoCalls = {
  accounts: () => call(shortVideoApi.accounts, {}),
  bind: (platform: VideoPlatform, authCode: string) => call(shortVideoApi.bind, { body: { platform, authCode } }),
  unbind: (platform: VideoPlatform) => call(shortVideoApi.unbind, { body: { platform } }),
  sync: (platform: VideoPlatform, productIds: string[]): Promise<SyncLogRow> =>
    call(shortVideoApi.sync, { body: { platform, productIds } }),
  products: (platform: VideoPlatform) => call(shortVideoApi.products, { query: { platform, current: 1, size: 50 } }),
};
