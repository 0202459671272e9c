import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MSG } from '@yym/contract';
import { sql } from '../src/platform/sql.ts';
import { type Client, DEMO, login, startApp, type TestApp } from './harness.ts';
import { day, makeTicket, ok, pay, place, stockOf } from './commerce-helpers.ts';

let t: TestApp;
let boss: Client;
let boss2: Client;
let checker: Client;
beforeAll(async () => {
  t = await startApp();
  boss = (await login(t, ...DEMO.boss)).client;
  boss2 = (await login(t, ...DEMO.boss2)).client;
  checker = (await login(t, ...DEMO.checker)).client;
});
afterAll(async () => {
  await t?.close();
});

const P = '/yym-product-api';
const weekday = (d: string) => new Date(`${d}T00:00:00Z`).getUTCDay();
const cell = async (skuId: string, date: string) =>
  (await t.db.one<{ price: string; stock: number; sold: number }>(
    sql`SELECT price, stock, sold FROM prd_calendar WHERE sku_id = ${skuId} AND play_date = ${date}`,
  ))!;
const batchRecords = async (productId: string) =>
  t.db.query<{
    sku_id: string;
    play_date: string;
    change: number;
    stock_after: number;
  }>(sql`SELECT sku_id, play_date, change, stock_after FROM prd_stock_record
    WHERE product_id = ${productId} AND reason = 'batch' ORDER BY play_date, sku_id`);

/** An on-shelf ticket with an adult sku (100.00) and a child sku (50.00), stock on the next `days` days. */
async function ticket(stock = 10, days = 14) {
  const dates = Array.from({ length: days }, (_, i) => day(i));
  const tk = await makeTicket(boss, { stock, price: 10000, dates });
  const inv = ok(
    await boss.post(`${P}/b/product/ticket/inventory/save`, {
      id: tk.productId,
      skus: [{ name: '儿童票', price: 5000 }],
      calendar: [{ skuIndex: 0, dates, price: 5000, stock }],
    }),
  );
  return { ...tk, childId: inv.skuIds[0] as string, dates };
}

