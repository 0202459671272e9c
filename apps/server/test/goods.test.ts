import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GOODS_MSG, ORDER_STATUS as S } from '@yym/contract';
import { sql } from '../src/platform/sql.ts';
import { Client, DEMO, login, startApp, type TestApp } from './harness.ts';
import { ok } from './commerce-helpers.ts';
import { FT, G, GO, H5, address, buyGoods, buyer, makeGoods, payCode, pieceTemplate, skuStock } from './goods-helpers.ts';

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

const count = async (table: string) => Number((await t.db.one<{ n: number }>(sql`SELECT count(*)::int AS n FROM ${sql.ident(table)}`))!.n);
const detail = async (orderId: string) => ok(await boss.get(`${GO}/detail`, { orderId }));

describe('demo data', () => {
  it('every page of the area shows rows on first start', async () => {
    expect(ok(await boss.get(`${G}/page`)).total).toBeGreaterThanOrEqual(3);
    expect(ok(await boss.get(`${FT}/page`)).total).toBeGreaterThanOrEqual(2);
    expect(ok(await boss.get('/yym-product-api/combinedGoods/page')).total).toBeGreaterThanOrEqual(2);
    expect(ok(await boss.get('/yym-product-api/food/page')).total).toBeGreaterThanOrEqual(2);
    expect(ok(await boss.get('/yym-product-api/line/page')).total).toBeGreaterThanOrEqual(2);
    expect(ok(await boss.get('/yym-product-api/productList/listPage')).total).toBeGreaterThanOrEqual(1);
    const orders = ok(await boss.post(`${GO}/page`, { kind: 'goods' }));
    expect(orders.total).toBeGreaterThanOrEqual(3);
    const tabs = ok(await boss.post(`${GO}/count`, { kind: 'goods' }));
    expect(tabs.find((x: any) => x.status === 'toShip').count).toBeGreaterThanOrEqual(1);
    expect(tabs.find((x: any) => x.status === 'shipped').count).toBeGreaterThanOrEqual(1);
    for (const kind of ['bundle', 'food', 'line']) expect(ok(await boss.post(`${GO}/page`, { kind })).total).toBeGreaterThanOrEqual(1);
  });
});

describe('freight templates', () => {
  it('saves a template and refuses unknown regions, negative and huge fees, changing nothing', async () => {
    const before = await count('gds_freight');
    const bad1 = await boss.post(`${FT}/submit`, { ...pieceTemplate, noDelivery: ['999900'] });
    expect(bad1.body.msg).toBe(GOODS_MSG.regionUnknown('999900'));
    const bad2 = await boss.post(`${FT}/submit`, {
      ...pieceTemplate,
      rules: { ...pieceTemplate.rules, default: { ...pieceTemplate.rules.default, firstFee: -1 } },
    });
    expect(bad2.body.msg).toBe(GOODS_MSG.feeInvalid);
    const bad3 = await boss.post(`${FT}/submit`, {
      ...pieceTemplate,
      rules: { ...pieceTemplate.rules, default: { ...pieceTemplate.rules.default, addFee: 1e12 } },
    });
    expect(bad3.body.msg).toBe(GOODS_MSG.feeInvalid);
    expect(await count('gds_freight')).toBe(before);
    const saved = ok(await boss.post(`${FT}/submit`, pieceTemplate));
    expect(saved.rules.regions[0].regionCodes).toEqual(['530000']);
    expect(await count('gds_freight')).toBe(before + 1);
    const regions = ok(await boss.get(`${FT}/regions`));
    expect(regions.find((r: any) => r.code === '330000').children.map((c: any) => c.code)).toContain('330100');
  });

  it('a template that goods use cannot be removed; another tenant does not see it', async () => {
    const f = ok(await boss.post(`${FT}/submit`, { ...pieceTemplate, name: '在用模板' }));
    await makeGoods(boss, { freightId: f.id });
    expect((await boss.post(`${FT}/remove`, undefined, { ids: f.id })).body.msg).toBe(GOODS_MSG.freightInUse);
    expect((await boss2.get(`${FT}/detail`, { id: f.id })).body.code).toBe(404);
    expect((await boss2.post(`${FT}/remove`, undefined, { ids: f.id })).body.data).toBe(0);
  });
});

