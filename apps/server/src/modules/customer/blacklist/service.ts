import type { z } from 'zod';
import type { BlacklistCount, BlacklistSetup, blacklistQuery, blacklistSetupForm } from '@yym/contract';
import type { Ctx } from '../../../platform/context.ts';
import type { Database } from '../../../platform/db.ts';
import { tenantData } from '../../../platform/repo.ts';
import { notFound } from '../../../platform/errors.ts';
import { blacklistRows, customerRowOf, ensureCustomer, opLog } from '../customers/service.ts';
import { actorName, present } from '../shared.ts';
import * as repo from './repo.ts';

export async function blacklistPage(ctx: Ctx, q: z.output<typeof blacklistQuery>) {
  const page = await blacklistRows(ctx.data, q);
  return { ...page, records: page.records.map((r) => present(r, false)) };
}

async function lockIds(ctx: Ctx, ids: string[], reason: string) {
  const rows = await repo.lock(ctx.data, ids, reason, 'manual');
  await opLog(
    ctx.data,
    rows.map((r) => ({ customerId: String(r.id), action: 'lock', content: `拉黑${reason ? `: ${reason}` : ''}` })),
    actorName(ctx),
  );
  return rows.length;
}

/** Blacklist a phone: its customer is created when it has not bought yet. */
export async function save(ctx: Ctx, f: { phone: string; name?: string; lockReason: string }) {
  const c = await ensureCustomer(ctx.data, f.phone.trim(), f.name ?? null, 'backoffice');
  await lockIds(ctx, [String(c.id)], f.lockReason);
  return present((await customerRowOf(ctx.data, String(c.id)))!, false);
}

/** Another tenant's customers are not found; already blacklisted ones stay as they are. */
export async function batchLock(ctx: Ctx, ids: string[], reason: string) {
  if ((await repo.existing(ctx.data, ids)).length !== new Set(ids).size) throw notFound();
  return lockIds(ctx, ids, reason);
}

export async function unlock(ctx: Ctx, ids: string[]) {
  if ((await repo.existing(ctx.data, ids)).length !== new Set(ids).size) throw notFound();
  const rows = await repo.unlock(ctx.data, ids);
  await opLog(
    ctx.data,
    rows.map((r) => ({ customerId: String(r.id), action: 'unlock', content: '解除拉黑' })),
    actorName(ctx),
  );
  return rows.length;
}

export async function count(ctx: Ctx): Promise<BlacklistCount> {
  const n = (await repo.blacklistCount(ctx.data))!;
  return { total: n.total, manual: n.manual, auto: n.auto, refused30d: n.refused };
}

const DEFAULT_SETUP: BlacklistSetup = { enabled: 0, refundCount: 3, refundDays: 30, lockDays: 30 };
const setupOf = (r: repo.SetupRow | undefined): BlacklistSetup =>
  r ? { enabled: r.enabled, refundCount: r.refund_count, refundDays: r.refund_days, lockDays: r.lock_days } : DEFAULT_SETUP;

export const setup = async (ctx: Ctx) => setupOf(await repo.setup(ctx.data));
export async function saveSetup(ctx: Ctx, f: z.output<typeof blacklistSetupForm>) {
  return setupOf(await repo.saveSetup(ctx.data, f));
}

/**
 * The automatic rule (a job over every tenant that turned it on): a phone with N refunds in M days is
 * blacklisted for the rule's days; automatic locks past their end are lifted.
 */
export async function applyAutoRules(db: Database): Promise<number> {
  let locked = 0;
  for (const s of await repo.enabledSetups(db)) {
    locked += await db.tx(
      async (q) => {
        const data = tenantData(q, s.tenant_id);
        await repo.endExpiredLocks(data);
        const until = new Date(Date.now() + s.lock_days * 86_400_000);
        let n = 0;
        for (const p of await repo.refundingPhones(data, s.refund_count, s.refund_days)) {
          const c = await ensureCustomer(data, p.phone, p.name, 'backoffice');
          const rows = await repo.lock(data, [String(c.id)], `${s.refund_days}天内退款${p.refunds}次`, 'auto', until);
          await opLog(
            data,
            rows.map((r) => ({ customerId: String(r.id), action: 'lock', content: '自动拉黑' })),
            '系统',
          );
          n += rows.length;
        }
        return n;
      },
      { tenantId: s.tenant_id },
    );
  }
  return locked;
}
