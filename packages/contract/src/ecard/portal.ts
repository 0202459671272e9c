import { z } from 'zod';
import { endpoint, returns } from '../endpoint.ts';
import type { Page } from '../envelope.ts';
import { MSG } from '../messages.ts';
import { withCheck, zDate, zFilter, zId, zPageQuery, zInt } from '../schemas.ts';
import { checkMobile } from '../validation.ts';
import { ECARD_PERMS as P } from './endpoints.ts';
import { ECARD_MSG } from './forms.ts';
import type { CardChecked, WriteOffRow } from './rows.ts';
import type {
  DistributorSetting,
  PortalCard,
  PortalDayUse,
  PortalLoginPage,
  PortalMe,
  PortalOrderDetail,
  PortalOrderRow,
  PortalSession,
  PortalStatusCount,
} from './portal-rows.ts';

export type * from './portal-rows.ts';

// The distributor e-card portal (spec 3 §7 "Distributor e-card"): a distributor of the tenant logs
// in on /outLogin?code=<tenant>&id=<distributor> (or the used-record login of /dataList), places
// e-card orders settled on account, follows them, reads the usage of the cards it sold and checks
// them at its own gate. The merchant's 分销商订单 lists those orders, switches a distributor's right
// to sell and freezes an order's cards. Portal calls carry the distributor's token as Merchant-Token.

export const PORTAL_MSG = {
  /** The same answer for an unknown, deleted or closed distributor link (it reveals nothing). */
  linkInvalid: '分销商链接无效或已停用',
  notDistributor: '请使用分销商账号登录',
  loginFailed: MSG.loginFailed,
  sellClosed: '该分销商已停止销售电子卡,请联系商户',
  readOnly: '当前账号只能查看使用记录',
  accountMissing: '未找到该分销商账号(用户类型须为分销商)',
  accountTaken: '该账号已绑定其他分销商',
  alreadyFrozen: '该订单没有可冻结的电子卡',
  notFrozen: '该订单没有已冻结的电子卡',
  codeRequired: '请输入或扫描电子卡二维码',
  cardFrozen: '该电子卡已被冻结,请联系商户',
} as const;

/** Held-card state of a frozen card (分销商订单·禁用): refused at every gate until unfrozen. */
export const USER_CARD_FROZEN = 4;
export const PORTAL_EXPORT_KINDS = { order: '分销订单', verify: '核销记录', appointment: '每日使用' } as const;
/** What the portal is: the out-distributor login (orders and checks) or the used-record login (usage only). */
export type PortalKind = 'out' | 'usedRecord';

export const portalLinkQuery = z.object({
  code: z
    .string()
    .trim()
    .regex(/^\d{6}$/, PORTAL_MSG.linkInvalid),
  /** The distributor's link key (32 hex characters, unguessable), where the spec's link has `id`. */
  id: z
    .string()
    .trim()
    .regex(/^[0-9a-f]{32}$/, PORTAL_MSG.linkInvalid),
});
export const portalLoginForm = portalLinkQuery.extend({
  username: z.string().trim().min(1, MSG.loginFailed).max(50, MSG.loginFailed),
  password: z.string().min(1, MSG.loginFailed).max(200, MSG.loginFailed),
  captchaKey: z.string().max(64).optional(),
  captchaCode: z.string().max(10).optional(),
});
export const portalOrderQuery = zPageQuery.extend({
  orderNo: zFilter,
  cardId: zId.optional(),
  orderStatus: zInt().optional(),
  startDate: zDate.optional(),
  endDate: zDate.optional(),
});
export const portalRecordQuery = zPageQuery.extend({
  cardNo: zFilter,
  startDate: zDate.optional(),
  endDate: zDate.optional(),
});
export const portalExportQuery = portalOrderQuery
  .omit({ current: true, size: true })
  .extend({ kind: z.enum(['order', 'verify', 'appointment']).default('order'), cardNo: zFilter });
export const portalPlaceForm = z.object({
  cardId: zId,
  quantity: z.coerce.number().int(MSG.paramInvalid).min(1, MSG.paramInvalid).max(100, MSG.paramInvalid),
  holderName: z.string().trim().min(1, ECARD_MSG.holderRequired).max(50),
  contactPhone: withCheck(z.string().trim(), checkMobile),
});
export const gpvVerifyForm = z.object({ code: z.string().trim().min(1, PORTAL_MSG.codeRequired).max(200, PORTAL_MSG.codeRequired) });

export const disOrderQuery = portalOrderQuery.extend({ distributorId: zId.optional() });
export const disOrderExportQuery = disOrderQuery.omit({ current: true, size: true });
export const disSwitchForm = z.object({ distributorId: zId, enabled: z.coerce.number().int().min(0).max(1) });
export const disOrderDisableForm = z.object({ orderId: zId, disabled: z.coerce.number().int().min(0).max(1).default(1) });
export const disAccountForm = z.object({
  distributorId: zId,
  account: z.string().trim().min(1, PORTAL_MSG.accountMissing).max(50),
  readOnly: z.coerce.number().int().min(0).max(1).default(0),
});

const PORTAL = '/yym-product-api/eCard/distributor';
const ORDERS = '/order-api/eCard/distributor/order';
const pub = { auth: 'public' as const };

const loginPage = (kind: PortalKind) =>
  endpoint({
    method: 'GET',
    path: `${PORTAL}/${kind}/loginPage`,
    summary: `Distributor portal (${kind}): what the login page shows for a tenant code and distributor id`,
    query: portalLinkQuery,
    ...pub,
    response: returns<PortalLoginPage>(),
  });
