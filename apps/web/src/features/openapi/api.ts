import { openApi, type BodyOf, type OpenAccountRow, type OpenCallRow } from '@yym/contract';
import { call, idList } from '../../app/call.ts';
import { defineResource } from '../../app/data.ts';

export type { OpenAccountRow, OpenCallRow } from '@yym/contract';

export const openAccounts = defineResource<OpenAccountRow>({
  key: 'open-account',
  list: (query) => call(openApi.page, { query }),
  detail: (id) => call(openApi.detail, { query: { id } }),
  remove: (ids) => call(openApi.remove, { query: { ids: idList(ids) } }),
});

export const openCalls = defineResource<OpenCallRow>({ key: 'open-call', list: (query) => call(openApi.callPage, { query }) });

export const openApiCalls = {
  save: (body: BodyOf<typeof openApi.save>) => call(openApi.save, { body }),
  resetSecret: (id: string) => call(openApi.resetSecret, { body: { id } }),
  setEnabled: (id: string, on: boolean) => call(on ? openApi.enable : openApi.disable, { body: { id } }),
};
