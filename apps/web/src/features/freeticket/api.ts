import { freeTicketApi as A, type BodyOf, type FreeTicketRow, type QueryOf } from '@yym/contract';
import { call, idList } from '../../app/call.ts';
import { defineResource } from '../../app/data.ts';

export type { FreeTicketRow } from '@yym/contract';

/** 免票政策: the free-ticket policies. */
export const freeTickets = defineResource<FreeTicketRow>({
  key: 'free-tickets',
  list: (query) => call(A.page, { query: query as QueryOf<typeof A.page> }),
  detail: (id) => call(A.detail, { query: { id } }),
  add: (row) => call(A.submit, { body: row as BodyOf<typeof A.submit> }),
  update: (row) => call(A.submit, { body: row as BodyOf<typeof A.submit> }),
  remove: (ids) => call(A.remove, { query: { ids: idList(ids) } }),
});
export const freeTicketStatus = (id: string, policyStatus: number) => call(A.status, { body: { id, policyStatus } });
export const freeTicketGoods = (name?: string, ids?: string[]) =>
  call(A.goods, { query: { name, ids: ids?.length ? idList(ids) : undefined } });
export const freeTicketCheck = (id: string, cardNum: string) => call(A.check, { query: { id, cardNum } });
