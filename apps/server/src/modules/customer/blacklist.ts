import type { z } from 'zod';
import { CUSTOMER_MSG, type BlacklistCount, type BlacklistSetup, type blacklistQuery, type blacklistSetupForm } from '@yym/contract';
import type { Ctx } from '../../platform/context.ts';
import type { Database, Queryable, Row } from '../../platform/db.ts';
import { tenantData } from '../../platform/repo.ts';
import { bad, notFound } from '../../platform/errors.ts';
import type { BuyerRule } from '../../platform/checkout.ts';
import * as repo from './repo/customer.ts';
import { actorName, maskPhone, present } from './service.ts';

export async function blacklistPage(ctx: Ctx, q: z.output<typeof blacklistQuery>) {
  const page = await repo.blacklistPage(ctx.data, q);
  return { ...page, records: page.records.map((r) => present(r, false)) };
}

async function lockIds(ctx: Ctx, ids: string[], reason: string) {
  const rows = await repo.lock(ctx.data, ids, reason, 'manual');
  await repo.opLog(
    ctx.data,
    rows.map((r) => ({ customerId: String(r.id), action: 'lock', content: `拉黑${reason ? `: ${reason}` : ''}` })),
    actorName(ctx),
  );
  return rows.length;
}

/** Blacklist a phone: its customer is created when it has not bought yet. */
export async function save(ctx: Ctx, f: { phone: string; name?: string; lockReason: string }) {
  const c = await repo.ensureCustomer(ctx.data, f.phone.trim(), f.name ?? null, 'backoffice');
  await lockIds(ctx, [String(c.id)], f.lockReason);
  return present((await repo.customerRow(ctx.data, String(c.id)))!, false);
}

/** Another tenant's customers are not found; already blacklisted ones stay as they are. */
export async function batchLock(ctx: Ctx, ids: string[], reason: string) {
  if ((await repo.existing(ctx.data, ids)).length !== new Set(ids).size) throw notFound();
  return lockIds(ctx, ids, reason);
}

export async function unlock(ctx: Ctx, ids: string[]) {
  if ((await repo.existing(ctx.data, ids)).length !== new Set(ids).size) throw notFound();
  const rows = await repo.unlock(ctx.data, ids);
  await repo.opLog(
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
const setupOf = (r: any): BlacklistSetup =>
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
          const c = await repo.ensureCustomer(data, p.phone, p.name, 'backoffice');
          const rows = await repo.lock(data, [String(c.id)], `${s.refund_days}天内退款${p.refunds}次`, 'auto', until);
          await repo.opLog(
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

// ---------------------------------------------------------------- place-order

/** Where refusals are logged: the app's database (bound when the module's routes are registered). */
let logDb: Database | null = null;
export const bindRefusalLog = (db: Database) => {
  logDb = db;
};

/** The refusal is logged after the order's transaction has rolled back (it would take the log with it). */
function logRefusal(tenantId: string, customerId: string, phone: string, channel: string) {
  const db = logDb;
  if (!db) return;
  const where = channel === 'h5' ? '商城' : '后台';
  void db
    .tx(
      (q: Queryable) =>
        repo.opLog(
          tenantData(q, tenantId),
          [{ customerId, action: 'refused', content: `黑名单拒绝下单(${where}): ${maskPhone(phone)}` }],
          '系统',
        ),
      { tenantId },
    )
    .catch(() => {});
}

// Every buyer, of any kind of order, is a customer of the tenant, keyed by the contact phone; a blacklisted
// phone cannot order.
/** Is the customer blacklisted now? (An automatic lock past its end no longer counts.) */
const lockedNow = (c: Row) => Number(c.lock_status) === 1 && (c.lock_until == null || new Date(c.lock_until) > new Date());

export const admitBuyer: BuyerRule = async ({ db, phone, name, channel }) => {
  // A refused purchase rolls back, so a new phone's customer row never outlives its refusal.
  const c = await repo.ensureCustomer(db, phone, name, channel === 'h5' ? 'h5' : 'backoffice');
  if (lockedNow(c)) {
    logRefusal(db.tenantId, String(c.id), phone, channel);
    throw bad(CUSTOMER_MSG.blacklisted);
  }
  return Number(c.is_deleted) === 0 ? c : null; // as customerByPhone finds it
};