describe('batch changes', () => {
  it('changes price and stock of the chosen sku on exactly the chosen weekdays, keeps what is sold, and records every stock change', async () => {
    const tk = await ticket(10, 14);
    const wds = [weekday(day(2)), weekday(day(5))];
    const expected = tk.dates.filter((d) => wds.includes(weekday(d)));
    expect(expected).toHaveLength(4);
    // two tickets sold on one of the dates before the change
    const o = ok(await place(boss, tk.productId, { quantity: 2, date: expected[1] }));
    await pay(t, boss, o.orderId);
    const body = {
      productId: tk.productId,
      skuIds: [tk.skuId],
      startDate: day(0),
      endDate: day(13),
      weekdays: wds,
      price: 12345,
      stock: 20,
    };

    // the dialog's count before confirming changes nothing
    const preview = ok(await boss.post(`${P}/b/product/ticket/batch`, { ...body, dryRun: true }));
    expect(preview).toMatchObject({ dateCount: 4, cellCount: 4, skipped: 0, dates: expected });
    expect((await cell(tk.skuId, expected[0]!)).price).toBe('10000');

    const done = ok(await boss.post(`${P}/b/product/ticket/batch`, body));
    expect(done.dates).toEqual(expected);
    for (const d of tk.dates) {
      const c = await cell(tk.skuId, d);
      if (expected.includes(d)) {
        expect(c.price).toBe('12345');
        // 20 in all: what is sold stays sold, the rest is free
        expect(Number(c.stock) + Number(c.sold)).toBe(20);
      } else {
        expect(c).toMatchObject({ price: '10000', stock: 10 });
      }
      expect((await cell(tk.childId, d)).price).toBe('5000');
    }
    expect(await stockOf(t, tk.skuId, expected[1]!)).toBe(18);
    const recs = await batchRecords(tk.productId);
    expect(recs.map((r) => r.play_date)).toEqual(expected);
    expect(recs.map((r) => [Number(r.change), Number(r.stock_after)])).toEqual([
      [10, 20],
      [10, 18],
      [10, 20],
      [10, 20],
    ]);
    const changes = ok(await boss.get(`${P}/b/product/changeRecord/page`, { productId: tk.productId }));
    expect(changes.records[0].action).toBe('batch');
    expect(changes.records[0].content).toContain('价格123.45元');

    // only a price (a sku named twice counts once): stock untouched, no stock record
    const priceOnly = ok(
      await boss.post(`${P}/b/product/ticket/batch`, {
        productId: tk.productId,
        skuIds: [tk.childId, tk.childId],
        startDate: day(0),
        endDate: day(1),
        price: 4000,
      }),
    );
    expect(priceOnly).toMatchObject({ dateCount: 2, cellCount: 2 });
    expect(await cell(tk.childId, day(0))).toMatchObject({ price: '4000', stock: 10 });
    expect(await batchRecords(tk.productId)).toHaveLength(4);
  });

  it('refuses a stock below what is sold, naming the date and sku, and changes nothing', async () => {
    const tk = await ticket(10, 5);
    const o = ok(await place(boss, tk.productId, { quantity: 3, date: day(3) }));
    await pay(t, boss, o.orderId);
    const r = await boss.post(`${P}/b/product/ticket/batch`, {
      productId: tk.productId,
      skuIds: [tk.childId, tk.skuId],
      startDate: day(0),
      endDate: day(4),
      price: 999,
      stock: 2,
    });
    expect(r.body.code).toBe(400);
    expect(r.body.msg).toBe(MSG.coBatchStockBelowSold(day(3), '成人票', 3));
    for (const d of tk.dates) {
      expect((await cell(tk.skuId, d)).price).toBe('10000');
      expect((await cell(tk.childId, d)).price).toBe('5000');
    }
    expect(await stockOf(t, tk.skuId, day(3))).toBe(7);
    expect(await batchRecords(tk.productId)).toHaveLength(0);
  });

  it('racing orders: the total after the change holds, the free stock never goes negative, every sale stays counted', async () => {
    const tk = await ticket(10, 1);
    const orders = Array.from({ length: 6 }, () => place(boss, tk.productId, { quantity: 1, date: day(0) }));
    const change = boss.post(`${P}/b/product/ticket/batch`, {
      productId: tk.productId,
      skuIds: [tk.skuId],
      startDate: day(0),
      endDate: day(0),
      stock: 4,
    });
    const [results, changed] = await Promise.all([Promise.all(orders), change]);
    const placed = results.filter((r) => r.body.code === 200).length;
    const c = await cell(tk.skuId, day(0));
    expect(Number(c.stock)).toBeGreaterThanOrEqual(0);
    expect(Number(c.sold)).toBe(placed);
    // applied: 4 in all from then on; refused (more than 4 already sold): the old 10 in all
    expect(Number(c.stock) + Number(c.sold)).toBe(changed.body.code === 200 ? 4 : 10);
    if (changed.body.code !== 200) expect(changed.body.msg).toMatch(/已售\d+张,库存不能小于已售数量$/);
  });

  it("checks the input: range, nothing to change, negative price, another tenant's product", async () => {
    const tk = await ticket(5, 2);
    const base = { productId: tk.productId, skuIds: [tk.skuId], startDate: day(0), endDate: day(1) };
    expect((await boss.post(`${P}/b/product/ticket/batch`, { ...base, endDate: day(366), price: 100 })).body.msg).toBe(
      MSG.coBatchRangeTooLong,
    );
    expect((await boss.post(`${P}/b/product/ticket/batch`, { ...base, startDate: day(1), endDate: day(0), price: 100 })).body.msg).toBe(
      MSG.coBatchRangeInvalid,
    );
    expect((await boss.post(`${P}/b/product/ticket/batch`, base)).body.msg).toBe(MSG.coBatchNothing);
    const neg = await boss.post(`${P}/b/product/ticket/batch`, { ...base, price: -1 });
    expect(neg.body.code).toBe(400);
    expect(neg.body.msg).toContain(MSG.coPriceInvalid);
    expect((await boss2.post(`${P}/b/product/ticket/batch`, { ...base, price: 100 })).body.code).toBe(404);
    // a date without price/stock is opened only when both are given
    const open = ok(await boss.post(`${P}/b/product/ticket/batch`, { ...base, endDate: day(3), price: 100, dryRun: true }));
    expect(open).toMatchObject({ cellCount: 2, skipped: 2 });
    const both = ok(await boss.post(`${P}/b/product/ticket/batch`, { ...base, endDate: day(3), price: 100, stock: 7 }));
    expect(both).toMatchObject({ cellCount: 4, skipped: 0 });
    expect(await cell(tk.skuId, day(3))).toMatchObject({ price: '100', stock: 7 });
  });
});

