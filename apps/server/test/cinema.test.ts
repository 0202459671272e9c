import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CINEMA_MSG as M, MSG, ORDER_STATUS, SEAT_STATE } from '@yym/contract';
import { releaseOverdue } from '../src/modules/cinema/tickets/jobs.ts';
import { sql } from '../src/platform/sql.ts';
import { Client, DEMO, login, startApp, type TestApp } from './harness.ts';
import { day, ok } from './commerce-helpers.ts';
import { CM, FM, SM, buy, cellOf, chinaIn, makeScreening, payCode } from './cinema-helpers.ts';

let t: TestApp;
let boss: Client;
let boss2: Client;
let checker: Client;
let anon: Client;
beforeAll(async () => {
  t = await startApp();
  boss = (await login(t, ...DEMO.boss)).client;
  boss2 = (await login(t, ...DEMO.boss2)).client;
  checker = (await login(t, ...DEMO.checker)).client;
  anon = new Client(t.url);
});
afterAll(async () => {
  await t?.close();
});

describe('cinemas, halls, films and screenings (影院影片)', () => {
  it('the demo tenant has a cinema with two halls, three films, screenings and sold seats', async () => {
    const cinemas = ok(await boss.get(`${CM}/page`, { current: 1, size: 10 }));
    const c = cinemas.records.find((r: { name: string }) => r.name === '湖畔星光影城');
    expect(c.hallCount).toBe(2);
    expect(ok(await boss.get(`${CM}/hall/list`, { cinemaId: c.id }))).toHaveLength(2);
    expect(ok(await boss.get(`${FM}/page`, { current: 1, size: 10 })).total).toBe(3);
    const shows = ok(await boss.get(`${SM}/page`, { current: 1, size: 50 }));
    expect(shows.total).toBe(18);
    const first = shows.records[0];
    expect(first.sold).toBe(5);
    const map = ok(await boss.get(`${SM}/seats`, { id: first.id }));
    const sold = map.rows.flat().filter((s: { state: number } | null) => s?.state === SEAT_STATE.SOLD);
    expect(sold.map((s: { label: string }) => s.label).sort()).toEqual(['5排5座', '5排6座', '6排4座', '6排5座', '6排6座']);
    expect(sold[0].orderNo).toMatch(/^M/);
    expect(ok(await boss.post('/yym-usercenter-api/cinema-card/page', { current: 1, size: 10 })).total).toBe(3);
  });

  it('forms refuse bad input with their messages and write nothing', async () => {
    expect((await boss.post(`${CM}/add`, { name: ' ' })).body.msg).toBe(M.cinemaNameRequired);
    const c = ok(await boss.post(`${CM}/add`, { name: '测试影城' }));
    expect((await boss.post(`${CM}/hall/submit`, { cinemaId: c.id, name: '1厅', layout: ['SS', 'S'] })).body.msg).toBe(M.layoutInvalid);
    expect((await boss.post(`${CM}/hall/submit`, { cinemaId: c.id, name: '1厅', layout: ['__', 'XX'] })).body.msg).toBe(M.layoutNoSeat);
    expect((await boss.post(`${FM}/add`, { name: '长片', duration: 601 })).body.msg).toBe(M.durationRange);
    expect(ok(await boss.get(`${CM}/hall/list`, { cinemaId: c.id }))).toHaveLength(0);
  });

  it('screenings of one hall never overlap; a film or hall with screenings to come stays', async () => {
    const s = await makeScreening(boss, { start: `${day(5)} 10:00`, duration: 100 });
    const clash = await boss.post(`${SM}/submit`, { filmId: s.filmId, hallId: s.hallId, startTime: `${day(5)} 11:30`, price: 3000 });
    expect(clash.body.msg).toBe(M.screeningOverlap);
    // right after the end is fine
    ok(await boss.post(`${SM}/submit`, { filmId: s.filmId, hallId: s.hallId, startTime: `${day(5)} 11:40`, price: 3000 }));
    expect((await boss.post(`${FM}/remove`, { ids: [s.filmId] })).body.msg).toBe(M.filmInUse);
    expect((await boss.post(`${CM}/hall/remove`, { ids: [s.hallId] })).body.msg).toBe(M.hallInUse);
    // an off-screen film cannot be scheduled
    ok(await boss.post(`${FM}/status`, { ids: [s.filmId], status: 0 }));
    expect((await boss.post(`${SM}/submit`, { filmId: s.filmId, hallId: s.hallId, startTime: `${day(6)} 10:00`, price: 1 })).body.msg).toBe(
      M.filmOff,
    );
  });
});