const login = (kind: PortalKind) =>
  endpoint({
    method: 'POST',
    path: `${PORTAL}/${kind}/login`,
    summary: `Distributor portal (${kind}): log in with the distributor account bound to the link's distributor`,
    body: portalLoginForm,
    ...pub,
    response: returns<PortalSession>(),
  });
const captcha = (kind: PortalKind) =>
  endpoint({
    method: 'GET',
    path: `${PORTAL}/${kind}/captcha`,
    summary: `Distributor portal (${kind}): a login captcha (the distributor login's own)`,
    ...pub,
    response: returns<{ key: string; image: string }>(),
  });

export const ecardPortalApi = {
  usedRecordLoginPage: loginPage('usedRecord'),
  usedRecordLogin: login('usedRecord'),
  usedRecordCaptcha: captcha('usedRecord'),
  outLoginPage: loginPage('out'),
  outLogin: login('out'),
  outCaptcha: captcha('out'),
  me: endpoint({
    method: 'GET',
    path: `${PORTAL}/me`,
    summary: 'Distributor portal: who is logged in',
    ...pub,
    response: returns<PortalMe>(),
  }),
  cards: endpoint({
    method: 'GET',
    path: `${PORTAL}/cards`,
    summary: 'Distributor portal: e-cards it may sell (on shelf, complete, stock left)',
    ...pub,
    response: returns<PortalCard[]>(),
  }),
  place: endpoint({
    method: 'POST',
    path: `${PORTAL}/order/place`,
    summary: 'Distributor portal: place an e-card order (settled on account: paid at once, cards issued)',
    body: portalPlaceForm,
    ...pub,
    response: returns<{ orderId: string; orderNo: string; totalMoney: number }>(),
  }),
  orderStatus: endpoint({
    method: 'GET',
    path: `${PORTAL}/orderStatus`,
    summary: 'Distributor portal: its orders counted by status',
    ...pub,
    response: returns<PortalStatusCount[]>(),
  }),
  orderPage: endpoint({
    method: 'GET',
    path: `${PORTAL}/order/page`,
    summary: 'Distributor portal: its own e-card orders',
    query: portalOrderQuery,
    ...pub,
    response: returns<Page<PortalOrderRow>>(),
  }),
  orderDetail: endpoint({
    method: 'GET',
    path: `${PORTAL}/order/detail`,
    summary: "Distributor portal: one of its orders with the cards' uses (another's is not found)",
    query: z.object({ orderId: zId }),
    ...pub,
    response: returns<PortalOrderDetail>(),
  }),
  appointmentPage: endpoint({
    method: 'GET',
    path: `${PORTAL}/appointmentPage`,
    summary: 'Distributor portal: uses of the cards it sold, by day',
    query: portalRecordQuery,
    ...pub,
    response: returns<Page<PortalDayUse>>(),
  }),
  verifyPage: endpoint({
    method: 'GET',
    path: `${PORTAL}/verifyPage`,
    summary: 'Distributor portal: check records of the cards it sold (the used-record list)',
    query: portalRecordQuery,
    ...pub,
    response: returns<Page<WriteOffRow>>(),
  }),
  exports: endpoint({
    method: 'GET',
    path: `${PORTAL}/exports`,
    summary: 'Distributor portal: xlsx of its orders, check records or daily uses',
    query: portalExportQuery,
    ...pub,
    blob: true,
    response: returns<unknown>(),
  }),
  gpvVerify: endpoint({
    method: 'POST',
    path: `${PORTAL}/gpvVerify`,
    summary: 'Distributor portal: check a held card it sold (one use, as the gate takes it)',
    body: gpvVerifyForm,
    ...pub,
    response: returns<CardChecked>(),
  }),
};

/** The merchant's 分销商订单 (inside 电子卡订单). */
export const ecardDistributorOrderApi = {
  page: endpoint({
    method: 'GET',
    path: `${ORDERS}/page`,
    summary: "Distributor orders: e-card orders placed by the tenant's distributors",
    query: disOrderQuery,
    perm: [P.order],
    response: returns<Page<PortalOrderRow>>(),
  }),
  detail: endpoint({
    method: 'GET',
    path: `${ORDERS}/detail`,
    summary: 'Distributor orders: one order with its cards',
    query: z.object({ orderId: zId }),
    perm: [P.order],
    response: returns<PortalOrderDetail>(),
  }),
  distributors: endpoint({
    method: 'GET',
    path: `${ORDERS}/distributors`,
    summary: 'Distributor orders: the distributors with their e-card switch and portal accounts',
    perm: [P.order],
    response: returns<DistributorSetting[]>(),
  }),
  switch: endpoint({
    method: 'POST',
    path: `${ORDERS}/switch`,
    summary: "Distributor orders: enable or stop a distributor's e-card sales",
    body: disSwitchForm,
    perm: [P.orderAudit],
    response: returns<{ distributorId: string; sellEnabled: number }>(),
  }),
  account: endpoint({
    method: 'POST',
    path: `${ORDERS}/account`,
    summary: 'Distributor orders: bind a distributor account (user type 2) to a distributor for the portal',
    body: disAccountForm,
    perm: [P.orderAudit],
    response: returns<{ distributorId: string; account: string }>(),
  }),
  disable: endpoint({
    method: 'POST',
    path: `${ORDERS}/disable`,
    summary: "Distributor orders: freeze (1) or unfreeze (0) an order's held cards",
    body: disOrderDisableForm,
    perm: [P.orderAudit],
    response: returns<number>(),
  }),
  export: endpoint({
    method: 'GET',
    path: `${ORDERS}/export`,
    summary: 'Distributor orders: xlsx',
    query: disOrderExportQuery,
    perm: [P.orderExport],
    blob: true,
    response: returns<unknown>(),
  }),
};
