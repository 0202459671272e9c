import { z } from 'zod';
import { endpoint, returns } from '../endpoint.ts';
import { MSG } from '../messages.ts';
import { zDate, zId } from '../schemas.ts';

// 电子卡报表: five reports over a range of China days, each with its xlsx.

export const ECARD_REPORTS = {
  dailySales: '日销售统计',
  dailyActivation: '日激活统计',
  verifySummary: '核销汇总',
  projectVerify: '项目核销统计',
  signedProjects: '签约项目分析',
} as const;
export type EcardReportName = keyof typeof ECARD_REPORTS;

/** The longest range one report reads. */
export const ECARD_REPORT_MAX_DAYS = 366;

const days = (a: string, b: string) => (Date.parse(b) - Date.parse(a)) / 86_400_000 + 1;

const range = z.object({ startDate: zDate, endDate: zDate, cardId: zId.optional() });
const inRange = <T extends z.infer<typeof range>>(s: z.ZodType<T>) =>
  s
    .refine((q) => q.startDate <= q.endDate, { message: MSG.paramInvalid, path: ['endDate'] })
    .refine((q) => days(q.startDate, q.endDate) <= ECARD_REPORT_MAX_DAYS, { message: MSG.coBatchRangeTooLong, path: ['endDate'] });

export const ecardReportQuery = inRange(range);
export const ecardReportExportQuery = inRange(
  range.extend({ report: z.enum(Object.keys(ECARD_REPORTS) as [EcardReportName, ...EcardReportName[]], { message: MSG.paramInvalid }) }),
);

/** Paid e-card orders by the China day they were paid; money in cents. */
export interface EcardSalesDay {
  day: string;
  orders: number;
  cards: number;
  saleMoney: number;
  refundMoney: number;
}
/** Held cards by the day they were activated, by where they came from. */
export interface EcardActivationDay {
  day: string;
  purchased: number;
  codes: number;
  gifts: number;
  total: number;
}
/** Gate checks of held cards by day. */
export interface EcardVerifyDay {
  day: string;
  uses: number;
  cards: number;
}
/** Gate checks by project. */
export interface EcardProjectVerify {
  projectName: string;
  cardName: string;
  uses: number;
  cards: number;
}
/** A project the cards in use are signed for: uses allowed, used, and the share used. */
export interface EcardSignedProject {
  projectName: string;
  cardName: string;
  cards: number;
  allowed: number;
  used: number;
  /** used / allowed, 0–1 (0 when nothing is allowed). */
  rate: number;
}

const REPORT = '/yym-biz-report/eCard';
const PERM = ['ecard_report'];
const get = <R>(path: string, summary: string) =>
  endpoint({ method: 'GET', path: `${REPORT}/${path}`, summary, query: ecardReportQuery, perm: PERM, response: returns<R>() });

/** yym-biz-report/eCard: the e-card reports and their export. */
export const ecardReportApi = {
  dailySales: get<EcardSalesDay[]>('dailySales', 'E-card report: daily sales'),
  dailyActivation: get<EcardActivationDay[]>('dailyActivation', 'E-card report: daily activations'),
  verifySummary: get<EcardVerifyDay[]>('verifySummary', 'E-card report: gate checks by day'),
  projectVerify: get<EcardProjectVerify[]>('projectVerify', 'E-card report: gate checks by project'),
  signedProjects: get<EcardSignedProject[]>('signedProjects', 'E-card report: signed projects analysis'),
  exportFile: endpoint({
    method: 'GET',
    path: `${REPORT}/export`,
    summary: 'E-card report: export one report (xlsx)',
    query: ecardReportExportQuery,
    perm: ['ecard_report_export'],
    blob: true,
  }),
};
