import type { z } from 'zod';
import type { TenantLabelRow, tenantLabelForm } from '@yym/contract';
import type { Ctx } from '../../../platform/context.ts';
import * as repo from './repo.ts';

/** 租户标签: the tenant's labels, saved as a whole list (labels left out are removed; order is the sort). */
export const list = (ctx: Ctx) => ctx.data.list<TenantLabelRow>(repo.LABEL, [], 'sort, id', 100);

export async function save(ctx: Ctx, f: z.output<typeof tenantLabelForm>) {
  const keep: string[] = [];
  for (const [i, l] of f.labels.entries()) {
    const input = { name: l.name, color: l.color, sort: i + 1 };
    const row = l.id ? await ctx.data.update(repo.LABEL, l.id, input) : await ctx.data.insert(repo.LABEL, input);
    keep.push(String(row.id));
  }
  await repo.dropLabelsBut(ctx.data, keep);
  return list(ctx);
}
