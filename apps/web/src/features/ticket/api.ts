import type { Page } from '@yym/contract';
import { http } from '../../app/http.ts';

export interface CheckResult { checked: number; methodText: string; productName: string; orderNo: string; guests: { id: string; guestName: string | null }[] }
export interface CheckRecord { id: string; orderNo: string | null; productName: string | null; guestName: string | null; method: number; methodText: string;
  deviceNo: string | null; result: number; reason: string | null; userName: string | null; createTime: string }

export interface MethodConfig { method: number; name: string; enabled: number }
export interface Power { id: string; userId: string; userName: string; productIds: string[]; products: { id: string; name: string }[]; createTime: string }

const V = '/yym-verification-api';
export const ticketApi = {
  // Refusals are shown on the page itself (big, for a clerk at a gate), not as a toast.
  check: (body: { method: number; code?: string; guestIds?: string[]; deviceNo?: string }) =>
    http.post<CheckResult>(`${V}/manPower/verify/submit`, body, undefined, { silent: true }),
  batch: (orderIds: string[], deviceNo?: string) => http.post<CheckResult>(`${V}/batch/verify/submit`, { orderIds, deviceNo }, undefined, { silent: true }),
  records: (params: Record<string, unknown>) => http.get<Page<CheckRecord>>(`${V}/verification/record/page`, params),
  exportRecords: (params: Record<string, unknown>) => http.post<Blob>(`${V}/verification/record/export`, undefined, params, { blob: true }),
  deviceRecords: (params: Record<string, unknown>) => http.get<Page<CheckRecord>>(`${V}/verification/record/deviceNoRecordList`, params),
  configList: () => http.get<MethodConfig[]>(`${V}/verify/type/configList`),
  configSave: (configs: { method: number; enabled: number }[]) => http.post(`${V}/verify/type/configAdd`, { configs }),
  powerList: (params: Record<string, unknown>) => http.get<Page<Power>>(`${V}/verify/power/list`, params),
  powerDetail: (powerId: string) => http.get<Power>(`${V}/verify/power/detail`, { powerId }),
  powerSave: (body: { id?: string; userId: string; productIds: string[] }) => http.post<Power>(`${V}/verify/power/addPower`, body),
  powerDelete: (powerId: string) => http.post(`${V}/verify/power/delete`, undefined, { powerId }),
  powerUsers: () => http.get<{ id: string; account: string; realName: string | null; name: string | null }[]>(`${V}/verify/power/verifyUserList`),
};
