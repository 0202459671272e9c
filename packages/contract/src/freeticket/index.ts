import { z } from 'zod';
import { endpoint, returns } from '../endpoint.ts';
import type { Page } from '../envelope.ts';
import { zDate, zFilter, zId, zIdText, zIds, zPageQuery } from '../schemas.ts';

/** The messages of 免票政策, each written once for the form and the server. */
export const FREE_TICKET_MSG = {
  nameRequired: '请输入政策名称',
  goodsRequired: '请选择适用门票',
  dateRequired: '请选择有效期',
  dateOrder: '结束日期不能早于开始日期',
  ageRequired: '请至少填写一个年龄条件',
  ageRange: '年龄为0-150岁',
  ageOrder: '最小年龄不能大于最大年龄',
  quotaRange: '每日名额为0-100000(0为不限)',
} as const;
const M = FREE_TICKET_MSG;

const zAge = z.coerce.number({ error: M.ageRange }).int(M.ageRange).min(0, M.ageRange).max(150, M.ageRange).nullish();
/**
 * A free-ticket policy: the tickets it applies to, who qualifies by the age on the traveller's ID card
 * (ageMin ≤ age, and age < ageMax; either may be left open), a daily quota (0: no limit) and dates.
 */
export const freeTicketForm = z
  .object({
    id: zId.optional(),
    name: z.string({ error: M.nameRequired }).trim().min(1, M.nameRequired).max(50),
    productIds: z.array(zIdText).min(1, M.goodsRequired).max(200),
    ageMin: zAge,
    ageMax: zAge,
    dailyQuota: z.coerce.number({ error: M.quotaRange }).int(M.quotaRange).min(0, M.quotaRange).max(100000, M.quotaRange).default(0),
    startDate: zDate.or(z.literal('').transform(() => null)).nullish(),
    endDate: zDate.or(z.literal('').transform(() => null)).nullish(),
    policyStatus: z.coerce.number().int().min(0).max(1).default(1),
    remark: z.string().trim().max(200).nullish(),
  })
  .superRefine((v, ctx) => {
    if (v.ageMin == null && v.ageMax == null) ctx.addIssue({ code: 'custom', message: M.ageRequired, path: ['ageMin'] });
    if (v.ageMin != null && v.ageMax != null && v.ageMin > v.ageMax)
      ctx.addIssue({ code: 'custom', message: M.ageOrder, path: ['ageMax'] });
    if (!v.startDate || !v.endDate) ctx.addIssue({ code: 'custom', message: M.dateRequired, path: ['startDate'] });
    else if (v.endDate < v.startDate) ctx.addIssue({ code: 'custom', message: M.dateOrder, path: ['endDate'] });
  });
export const freeTicketQuery = zPageQuery.extend({ name: zFilter, policyStatus: z.coerce.number().int().min(0).max(1).optional() });

export interface FreeTicketRow {
  id: string;
  name: string;
  productIds: string[];
  productNames: string[];
  ageMin: number | null;
  ageMax: number | null;
  dailyQuota: number;
  startDate: string;
  endDate: string;
  policyStatus: number;
  remark: string | null;
  createTime: string;
  [k: string]: unknown;
}
export interface FreeTicketCheck {
  /** The traveller's age today (China), from the ID card's birth date. */
  age: number;
  eligible: boolean;
}

/** Who qualifies, as the list shows it: "≥65岁", "<6岁", "6-18岁". */
export function freeTicketAgeText(r: { ageMin: number | null; ageMax: number | null }): string {
  if (r.ageMin != null && r.ageMax != null) return `${r.ageMin}-${r.ageMax}岁(不含${r.ageMax})`;
  if (r.ageMin != null) return `≥${r.ageMin}岁`;
  return `<${r.ageMax}岁`;
}

/** Button codes of 免票政策 (menus-business.ts: code `free_ticket`, CRUD). */
export const FREE_TICKET_PERMS = {
  menu: 'free_ticket',
  add: 'free_ticket_add',
  edit: 'free_ticket_edit',
  remove: 'free_ticket_delete',
  view: 'free_ticket_view',
} as const;
const P = FREE_TICKET_PERMS;
const READ = [P.menu, P.view, P.add, P.edit];
const FT = '/yym-marketing-api/freeTicket';

/** yym-marketing-api/freeTicket: 免票政策, config CRUD and status. */
export const freeTicketApi = {
  page: endpoint({
    method: 'GET',
    path: `${FT}/page`,
    summary: 'Free-ticket policies: page',
    query: freeTicketQuery,
    perm: READ,
    response: returns<Page<FreeTicketRow>>(),
  }),
  detail: endpoint({
    method: 'GET',
    path: `${FT}/detail`,
    summary: 'Free-ticket policy: detail',
    query: z.object({ id: zId }),
    perm: READ,
    response: returns<FreeTicketRow>(),
  }),
  submit: endpoint({
    method: 'POST',
    path: `${FT}/submit`,
    summary: 'Free-ticket policy: add (no id) or update',
    body: freeTicketForm,
    perm: [P.add, P.edit],
    response: returns<FreeTicketRow>(),
  }),
  remove: endpoint({
    method: 'POST',
    path: `${FT}/remove`,
    summary: 'Free-ticket policies: delete',
    query: z.object({ ids: zIds }),
    perm: [P.remove],
    response: returns<number>(),
  }),
  status: endpoint({
    method: 'POST',
    path: `${FT}/status`,
    summary: 'Free-ticket policy: enable or disable',
    body: z.object({ id: zId, policyStatus: z.coerce.number().int().min(0).max(1) }),
    perm: [P.edit],
    response: returns<FreeTicketRow>(),
  }),
  goods: endpoint({
    method: 'GET',
    path: `${FT}/goods`,
    summary: "Free-ticket policy: the shop's tickets to pick",
    query: z.object({ name: z.string().trim().max(50).optional(), ids: zIds.optional() }),
    perm: READ,
    response: returns<{ id: string; name: string }[]>(),
  }),
  check: endpoint({
    method: 'GET',
    path: `${FT}/check`,
    summary: 'Free-ticket policy: does a traveller (ID card) qualify today',
    query: z.object({ id: zId, cardNum: z.string().trim().max(30) }),
    perm: READ,
    response: returns<FreeTicketCheck>(),
  }),
};
