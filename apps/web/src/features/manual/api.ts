import { manualApi, type BodyOf } from '@yym/contract';
import { call, idList } from '../../app/call.ts';

export type { ManualChapter, ManualHit, ManualNode } from '@yym/contract';

export const manualCalls = {
  tree: (kind: number) => call(kind === 2 ? manualApi.fundTree : manualApi.tree),
  detail: (id: string) => call(manualApi.detail, { query: { id } }),
  search: (keyword: string) => call(manualApi.search, { query: { keyword } }),
  submit: (body: BodyOf<typeof manualApi.submit>) => call(manualApi.submit, { body }),
  remove: (id: string) => call(manualApi.remove, { query: { ids: idList([id]) } }),
};
