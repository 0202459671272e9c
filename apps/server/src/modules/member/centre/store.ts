import type { FastifyRequest } from 'fastify';
import type { MemberCentre } from '@yym/contract';
import type { Ctx } from '../../../platform/context.ts';
import type { Scoped } from '../../../platform/repo.ts';
import { asCustomer, maskPhone } from '../../customer/index.ts';
import { customerLedger } from '../ledger/service.ts';
import { levelById, nextLevel, settingsOf } from '../settings/service.ts';
import * as repo from './repo.ts';

/** The storefront's member centre: level, growth, points and the next level. */
export const centre = (ctx: Ctx, req: FastifyRequest) =>
  asCustomer(ctx, req, async (db: Scoped, c): Promise<MemberCentre> => {
    const s = await settingsOf(db);
    const growth = Number(c.growth);
    const level = await levelById(db, c.level_id ? String(c.level_id) : null);
    const next = await nextLevel(db, growth);
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
  asCustomer(ctx, req, (db, c) => customerLedger(db, String(c.id), 'points', q.current, q.size));
