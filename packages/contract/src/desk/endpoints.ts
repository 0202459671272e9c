import { z } from 'zod';
import { endpoint, returns } from '../endpoint.ts';
import type { Page } from '../envelope.ts';
import { zFilter, zId, zIds, zPageQuery, zInt } from '../schemas.ts';
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
  [k: string]: unknown;
}

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

export const DESK_MSG = { noticeTitleRequired: '请输入通知标题' } as const;

export const noticeForm = z.object({
  id: zId.optional(),
  title: z.string().trim().min(1, DESK_MSG.noticeTitleRequired).max(255),
  category: z.coerce.number().int().min(1).max(9).default(1),
  releaseTime: z.string().optional(),
  content: z.string().max(20000).optional().nullable(),
  status: z.coerce.number().int().min(0).max(1).optional(),
});
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
    summary: 'Newest notices for the top-bar bell',
    response: returns<Page<NoticeRow>>(),
  }),
  dashboard: endpoint({
    method: 'GET',
    path: '/blade-desk/dashboard/summary',
    summary: "Dashboard figures of the caller's tenant",
    perm: READ_PERMS.dashboard,
    response: returns<DashboardSummary>(),
  }),
};