describe('seats sold through the order path', () => {
  it('a seat is held on order, sold when paid, and nobody else gets it', async () => {
    const s = await makeScreening(boss);
    const a = await buy(anon, s.id, [cellOf(1, 1), cellOf(1, 2)]);
    expect(a.body.code).toBe(200);
    expect(a.body.data.totalMoney).toBe(2 * 4500);
    let map = ok(await boss.get(`${SM}/seats`, { id: s.id }));
    expect(map.rows[0][0].state).toBe(SEAT_STATE.HELD);
    const b = await buy(anon, s.id, [cellOf(1, 2), cellOf(1, 3)]);
    expect(b.body.msg).toBe(M.seatTaken);
    await payCode(anon, a.body.data.code);
    map = ok(await boss.get(`${SM}/seats`, { id: s.id }));
    expect(map.rows[0][1].state).toBe(SEAT_STATE.SOLD);
    expect(map.rows[0][2].state).toBe(SEAT_STATE.FREE);
    const order = ok(await anon.get('/order-api/h5/cinema/order/detail', { code: a.body.data.code }));
    expect(order.seats).toEqual(['1排1座', '1排2座']);
    expect(order.orderStatus).toBe(ORDER_STATUS.TO_BE_USED);
    // an aisle or a seat out of use is no seat
    expect((await buy(anon, s.id, [cellOf(1, 4)])).body.msg).toBe(M.seatInvalid);
    expect((await buy(anon, s.id, [cellOf(3, 1)])).body.msg).toBe(M.seatInvalid);
  });

  it('the settings bound seats per order, release unpaid holds, and stop refunds before the start', async () => {
    const before = ok(await boss.get('/yym-product-api/seeFilm/settings/get'));
    expect(before.holdMinutes).toBe(15);
    const saved = ok(
      await boss.post('/yym-product-api/seeFilm/settings/submit', {
        holdMinutes: 5,
        maxSeats: 2,
        refundCutoffMinutes: 60 * 24,
        stopSaleMinutes: 0,
      }),
    );
    expect(saved.maxSeats).toBe(2);
    // three hours from now: inside a 24-hour refund cutoff
    const s = await makeScreening(boss, { start: chinaIn(180) });
    expect((await buy(anon, s.id, [cellOf(2, 1), cellOf(2, 2), cellOf(2, 3)])).body.msg).toBe(M.seatsTooMany(2));
    const held = ok(await buy(anon, s.id, [cellOf(2, 1)]));
    // six minutes later the hold is over: the job closes the order and the seat is free again
    await t.db.query(sql`UPDATE cin_order SET create_time = now() - interval '6 minutes' WHERE order_id = ${held.orderId}`);
    expect(await releaseOverdue(t.db)).toBeGreaterThanOrEqual(1);
    const o = ok(await anon.get('/order-api/h5/cinema/order/detail', { code: held.code }));
    expect(o.orderStatus).toBe(ORDER_STATUS.CLOSED);
    expect(ok(await boss.get(`${SM}/seats`, { id: s.id })).rows[1][0].state).toBe(SEAT_STATE.FREE);
    // the customer's refund is refused inside the cutoff
    const paid = ok(await buy(anon, s.id, [cellOf(2, 2)]));
    await payCode(anon, paid.code);
    const r = await anon.post('/order-api/h5/refund/apply', {
      code: paid.code,
      refundTextNumber: 1,
      returnReason: '行程有变',
      refundText: '临时有事',
    });
    expect(r.body.msg).toBe(M.refundClosed(60 * 24));
    ok(await boss.post('/yym-product-api/seeFilm/settings/submit', { ...before }));
  });

  it('a refund gives its seat back, the other seat stays sold', async () => {
    const s = await makeScreening(boss);
    const o = ok(await buy(anon, s.id, [cellOf(4, 1), cellOf(4, 2)]));
    await payCode(anon, o.code);
    const guests = await t.db.query<{ id: string; guest_name: string }>(
      sql`SELECT id::text AS id, guest_name FROM ord_guest WHERE order_id = ${o.orderId} ORDER BY id`,
    );
    expect(guests.map((g) => g.guest_name)).toEqual(['4排1座', '4排2座']);
    ok(
      await boss.post('/order-api/generic-poi/biz/forced-refund', {
        orderId: o.orderId,
        guestIds: [guests[0]!.id],
        reason: '影厅设备故障',
      }),
    );
    const map = ok(await boss.get(`${SM}/seats`, { id: s.id }));
    expect(map.rows[3][0].state).toBe(SEAT_STATE.FREE);
    expect(map.rows[3][1].state).toBe(SEAT_STATE.SOLD);
    // and it sells again
    expect((await buy(anon, s.id, [cellOf(4, 1)])).body.code).toBe(200);
  });
});