describe('goods', () => {
  it('saves specs and SKUs, records the change, copies off shelf with no stock; bad SKUs change nothing', async () => {
    const before = await count('gds_sku');
    for (const [price, msg] of [
      [-100, GOODS_MSG.priceInvalid],
      [1e12, GOODS_MSG.priceInvalid],
    ] as const) {
      const r = await boss.post(`${G}/submit`, { name: '坏商品', skus: [{ specText: '默认', price, stock: 1 }] });
      expect(r.body.msg).toBe(msg);
    }
    expect(
      (await boss.post(`${G}/submit`, { name: '坏重量', skus: [{ specText: '默认', price: 100, stock: 1, weight: -1 }] })).body.msg,
    ).toBe(GOODS_MSG.weightInvalid);
    expect(
      (
        await boss.post(`${G}/submit`, {
          name: '不符',
          specs: [{ name: '色', values: ['红'] }],
          skus: [{ specText: '绿', price: 100, stock: 1 }],
        })
      ).body.msg,
    ).toBe(GOODS_MSG.skuNotInSpecs('绿'));
    expect(await count('gds_sku')).toBe(before);

    const g = await makeGoods(boss, { name: '规格商品' });
    const d = ok(await boss.get(`${G}/detail`, { id: g.id }));
    expect(d.skus.map((s: any) => [s.specText, s.price, s.stock])).toEqual([
      ['红', 5000, 10],
      ['蓝', 6000, 10],
    ]);
    expect(d.shelfStatus).toBe(1);
    const changes = ok(await boss.get(`${G}/changeRecord/page`, { id: g.id }));
    expect(changes.records.map((c: any) => c.content)).toEqual(['上架', expect.stringContaining('新增商品「规格商品」')]);
    expect((await boss.post(`${G}/remove`, undefined, { productIds: g.id })).body.msg).toBe(GOODS_MSG.onShelfFirstOff);
    const copy = ok(await boss.post(`${G}/copy`, undefined, { id: g.id }));
    expect(copy.shelfStatus).toBe(0);
    expect(copy.skus.map((s: any) => s.stock)).toEqual([0, 0]);
    expect(ok(await boss.post(`${G}/remove`, undefined, { productIds: copy.id }))).toBe(1);
  });

  it('another tenant cannot see or change goods; a role without the button is refused', async () => {
    const g = await makeGoods(boss);
    expect((await boss2.get(`${G}/detail`, { id: g.id })).body.code).toBe(404);
    expect((await boss2.post(`${G}/onOrOffShelf`, { productIds: [g.id], status: 0 })).body.data).toBe(0);
    expect(ok(await boss.get(`${G}/detail`, { id: g.id })).shelfStatus).toBe(1);
    const r = await checker.post(`${G}/submit`, { name: '越权', skus: [{ specText: '默认', price: 100, stock: 1 }] });
    expect(r.status).toBe(403);
    expect(
      (await checker.post(`${GO}/express/batchAdd`, { rows: [{ orderNo: 'X', expressCode: 'SF', trackingNo: 'SF123456' }] })).status,
    ).toBe(403);
  });
});

