import type { z } from 'zod';
import { SMS_MSG, type SmsAccountRow, type smsAccountForm, type smsAccountQuery, type smsAddTenantsForm } from '@yym/contract';
import type { Ctx } from '../../../platform/context.ts';
import type { Database } from '../../../platform/db.ts';
import { bad, notFound } from '../../../platform/errors.ts';
import { inTenant, type Scoped } from '../../../platform/repo.ts';
import { toApi } from '../../../platform/rows.ts';
import { seal, unseal } from '../../../platform/providers/paysecret.ts';
import { SandboxSmsGateway, type SmsGateway, type SmsProvider } from '../../../platform/providers/sms.ts';
import { AliyunSms } from '../../../platform/providers/sms-aliyun.ts';
import { TencentSms } from '../../../platform/providers/sms-tencent.ts';
import { secretBound, type AccountRow } from '../shared.ts';
import * as repo from './repo.ts';

type Form = z.output<typeof smsAccountForm>;

/** The row as answered: the secret never leaves, only its last four characters. */
const view = (row: AccountRow): SmsAccountRow => {
  const { secret: _sealed, tenant_id: _t, ...rest } = row as AccountRow & Record<string, unknown>;
  return toApi<SmsAccountRow>(rest);
};

export const page = (ctx: Ctx, q: z.output<typeof smsAccountQuery>) => repo.page(ctx.data, q);

export async function detail(ctx: Ctx, id: string) {
  const row = await repo.find(ctx.data, id);
  if (!row) throw notFound();
  return view(row);
}

export async function submit(ctx: Ctx, form: Form) {
  const before = form.id ? await repo.find(ctx.data, form.id) : undefined;
  if (form.id && !before) throw notFound();
  if (form.provider !== 'sandbox') {
    if (!form.accessKeyId) throw bad(SMS_MSG.keyIdRequired);
    // A changed key id or provider needs its secret again: the seal is bound to them.
    const keepsSecret = before?.secret && before.access_key_id === form.accessKeyId && before.provider === form.provider;
    if (!form.accessKeySecret && !keepsSecret) throw bad(SMS_MSG.secretRequired);
    if (form.provider === 'tencent' && !form.appId) throw bad(SMS_MSG.appIdRequired);
  }
  const { accessKeySecret, id, ...fields } = form;
  const row = id
    ? await ctx.data.update<{ id: string }>(repo.ACCOUNT, id, fields)
    : await ctx.data.insert<{ id: string }>(repo.ACCOUNT, fields);
  if (accessKeySecret) {
    const sealed = seal(ctx.svc.cfg.payKey, accessKeySecret, secretBound(form.provider, form.accessKeyId));
    await repo.setSecret(ctx.data, row.id, sealed, accessKeySecret.slice(-4));
  }
  return detail(ctx, row.id);
}

export async function addTenants(ctx: Ctx, form: z.output<typeof smsAddTenantsForm>) {
  const row = await repo.setTenants(ctx.data, form.id, [...new Set(form.tenantIds)].sort());
  if (!row) throw notFound();
  return view(row);
}

export async function remove(ctx: Ctx, ids: string[]) {
  const n = await ctx.data.remove(repo.ACCOUNT, ids);
  if (!n) throw notFound();
  return n;
}

/** The adapter of an account; null when its secret no longer opens (PAY_CONFIG_KEY changed). */
export function gatewayOf(row: AccountRow, payKey: Buffer, sandbox: SmsProvider): SmsGateway | null {
  if (row.provider === 'sandbox') return new SandboxSmsGateway(sandbox);
  let secret: string;
  try {
    secret = unseal<string>(payKey, row.secret!, secretBound(row.provider, row.access_key_id));
  } catch {
    return null;
  }
  const endpoint = row.endpoint || undefined;
  if (row.provider === 'aliyun')
    return new AliyunSms({ accessKeyId: row.access_key_id, accessKeySecret: secret, endpoint, regionId: row.region });
  return new TencentSms({ secretId: row.access_key_id, secretKey: secret, sdkAppId: row.app_id, region: row.region, endpoint });
}

/**
 * The gateway a tenant sends through: the platform account naming it, else the server's sandbox
 * (which a production start refuses). Read in a platform transaction of its own: accounts are the platform's.
 */
export async function gatewayFor(db: Database, tenantId: string, payKey: Buffer, sandbox: SmsProvider) {
  const row = await inTenant(db, '000000', (p: Scoped) => repo.accountFor(p, tenantId));
  if (!row) return { gateway: new SandboxSmsGateway(sandbox) as SmsGateway, accountId: null, provider: 'sandbox' };
  return { gateway: gatewayOf(row, payKey, sandbox), accountId: row.id, provider: row.provider };
}

/** An account read for its receipts (platform transaction). */
export const accountById = (db: Database, id: string) => inTenant(db, '000000', (p) => repo.find(p, id));
