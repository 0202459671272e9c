import type { Scoped } from '../../platform/repo.ts';
import { SandboxPay } from '../../platform/providers/index.ts';
import { art } from '../decoration/index.ts';
import { CUSTOMER, payDemo } from '../order/index.ts';
import { CARD } from './cards/repo.ts';
import { FILM } from './films/repo.ts';
import { seatCount } from './shared.ts';
import { SCREENING } from './screenings/repo.ts';
import { buySeats } from './tickets/sale.ts';
import { CINEMA, HALL } from './venues/repo.ts';

const pay = new SandboxPay('demo-cinema');

// Hall 1: 8 rows of 12 with an aisle after seat 3 and before the last 3; hall 2 (VIP): 5 rows of 8, two seats out of use.
const HALL_1 = Array.from({ length: 8 }, () => 'SSS_SSSSSS_SSS');
const HALL_2 = ['SSSSSSSS', 'SSSSSSSS', 'SSSXXSSS', 'SSSSSSSS', '__SSSS__'];

/** Demo: one cinema with two halls, three films, screenings over the next days, some seats sold and held, card applications. */
export async function seedCinema(db: Scoped) {
  const c = await db.insert<{ id: unknown }>(CINEMA, { name: '湖畔星光影城', address: '景区东门游客中心三楼', phone: '0571-88886666' });
  const cinemaId = String(c.id);
  const halls: string[] = [];
  for (const [name, layout] of [
    ['1号厅', HALL_1],
    ['2号厅(VIP)', HALL_2],
  ] as const) {
    const h = await db.insert<{ id: unknown }>(HALL, {
      cinemaId,
      name,
      seatRows: layout.length,
      seatCols: layout[0]!.length,
      layout: JSON.stringify(layout),
      seatCount: seatCount(layout),
    });
    halls.push(String(h.id));
  }
  const films: { id: string; duration: number }[] = [];
  for (const [name, duration, rating, genre, color] of [
    ['湖光山色', 112, 86, '纪录片', '#2e86de'],
    ['星河远航', 135, 91, '科幻', '#6c5ce7'],
    ['熊猫家族', 95, 88, '动画', '#10ab7f'],
  ] as const) {
    const f = await db.insert<{ id: unknown }>(FILM, {
      name,
      duration,
      rating,
      genre,
      poster: art(name, color, '#222f3e', 300, 420, genre),
      director: '林远',
      releaseDate: new Date(Date.now() - 20 * 86_400_000).toISOString().slice(0, 10),
      intro: `${name}:景区影城热映中。`,
    });
    films.push({ id: String(f.id), duration });
  }
  // The next three days from tomorrow at 10:00, 14:00 and 19:30 China time, the films taking turns in both halls.
  const day0 = new Date(Date.now() + 8 * 3600_000).toISOString().slice(0, 10);
  const screenings: string[] = [];
  for (let d = 1; d <= 3; d++)
    for (const [k, time] of ['10:00', '14:00', '19:30'].entries())
      for (const [i, hallId] of halls.entries()) {
        const film = films[(d + k + i) % films.length]!;
        const start = new Date(`${new Date(Date.parse(`${day0}T00:00:00Z`) + d * 86_400_000).toISOString().slice(0, 10)}T${time}:00+08:00`);
        const s = await db.insert<{ id: unknown }>(SCREENING, {
          filmId: film.id,
          cinemaId,
          hallId,
          startTime: start,
          endTime: new Date(start.getTime() + film.duration * 60_000),
          price: i === 0 ? 3900 : 6800,
        });
        screenings.push(String(s.id));
      }
  const sold = await buySeats(db, CUSTOMER, {
    screeningId: screenings[0]!,
    seats: [
      { row: 5, col: 6 },
      { row: 5, col: 7 },
    ],
    contactName: '陈小影',
    contactPhone: '13712345611',
    channel: 'h5',
  });
  await payDemo(db, pay, sold.orderId);
  const family = await buySeats(db, CUSTOMER, {
    screeningId: screenings[0]!,
    seats: [
      { row: 6, col: 5 },
      { row: 6, col: 6 },
      { row: 6, col: 7 },
    ],
    contactName: '周家',
    contactPhone: '13712345612',
    channel: 'h5',
  });
  await payDemo(db, pay, family.orderId);
  // One order still unpaid: its seat shows held until it is paid or closed.
  await buySeats(db, CUSTOMER, {
    screeningId: screenings[1]!,
    seats: [{ row: 2, col: 4 }],
    contactName: '吴先生',
    contactPhone: '13712345613',
    channel: 'h5',
  });
  for (const [name, phone, cardType] of [
    ['李思影', '13712345621', '观影年卡'],
    ['王观澜', '13712345622', '观影次卡'],
    ['赵一帆', '13712345623', '观影年卡'],
  ] as const)
    await db.insert(CARD, { name, phone, cardType, cinemaId });
}
