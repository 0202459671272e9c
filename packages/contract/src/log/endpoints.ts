import { z } from 'zod';
import { endpoint, returns } from '../endpoint.ts';
import type { Page } from '../envelope.ts';
import { zFilter, zId, zPageQuery } from '../schemas.ts';

/** One call of the operation log: who did what, from where, with which outcome. */
export interface ApiLogRow {
  id: string;
  title: string;
  method: string;
  requestUri: string;
  route: string;
  remoteIp: string;
  userAgent: string;
  timeMs: number;
  outcomeCode: number;
  outcomeMsg: string;
  createBy: string;
  createTime: string;
}
/** An error the browser caught and the user uploaded from the error-log dialog. */
export interface ErrorLogRow {
  id: string;
  type: string | null;
  url: string | null;
  message: string | null;
  stack: string | null;
  happenedAt: string | null;
  createBy: string;
  createTime: string;
}

export const apiLogQuery = zPageQuery.extend({ createBy: zFilter, requestUri: zFilter, outcome: z.enum(['ok', 'fail']).optional() });

export const browserErrors = z
  .array(
    z.object({
      type: z.string().max(50).optional(),
      url: z.string().max(1000).optional(),
      message: z.string().max(4000).optional(),
      stack: z.string().max(20000).optional(),
      time: z.union([z.string(), z.number()]).optional(),
    }),
  )
  .max(200);

/** blade-log: the operation log and the browser error log (spec 1 §5, 日志管理). */
export const logApi = {
  apiPage: endpoint({
    method: 'GET',
    path: '/blade-log/api/page',
    aliases: ['/blade-log/api/list'],
    summary: 'Operation log: page',
    query: apiLogQuery,
    perm: ['log_api'],
    response: returns<Page<ApiLogRow>>(),
  }),
  apiDetail: endpoint({
    method: 'GET',
    path: '/blade-log/api/detail',
    summary: 'Operation log: detail',
    query: z.object({ id: zId }),
    perm: ['log_api'],
    response: returns<ApiLogRow>(),
  }),
  errorUpload: endpoint({
    method: 'POST',
    path: '/blade-log/error/upload',
    summary: 'Upload browser error logs',
    self: true,
    body: browserErrors,
    response: returns<number>(),
  }),
  errorPage: endpoint({
    method: 'GET',
    path: '/blade-log/error/list',
    summary: 'Browser error logs: page',
    query: zPageQuery,
    perm: ['log_error'],
    response: returns<Page<ErrorLogRow>>(),
  }),
};
