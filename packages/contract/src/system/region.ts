import { z } from 'zod';
import { endpoint, returns } from '../endpoint.ts';
import { zFilter, zInt } from '../schemas.ts';
import type { TreeNode } from './tree.ts';

export interface RegionRow {
  code: string;
  parentCode: string;
  ancestors: string;
  name: string;
  regionLevel: number;
  sort: number;
  remark: string | null;
}
export const REGION_MSG = { parentMissing: '上级区划不存在', removeChildrenFirst: '请先删除子节点' } as const;

export const zRegionForm = z.object({
  code: z
    .string()
    .trim()
    .regex(/^\d{2,12}$/, '请输入区划编号'),
  parentCode: z.string().trim().default('00'),
  name: z.string().trim().min(1, '请输入区划名称').max(50),
  regionLevel: z.coerce.number().int().min(1).max(5).default(1),
  sort: zInt().default(0),
  remark: z.string().max(255).optional().nullable(),
});

/** blade-system regions: a lazy tree keyed by code (platform data). */
export const regionApi = {
  lazyTree: endpoint({
    method: 'GET',
    path: '/blade-system/region/lazy-tree',
    summary: 'Regions: children of a code',
    query: z.object({ parentCode: z.string().default('00') }),
    response: returns<(TreeNode & { regionLevel: number; hasChildren: boolean })[]>(),
  }),
  lazyList: endpoint({
    method: 'GET',
    path: '/blade-system/region/lazy-list',
    summary: 'Regions: one level',
    query: z.object({ parentCode: z.string().default('00'), name: zFilter }),
    response: returns<(RegionRow & { hasChildren: boolean })[]>(),
  }),
  list: endpoint({
    method: 'GET',
    path: '/blade-system/region/list',
    summary: 'Regions: search',
    query: z.object({ name: zFilter, parentCode: z.string().optional() }),
    response: returns<RegionRow[]>(),
  }),
  detail: endpoint({
    method: 'GET',
    path: '/blade-system/region/detail',
    summary: 'Region detail',
    query: z.object({ code: z.string() }),
    response: returns<RegionRow>(),
  }),
  submit: endpoint({
    method: 'POST',
    path: '/blade-system/region/submit',
    summary: 'Regions: add or update',
    body: zRegionForm,
    perm: ['region_add', 'region_edit'],
    platform: true,
    response: returns<boolean>(),
  }),
  remove: endpoint({
    method: 'POST',
    path: '/blade-system/region/remove',
    summary: 'Regions: remove',
    query: z.object({ id: z.string() }),
    perm: ['region_delete'],
    platform: true,
    response: returns<boolean>(),
  }),
};