describe('spec templates', () => {
  it('add, find, update, use in a ticket, list the products using it, remove; another tenant sees and changes none of it', async () => {
    const saved = ok(
      await boss.post(`${P}/productSpecsConfig/save`, { name: '长者票', price: 3000, needIdCard: 1, remark: '60岁以上', sort: 3 }),
    );
    expect((await boss.post(`${P}/productSpecsConfig/save`, { name: '长者票', price: 1 })).body.msg).toBe(MSG.coSpecNameExists);
    expect((await boss.post(`${P}/productSpecsConfig/save`, { name: ' ', price: 1 })).body.code).toBe(400);
    const found = ok(await boss.get(`${P}/productSpecsConfig/query`, { name: '长者' }));
    expect(found.records.map((x: any) => x.name)).toEqual(['长者票']);
    ok(await boss.post(`${P}/productSpecsConfig/update`, { id: saved.id, name: '长者票', price: 3500, needIdCard: 1 }));
    expect(ok(await boss.get(`${P}/productSpecsConfig/detail`, { id: saved.id })).price).toBe('3500');

    // tenant 100002 neither sees nor touches it, and may use the same name
    expect(ok(await boss2.get(`${P}/productSpecsConfig/query`, { name: '长者' })).records).toHaveLength(0);
    expect((await boss2.get(`${P}/productSpecsConfig/detail`, { id: saved.id })).body.code).toBe(404);
    expect((await boss2.post(`${P}/productSpecsConfig/update`, { id: saved.id, name: '改名', price: 1 })).body.code).toBe(404);
    expect((await boss2.post(`${P}/productSpecsConfig/remove`, undefined, { ids: saved.id })).body.code).toBe(404);
    expect((await boss2.get(`${P}/productSpecsConfig/productLowerPage`, { id: saved.id })).body.code).toBe(404);
    ok(await boss2.post(`${P}/productSpecsConfig/save`, { name: '长者票', price: 100 }));
    expect(ok(await boss.get(`${P}/productSpecsConfig/detail`, { id: saved.id })).name).toBe('长者票');

    // used by a ticket: the sku takes its name and price, the product asks for real names
    const tk = await makeTicket(boss, { stock: 5 });
    const added = ok(await boss.post(`${P}/b/product/ticket/sku/fromSpecs`, { productId: tk.productId, specIds: [saved.id] }));
    expect(added.added.map((s: any) => [s.name, s.price])).toEqual([['长者票', '3500']]);
    expect(ok(await boss.post(`${P}/b/product/ticket/sku/fromSpecs`, { productId: tk.productId, specIds: [saved.id] })).skipped).toEqual([
      '长者票',
    ]);
    expect(ok(await boss.get(`${P}/b/product/detail`, { id: tk.productId })).needIdCard).toBe(1);
    const lower = ok(await boss.get(`${P}/productSpecsConfig/productLowerPage`, { id: saved.id }));
    expect(lower.records.map((x: any) => [x.id, x.skuNames])).toEqual([[tk.productId, ['长者票']]]);
    expect(ok(await boss.get(`${P}/productSpecsConfig/query`, { name: '长者' })).records[0].productCount).toBe(1);
    expect((await boss2.post(`${P}/b/product/ticket/sku/fromSpecs`, { productId: tk.productId, specIds: [saved.id] })).body.code).toBe(404);

    ok(await boss.post(`${P}/productSpecsConfig/remove`, undefined, { ids: saved.id }));
    expect(ok(await boss.get(`${P}/productSpecsConfig/query`, { name: '长者' })).records).toHaveLength(0);
    // the sku made from it keeps its values
    expect(ok(await boss.get(`${P}/b/product/detail`, { id: tk.productId })).skus.map((s: any) => s.name)).toContain('长者票');
  });
});

