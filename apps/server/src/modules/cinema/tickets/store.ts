import type { FastifyRequest } from 'fastify';
import type { z } from 'zod';
import {
  MSG,
  ORDER_STATUS,
  orderStatusText,
  type StoreCinemaHome,
  type StoreCinemaOrder,
  type StoreFilm,
  type StoreSeatMap,
  type h5SeatBuyForm,
} from '@yym/contract';
import type { Ctx, Services } from '../../../platform/context.ts';
import { bad, notFound, tooMany } from '../../../platform/errors.ts';
import { lockedKeys, recordFailure } from '../../auth/index.ts';
import { CUSTOMER, idempotent, orderByCode, scopedTo } from '../../order/index.ts';
import { chinaMinute } from '../shared.ts';
import * as screenings from '../screenings/service.ts';
import { settingsOf } from '../settings/service.ts';
import { buySeats } from './sale.ts';
import * as repo from './repo.ts';

/** The storefront's cinema: films with their screenings, a screening's seat map, buying seats, the ticket order (public; the tenant comes from the link). */

export async function home(ctx: Ctx, tenantId: string): Promise<StoreCinemaHome> {
  const db = scopedTo(ctx.q, tenantId);
  const rules = await settingsOf(db);
  const list = await screenings.onSale(db, new Date(Date.now() + rules.stopSaleMinutes * 60_000));
  const films = new Map<string, StoreFilm>();
  for (const s of list) {
    const f = films.get(s.filmId) ?? {
      id: s.filmId,
      name: s.filmName,
      poster: s.filmPoster,
      duration: 0,
      rating: 0,
      genre: '',
      screenings: [],
    };
    f.screenings.push({
      id: s.id,
      filmName: s.filmName,
      cinemaName: s.cinemaName,
      hallName: s.hallName,
      startTime: s.startTime,
      price: Number(s.price),
      left: Math.max(0, Number(s.seatCount) - Number(s.sold) - Number(s.held)),
    });
    films.set(s.filmId, f);
  }
  return { films: [...films.values()], notice: rules.notice };
}

export async function seats(ctx: Ctx, id: string, tenantId: string): Promise<StoreSeatMap> {
  const db = scopedTo(ctx.q, tenantId);
  const { full, ...map } = await screenings.seatMap(db, id, false).catch(() => {
    throw notFound();
  });
  if (Number(full.screeningStatus) !== 1 || Number(full.filmStatus) !== 1 || Number(full.cinemaStatus) !== 1) throw notFound();
  const rules = await settingsOf(db);
  return { ...map, maxSeats: rules.maxSeats, filmPoster: full.filmPoster };
}

const ATTEMPTS_PER_WINDOW = 30;
async function throttle(svc: Services, key: string) {
  if (await lockedKeys(svc, [key])) throw tooMany(MSG.coOrderTooFrequent);
  await recordFailure(svc, key, ATTEMPTS_PER_WINDOW);
}
const keyOf = (req: FastifyRequest, body: { idempotencyKey?: string }) => {
  const key = (req.headers['idempotency-key'] as string | undefined) ?? body.idempotencyKey;
  if (key !== undefined && !/^[\w-]{16,64}$/.test(key)) throw bad(MSG.coIdempotencyKeyInvalid);
  return key;
};

export async function buy(ctx: Ctx, body: z.output<typeof h5SeatBuyForm>, req: FastifyRequest) {
  await throttle(ctx.svc, `h5cinema:ip:${ctx.ip}`);
  const key = keyOf(req, body);
  return ctx.svc.db.tx(
    async (q) => {
      const db = scopedTo(q, body.tenantId);
      return idempotent(db, 'cinema-buy', key && `h5m-${key}`, () => buySeats(db, CUSTOMER, { ...body, channel: 'h5' }));
    },
    { tenantId: body.tenantId },
  );
}

export async function order(ctx: Ctx, code: string): Promise<StoreCinemaOrder> {
  const { o, db } = await orderByCode(ctx.q, code);
  if (o.order_kind !== 'cinema') throw notFound();
  const c = await repo.orderOf(db, String(o.id));
  if (!c) throw notFound();
  const s = await screenings.full(db, c.screening_id);
  const status = Number(o.order_status);
  const { holdMinutes } = await settingsOf(db);
  return {
    orderNo: String(o.order_no),
    orderStatus: status,
    statusText: status === ORDER_STATUS.TO_BE_USED ? '已出票' : orderStatusText(status),
    totalMoney: Number(o.total_money),
    filmName: s.filmName,
    cinemaName: s.cinemaName,
    hallName: s.hallName,
    startTime: s.startTime,
    seats: c.seats.map((x) => x.label),
    payDeadline:
      status === ORDER_STATUS.PENDING_PAYMENT
        ? chinaMinute(new Date(new Date(o.create_time as string).getTime() + holdMinutes * 60_000))
        : null,
  };
}
