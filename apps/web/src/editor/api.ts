import {
  type SECKILL_GOODS_TYPES,
  classifyApi,
  contentApi,
  decorationApi,
  decorationPickerApi,
  productApi,
  storefrontPage,
  storefrontPageApi,
  type ImageTextRow,
  type Page,
  type PageDoc,
  type QueryOf,
} from '@yym/contract';
import { call } from '../app/call.ts';
import { ApiError } from '../app/http.ts';
import { defineResource } from '../app/data.ts';

/** Typed calls of the decoration area (server: apps/server/src/modules/decoration). */
export type { DecoPage, DecoPageDetail, DecoVersion, Published } from '@yym/contract';

/** The designer's page list: every page of the tenant in one answer. */
export const DECO_PAGE_LIST = { current: 1, size: 200 } as const;

export const decoApi = {
  pages: (title?: string) => call(decorationApi.pages, { query: { ...DECO_PAGE_LIST, title } }),
  detail: (id: string) => call(decorationApi.detail, { query: { id } }),
  create: (title: string) => call(decorationApi.create, { body: { title } }),
  rename: (id: string, title: string) => call(decorationApi.rename, { body: { id, title } }),
  copy: (id: string) => call(decorationApi.copy, { body: { id } }),
  setHome: (id: string) => call(decorationApi.setHome, { body: { id } }),
  remove: (id: string) => call(decorationApi.remove, { query: { ids: id } }),
  /** Silent: the designer shows the conflict dialog itself. */
  saveDraft: (id: string, expectedVersion: number, doc: PageDoc) =>
    call(decorationApi.saveDraft, { body: { id, expectedVersion, doc } }, { silent: true }),
  publish: (id: string, expectedVersion: number, doc: PageDoc) =>
    call(decorationApi.publish, { body: { id, expectedVersion, doc } }, { silent: true }),
  versions: (id: string) => call(decorationApi.versions, { query: { id } }),
  rollback: (id: string, versionId: string) => call(decorationApi.rollback, { body: { id, versionId } }),
};

/** The designer's page list as a resource (its cache key in one place). */
export const decoPages = defineResource({ key: 'deco-pages', list: (params) => decoApi.pages(params.title as string | undefined) });

/** Someone saved the page since the editor loaded it (409): the designer asks what to keep. */
export const isSaveConflict = (e: unknown): e is ApiError => e instanceof ApiError && e.code === 409;

/** The published storefront (public calls: no token, failures shown by the page). */
export const storefrontApi = {
  home: (tenantId: string) => call(storefrontPageApi.home, { query: { tenantId } }, { noAuth: true, silent: true }),
  page: (pageId: string) => call(storefrontPage(pageId), {}, { noAuth: true, silent: true }),
};

type Params<E> = Partial<NonNullable<QueryOf<E>>>;
type SeckillGoodsType = (typeof SECKILL_GOODS_TYPES)[number];

/** Picker data (commerce calls of the product and catalogue areas; the rest served by the decoration and content modules). */
export const pickerApi = {
  shelfGoods: (query: Params<typeof productApi.shelfPage>) => call(productApi.shelfPage, { query }),
  categories: () => call(classifyApi.tree),
  tickets: (query: Params<typeof productApi.ticketPage>) => call(productApi.ticketPage, { query: { ...query, shelfStatus: 1 } }),
  voices: (query: Params<typeof decorationPickerApi.voices>) => call(decorationPickerApi.voices, { query }),
  /** `goodType` is a tab key (one of SECKILL_GOODS_TYPES). */
  seckill: ({ goodType, ...query }: Omit<Params<typeof decorationPickerApi.seckill>, 'goodType'> & { goodType?: string }) =>
    call(decorationPickerApi.seckill, { query: { ...query, goodType: goodType as SeckillGoodsType | undefined } }),
  groupBuy: (query: Params<typeof decorationPickerApi.groupBuy>) =>
    call(decorationPickerApi.groupBuy, { query: { ...query, statusList: '1,2' } }),
  activities: (query: Params<typeof decorationPickerApi.activities>) => call(decorationPickerApi.activities, { query }),
  strategies: (query: Params<typeof decorationPickerApi.strategies>) => call(decorationPickerApi.strategies, { query }),
  /** The image-text list answers `{ list, total }`; the picker reads a page. */
  imageText: async (query: Params<typeof contentApi.imageTextList>): Promise<Page<ImageTextRow>> => {
    const answer = await call(contentApi.imageTextList, { query });
    return { records: answer.list, total: answer.total } as Page<ImageTextRow>;
  },
};