describe('card review, cin-res, isolation and permissions', () => {
  it('cards are approved or rejected once, with a reason to reject; the list exports', async () => {
    const page = ok(await boss.post('/yym-usercenter-api/cinema-card/page', { current: 1, size: 10, auditStatus: 0 }));
    const [a, b] = page.records;
    expect((await boss.get('/yym-usercenter-api/cinema-card/audit', { id: b.id, auditStatus: 2 })).body.msg).toBe(M.rejectReasonRequired);
    expect(ok(await boss.get('/yym-usercenter-api/cinema-card/audit', { id: a.id, auditStatus: 1 })).auditStatus).toBe(1);
    const again = await boss.get('/yym-usercenter-api/cinema-card/audit', { id: a.id, auditStatus: 2, reason: 'x' });
    expect(again.body.code).not.toBe(200);
    const rej = ok(await boss.get('/yym-usercenter-api/cinema-card/audit', { id: b.id, auditStatus: 2, reason: '资料不全' }));
    expect(rej.auditReason).toBe('资料不全');
    const file = await fetch(`${t.url}/api/yym-usercenter-api/cinema-card/export`, {
      method: 'POST',
      headers: { 'Blade-Auth': `bearer ${boss.token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ auditStatus: 2 }),
    });
    expect(file.status).toBe(200);
    expect(file.headers.get('content-disposition')).toContain('attachment');
    expect((await file.arrayBuffer()).byteLength).toBeGreaterThan(1000);
    const applied = ok(
      await anon.post('/yym-usercenter-api/h5/cinema-card/apply', { tenantId: '100001', name: '新影迷', phone: '13712349999' }),
    );
    expect(applied.id).toBeTruthy();
    const res = ok(await boss.get('/yym-product-api/cin-res/page', { current: 1, size: 20, name: '湖畔' }));
    expect(res.records.map((r: { hallName: string }) => r.hallName)).toEqual(['1号厅', '2号厅(VIP)']);
    expect(res.records[0].upcoming).toBeGreaterThan(0);
  });

  it('tenant 100002 cannot see or touch 100001 rows; a role without the buttons is refused', async () => {
    const mine = ok(await boss.get(`${SM}/page`, { current: 1, size: 1 })).records[0];
    const cinema = ok(await boss.get(`${CM}/page`, { current: 1, size: 50 })).records.find(
      (r: { name: string }) => r.name === '湖畔星光影城',
    );
    expect(ok(await boss2.get(`${CM}/page`, { current: 1, size: 50 })).records.some((r: { id: string }) => r.id === cinema.id)).toBe(false);
    expect((await boss2.get(`${SM}/seats`, { id: mine.id })).body.code).toBe(404);
    expect((await boss2.get(`${CM}/detail`, { id: cinema.id })).body.code).toBe(404);
    expect(ok(await boss2.post(`${CM}/remove`, { ids: [cinema.id] }))).toBe(0);
    expect(ok(await boss2.post(`${FM}/status`, { ids: [mine.filmId], status: 0 }))).toBe(0);
    const card = ok(await boss.post('/yym-usercenter-api/cinema-card/page', { current: 1, size: 1 })).records[0];
    expect((await boss2.get('/yym-usercenter-api/cinema-card/audit', { id: card.id, auditStatus: 1 })).body.code).toBe(404);
    expect(ok(await boss2.post('/yym-usercenter-api/cinema-card/page', { current: 1, size: 10 })).total).toBe(0);
    // the storefront of 100002 does not sell 100001's screening
    expect((await buy(anon, mine.id, [cellOf(8, 14)], '100002')).body.code).not.toBe(200);
    expect(ok(await boss.get(`${CM}/detail`, { id: cinema.id })).cinemaStatus).toBe(1);
    // the checker has no 影院影片 buttons
    expect((await checker.get(`${CM}/page`, { current: 1, size: 10 })).body.code).toBe(403);
    expect((await checker.post(`${CM}/add`, { name: '越权影城' })).body.code).toBe(403);
    expect((await checker.get('/yym-usercenter-api/cinema-card/audit', { id: card.id, auditStatus: 1 })).body.msg).toContain(
      MSG.noPermission,
    );
  });
});