describe('a goods order from the storefront to the delivered parcel', () => {
  it('buys one SKU with freight from the template, pays, ships with tracking, and the customer confirms receipt', async () => {
    const f = ok(await boss.post(`${FT}/submit`, pieceTemplate));
    const g = await makeGoods(boss, { freightId: f.id, price: 5000, stock: 10 });
    const quote = ok(
      await anon.post('/yym-product-api/yunfei/findTempInfoByGoodsId', {
        goodsId: g.id,
        skuId: g.sku,
        quantity: 4,
        regionCode: '530100',
        tenantId: '100001',
      }),
    );
    // Yunnan: its own rate, 2000 + 3 × 1000
    expect(quote).toMatchObject({ fee: 5000, free: false, delivered: true });
    expect((await buyGoods(anon, g, 1, '540000')).body.msg).toBe(GOODS_MSG.noDelivery);
    const placed = ok(await buyGoods(anon, g, 3, '330100'));
    // default rate: 1000 + ceil((3 - 1) / 2) × 500
    expect(placed.totalMoney).toBe(3 * 5000 + 1500);
    expect(await skuStock(t, g.sku)).toBe(7);
    await payCode(anon, placed.code);
    let d = await detail(placed.orderId);
    expect(d.orderStatus).toBe(S.TO_BE_USED);
    expect(d.deliveryStatusText).toBe('待发货');
    expect(d.lines.filter((l: any) => l.isFreight).map((l: any) => l.price)).toEqual([1500]);
    expect(d.regionName).toMatch(/^浙江.*杭州市$/);

    const report = ok(
      await boss.post(`${GO}/express/batchAdd`, { rows: [{ orderNo: d.orderNo, expressCode: 'SF', trackingNo: 'SF100200300' }] }),
    );
    expect(report).toEqual({ written: 1, unchanged: 0, failed: [] });
    expect((await boss.post(`${GO}/address/update`, { orderId: placed.orderId, ...address('330200') })).body.msg).toBe(
      GOODS_MSG.alreadyShipped,
    );
    d = await detail(placed.orderId);
    expect(d).toMatchObject({ deliveryStatus: 1, expressName: '顺丰速运', trackingNo: 'SF100200300' });
    expect(d.track[d.track.length - 1].text).toContain('揽收');

    const mine = ok(await anon.get(`${H5}/order`, { code: placed.code }));
    expect(mine).toMatchObject({ orderStatusText: '已发货', trackingNo: 'SF100200300', canConfirm: true });
    expect(mine.track.length).toBeGreaterThan(0);
    const done = ok(await anon.post(`${H5}/order/confirm`, { code: placed.code }));
    expect(done).toMatchObject({ orderStatus: S.COMPLETED, deliveryStatus: 2, canConfirm: false });
    expect((await anon.post(`${H5}/order/confirm`, { code: placed.code })).body.msg).toBe(GOODS_MSG.notShipped);
    const logs = ok(await boss.get(`${GO}/logs`, { orderId: placed.orderId }));
    expect(logs.map((l: any) => l.content).join('|')).toContain('发货: 顺丰速运 SF100200300');
  });

  it('part and full refunds go through the one refund path; unshipped units come back to stock exactly once', async () => {
    const f = ok(await boss.post(`${FT}/submit`, pieceTemplate));
    const g = await makeGoods(boss, { freightId: f.id, price: 5000, stock: 10 });
    const placed = ok(await buyGoods(anon, g, 2));
    await payCode(anon, placed.code);
    const d = await detail(placed.orderId);
    const units = d.lines.filter((l: any) => !l.isFreight);
    const part = ok(await boss.post(`${GO}/refund`, { orderId: placed.orderId, guestIds: [units[0].id] }));
    expect(part.amount).toBe(5000);
    expect(await skuStock(t, g.sku)).toBe(9);
    const rest = ok(await boss.post(`${GO}/refund`, { orderId: placed.orderId }));
    // the other unit and the freight (1000 + ceil(1/2) × 500)
    expect(rest.amount).toBe(5000 + 1500);
    expect(rest.orderStatus).toBe(S.CANCELLED);
    expect(await skuStock(t, g.sku)).toBe(10);
    expect((await boss.post(`${GO}/refund`, { orderId: placed.orderId })).body.msg).toBe('当前状态(已取消)不允许强制退款');
    expect(await skuStock(t, g.sku)).toBe(10);
    const after = await detail(placed.orderId);
    expect(after.refundMoney).toBe(placed.totalMoney);
    // finance may refund in full but not in part (no part-refund button)
    expect((await boss2.post(`${GO}/refund`, { orderId: placed.orderId })).body.code).toBe(404);
  });

  it('closes an unpaid order (stock back once) and changes the address before shipping', async () => {
    const g = await makeGoods(boss, { stock: 5 });
    const placed = ok(await buyGoods(anon, g, 2));
    expect(await skuStock(t, g.sku)).toBe(3);
    ok(await boss.post(`${GO}/address/update`, { orderId: placed.orderId, ...address('530100') }));
    const yunnan = ok(await boss.get(`${FT}/regions`)).find((r: any) => r.code === '530000');
    expect((await detail(placed.orderId)).regionName).toBe(`${yunnan.name}昆明市`);
    expect((await boss.post(`${GO}/address/update`, { orderId: placed.orderId, ...address('123456') })).body.msg).toBe(
      GOODS_MSG.regionUnknown('123456'),
    );
    expect(ok(await boss.post(`${GO}/close`, { orderId: placed.orderId })).orderStatus).toBe(S.CLOSED);
    expect(await skuStock(t, g.sku)).toBe(5);
    expect((await boss.post(`${GO}/close`, { orderId: placed.orderId })).body.msg).toBe(GOODS_MSG.notClosable);
    expect(await skuStock(t, g.sku)).toBe(5);
    ok(await boss.post(`${GO}/remark`, { orderId: placed.orderId, remark: '客户要求关闭' }));
    expect((await detail(placed.orderId)).remark).toBe('客户要求关闭');
  });

  it('more than the stock is refused and leaves no order', async () => {
    const g = await makeGoods(boss, { stock: 2 });
    const orders = await count('ord_order');
    expect((await buyGoods(anon, g, 3)).body.msg).toBe(GOODS_MSG.stockNotEnough);
    expect(await count('ord_order')).toBe(orders);
    expect(await skuStock(t, g.sku)).toBe(2);
  });
});

