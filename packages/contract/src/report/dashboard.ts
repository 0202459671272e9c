import { z } from 'zod';
import { endpoint, returns } from '../endpoint.ts';
import type { Page } from '../envelope.ts';
import { zId, zIds, zPageQuery } from '../schemas.ts';

// 实时客流: the merchant's real-time traffic and its full-screen dashboards, opened by a read-only token.

export const DASHBOARD_DATA_TYPES = { hourly: '分时入园', sales: '今日销售', capacity: '承载量' } as const;
export type DashboardDataType = keyof typeof DASHBOARD_DATA_TYPES;

export const DASHBOARD_MSG = {
  nameMissing: '请输入大屏名称',
  dataTypesMissing: '请至少选择一项展示数据',
  capacityInvalid: '承载量应为0到1000000之间的整数',
  refreshInvalid: '刷新间隔应为10到600秒',
  tokenInvalid: '大屏链接已失效，请向商户索取新的链接',
  notOpen: '该大屏未开启访问',
} as const;

export interface DashboardRow {
  id: string;
  name: string;
  poiId: string | null;
  poiName: string | null;
  capacity: number;
  dataTypes: DashboardDataType[];
  refreshSeconds: number;
  /** 1: the screen may be opened with its token. */
  isOpenLook: number;
  /** A token has been issued (the token itself is shown once, when issued). */
  hasToken: boolean;
  tokenTime: string | null;
  createTime: string;
}

/** Today's figures of one tenant (and scenic spot): what the big screen draws. */
export interface RealTimeFigures {
  day: string;
  /** Checked guests by hour, 0–23. */
  hourly: number[];
  checkedToday: number;
  /** Guests checked so far in the current hour. */
  thisHour: number;
  paidOrders: number;
  paidQty: number;
  paidMoney: number;
  refundMoney: number;
  capacity: number;
  updatedAt: string;
}
export interface DashboardView {
  name: string;
  tenantName: string;
  dataTypes: DashboardDataType[];
  refreshSeconds: number;
  figures: RealTimeFigures;
}

const TYPES = Object.keys(DASHBOARD_DATA_TYPES) as [DashboardDataType, ...DashboardDataType[]];
export const dashboardForm = z.object({
  id: zId.optional(),
  name: z.string({ message: DASHBOARD_MSG.nameMissing }).trim().min(1, DASHBOARD_MSG.nameMissing).max(50),
  poiId: zId.nullish(),
  capacity: z.coerce
    .number({ message: DASHBOARD_MSG.capacityInvalid })
    .int(DASHBOARD_MSG.capacityInvalid)
    .min(0, DASHBOARD_MSG.capacityInvalid)
    .max(1_000_000, DASHBOARD_MSG.capacityInvalid),
  dataTypes: z
    .array(z.enum(TYPES, { message: DASHBOARD_MSG.dataTypesMissing }))
    .min(1, DASHBOARD_MSG.dataTypesMissing)
    .max(3),
  refreshSeconds: z.coerce
    .number({ message: DASHBOARD_MSG.refreshInvalid })
    .int(DASHBOARD_MSG.refreshInvalid)
    .min(10, DASHBOARD_MSG.refreshInvalid)
    .max(600, DASHBOARD_MSG.refreshInvalid)
    .default(30),
});
export const dashboardPageQuery = zPageQuery.extend({ name: z.string().trim().max(50).optional() });
/** The token names its tenant before a dot: `<tenant>.<40 hex>`. */
export const dashboardTokenQuery = z.object({
  token: z
    .string()
    .trim()
    .regex(/^[0-9]{1,12}\.[0-9a-f]{40,64}$/, DASHBOARD_MSG.tokenInvalid),
});

const R = '/yym-biz-report/realTime';
const PERM = 'real_time';

/** yym-biz-report/realTime: 实时客流 and its dashboards. */
export const dashboardApi = {
  page: endpoint({
    method: 'GET',
    path: `${R}/page`,
    summary: 'Real-time dashboards: page',
    query: dashboardPageQuery,
    perm: [PERM],
    response: returns<Page<DashboardRow>>(),
  }),
  add: endpoint({
    method: 'POST',
    path: `${R}/add`,
    summary: 'Real-time dashboards: add',
    body: dashboardForm,
    perm: [`${PERM}_add`],
    response: returns<DashboardRow>(),
  }),
  updateDetail: endpoint({
    method: 'POST',
    path: `${R}/updateDeatil`,
    aliases: [`${R}/updateDetail`],
    summary: 'Real-time dashboards: update',
    body: dashboardForm.extend({ id: zId }),
    perm: [`${PERM}_edit`],
    response: returns<DashboardRow>(),
  }),
  del: endpoint({
    method: 'POST',
    path: `${R}/del`,
    summary: 'Real-time dashboards: remove (its token stops working)',
    query: z.object({ ids: zIds }),
    perm: [`${PERM}_delete`],
    response: returns<number>(),
  }),
  configDetail: endpoint({
    method: 'GET',
    path: `${R}/configDetail`,
    summary: 'Real-time dashboards: detail',
    query: z.object({ id: zId }),
    perm: [PERM],
    response: returns<DashboardRow>(),
  }),
  updateIsOpenLook: endpoint({
    method: 'POST',
    path: `${R}/updateIsOpenLook`,
    summary: 'Real-time dashboards: open or close the screen to its token (closing revokes the token)',
    body: z.object({ id: zId, isOpenLook: z.coerce.number().int().min(0).max(1) }),
    perm: [`${PERM}_edit`],
    response: returns<DashboardRow>(),
  }),
  getDataType: endpoint({
    method: 'GET',
    path: `${R}/getDataType`,
    summary: 'Real-time dashboards: the kinds of figures a screen can show',
    perm: [PERM],
    response: returns<{ value: DashboardDataType; label: string }[]>(),
  }),
  today: endpoint({
    method: 'GET',
    path: `${R}/today`,
    summary: "Real-time traffic: today's figures",
    query: z.object({ poiId: zId.optional() }),
    perm: [PERM],
    response: returns<RealTimeFigures>(),
  }),
  token: endpoint({
    method: 'POST',
    path: `${R}/dashboard/token`,
    summary: 'Real-time dashboards: issue a new read-only token (the old one stops working); shown once',
    body: z.object({ id: zId }),
    perm: [`${PERM}_edit`],
    response: returns<{ token: string }>(),
  }),
  config: endpoint({
    method: 'GET',
    path: `${R}/dashboard/config`,
    summary: "Real-time dashboards: the screen's configuration and today's figures, by its read-only token",
    query: dashboardTokenQuery,
    auth: 'public',
    response: returns<DashboardView>(),
  }),
};
