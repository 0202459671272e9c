import { z } from 'zod';
import { endpoint, returns } from '../endpoint.ts';
import type { Page } from '../envelope.ts';
import { zFilter, zId, zIds, zPageQuery, zInt } from '../schemas.ts';
import { MSG } from '../messages.ts';
import { READ_PERMS } from '../system/reads.ts';

/** A notice (通知公告) of the caller's tenant; the bell and the station-letter inbox list them. */
export interface NoticeRow {
  id: string;
  title: string;
  category: number;
  releaseTime: string | null;
  content: string | null;
  status: number;
  createTime: string;
  updateTime: string;
  /** 0 everyone (a platform notice: every tenant), 1 some tenants (platform), 2 some roles. */
  audience?: number;
  tenantIds?: string[];
  roleIds?: string[];
  [k: string]: unknown;
}

/** A station letter: a released notice meant for the caller, and whether they read it. */
export interface LetterRow {
  id: string;
  tenantId: string;
  title: string;
  category: number;
  releaseTime: string;
  content: string | null;
  /** Written by the platform (平台公告) rather than the caller's own tenant. */
  fromPlatform: boolean;
  read: boolean;
}

export const NOTICE_AUDIENCES = [
  { value: 0, label: '全部' },
  { value: 1, label: '指定商户' },
  { value: 2, label: '指定角色' },
] as const;

/** Figures of the /wel/dashboard page: people and roles, notices, the operation log of the last 7 days. */
export interface DashboardSummary {
  users: number;
  activeUsers: number;
  roles: number;
  depts: number;
  notices: number;
  callsToday: number;
  week: { day: string; calls: number; failures: number }[];
}

export const DESK_MSG = {
  noticeTitleRequired: '请输入通知标题',
  tenantsRequired: '请选择接收的商户',
  rolesRequired: '请选择接收的角色',
  tenantsPlatformOnly: '只有平台可以向指定商户发布通知',
} as const;

export const noticeForm = z
  .object({
    id: zId.optional(),
    title: z.string().trim().min(1, DESK_MSG.noticeTitleRequired).max(255),
    category: z.coerce.number().int().min(1).max(9).default(1),
    releaseTime: z.string().optional(),
    content: z.string().max(20000).optional().nullable(),
    status: z.coerce.number().int().min(0).max(1).optional(),
    audience: z.coerce.number().int().min(0).max(2).default(0),
    tenantIds: z
      .array(z.string().regex(/^\d{6}$/, MSG.paramInvalid))
      .max(1000)
      .default([]),
    roleIds: z.array(zId).max(200).default([]),
  })
  .refine((f) => f.audience !== 1 || f.tenantIds.length > 0, { message: DESK_MSG.tenantsRequired, path: ['tenantIds'] })
  .refine((f) => f.audience !== 2 || f.roleIds.length > 0, { message: DESK_MSG.rolesRequired, path: ['roleIds'] });
export const noticeQuery = zPageQuery.extend({ title: zFilter, category: zInt().optional() });

export const NOTICE_PERMS = { add: 'notice_add', edit: 'notice_edit', remove: 'notice_delete' } as const;

/** blade-desk: notices and the dashboard (spec 1, 首页 / 通知公告). */
export const deskApi = {
  noticePage: endpoint({
    method: 'GET',
    path: '/blade-desk/notice/page',
    aliases: ['/blade-desk/notice/list'],
    summary: 'Notices: page',
    query: noticeQuery,
    response: returns<Page<NoticeRow>>(),
  }),
  noticeDetail: endpoint({
    method: 'GET',
    path: '/blade-desk/notice/detail',
    summary: 'Notices: detail',
    query: z.object({ id: zId }),
    response: returns<NoticeRow>(),
  }),
  noticeSubmit: endpoint({
    method: 'POST',
    path: '/blade-desk/notice/submit',
    summary: 'Notices: add or update',
    body: noticeForm,
    perm: [NOTICE_PERMS.add, NOTICE_PERMS.edit],
    response: returns<NoticeRow>(),
  }),
  noticeSave: endpoint({
    method: 'POST',
    path: '/blade-desk/notice/save',
    summary: 'Notices: add',
    body: noticeForm,
    perm: [NOTICE_PERMS.add],
    response: returns<NoticeRow>(),
  }),
  noticeUpdate: endpoint({
    method: 'POST',
    path: '/blade-desk/notice/update',
    summary: 'Notices: update',
    body: noticeForm,
    perm: [NOTICE_PERMS.edit],
    response: returns<NoticeRow>(),
  }),
  noticeRemove: endpoint({
    method: 'POST',
    path: '/blade-desk/notice/remove',
    summary: 'Notices: remove',
    query: z.object({ ids: zIds }),
    perm: [NOTICE_PERMS.remove],
    response: returns<number>(),
  }),
  /** The top-bar bell: the newest released notices and the total. */
  noticeTop: endpoint({
    method: 'GET',
    path: '/blade-desk/notice/top',
    summary: 'The top notice list: the newest station letters of the caller (polled every 5 minutes)',
    response: returns<Page<LetterRow>>(),
  }),
  /** The station-letter inbox: released notices meant for the caller, unread first. */
  letters: endpoint({
    method: 'GET',
    path: '/blade-desk/notice/letters',
    summary: 'Station letters of the caller (read marks per user)',
    query: zPageQuery.extend({ unread: z.coerce.number().int().min(0).max(1).optional() }),
    response: returns<Page<LetterRow>>(),
  }),
  unread: endpoint({
    method: 'GET',
    path: '/blade-desk/notice/unread',
    summary: 'The bell: how many station letters the caller has not read',
    response: returns<number>(),
  }),
  read: endpoint({
    method: 'POST',
    path: '/blade-desk/notice/read',
    summary: 'Mark station letters read (the caller’s own marks)',
    body: z.object({
      items: z
        .array(z.object({ tenantId: z.string().regex(/^\d{6}$/), id: zId }))
        .max(200)
        .optional(),
      all: z.boolean().optional(),
    }),
    self: true,
    response: returns<number>(),
  }),
  dashboard: endpoint({
    method: 'GET',
    path: '/blade-desk/dashboard/summary',
    summary: "Dashboard figures of the caller's tenant",
    perm: READ_PERMS.dashboard,
    response: returns<DashboardSummary>(),
  }),
};
