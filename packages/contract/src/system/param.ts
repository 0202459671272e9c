import { z } from 'zod';
import { returns } from '../endpoint.ts';
import { crudEndpoints } from '../crud.ts';
import { zFilter, zParamForm } from '../schemas.ts';
import { READ_PERMS, guardReads } from './reads.ts';

export interface ParamRow {
  id: string;
  paramName: string;
  paramKey: string;
  paramValue: string;
  remark: string | null;
}
export const PARAM_MSG = { keyExists: '参数键名已存在' } as const;

/** blade-system parameters (product-wide; written by the platform only, read with the page's code). */
export const paramApi = guardReads(
  crudEndpoints({
    base: '/blade-system/param',
    title: 'System parameters',
    form: zParamForm,
    filters: z.object({ paramName: zFilter, paramKey: zFilter }),
    perms: { add: 'param_add', edit: 'param_edit', remove: 'param_delete' },
    row: returns<ParamRow>(),
  }),
  READ_PERMS.param,
);
