import { z } from 'zod';
import { endpoint, returns } from '../endpoint.ts';
import { MSG } from '../messages.ts';
import { zFilter, zId, zIds } from '../schemas.ts';

/** The manuals (操作手册, 资金手册): the platform's tree of chapters, read by every merchant. */
export const MANUAL_KINDS = [
  { value: 1, label: '操作手册' },
  { value: 2, label: '资金手册' },
] as const;
export const MANUAL_MSG = {
  titleRequired: '请输入章节标题',
  parentMissing: '上级章节不存在',
  parentLoop: '上级章节不能是自己或下级',
  hasChildren: '请先删除下级章节',
} as const;

export interface ManualNode {
  id: string;
  parentId: string;
  kind: number;
  title: string;
  sort: number;
  children?: ManualNode[];
}
export interface ManualChapter extends ManualNode {
  content: string | null;
  updateTime: string;
}
export interface ManualHit {
  id: string;
  kind: number;
  title: string;
  /** The text around the first match (tags stripped). */
  excerpt: string;
}

export const manualForm = z.object({
  id: zId.optional(),
  kind: z.coerce.number().int().min(1).max(2).default(1),
  parentId: z
    .union([z.literal('0'), z.literal(0), zId])
    .transform(String)
    .default('0'),
  title: z.string({ error: MANUAL_MSG.titleRequired }).trim().min(1, MANUAL_MSG.titleRequired).max(100),
  content: z.string().max(200_000, MSG.paramInvalid).optional().nullable(),
  sort: z.coerce.number().int().min(0).max(9999).default(0),
});

export const manualApi = {
  tree: endpoint({
    method: 'GET',
    path: '/blade-manual/manual/tree',
    summary: 'Operation manual: the chapter tree',
    response: returns<ManualNode[]>(),
  }),
  fundTree: endpoint({
    method: 'GET',
    path: '/blade-manual/fund-manual/tree',
    summary: 'Fund manual: the chapter tree',
    response: returns<ManualNode[]>(),
  }),
  detail: endpoint({
    method: 'GET',
    path: '/blade-manual/manual/detail',
    summary: 'Manuals: one chapter with its text',
    query: z.object({ id: zId }),
    response: returns<ManualChapter>(),
  }),
  search: endpoint({
    method: 'GET',
    path: '/blade-manual/manual/search',
    summary: 'Manuals: chapters whose title or text holds the words',
    query: z.object({ keyword: zFilter, kind: z.coerce.number().int().min(1).max(2).optional() }),
    response: returns<ManualHit[]>(),
  }),
  submit: endpoint({
    method: 'POST',
    path: '/blade-manual/manual/submit',
    summary: 'Manuals: add or change a chapter (platform)',
    body: manualForm,
    perm: ['manual'],
    platform: true,
    response: returns<ManualChapter>(),
  }),
  remove: endpoint({
    method: 'POST',
    path: '/blade-manual/manual/remove',
    summary: 'Manuals: remove chapters without children (platform)',
    query: z.object({ ids: zIds }),
    perm: ['manual'],
    platform: true,
    response: returns<number>(),
  }),
};
