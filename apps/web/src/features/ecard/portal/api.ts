import {
  ecardApi,
  ecardDistributorOrderApi as D,
  ecardPortalApi as P,
  type BodyOf,
  type PortalKind,
  type PortalOrderRow,
  type PortalSession,
  type QueryOf,
} from '@yym/contract';
import { call } from '../../../app/call.ts';
import { defineResource } from '../../../app/data.ts';
import { MERCHANT_TOKEN_KEY, getStore, setStore } from '../../../app/storage.ts';

export type {
  CardChecked,
  DistributorSetting,
  PortalCard,
  PortalDayUse,
  PortalLoginPage,
  PortalOrderDetail,
  PortalOrderRow,
  PortalSession,
  PortalStatusCount,
  WriteOffRow,
} from '@yym/contract';

/** What the portal keeps of its login (the token itself is the Merchant-Token of local storage). */
const SESSION_KEY = 'ecard-portal';
export interface PortalStored extends Omit<PortalSession, 'accessToken' | 'expiresIn'> {
  kind: PortalKind;
}
export const portalSession = {
  get: (): PortalStored | null => (getStore<string>(MERCHANT_TOKEN_KEY, '') ? getStore<PortalStored | null>(SESSION_KEY, null) : null),
  set(s: PortalSession, kind: PortalKind) {
    const { accessToken, expiresIn: _e, ...rest } = s;
    setStore(MERCHANT_TOKEN_KEY, accessToken);
    setStore(SESSION_KEY, { ...rest, kind });
  },
  clear() {
    setStore(MERCHANT_TOKEN_KEY, '');
    setStore(SESSION_KEY, null);
  },
};

// Portal calls carry only the distributor's token (Merchant-Token), never the back office's session.
const as = { noAuth: true, distributor: true } as const;
const quiet = { ...as, silent: true } as const;
type Q<E> = QueryOf<E>;

/** The distributor portal's calls (public routes answering to the distributor's token). */
export const portalApi = {
  loginPage: (kind: PortalKind, query: Q<typeof P.outLoginPage>) =>
    call(kind === 'out' ? P.outLoginPage : P.usedRecordLoginPage, { query }, { noAuth: true, silent: true }),
  captcha: (kind: PortalKind) => call(kind === 'out' ? P.outCaptcha : P.usedRecordCaptcha, {}, { noAuth: true, silent: true }),
  login: (kind: PortalKind, body: BodyOf<typeof P.outLogin>) =>
    call(kind === 'out' ? P.outLogin : P.usedRecordLogin, { body }, { noAuth: true, silent: true }),
  me: () => call(P.me, {}, quiet),
  cards: () => call(P.cards, {}, as),
  place: (body: BodyOf<typeof P.place>) => call(P.place, { body }, quiet),
  orderStatus: () => call(P.orderStatus, {}, as),
  orderPage: (query: Q<typeof P.orderPage>) => call(P.orderPage, { query }, as),
  orderDetail: (orderId: string) => call(P.orderDetail, { query: { orderId } }, as),
  verifyPage: (query: Q<typeof P.verifyPage>) => call(P.verifyPage, { query }, as),
  appointmentPage: (query: Q<typeof P.appointmentPage>) => call(P.appointmentPage, { query }, as),
  exportFile: (query: Q<typeof P.exports>) => call(P.exports, { query }, as) as Promise<Blob>,
  gpvVerify: (code: string) => call(P.gpvVerify, { body: { code } }, quiet),
};

/** The merchant's 分销商订单 (a tab of 电子卡订单). */
export const distributorOrders = defineResource<PortalOrderRow>({
  key: 'ecard-distributor-orders',
  list: (query) => call(D.page, { query: query as Q<typeof D.page> }),
  exportFile: (query) => call(D.export, { query: query as Q<typeof D.export> }) as Promise<Blob>,
});
export const distributorActions = {
  detail: (orderId: string) => call(D.detail, { query: { orderId } }),
  distributors: () => call(D.distributors),
  setSwitch: (distributorId: string, enabled: number) => call(D.switch, { body: { distributorId, enabled } }),
  bindAccount: (body: BodyOf<typeof D.account>) => call(D.account, { body }),
  disable: (orderId: string, disabled: number) => call(D.disable, { body: { orderId, disabled } }),
  cardNames: () => call(ecardApi.nameList),
};
