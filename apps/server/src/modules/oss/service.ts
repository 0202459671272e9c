import type { z } from 'zod';
import { OSS_MSG, type OssRow, type ossForm, type ossQuery } from '@yym/contract';
import type { Ctx } from '../../platform/context.ts';
import { bad, notFound } from '../../platform/errors.ts';
import { seal } from '../../platform/providers/paysecret.ts';
import { toApi } from '../../platform/rows.ts';
import { ossSecretBound } from '../../platform/storages.ts';
import * as repo from './repo.ts';

type Form = z.output<typeof ossForm>;

/** The row as answered: the secret never leaves, only its last four characters. */
const view = (row: repo.OssStored): OssRow => {
  const { secret_key: _sealed, ...rest } = row;
  return toApi<OssRow>(rest);
};

/** Every process reads the configs again within a few seconds; this one at once, after the commit. */
const changed = (ctx: Ctx) =>
  ctx.q.afterCommit(async () => {
    ctx.svc.storages.forget();
  });

export const page = (ctx: Ctx, q: z.output<typeof ossQuery>) => repo.page(ctx.data, q);

export async function detail(ctx: Ctx, id: string) {
  const row = await repo.find(ctx.data, id);
  if (!row) throw notFound();
  return view(row);
}

export async function submit(ctx: Ctx, form: Form) {
  const before = form.id ? await repo.find(ctx.data, form.id) : undefined;
  if (form.id && !before) throw notFound();
  if (form.category !== 'local') {
    if (!form.bucketName) throw bad(OSS_MSG.bucketRequired);
    if (!form.accessKey) throw bad(OSS_MSG.accessKeyRequired);
    // The seal is bound to the key id: a changed key id needs its secret again.
    const keepsSecret = before?.secret_key && before.access_key === form.accessKey;
    if (!form.secretKey && !keepsSecret) throw bad(OSS_MSG.secretRequired);
  }
  const { secretKey, id, ...fields } = form;
  const row = id ? await ctx.data.update<{ id: string }>(repo.OSS, id, fields) : await ctx.data.insert<{ id: string }>(repo.OSS, fields);
  if (secretKey) {
    const sealed = seal(ctx.svc.cfg.payKey, secretKey, ossSecretBound(row.id, form.accessKey));
    await repo.setSecret(ctx.data, row.id, sealed, secretKey.slice(-4));
  }
  changed(ctx);
  return detail(ctx, row.id);
}

export async function enable(ctx: Ctx, id: string) {
  const row = await repo.find(ctx.data, id);
  if (!row) throw notFound();
  await repo.enable(ctx.data, row);
  changed(ctx);
  return detail(ctx, id);
}

/** Removed configs are kept (soft delete): the files written through them stay readable. */
export async function remove(ctx: Ctx, ids: string[]) {
  const n = await ctx.data.remove(repo.OSS, ids);
  if (!n) throw notFound();
  changed(ctx);
  return n;
}

export async function test(ctx: Ctx, id: string) {
  if (!(await repo.find(ctx.data, id))) throw notFound();
  return ctx.svc.storages.probe(ctx.q, id);
}
