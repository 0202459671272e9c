import { randomBytes } from 'node:crypto';
import type { Client } from './harness.ts';
import { day, ok } from './commerce-helpers.ts';

export const CM = '/yym-product-api/cinemaManage';
export const FM = '/yym-product-api/filmManage';
export const SM = '/yym-product-api/screeningManage';

let seq = 0;
/** A new cinema with one hall (4 rows of 'SSS_SS', row 3 with two seats out of use), a film, and a screening tomorrow evening. */
export async function makeScreening(c: Client, o: { start?: string; duration?: number; price?: number } = {}) {
  const n = ++seq;
  const cinema = ok(await c.post(`${CM}/add`, { name: `测试影城${n}`, address: '测试路1号' }));
  const hall = ok(
    await c.post(`${CM}/hall/submit`, { cinemaId: cinema.id, name: '1号厅', layout: ['SSS_SS', 'SSS_SS', 'XXS_SS', 'SSS_SS'] }),
  );
  const film = ok(await c.post(`${FM}/add`, { name: `测试影片${n}`, duration: o.duration ?? 90, rating: 80 }));
  const s = ok(
    await c.post(`${SM}/submit`, { filmId: film.id, hallId: hall.id, startTime: o.start ?? `${day(1)} 20:00`, price: o.price ?? 4500 }),
  );
  return { id: s.id as string, filmId: film.id as string, hallId: hall.id as string, cinemaId: cinema.id as string };
}

export const cellOf = (row: number, col: number) => ({ row, col });

/** Buy seats on the storefront (public). */
export const buy = (anon: Client, screeningId: string, seats: { row: number; col: number }[], tenantId = '100001', key?: string) =>
  anon.post('/order-api/h5/cinema/order/place', {
    tenantId,
    screeningId,
    seats,
    contactName: '影迷',
    contactPhone: '13812345678',
    idempotencyKey: key ?? randomBytes(12).toString('hex'),
  });

export const payCode = async (anon: Client, code: string) => ok(await anon.post('/order-api/h5/pay/sandbox', { code }));

/** China time `minutes` from now, to the minute: `YYYY-MM-DD HH:mm`. */
export const chinaIn = (minutes: number) =>
  new Date(Date.now() + 8 * 3600_000 + minutes * 60_000).toISOString().replace('T', ' ').slice(0, 16);
