import { z, type ZodType } from 'zod';
import { MSG, zId, zIds, zPageQuery } from '@yym/contract';
import type { RouteAdder } from './route.ts';
import type { Ctx } from './context.ts';
import type { TableSpec } from './repo.ts';
import type { Cond } from './sql.ts';
import { bad, forbidden, notFound } from './errors.ts';

export interface CrudOptions<F extends ZodType, Q extends z.ZodObject<any>> {
  /** Path prefix, e.g. `/blade-system/post`. */
  base: string;
  title: string;
  spec: TableSpec;
  /** Form schema of submit/save/update (validated; only the spec's writable columns are stored). */
  form: F;
  /** Button codes: add, edit, delete. */
  perms: { add: string; edit: string; remove: string };
  /** Extra query filters of the list. */
  filters?: Q;
  where?: (ctx: Ctx, q: z.output<Q>) => Cond[];
  orderBy?: string;
  /** Reads allowed to all; writes only to the platform tenant (product-wide tables). */
  platformWrites?: boolean;
  /** Hooks for derived columns and checks. */
  beforeSave?: (ctx: Ctx, form: any, id: string | undefined) => Promise<Record<string, unknown> | void>;
  beforeRemove?: (ctx: Ctx, ids: string[]) => Promise<void>;
  /** Which list routes to add (default page and list, both paged). */
  listPaths?: string[];
}

/** The standard calls of a managed table: page/list, detail, submit, save, update, remove. */
export function crudRoutes<F extends ZodType, Q extends z.ZodObject<any> = z.ZodObject<{}>>(r: RouteAdder, o: CrudOptions<F, Q>) {
  const filters = (o.filters ?? z.object({})) as Q;
  const pageQuery = zPageQuery.extend(filters.shape);
  const guardWrite = (ctx: Ctx) => {
    if (o.platformWrites && !ctx.isPlatform) throw forbidden(MSG.platformOnly);
  };

  for (const p of o.listPaths ?? ['page', 'list']) {
    r({
      method: 'GET', url: `${o.base}/${p}`, summary: `${o.title}: page`, query: pageQuery,
      handler: (ctx, { query }) => {
        const q = query as { current: number; size: number };
        return ctx.data.page(o.spec, { where: o.where?.(ctx, query as any) ?? [], orderBy: o.orderBy, current: q.current, size: q.size });
      },
    });
  }
  r({
    method: 'GET', url: `${o.base}/detail`, summary: `${o.title}: detail`, query: z.object({ id: zId }),
    handler: (ctx, { query }) => ctx.data.get(o.spec, query.id),
  });

  const save = async (ctx: Ctx, form: any, id: string | undefined) => {
    guardWrite(ctx);
    const extra = (await o.beforeSave?.(ctx, form, id)) ?? {};
    return id ? ctx.data.update(o.spec, id, form, extra) : ctx.data.insert(o.spec, form, extra);
  };
  r({
    method: 'POST', url: `${o.base}/submit`, summary: `${o.title}: add or update`, body: o.form,
    perm: [o.perms.add, o.perms.edit],
    handler: async (ctx, { body }) => {
      const id = (body as any).id as string | undefined;
      if (!(await ctx.can(id ? o.perms.edit : o.perms.add))) throw forbidden(`${MSG.noPermission}: ${id ? o.perms.edit : o.perms.add}`);
      return save(ctx, body, id);
    },
  });
  r({ method: 'POST', url: `${o.base}/save`, summary: `${o.title}: add`, body: o.form, perm: o.perms.add,
    handler: (ctx, { body }) => save(ctx, { ...(body as any), id: undefined }, undefined) });
  r({ method: 'POST', url: `${o.base}/update`, summary: `${o.title}: update`, body: o.form, perm: o.perms.edit,
    handler: (ctx, { body }) => {
      const id = (body as any).id;
      if (!id) throw bad(MSG.paramInvalid);
      return save(ctx, body, id);
    } });
  r({
    method: 'POST', url: `${o.base}/remove`, summary: `${o.title}: remove`, query: z.object({ ids: zIds }), perm: o.perms.remove,
    handler: async (ctx, { query }) => {
      guardWrite(ctx);
      await o.beforeRemove?.(ctx, query.ids);
      const n = await ctx.data.remove(o.spec, query.ids);
      if (!n) throw notFound();
      return n;
    },
  });
}
