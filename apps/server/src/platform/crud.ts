import type { Row } from './db.ts';
import { MSG, type CrudEndpoints } from '@yym/contract';
import type { RouteAdder } from './route.ts';
import type { Ctx } from './context.ts';
import type { TableSpec } from './repo.ts';
import type { Cond } from './sql.ts';
import { bad, forbidden, notFound } from './errors.ts';

/** How the server keeps a managed table: its spec and the rules the six standard calls apply. */
export interface CrudRules<Q = Row> {
  spec: TableSpec;
  /** Extra conditions of the list from its filters (written in the area's repo.ts). */
  where?: (ctx: Ctx, q: Q) => Cond[];
  orderBy?: string;
  /** Reads allowed to all; writes only to the platform tenant (product-wide tables). */
  platformWrites?: boolean;
  /** Hooks for derived columns and checks. */
  beforeSave?: (ctx: Ctx, form: Row, id: string | undefined) => Promise<Record<string, unknown> | void>;
  beforeRemove?: (ctx: Ctx, ids: string[]) => Promise<void>;
}

/**
 * The standard calls of a managed table (page/list, detail, submit, save, update, remove), registered
 * from the contract's `crudEndpoints(...)`.
 */
export function crudRoutes(r: RouteAdder, eps: CrudEndpoints, rules: CrudRules): void {
  const guardWrite = (ctx: Ctx) => {
    if (rules.platformWrites && !ctx.isPlatform) throw forbidden(MSG.platformOnly);
  };
  type Form = Row & { id?: string };
  const save = async (ctx: Ctx, form: Form, id: string | undefined) => {
    guardWrite(ctx);
    const extra = (await rules.beforeSave?.(ctx, form, id)) ?? {};
    return id ? ctx.data.update(rules.spec, id, form, extra) : ctx.data.insert(rules.spec, form, extra);
  };
  const [add, edit] = eps.submit.perm as [string, string];

  r(eps.page, (ctx, { query }) => {
    const page = query as { current: number; size: number };
    return ctx.data.page(rules.spec, {
      where: rules.where?.(ctx, query) ?? [],
      orderBy: rules.orderBy,
      current: page.current,
      size: page.size,
    });
  });
  r(eps.detail, (ctx, { query }) => ctx.data.get(rules.spec, query.id));
  r(eps.submit, async (ctx, { body }) => {
    const id = (body as Form).id;
    if (!(await ctx.can(id ? edit : add))) throw forbidden(`${MSG.noPermission}: ${id ? edit : add}`);
    return save(ctx, body as Form, id);
  });
  r(eps.save, (ctx, { body }) => save(ctx, { ...(body as Form), id: undefined }, undefined));
  r(eps.update, (ctx, { body }) => {
    const id = (body as Form).id;
    if (!id) throw bad(MSG.paramInvalid);
    return save(ctx, body as Form, id);
  });
  r(eps.remove, async (ctx, { query }) => {
    guardWrite(ctx);
    await rules.beforeRemove?.(ctx, query.ids);
    const removed = await ctx.data.remove(rules.spec, query.ids);
    if (!removed) throw notFound();
    return removed;
  });
}
