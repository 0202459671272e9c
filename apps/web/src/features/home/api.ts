import { deskApi, type LetterRow } from '@yym/contract';
import { call } from '../../app/call.ts';
import { defineResource } from '../../app/data.ts';

export type { DashboardSummary, LetterRow, NoticeRow } from '@yym/contract';

/** The station letters of the caller: released notices meant for them, with their read marks. */
export const letters = defineResource<LetterRow>({
  key: 'letters',
  list: (query) => call(deskApi.letters, { query }),
});

export const deskCalls = {
  markRead: (items: { tenantId: string; id: string }[]) => call(deskApi.read, { body: { items } }),
  markAllRead: () => call(deskApi.read, { body: { all: true } }),
  /** The newest released notices (the home page's list, like the top-bar bell); failures stay quiet. */
  noticeTop: () => call(deskApi.noticeTop, {}, { silent: true }),
  dashboard: () => call(deskApi.dashboard),
};