describe('express import', () => {
  it('reports each bad row and writes the good ones; a repeated import writes nothing again', async () => {
    const g = await makeGoods(boss, { stock: 10 });
    const a = ok(await buyGoods(anon, g));
    const b = ok(await buyGoods(anon, g));
    const unpaid = ok(await buyGoods(anon, g));
    await payCode(anon, a.code);
    await payCode(anon, b.code);
    const [na, nb, nu] = await Promise.all([a, b, unpaid].map(async (o) => (await detail(o.orderId)).orderNo));
    const { excel } = await import('../src/platform/export.ts');
    const wb = new (await excel()).Workbook();
    const ws = wb.addWorksheet('发货');
    ws.addRow(['订单号', '快递公司', '快递单号']);
    ws.addRow([na, '中通快递', 'ZT7700001']);
    ws.addRow([nb, '不存在快递', 'XX1234567']);
    ws.addRow([nu, 'YTO', 'YT88880001']);
    ws.addRow(['G000', 'SF', 'SF99999999']);
    ws.addRow([nb, 'YD', '12']);
    ws.addRow([nb, 'YD', 'YD55550001']);
    const file = Buffer.from(await wb.xlsx.writeBuffer());
    const send = () =>
      fetch(`${t.url}/api${GO}/express/import`, {
        method: 'POST',
        headers: {
          'Blade-Auth': `bearer ${boss.token}`,
          'content-type': 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
        },
        body: file,
      }).then((r) => r.json());
    const r = (await send()).data;
    expect(r.written).toBe(2);
    expect(r.failed).toEqual([
      { row: 3, orderNo: nb, message: GOODS_MSG.expressUnknown('不存在快递') },
      { row: 4, orderNo: nu, message: GOODS_MSG.notShippable },
      { row: 5, orderNo: 'G000', message: GOODS_MSG.orderNoUnknown },
      { row: 6, orderNo: nb, message: GOODS_MSG.trackingInvalid },
    ]);
    expect((await detail(a.orderId)).trackingNo).toBe('ZT7700001');
    expect((await detail(b.orderId)).trackingNo).toBe('YD55550001');
    const again = (await send()).data;
    expect(again.written).toBe(0);
    expect(again.unchanged).toBe(2);
    // a tracking number stays on one parcel
    const c = ok(await buyGoods(anon, g));
    await payCode(anon, c.code);
    const dup = ok(
      await boss.post(`${GO}/express/batchUpdate`, {
        rows: [{ orderNo: (await detail(c.orderId)).orderNo, expressCode: 'ZTO', trackingNo: 'ZT7700001' }],
      }),
    );
    expect(dup.failed[0].message).toBe(GOODS_MSG.trackingUsed);
  });
});