describe('distribution', () => {
  it('model, price rule, authorization and the price calendar figures', async () => {
    const tk = await ticket(10, 3);
    const mine = ok(await boss.get(`${P}/distribution/distributor/list`));
    expect(mine.map((d: any) => d.name)).toEqual(['携程旅行', '美团门票', '杭州春秋旅行社']);
    const theirs = ok(await boss2.get(`${P}/distribution/distributor/list`));
    expect(theirs).toHaveLength(1);

    // not distributed yet: no distribution price, no authorization
    const cal0 = ok(await boss.get(`${P}/distribution/getPriceCalendar`, { productId: tk.productId, startDate: day(0), endDate: day(2) }));
    expect(cal0.skus[0].calendar[0]).toMatchObject({ salePrice: 10000, stock: 10, distributionPrice: null, quota: null });
    expect(
      (await boss.post(`${P}/distribution/batchAuthorization`, { productIds: [tk.productId], distributorIds: [mine[0].id] })).body.msg,
    ).toBe(MSG.coDisModelOff);

    ok(await boss.post(`${P}/distribution/changeModel`, { productIds: [tk.productId], disModel: 2 }));
    ok(await boss.post(`${P}/distribution/batchAutoPrice`, { productIds: [tk.productId], priceType: 2, priceValue: 90 }));
    expect(
      (await boss.post(`${P}/distribution/batchAutoPrice`, { productIds: [tk.productId], priceType: 2, priceValue: 120 })).body.msg,
    ).toBe(MSG.coDisRateInvalid);
    ok(
      await boss.post(`${P}/b/product/ticket/batch`, {
        productId: tk.productId,
        skuIds: [tk.skuId],
        startDate: day(1),
        endDate: day(1),
        price: 12345,
      }),
    );
    const cal = ok(await boss.get(`${P}/distribution/getPriceCalendar`, { productId: tk.productId, startDate: day(0), endDate: day(2) }));
    const adult = cal.skus.find((s: any) => s.skuId === tk.skuId);
    const child = cal.skus.find((s: any) => s.skuId === tk.childId);
    // calendar model: 90% of each date's price, half up to the cent
    expect(adult.calendar.map((c: any) => [c.date, c.salePrice, c.distributionPrice])).toEqual([
      [day(0), 10000, 9000],
      [day(1), 12345, 11111],
      [day(2), 10000, 9000],
    ]);
    expect(child.calendar[0].distributionPrice).toBe(4500);
    // unified model: the sku's default price for every date; a markup in cents
    ok(await boss.post(`${P}/distribution/changeModel`, { productIds: [tk.productId], disModel: 1 }));
    ok(await boss.post(`${P}/distribution/batchAutoPrice`, { productIds: [tk.productId], priceType: 1, priceValue: -500 }));
    const cal1 = ok(
      await boss.get(`${P}/distribution/getPriceCalendar`, {
        productId: tk.productId,
        skuId: tk.skuId,
        startDate: day(0),
        endDate: day(2),
      }),
    );
    expect(cal1.skus).toHaveLength(1);
    expect(cal1.skus[0].calendar.map((c: any) => c.distributionPrice)).toEqual([9500, 9500, 9500]);

    // authorization: replace the list; another tenant's distributor is refused
    expect(
      (await boss.post(`${P}/distribution/batchAuthorization`, { productIds: [tk.productId], distributorIds: [theirs[0].id] })).body.msg,
    ).toBe(MSG.coDistributorNotFound);
    ok(await boss.post(`${P}/distribution/batchAuthorization`, { productIds: [tk.productId], distributorIds: [mine[0].id, mine[2].id] }));
    const page = ok(await boss.get(`${P}/distribution/page`, { distributorId: mine[2].id, disModel: 1 }));
    const row = page.records.find((x: any) => x.id === tk.productId);
    expect(row).toMatchObject({ disModel: 1, disPriceType: 1, disPriceValue: '-500' });
    expect(row.distributors.map((d: any) => d.name)).toEqual(['携程旅行', '杭州春秋旅行社']);
    expect(ok(await boss2.get(`${P}/distribution/page`, { name: '成人票' })).records.some((x: any) => x.id === tk.productId)).toBe(false);
    expect((await boss2.post(`${P}/distribution/changeModel`, { productIds: [tk.productId], disModel: 0 })).body.code).toBe(404);
    // switching distribution off revokes the distributors
    ok(await boss.post(`${P}/distribution/changeModel`, { productIds: [tk.productId], disModel: 0 }));
    expect(
      ok(await boss.get(`${P}/distribution/page`, { distributorId: mine[2].id })).records.some((x: any) => x.id === tk.productId),
    ).toBe(false);
  });

  it('a quota never exceeds the free stock: refused above it, shown under it after sales, cut when the stock is cut', async () => {
    const tk = await ticket(10, 3);
    const body = { productId: tk.productId, skuIds: [tk.skuId], startDate: day(0), endDate: day(2), quota: 11 };
    const over = await boss.post(`${P}/distribution/batchInventory`, body);
    expect(over.body.msg).toBe(MSG.coDisQuotaOverStock(day(0), '成人票', 10));
    expect(await t.db.query(sql`SELECT 1 FROM prd_distribution_stock WHERE sku_id = ${tk.skuId}`)).toHaveLength(0);
    expect(ok(await boss.post(`${P}/distribution/batchInventory`, { ...body, quota: 10 }))).toMatchObject({ cellCount: 3, skipped: 0 });

    // 3 sold on day 1: the quota shown is what is still free
    const o = ok(await place(boss, tk.productId, { quantity: 3, date: day(1) }));
    await pay(t, boss, o.orderId);
    const cal = ok(
      await boss.get(`${P}/distribution/getPriceCalendar`, {
        productId: tk.productId,
        skuId: tk.skuId,
        startDate: day(0),
        endDate: day(2),
      }),
    );
    expect(cal.skus[0].calendar.map((c: any) => [c.stock, c.quota])).toEqual([
      [10, 10],
      [7, 7],
      [10, 10],
    ]);
    expect((await boss.post(`${P}/distribution/batchInventory`, { ...body, quota: 8 })).body.msg).toBe(
      MSG.coDisQuotaOverStock(day(1), '成人票', 7),
    );

    // the merchant cuts day 2's stock to 4: the stored quota follows
    ok(
      await boss.post(`${P}/b/product/ticket/batch`, {
        productId: tk.productId,
        skuIds: [tk.skuId],
        startDate: day(2),
        endDate: day(2),
        stock: 4,
      }),
    );
    const q = await t.db.one<{ quota: number }>(
      sql`SELECT quota FROM prd_distribution_stock WHERE sku_id = ${tk.skuId} AND play_date = ${day(2)}`,
    );
    expect(q!.quota).toBe(4);
    expect((await boss2.post(`${P}/distribution/batchInventory`, { ...body, quota: 1 })).body.code).toBe(404);
  });
});

