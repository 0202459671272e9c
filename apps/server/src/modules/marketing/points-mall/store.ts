import { randomInt } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import { MARKETING_MSG as M, type IntegralExchanged } from '@yym/contract';
import type { Ctx } from '../../../platform/context.ts';
import { type Scoped, inTenant } from '../../../platform/repo.ts';
import { bad, notFound } from '../../../platform/errors.ts';
import { asCustomer } from '../../customer/index.ts';
import { spendPoints } from '../../member/index.ts';
import * as repo from './repo.ts';
import { present } from './service.ts';

/** The storefront's reads: the given tenant, no login needed. */
const inShop = <T>(ctx: Ctx, tenantId: string, fn: (db: Scoped) => Promise<T>) => inTenant(ctx.svc.db, tenantId, fn);

export const shopList = (ctx: Ctx, tenantId: string) => inShop(ctx, tenantId, async (db) => (await repo.onShelf(db)).map(present));
export const shopDetail = (ctx: Ctx, tenantId: string, id: string) =>
  inShop(ctx, tenantId, async (db) => {
    const item = await repo.shelfItem(db, id);
    if (!item) throw notFound(M.itemOffShelf);
    return present(item);
  });

const exchangeNo = () => `JF${Date.now()}${String(randomInt(0, 1_000_000)).padStart(6, '0')}`;

/** Exchange points for an item (积分兑换). */
export const submit = (ctx: Ctx, req: FastifyRequest, f: { itemId: string; quantity: number }) =>
  asCustomer(ctx, req, async (db, c): Promise<IntegralExchanged> => {
    const customerId = String(c.id);
    const item = await repo.shelfItem(db, f.itemId);
    if (!item) throw notFound(M.itemOffShelf);
    const price = Number(item.pointsPrice);
    const points = price * f.quantity;
    const no = exchangeNo();
    const limit = Number(item.perLimit);
    const overLimit = async () => limit > 0 && (await repo.exchangedBy(db, f.itemId, customerId)) + f.quantity > limit;
    // A first look for the clearer message; the check that holds is the one after the lock below.
    if (await overLimit()) throw bad(M.overLimit(limit));
    // The ledger locks the customer's row first (every exchange of one customer queues here), then
    // refuses a short balance with 积分不足.
    await spendPoints(db, customerId, points, no, `兑换 ${item.name} x${f.quantity}`);
    if (await overLimit()) throw bad(M.overLimit(limit));
    if (!(await repo.takeStock(db, f.itemId, f.quantity, price))) {
      const now = await repo.shelfItem(db, f.itemId);
      if (!now) throw bad(M.itemOffShelf);
      throw bad(Number(now.pointsPrice) !== price ? M.itemOffShelf : M.notEnoughStock);
    }
    const row = await repo.insertExchange(db, { exchangeNo: no, item, customerId, phone: c.phone, quantity: f.quantity, points });
    return { ...(row as IntegralExchanged), points: Number(row.points), pointsLeft: await repo.pointsOf(db, customerId) };
  });

export const mine = (ctx: Ctx, req: FastifyRequest, q: { current: number; size: number }) =>
  asCustomer(ctx, req, (db, c) => repo.exchangePage(db, { ...q, customerId: String(c.id) }));