describe('bundles', () => {
  it('sells a bundle taking every part, refuses it whole when one part is short, and a refund returns each part once', async () => {
    const g = await makeGoods(boss, { stock: 5 });
    const meal = ok(await boss.post('/yym-product-api/food/submit', { name: '测试套餐', restaurant: '测试餐厅', price: 3000, stock: 1 }));
    ok(await boss.post('/yym-product-api/food/shelves', { foodIds: [meal.id], status: 1 }));
    const b = ok(await boss.post('/yym-product-api/combinedGoods/submitInfo', { name: '测试组合', price: 7000 }));
    expect((await boss.post('/yym-product-api/combinedGoods/updateShelve', { ids: [b.id], status: 1 })).body.msg).toBe(
      GOODS_MSG.partsRequired,
    );
    expect(
      (
        await boss.post('/yym-product-api/combinedGoods/submitRelatedGoods', {
          id: b.id,
          parts: [{ partKind: 'sku', partId: '999999999', qty: 1 }],
        })
      ).body.msg,
    ).toBe(GOODS_MSG.partMissing);
    const withParts = ok(
      await boss.post('/yym-product-api/combinedGoods/submitRelatedGoods', {
        id: b.id,
        parts: [
          { partKind: 'sku', partId: g.sku, qty: 2 },
          { partKind: 'food', partId: meal.id, qty: 1 },
        ],
      }),
    );
    expect(withParts.left).toBe(1);
    ok(await boss.post('/yym-product-api/combinedGoods/updateShelve', { ids: [b.id], status: 1 }));
    const buy = (quantity = 1) => anon.post(`${H5}/bundle/buy`, { ...buyer(), bundleId: b.id, quantity });
    const first = ok(await buy());
    expect(first.totalMoney).toBe(7000);
    expect(await skuStock(t, g.sku)).toBe(3);
    const orders = await count('ord_order');
    expect((await buy()).body.msg).toBe(GOODS_MSG.partsNotEnough);
    expect(await count('ord_order')).toBe(orders);
    expect(await skuStock(t, g.sku)).toBe(3);
    await payCode(anon, first.code);
    const d = ok(await boss.get('/order-api/combined-order/detail', { orderId: first.orderId }));
    expect(d.orderStatus).toBe(S.TO_BE_USED);
    ok(await boss.post('/order-api/combined-order/refund', { orderId: first.orderId }));
    expect(await skuStock(t, g.sku)).toBe(5);
    const food = Number((await t.db.one<{ stock: number }>(sql`SELECT stock FROM gds_food WHERE id = ${meal.id}`))!.stock);
    expect(food).toBe(1);
    expect((await boss.post('/order-api/combined-order/refund', { orderId: first.orderId })).body.msg).toBe(
      '当前状态(已取消)不允许强制退款',
    );
    expect(await skuStock(t, g.sku)).toBe(5);
    const refundLog = ok(await boss.get('/order-api/combined-order/refundLog', { orderId: first.orderId }));
    expect(refundLog.length).toBe(1);
    const counts = ok(await boss.get('/order-api/combined-order/countOrderStatus'));
    expect(counts.find((c: any) => c.status === '7700').count).toBeGreaterThanOrEqual(1);
  });
});

