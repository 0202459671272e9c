import type { Page, PageDoc } from '@yym/contract';
import { http } from '../app/http.ts';

/** Typed calls of the decoration area (server: apps/server/src/modules/decoration). */
const B = '/yym-content-api/decoration/page';

export interface DecoPage {
  id: string;
  title: string;
  isHome: number;
  revision: number;
  blockCount?: number;
  publishedVersionId: string | null;
  publishedVersionNo: number | null;
  publishedTime: string | null;
  updateTime: string;
}
export interface DecoPageDetail extends DecoPage {
  draft: PageDoc;
}
export interface DecoVersion {
  id: string;
  versionNo: number;
  blockCount: number;
  note: string;
  createTime: string;
  createUserName: string | null;
  current: boolean;
}
export interface Published {
  tenantId: string;
  pageId: string;
  versionNo: number;
  publishedTime: string;
  doc: PageDoc;
}

export const decoApi = {
  pages: (title?: string) => http.get<Page<DecoPage>>(`${B}/page`, { current: 1, size: 200, title }),
  detail: (id: string) => http.get<DecoPageDetail>(`${B}/detail`, { id }),
  create: (title: string) => http.post<DecoPage>(`${B}/save`, { title }),
  rename: (id: string, title: string) => http.post<DecoPage>(`${B}/rename`, { id, title }),
  copy: (id: string) => http.post<DecoPage>(`${B}/copy`, { id }),
  setHome: (id: string) => http.post(`${B}/setHome`, { id }),
  remove: (id: string) => http.post(`${B}/remove`, undefined, { ids: id }),
  /** Silent: the designer shows the conflict dialog itself. */
  saveDraft: (id: string, expectedVersion: number, doc: PageDoc) =>
    http.post<{ revision: number; updateTime: string }>(`${B}/draft`, { id, expectedVersion, doc }, undefined, { silent: true }),
  publish: (id: string, expectedVersion: number, doc: PageDoc) =>
    http.post<{ versionId: string; versionNo: number; revision: number }>(`${B}/publish`, { id, expectedVersion, doc }, undefined, { silent: true }),
  versions: (id: string) => http.get<DecoVersion[]>(`${B}/versions`, { id }),
  rollback: (id: string, versionId: string) => http.post<{ versionNo: number; revision: number }>(`${B}/rollback`, { id, versionId }),
};

export const storefrontApi = {
  home: (tenantId: string) => http.get<Published>('/yym-content-api/h5/page/home', { tenantId }, { noAuth: true, silent: true }),
  page: (pageId: string) => http.get<Published>(`/yym-content-api/h5/page/${pageId}`, undefined, { noAuth: true, silent: true }),
};

/** Picker data (commerce calls per the shared contract; the rest served by the decoration module). */
export const pickerApi = {
  shelfGoods: (p: Record<string, unknown>) => http.get<Page<any>>('/yym-product-api/b/product/shelf/page', p),
  categories: () => http.get<any[]>('/yym-product-api/productClassify/selectAllTypeList'),
  tickets: (p: Record<string, unknown>) => http.get<Page<any>>('/yym-product-api/b/product/ticket/page', { ...p, shelfStatus: 1 }),
  voices: (p: Record<string, unknown>) => http.get<Page<any>>('/yym-content-api/voice/page', p),
  seckill: (p: Record<string, unknown>) => http.get<Page<any>>('/yym-marketing-api/seckill/goods/page', p),
  groupBuy: (p: Record<string, unknown>) => http.get<Page<any>>('/yym-marketing-api/groupBuy/page', { ...p, statusList: '1,2' }),
  activities: (p: Record<string, unknown>) => http.get<Page<any>>('/yym-marketing-api/activity/page', p),
  strategies: (p: Record<string, unknown>) => http.get<Page<any>>('/yym-content-api/strategy/page', p),
  imageText: async (p: Record<string, unknown>) => {
    const r = await http.get<{ total: number; list: any[] }>('/yym-content-api/imageText/list', p);
    return { records: r.list, total: r.total } as Page<any>;
  },
};
