import type { z } from 'zod';
import { MSG, OPEN_PERMS, type OpenAccountRow, type openAccountForm, type openAccountQuery, type openCallQuery } from '@yym/contract';
import type { Ctx } from '../../../platform/context.ts';
import { forbidden, notFound } from '../../../platform/errors.ts';
import { seal } from '../../../platform/providers/paysecret.ts';
import { toApi } from '../../../platform/rows.ts';
import { newKeyId, newSecret, secretBound } from '../shared.ts';
import * as repo from './repo.ts';

/** Open API accounts (开放接口): the secret is answered once, at creation or reset, and kept sealed. */
export const page = (ctx: Ctx, q: z.output<typeof openAccountQuery>) => repo.page(ctx.data, q);

export async function detail(ctx: Ctx, id: string) {
  const row = await repo.find(ctx.data, id);
  if (!row) throw notFound();
  return toApi<OpenAccountRow>(row);
}

const sealFor = (ctx: Ctx, keyId: string, secret: string) => seal(ctx.svc.cfg.payKey, secret, secretBound(ctx.tenantId, keyId));

export async function save(ctx: Ctx, form: z.output<typeof openAccountForm>) {
  const code = form.id ? OPEN_PERMS.edit : OPEN_PERMS.add;
  if (!(await ctx.can(code))) throw forbidden(`${MSG.noPermission}: ${code}`);
  if (form.id) {
    await ctx.data.update(repo.ACCOUNT, form.id, { ...form, id: undefined });
    return detail(ctx, form.id);
  }
  const keyId = newKeyId();
  const secret = newSecret();
  const row = await repo.insert(ctx.data, form, keyId, sealFor(ctx, keyId, secret), secret.slice(-4));
  return { ...(await detail(ctx, row!.id)), secret };
}

export async function resetSecret(ctx: Ctx, id: string) {
  const key = await repo.keyOf(ctx.data, id);
  if (!key) throw notFound();
  const secret = newSecret();
  await repo.setSecret(ctx.data, id, sealFor(ctx, key.key_id, secret), secret.slice(-4));
  return { ...(await detail(ctx, id)), secret };
}

export async function setStatus(ctx: Ctx, id: string, status: 0 | 1) {
  if (!(await repo.setStatus(ctx.data, id, status))) throw notFound();
  return detail(ctx, id);
}

export async function remove(ctx: Ctx, ids: string[]) {
  const n = await ctx.data.remove(repo.ACCOUNT, ids);
  if (!n) throw notFound();
  return n;
}

export const callPage = (ctx: Ctx, q: z.output<typeof openCallQuery>) => repo.callPage(ctx.data, q);
