import { z } from 'zod';
import { endpoint, returns } from '../endpoint.ts';
import type { Page } from '../envelope.ts';
import { zDictForm, zFilter, zId, zIds, zPageQuery } from '../schemas.ts';
import type { Tree } from './tree.ts';
import { READ_PERMS } from './reads.ts';

export interface DictRow {
  id: string;
  parentId: string;
  code: string;
  dictKey: string;
  dictValue: string;
  sort: number;
  isSealed: number;
  remark?: string | null;
}

export const dictQuery = zPageQuery.extend({ code: zFilter, dictValue: zFilter, parentId: zId.optional() });

/** blade-system dictionaries: a parent per code and its entries. */
export const dictApi = {
  list: endpoint({
    method: 'GET',
    path: '/blade-system/dict/list',
    aliases: ['/blade-system/dict/parent-list'],
    summary: 'Dictionaries: parent entries (page)',
    query: dictQuery,
    perm: READ_PERMS.dict,
    response: returns<Page<DictRow>>(),
  }),
  childList: endpoint({
    method: 'GET',
    path: '/blade-system/dict/child-list',
    summary: 'Dictionaries: entries of a parent (page)',
    query: dictQuery,
    perm: READ_PERMS.dict,
    response: returns<Page<DictRow>>(),
  }),
  tree: endpoint({
    method: 'GET',
    path: '/blade-system/dict/tree',
    summary: 'Dictionary tree (parents and children)',
    perm: READ_PERMS.dict,
    response: returns<Tree<DictRow & { title: string; key: string; value: string }>[]>(),
  }),
  detail: endpoint({
    method: 'GET',
    path: '/blade-system/dict/detail',
    summary: 'Dictionary detail',
    query: z.object({ id: zId }),
    perm: READ_PERMS.dict,
    response: returns<DictRow>(),
  }),
  /** The entries of one code, for selects: the tenant's own, then the platform's. */
  dictionary: endpoint({
    method: 'GET',
    path: '/blade-system/dict/dictionary',
    summary: 'Entries of a dictionary code',
    query: z.object({ code: z.string().min(1).max(64) }),
    response: returns<DictRow[]>(),
  }),
  submit: endpoint({
    method: 'POST',
    path: '/blade-system/dict/submit',
    summary: 'Dictionaries: add or update',
    body: zDictForm,
    perm: ['dict_add', 'dict_edit'],
    response: returns<DictRow>(),
  }),
  seal: endpoint({
    method: 'POST',
    path: '/blade-system/dict/seal',
    summary: 'Dictionaries: seal or unseal',
    perm: ['dict_edit'],
    query: z.object({ ids: zIds, isSealed: z.coerce.number().int().min(0).max(1) }),
    response: returns<number>(),
  }),
  remove: endpoint({
    method: 'POST',
    path: '/blade-system/dict/remove',
    summary: 'Dictionaries: remove (a parent with its entries)',
    query: z.object({ ids: zIds }),
    perm: ['dict_delete'],
    response: returns<number>(),
  }),
};
