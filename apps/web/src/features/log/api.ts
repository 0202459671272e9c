import { logApi, type ApiLogRow, type ErrorLogRow } from '@yym/contract';
import { call } from '../../app/call.ts';
import { defineResource } from '../../app/data.ts';

export const apiLogs = defineResource<ApiLogRow>({
  key: 'log-api',
  list: (query) => call(logApi.apiPage, { query }),
  detail: (id) => call(logApi.apiDetail, { query: { id } }),
});

export const errorLogs = defineResource<ErrorLogRow>({
  key: 'log-error',
  list: (query) => call(logApi.errorPage, { query }),
});
