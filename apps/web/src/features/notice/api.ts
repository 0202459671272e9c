import { deskApi, roleApi, type BodyOf, type NoticeRow } from '@yym/contract';
import { call, idList } from '../../app/call.ts';
import { defineResource } from '../../app/data.ts';

export type { NoticeRow } from '@yym/contract';

/** 通知公告: the notices of the caller's tenant (drafts too, for those who write them). */
export const noticeList = defineResource<NoticeRow>({
  key: 'notice-admin',
  list: (query) => call(deskApi.noticePage, { query }),
  detail: (id) => call(deskApi.noticeDetail, { query: { id } }),
  add: (row) => call(deskApi.noticeSubmit, { body: row as BodyOf<typeof deskApi.noticeSubmit> }),
  update: (row) => call(deskApi.noticeSubmit, { body: row as BodyOf<typeof deskApi.noticeSubmit> }),
  remove: (ids) => call(deskApi.noticeRemove, { query: { ids: idList(ids) } }),
});

export const noticeCalls = { roles: () => call(roleApi.tree, { query: {} }) };
