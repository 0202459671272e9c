import { MEMBER_MSG } from '@yym/contract';
import type { Database } from '../../../platform/db.ts';
import { type Scoped, tenantData } from '../../../platform/repo.ts';
import { bad } from '../../../platform/errors.ts';
import type { Ctx } from '../../../platform/context.ts';
import { customerRow, setBalances, setLevel } from '../../customer/index.ts';
import { levelById, levelFor } from '../settings/service.ts';
import * as ledger from './repo.ts';

/**
 * Growth and points: an append-only ledger per customer. A paid order earns by the member settings
 * (once: ref order:<id>:earn); a finished refund takes back the refunded share (once per refunded
 * amount); the level follows the growth. Balances on the customer move only with a new ledger row.
 */

/** Add movements and move the customer's balances and level with them. */
export async function apply(db: Scoped, customerId: string, entries: ledger.Entry[], reason: string) {
  let growth = 0;
  let points = 0;
  for (const e of entries) {
    if (!e.amount || !(await ledger.append(db, e))) continue;
    if (e.kind === 'growth') growth += e.amount;
    else points += e.amount;
  }
  if (!growth && !points) return;
  const after = (await setBalances(db, customerId, { growth, points }))!;
  if (growth) await followLevel(db, customerId, Number(after.growth), after.level_id ? String(after.level_id) : null, reason);
}

/** The level the growth reaches; a change is logged. */
export async function followLevel(db: Scoped, customerId: string, growth: number, currentId: string | null, reason: string) {
  const target = await levelFor(db, growth);
  const targetId = target ? String(target.id) : null;
  if (targetId === currentId) return;
  const current = await levelById(db, currentId);
  await setLevel(db, customerId, targetId);
  await ledger.levelLog(db, customerId, current?.name ?? null, target?.name ?? null, growth, reason);
}

/** Spend points (the points mall): refused when the balance is short; once per ref. */
export async function spendPoints(db: Scoped, customerId: string, points: number, ref: string, remark = '') {
  const c = await ledger.balanceForUpdate(db, customerId);
  if (!c || Number(c.points) < points) throw bad(MEMBER_MSG.notEnoughPoints);
  await apply(db, customerId, [{ customerId, kind: 'points', reason: 'spend', ref: `spend:${ref}`, amount: -points, remark }], '积分兑换');
}

/** The job: points past their validity expire (every tenant; each customer in its own tenant's transaction). */
export async function expirePoints(dbAll: Database): Promise<number> {
  let n = 0;
  for (const d of await ledger.dueToExpire(dbAll)) {
    await dbAll.tx(
      async (q) => {
        const db = tenantData(q, d.tenant_id);
        const day = new Date().toISOString().slice(0, 10);
        const e: ledger.Entry = {
          customerId: d.customer_id,
          kind: 'points',
          reason: 'expire',
          ref: `expire:${d.customer_id}:${day}`,
          amount: -Number(d.due),
        };
        await apply(db, d.customer_id, [e], '积分过期');
        n++;
      },
      { tenantId: d.tenant_id },
    );
  }
  return n;
}

/** The user centre's ledger pages of a customer (another tenant's customer is not found). */
export async function ledgerOf(ctx: Ctx, kind: ledger.Kind, q: { customerId: string; current: number; size: number }) {
  await customerRow(ctx, q.customerId);
  return ledger.ledgerPage(ctx.data, q.customerId, kind, q.current, q.size);
}
export async function levelLogOf(ctx: Ctx, q: { customerId: string; current: number; size: number }) {
  await customerRow(ctx, q.customerId);
  return ledger.levelLogPage(ctx.data, q.customerId, q.current, q.size);
}

/** A customer's ledger page of a kind (the storefront's own points). */
export const customerLedger = (db: Scoped, customerId: string, kind: ledger.Kind, current: number, size: number) =>
  ledger.ledgerPage(db, customerId, kind, current, size);
