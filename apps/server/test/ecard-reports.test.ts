import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MSG, chinaToday } from '@yym/contract';
import { sql } from '../src/platform/sql.ts';
import { type Client, DEMO, login, startApp, type TestApp } from './harness.ts';
import { ok } from './commerce-helpers.ts';
import { ecardKit } from './ecard-helpers.ts';

// 电子卡报表: a card sold, paid, refunded, activated by code and checked at the gate shows in each
// report of today, and only in the seller's; a checker has no reports; bad ranges are refused.

let t: TestApp;
let boss: Client;
let boss2: Client;
let checker: Client;
let k: ReturnType<typeof ecardKit>;
const R = '/yym-biz-report/eCard';

beforeAll(async () => {
  t = await startApp();
  boss = (await login(t, ...DEMO.boss)).client;
  boss2 = (await login(t, ...DEMO.boss2)).client;
  checker = (await login(t, ...DEMO.checker)).client;
  k = ecardKit(t, boss);
});
afterAll(async () => {
  await t?.close();
});

const today = chinaToday();
const range = (cardId: string) => ({ startDate: chinaToday(-6), endDate: today, cardId });
const todayOf = <T extends { day: string }>(rows: T[]) => rows.find((r) => r.day === today)!;

describe('e-card reports', () => {
  it('show the day’s sales, refunds, activations and checks of one card, with a row for every day', async () => {
    const cardId = await k.makeCard(boss, { first: 3 });
    const buy = async (quantity: number) => {
      const cu = await k.customer();
      const o = ok(await k.h5('/yym-product-api/h5/eCard/buy', cu.token, { cardId, quantity, holderName: '王五' }));
      const trade = ok(await boss.post('/order-api/pay/trade', { orderId: o.orderId }));
      ok(await k.anon.post('/order-api/pay/notify/sandbox', trade.payParams.callback));
      return o.orderId as string;
    };
    const kept = await buy(2);
    const refunded = await buy(1);
    ok(await boss.post('/order-api/eCard/order/refund', { orderId: refunded }));
    ok(await boss.post('/order-api/eCard/order/refundSure', { orderId: refunded, pass: 1 }));
    // one code activated
    const batch = await k.prefab(cardId, 3);
    const [code] = await k.codesOf(batch.id);
    const cu = await k.customer();
    ok(await k.h5('/yym-product-api/h5/eCard/activate', cu.token, { code, holderName: '赵六', holderPhone: cu.phone }));
    // two checks of one held card of the kept order
    const qr = (await t.db.one<{ qr_code: string }>(sql`SELECT qr_code FROM ec_user_card WHERE order_id = ${kept} ORDER BY id LIMIT 1`))!
      .qr_code;
    ok(await k.gate(checker, qr));
    ok(await k.gate(checker, qr));

    const sales = ok(await boss.get(`${R}/dailySales`, range(cardId)));
    expect(sales.map((r: any) => r.day)).toEqual(Array.from({ length: 7 }, (_, i) => chinaToday(i - 6)));
    expect(todayOf(sales)).toEqual({ day: today, orders: 2, cards: 3, saleMoney: 3 * 9900, refundMoney: 9900 });
    expect(sales.filter((r: any) => r.day !== today).every((r: any) => r.orders === 0)).toBe(true);

    const act = todayOf(ok(await boss.get(`${R}/dailyActivation`, range(cardId))));
    expect(act).toEqual({ day: today, purchased: 3, codes: 1, gifts: 0, total: 4 });

    expect(todayOf(ok(await boss.get(`${R}/verifySummary`, range(cardId))))).toEqual({ day: today, uses: 2, cards: 1 });
    expect(ok(await boss.get(`${R}/projectVerify`, range(cardId)))).toEqual([
      { projectName: '主景区入园', cardName: expect.any(String), uses: 2, cards: 1 },
    ]);

    // the refunded order's card is cancelled: 3 cards in use (2 bought, 1 by code), 3 uses each of the first project
    const signed = ok(await boss.get(`${R}/signedProjects`, range(cardId)));
    const main = signed.find((r: any) => r.projectName === '主景区入园');
    expect(main).toMatchObject({ cards: 3, allowed: 9, used: 2 });
    expect(main.rate).toBeCloseTo(2 / 9);

    const q = new URLSearchParams({ ...range(cardId), report: 'dailySales' });
    const file = await fetch(`${t.url}/api${R}/export?${q}`, { headers: { 'Blade-Auth': `bearer ${boss.token}` } });
    expect(file.headers.get('content-type')).toContain('spreadsheetml');
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(Buffer.from(await file.arrayBuffer()) as any);
    const rows: unknown[][] = [];
    wb.worksheets[0]!.eachRow((r) => rows.push((r.values as unknown[]).slice(1)));
    // typed cells: the day a date, the counts and amounts (yuan) numbers Excel can sum
    const day = new Date(`${today}T00:00:00Z`);
    expect(rows.find((r) => r[0] instanceof Date && r[0].getTime() === day.getTime())).toEqual([day, 2, 3, 297, 99]);
  });

  it('another tenant reads none of it; a checker has no reports; a backwards or too long range is refused', async () => {
    const cardId = await k.makeCard(boss);
    const other = ok(await boss2.get(`${R}/dailySales`, { startDate: today, endDate: today }));
    expect(other.every((r: any) => r.orders === 0 && r.saleMoney === 0)).toBe(true);
    expect(ok(await boss2.get(`${R}/signedProjects`, { startDate: chinaToday(-30), endDate: today, cardId }))).toEqual([]);
    expect((await checker.get(`${R}/dailySales`, { startDate: today, endDate: today })).status).toBe(403);
    const back = await boss.get(`${R}/dailySales`, { startDate: today, endDate: chinaToday(-1) });
    expect([back.status, back.body.msg]).toEqual([400, MSG.paramInvalid]);
    const long = await boss.get(`${R}/verifySummary`, { startDate: '2024-01-01', endDate: '2025-06-01' });
    expect([long.status, long.body.msg]).toEqual([400, MSG.coBatchRangeTooLong]);
    const bad = await boss.get(`${R}/export`, { startDate: today, endDate: today, report: 'nothing' });
    expect(bad.status).toBe(400);
  });
});
