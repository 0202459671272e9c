import { deskApi, type NoticeRow } from '@yym/contract';
import { call } from '../../app/call.ts';
import { defineResource } from '../../app/data.ts';

export type { DashboardSummary, NoticeRow } from '@yym/contract';

/** The station-letter inbox: the tenant's notices, a page at a time. */
export const notices = defineResource<NoticeRow>({
  key: 'notices',
  list: (query) => call(deskApi.noticePage, { query }),
  detail: (id) => call(deskApi.noticeDetail, { query: { id } }),
});

export const deskCalls = {
  /** The newest released notices (the home page's list, like the top-bar bell); failures stay quiet. */
  noticeTop: () => call(deskApi.noticeTop, {}, { silent: true }),
  dashboard: () => call(deskApi.dashboard),
};
