import { z, type ZodType } from 'zod';
import { endpoint, returns } from './endpoint.ts';
import type { Page } from './envelope.ts';
import { zId, zIds, zPageQuery } from './schemas.ts';

/** What a managed table's six standard calls need: base path, title, form, list filters, button codes. */
export interface CrudSpec<T, F extends ZodType, S extends z.ZodRawShape> {
  /** Path prefix, e.g. `/blade-system/post`. */
  base: string;
  title: string;
  /** Form of submit/save/update. */
  form: F;
  /** Extra query filters of the list. */
  filters?: z.ZodObject<S>;
  /** Button codes: add, edit, delete. */
  perms: { add: string; edit: string; remove: string };
  /** The list's paths: the first is the endpoint's path, the others its aliases (default page and list). */
  listPaths?: readonly string[];
  /** The row type (`returns<Row>()`). */
  row?: ZodType<T>;
  /** The platform's own table: every call, reads included, is the platform tenant's only. */
  platform?: boolean;
}

/**
 * The standard endpoints of a managed table: page (and its list aliases), detail, submit, save, update,
 * remove. The server registers them with `crudRoutes`, the web app builds a resource from them.
 */
export function crudEndpoints<T = Record<string, unknown>, F extends ZodType = ZodType, S extends z.ZodRawShape = {}>(
  o: CrudSpec<T, F, S>,
) {
  const [first, ...more] = o.listPaths ?? ['page', 'list'];
  const aliases = more.map((p) => `${o.base}/${p}`);
  const query = zPageQuery.extend((o.filters?.shape ?? {}) as S);
  const { add, edit, remove } = o.perms;
  const platform = o.platform ? { platform: true } : {};
  return {
    page: endpoint({
      method: 'GET',
      path: `${o.base}/${first}`,
      ...(aliases.length ? { aliases } : {}),
      summary: `${o.title}: page`,
      ...platform,
      query,
      response: returns<Page<T>>(),
    }),
    detail: endpoint({
      method: 'GET',
      path: `${o.base}/detail`,
      summary: `${o.title}: detail`,
      ...platform,
      query: z.object({ id: zId }),
      response: returns<T>(),
    }),
    submit: endpoint({
      method: 'POST',
      path: `${o.base}/submit`,
      summary: `${o.title}: add or update`,
      ...platform,
      body: o.form,
      perm: [add, edit],
      response: returns<T>(),
    }),
    save: endpoint({
      method: 'POST',
      path: `${o.base}/save`,
      summary: `${o.title}: add`,
      ...platform,
      body: o.form,
      perm: [add],
      response: returns<T>(),
    }),
    update: endpoint({
      method: 'POST',
      path: `${o.base}/update`,
      summary: `${o.title}: update`,
      ...platform,
      body: o.form,
      perm: [edit],
      response: returns<T>(),
    }),
    remove: endpoint({
      method: 'POST',
      path: `${o.base}/remove`,
      summary: `${o.title}: remove`,
      ...platform,
      query: z.object({ ids: zIds }),
      perm: [remove],
      response: returns<number>(),
    }),
  };
}

export type CrudEndpoints = ReturnType<typeof crudEndpoints<unknown, ZodType, z.ZodRawShape>>;
