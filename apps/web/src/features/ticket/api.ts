import type { Page } from '@yym/contract';
import { http } from '../../app/http.ts';

export interface CheckResult { checked: number; methodText: string; productName: string; orderNo: string; guests: { id: string; guestName: string | null }[] }
export interface CheckRecord { id: string; orderNo: string | null; productName: string | null; guestName: string | null; method: number; methodText: string;
  deviceNo: string | null; result: number; reason: string | null; userName: string | null; createTime: string }

const V = '/yym-verification-api';
export const ticketApi = {
  // Refusals are shown on the page itself (big, for a clerk at a gate), not as a toast.
  check: (body: { method: number; code?: string; guestIds?: string[]; deviceNo?: string }) =>
    http.post<CheckResult>(`${V}/manPower/verify/submit`, body, undefined, { silent: true }),
  batch: (orderIds: string[], deviceNo?: string) => http.post<CheckResult>(`${V}/batch/verify/submit`, { orderIds, deviceNo }, undefined, { silent: true }),
  records: (params: Record<string, unknown>) => http.get<Page<CheckRecord>>(`${V}/verification/record/page`, params),
  exportRecords: (params: Record<string, unknown>) => http.post<Blob>(`${V}/verification/record/export`, undefined, params, { blob: true }),
};