describe('the small product calls', () => {
  it('systems, phones, brief list, labels, channels and model, off other channels, sync, card/combined off shelf, delete', async () => {
    const tk = await makeTicket(boss, { stock: 5, name: '小接口票' });
    const other = await makeTicket(boss2, { stock: 5 });
    expect(ok(await boss.get(`${P}/b/product/getSystemList`)).map((s: any) => s.code)).toContain('wechat');
    const phones = ok(await boss.get(`${P}/b/product/getPhoneList`));
    expect(phones[0]).toEqual({ name: '云游文旅集团', phone: '13900000001' });
    expect(phones.some((p: any) => p.phone === '0571-87179617')).toBe(true);

    const brief = ok(await boss.post(`${P}/product/info/list`, { ids: [tk.productId, other.productId, '999999999'] }));
    expect(brief.map((x: any) => x.id)).toEqual([tk.productId]);

    const labels = ok(await boss.get(`${P}/product/label/list`));
    expect(ok(await boss.post(`${P}/product/info/submitLabel`, { id: tk.productId, labelIds: [labels[0].id] }))).toEqual([labels[0].name]);
    const foreignLabel = ok(await boss2.post(`${P}/product/label/add`, { name: '别家标签' }));
    expect((await boss.post(`${P}/product/info/submitLabel`, { id: tk.productId, labelIds: [foreignLabel.id] })).body.code).toBe(404);

    ok(await boss.post(`${P}/product/info/updateChannelOrModel`, { id: tk.productId, channels: ['wechat', 'h5', 'ota'], disModel: 2 }));
    expect(ok(await boss.get(`${P}/product/info/channelAndModelEcho`, { id: tk.productId }))).toMatchObject({
      channels: ['wechat', 'h5', 'ota'],
      disModel: 2,
    });
    expect((await boss.post(`${P}/product/info/updateChannelOrModel`, { id: tk.productId, channels: ['nowhere'] })).body.code).toBe(400);
    expect(ok(await boss.post(`${P}/product/info/offShelfOther`, { id: tk.productId, channel: 'h5' }))).toMatchObject({
      channels: ['h5'],
      removed: ['wechat', 'ota'],
    });
    expect(ok(await boss.get(`${P}/b/product/getChannel`, { id: tk.productId })).channels).toEqual(['h5']);

    expect(ok(await boss.post(`${P}/b/product/submitSyncInfo`, { id: tk.productId, systems: ['wechat'] }))).toMatchObject({
      accepted: true,
    });

    // on shelf → off: answers the count; a second call finds nothing on shelf; another tenant's product is untouched
    expect(
      ok(await boss.post(`${P}/b/product/cardOrCombinedShelfOff`, undefined, { productIds: `${tk.productId},${other.productId}` })),
    ).toEqual({ count: 1 });
    expect(ok(await boss.post(`${P}/b/product/cardOrCombinedShelfOff`, undefined, { productIds: tk.productId }))).toEqual({ count: 0 });
    expect(ok(await boss2.get(`${P}/b/product/detail`, { id: other.productId })).shelfStatus).toBe(1);

    expect((await boss2.post(`${P}/product/info/delete`, undefined, { id: tk.productId })).body.code).toBe(404);
    ok(await boss.post(`${P}/product/info/delete`, undefined, { id: tk.productId }));
    expect((await boss.get(`${P}/b/product/detail`, { id: tk.productId })).body.code).toBe(404);
  });
});