describe('food and lines', () => {
  it('a set meal and a line departure are sold on the storefront with their codes', async () => {
    const meal = ok(
      await boss.post('/yym-product-api/food/submit', { name: '双人餐', restaurant: '湖边餐厅', price: 19800, stock: 3, foodType: 2 }),
    );
    expect((await anon.get(`${H5}/food`, { id: meal.id, tenantId: '100001' })).body.msg).toBe(GOODS_MSG.offShelf);
    ok(await boss.post('/yym-product-api/food/shelves', { foodIds: [meal.id], status: 1 }));
    const fo = ok(await anon.post(`${H5}/food/buy`, { ...buyer(), foodId: meal.id, quantity: 2 }));
    await payCode(anon, fo.code);
    const mine = ok(await anon.get(`${H5}/order`, { code: fo.code }));
    expect(mine.codes).toHaveLength(2);

    const day = (n: number) => new Date(Date.now() + 8 * 3600_000 + n * 86_400_000).toISOString().slice(0, 10);
    expect(
      (
        await boss.post('/yym-product-api/line/submit', {
          name: '坏线路',
          days: 2,
          meetingPoint: '东站',
          itinerary: [{ day: 1, title: '一' }],
        })
      ).body.msg,
    ).toBe(GOODS_MSG.itineraryDays);
    const line = ok(
      await boss.post('/yym-product-api/line/submit', {
        name: '一日游',
        days: 1,
        meetingPoint: '东站',
        itinerary: [{ day: 1, title: '游湖' }],
        dates: [{ day: day(2), price: 9900, stock: 2 }],
      }),
    );
    ok(await boss.post('/yym-product-api/line/shelves', { lineIds: [line.id], status: 1 }));
    expect((await anon.post(`${H5}/line/buy`, { ...buyer(), lineId: line.id, day: day(3), quantity: 1 })).body.msg).toBe(
      GOODS_MSG.dateNotOnSale,
    );
    expect((await anon.post(`${H5}/line/buy`, { ...buyer(), lineId: line.id, day: day(2), quantity: 3 })).body.msg).toBe(
      GOODS_MSG.stockNotEnough,
    );
    const lo = ok(await anon.post(`${H5}/line/buy`, { ...buyer(), lineId: line.id, day: day(2), quantity: 2 }));
    expect(lo.totalMoney).toBe(19800);
    expect(ok(await boss.get('/yym-product-api/line/detail', { id: line.id })).dates[0]).toMatchObject({ stock: 0, sold: 2 });
    expect((await boss.post('/yym-product-api/line/remove', { lineIds: [line.id] })).body.msg).toBe(GOODS_MSG.onShelfFirstOff);
  });
});

describe('product lists', () => {
  it('saves a list of items and the storefront block shows only those on shelf', async () => {
    const on = await makeGoods(boss, { name: '清单在售' });
    const off = ok(await boss.post('/yym-product-api/tempGoods/add', { name: '清单下架', price: 100, stock: 1 }));
    const l = ok(
      await boss.post('/yym-product-api/productList/saveProductList', {
        name: '测试清单',
        items: [
          { kind: 'goods', id: on.id },
          { kind: 'goods', id: off.id },
        ],
      }),
    );
    expect(l.itemCount).toBe(2);
    const shown = ok(await anon.get('/yym-product-api/productList/getListdetails', { id: l.id, tenantId: '100001' }));
    expect(shown.map((i: any) => i.name)).toEqual(['清单在售']);
    const pick = ok(await boss.get('/yym-product-api/productList/getAddProduct', { kind: 'goods', name: '清单' }));
    expect(pick.records.length).toBe(2);
    expect((await boss2.get('/yym-product-api/productList/getListInfo', { id: l.id })).body.code).toBe(404);
    ok(await boss.req('DELETE', '/yym-product-api/productList/deleteProductList', { query: { id: l.id } }));
    expect((await boss.get('/yym-product-api/productList/getListInfo', { id: l.id })).body.code).toBe(404);
  });
});

describe('exports', () => {
  it('goods and goods orders export as xlsx', async () => {
    for (const [method, path] of [
      ['GET', `${G}/export`],
      ['POST', `${GO}/export`],
    ] as const) {
      const r = await fetch(`${t.url}/api${path}`, {
        method,
        headers: { 'Blade-Auth': `bearer ${boss.token}`, ...(method === 'POST' ? { 'content-type': 'application/json' } : {}) },
        body: method === 'POST' ? JSON.stringify({ kind: 'goods' }) : undefined,
      });
      expect(r.headers.get('content-type')).toContain('spreadsheetml');
    }
  });
});
