import type { FastifyRequest } from 'fastify';
import type { MemberCentre } from '@yym/contract';
import type { Ctx } from '../../platform/context.ts';
import type { Scoped } from '../../platform/repo.ts';
import type { CheckoutRule } from '../../platform/checkout.ts';
import { asCustomer, customerByPhone, customerRow, maskPhone } from '../customer/index.ts';
import * as ledger from './repo/ledger.ts';
import * as repo from './repo/programme.ts';
import * as pick from './repo/selectors.ts';
import { settingsOf } from './settings.ts';

// The member discount: the buyer's level (by the order's contact phone) lowers the unit price, when
// the programme is on and the level's discount is switched on. The order records it.
export const memberDiscount: CheckoutRule = async ({ db, phone, unit, customer }) => {
  const c = customer === undefined ? await customerByPhone(db, phone) : customer;
  if (!c?.level_id) return;
  const s = await settingsOf(db);
  const level = await repo.levelById(db, String(c.level_id));
  if (!s.enabled || !level?.discount_enabled || level.discount >= 100) return;
  return { unit: Math.round((unit * level.discount) / 100), memberLevel: level.name };
};

/** The storefront's member centre: level, growth, points and the next level. */
export const centre = (ctx: Ctx, req: FastifyRequest) =>
  asCustomer(ctx, req, async (db: Scoped, c): Promise<MemberCentre> => {
    const s = await settingsOf(db);
    const growth = Number(c.growth);
    const level = await repo.levelById(db, c.level_id ? String(c.level_id) : null);
    const next = await repo.nextLevel(db, growth);
    const orders = await repo.orderCount(db, c.phone);
    return {
      customerId: String(c.id),
      phone: maskPhone(c.phone)!,
      name: c.name,
      memberName: s.memberName,
      levelName: level?.name ?? null,
      discount: level?.discount_enabled ? level.discount : null,
      growth,
      points: Number(c.points),
      nextLevelName: next?.name ?? null,
      nextLevelGrowth: next ? Number(next.growth_min) : null,
      orderCount: orders,
    };
  });

export const myPoints = (ctx: Ctx, req: FastifyRequest, q: { current: number; size: number }) =>
  asCustomer(ctx, req, (db, c) => ledger.ledgerPage(db, String(c.id), 'points', q.current, q.size));

/** The user centre's ledger pages of a customer (another tenant's customer is not found). */
export async function ledgerOf(ctx: Ctx, kind: ledger.Kind, q: { customerId: string; current: number; size: number }) {
  await customerRow(ctx, q.customerId);
  return ledger.ledgerPage(ctx.data, q.customerId, kind, q.current, q.size);
}
export async function levelLogOf(ctx: Ctx, q: { customerId: string; current: number; size: number }) {
  await customerRow(ctx, q.customerId);
  return ledger.levelLogPage(ctx.data, q.customerId, q.current, q.size);
}

export const selectors = {
  classify: (ctx: Ctx) => pick.classify(ctx.data),
  poi: (ctx: Ctx, q: Parameters<typeof pick.pois>[1]) => pick.pois(ctx.data, q),
  // No hotel area yet: an empty page until hotels exist.
  hotel: async (_ctx: Ctx, q: { current: number; size: number }) => ({ records: [], total: 0, size: q.size, current: q.current, pages: 0 }),
  sku: (ctx: Ctx, q: Parameters<typeof pick.skus>[1]) => pick.skus(ctx.data, q),
  ticket: (ctx: Ctx, q: Parameters<typeof pick.products>[1]) => pick.products(ctx.data, q, true),
};