describe('button codes', () => {
  it('the checker, without the product and distribution buttons, is refused with 403 and nothing changes', async () => {
    const tk = await ticket(10, 2);
    const calls: [string, unknown, Record<string, unknown>?][] = [
      [`${P}/b/product/ticket/batch`, { productId: tk.productId, skuIds: [tk.skuId], startDate: day(0), endDate: day(1), price: 1 }],
      [`${P}/productSpecsConfig/save`, { name: '检票员的模板', price: 1 }],
      [`${P}/distribution/changeModel`, { productIds: [tk.productId], disModel: 1 }],
      [`${P}/distribution/batchInventory`, { productId: tk.productId, skuIds: [tk.skuId], startDate: day(0), endDate: day(1), quota: 1 }],
      [`${P}/distribution/batchAuthorization`, { productIds: [tk.productId], distributorIds: [] }],
      [`${P}/distribution/batchAutoPrice`, { productIds: [tk.productId], priceType: 0 }],
      [`${P}/product/info/delete`, undefined, { id: tk.productId }],
    ];
    for (const [url, body, query] of calls) {
      const r = await checker.post(url, body, query);
      expect(r.status, url).toBe(403);
      expect(r.body.code, url).toBe(403);
    }
    expect((await checker.get(`${P}/distribution/page`)).status).toBe(403);
    expect((await cell(tk.skuId, day(0))).price).toBe('10000');
    expect(ok(await boss.get(`${P}/b/product/detail`, { id: tk.productId })).disModel).toBe(0);
    expect(await t.db.query(sql`SELECT 1 FROM prd_specs_config WHERE name = '检票员的模板'`)).toHaveLength(0);
  });
});
