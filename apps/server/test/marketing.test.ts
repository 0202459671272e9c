import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MARKETING_MSG as M } from '@yym/contract';
import { type Client, DEMO, login, startApp, type TestApp } from './harness.ts';
import { makeTicket, ok } from './commerce-helpers.ts';
import { IP, IP_H5, exchangeCount, itemRow, ledgerSum, mallKit, pointsOf } from './marketing-helpers.ts';

let t: TestApp;
let boss: Client;
let boss2: Client;
let checker: Client;
let kit: ReturnType<typeof mallKit>;
beforeAll(async () => {
  t = await startApp();
  boss = (await login(t, ...DEMO.boss)).client;
  boss2 = (await login(t, ...DEMO.boss2)).client;
  checker = (await login(t, ...DEMO.checker)).client;
  kit = mallKit(t);
});
afterAll(async () => {
  await t?.close();
});

const fail = (r: { body: { success: boolean; msg: string } }) => {
  expect(r.body.success).toBe(false);
  return r.body.msg;
};

describe('积分商城: integral items', () => {
  it('adds, pages, searches, updates and removes items; bad input answers the Chinese message and writes nothing', async () => {
    const a = await kit.item(boss, { name: '定制帆布袋', pointsPrice: 500, stock: 30, perLimit: 2 });
    expect(a).toMatchObject({ name: '定制帆布袋', pointsPrice: 500, stock: 30, perLimit: 2, shelfStatus: 1, exchanged: 0 });
    const found = ok(await boss.get(`${IP}/product/page`, { name: '帆布', current: 1, size: 10 }));
    expect(found.records.map((r: any) => r.id)).toEqual([a.id]);
    const before = ok(await boss.get(`${IP}/product/page`, { current: 1, size: 10 })).total;
    expect(fail(await boss.post(`${IP}/product/save`, { name: '', image: '/x.png', pointsPrice: 1, stock: 1 }))).toBe(M.itemNameRequired);
    expect(fail(await boss.post(`${IP}/product/save`, { name: '杯子', image: '/x.png', pointsPrice: 0, stock: 1 }))).toBe(
      M.pointsPriceRange,
    );
    expect(fail(await boss.post(`${IP}/product/save`, { name: '杯子', image: '/x.png', pointsPrice: 10, stock: -1 }))).toBe(M.stockRange);
    expect(fail(await boss.post(`${IP}/product/save`, { name: '杯子', pointsPrice: 10, stock: 1 }))).toBe(M.itemImageRequired);
    expect(ok(await boss.get(`${IP}/product/page`, { current: 1, size: 10 })).total).toBe(before);

    const up = ok(await boss.post(`${IP}/product/update`, { ...a, name: '定制帆布袋(大)', shelfStatus: 0 }));
    expect(up).toMatchObject({ name: '定制帆布袋(大)', shelfStatus: 0 });
    expect(ok(await boss.get(`${IP}/product/list`, {})).map((r: any) => r.id)).not.toContain(a.id);
    expect(ok(await boss.get(`${IP}/product/page`, { shelfStatus: 0, current: 1, size: 50 })).records.map((r: any) => r.id)).toContain(
      a.id,
    );
    expect(ok(await boss.post(`${IP}/product/remove`, undefined, { ids: a.id }))).toBe(1);
    expect((await boss.get(`${IP}/product/detail`, { id: a.id })).status).toBe(404);
  });

  it("another tenant's items are not found, and staff without the button codes are refused", async () => {
    const a = await kit.item(boss);
    expect((await boss2.get(`${IP}/product/detail`, { id: a.id })).status).toBe(404);
    expect((await boss2.post(`${IP}/product/update`, { ...a, name: '偷改' })).status).toBe(404);
    expect(ok(await boss2.post(`${IP}/product/remove`, undefined, { ids: a.id }))).toBe(0);
    expect((await checker.post(`${IP}/product/save`, { name: '杯子', image: '/x.png', pointsPrice: 10, stock: 1 })).status).toBe(403);
    expect(ok(await boss.get(`${IP}/product/detail`, { id: a.id })).name).toBe(a.name);
  });
});

describe('积分兑换: the storefront exchange', () => {
  it('a customer exchanges an item: points spent through the ledger, stock taken, the record listed', async () => {
    const item = await kit.item(boss, { pointsPrice: 120, stock: 5, perLimit: 3 });
    const c = await kit.customer(500);
    const list = ok(await kit.h5('GET', `${IP_H5}/list`, null, { query: { tenantId: '100001' } }));
    expect(list.map((r: any) => r.id)).toContain(item.id);
    expect(ok(await kit.h5('GET', `${IP_H5}/detail`, null, { query: { tenantId: '100001', id: item.id } })).pointsPrice).toBe(120);
    // A shop cannot show another tenant's item.
    expect((await kit.h5('GET', `${IP_H5}/detail`, null, { query: { tenantId: '100002', id: item.id } })).status).toBe(404);

    const done = ok(await kit.exchange(c.token, item.id, 2));
    expect(done).toMatchObject({ itemId: item.id, quantity: 2, points: 240, pointsLeft: 260 });
    expect(await pointsOf(t, c.id)).toBe(260);
    expect(await ledgerSum(t, c.id)).toBe(260);
    expect(await itemRow(t, item.id)).toEqual({ stock: 3, exchanged: 2 });
    const mine = ok(await kit.h5('GET', `${IP_H5}/mine`, c.token, { query: { current: 1, size: 10 } }));
    expect(mine.records.map((r: any) => r.exchangeNo)).toEqual([done.exchangeNo]);
    const records = ok(await boss.get(`${IP}/detail`, { phone: c.phone, current: 1, size: 10 }));
    expect(records.records[0]).toMatchObject({ itemName: item.name, quantity: 2, points: 240, customerPhone: c.phone });
    // The customer's points ledger in 用户列表 shows the spend.
    const ledger = ok(await boss.get('/yym-usercenter-api/integral/list', { customerId: c.id }));
    expect(ledger.records[0]).toMatchObject({ reason: 'spend', amount: -240 });
    expect((await boss2.get(`${IP}/detail`, { phone: c.phone, current: 1, size: 10 })).body.data.total).toBe(0);
  });

  it('not enough points, stock or limit: the Chinese message and nothing written', async () => {
    const item = await kit.item(boss, { pointsPrice: 100, stock: 2, perLimit: 3 });
    const poor = await kit.customer(150);
    expect(fail(await kit.exchange(poor.token, item.id, 2))).toBe(M.notEnoughPoints);
    expect(await pointsOf(t, poor.id)).toBe(150);

    const rich = await kit.customer(1000);
    expect(fail(await kit.exchange(rich.token, item.id, 3))).toBe(M.notEnoughStock);
    expect(await pointsOf(t, rich.id)).toBe(1000);
    ok(await kit.exchange(rich.token, item.id, 2));
    expect(fail(await kit.exchange(rich.token, item.id, 2))).toBe(M.overLimit(3));
    const other = await kit.customer(1000);
    expect(fail(await kit.exchange(other.token, item.id, 1))).toBe(M.notEnoughStock);
    expect([await pointsOf(t, rich.id), await pointsOf(t, other.id), await ledgerSum(t, other.id)]).toEqual([800, 1000, 1000]);
    expect(await itemRow(t, item.id)).toEqual({ stock: 0, exchanged: 2 });
    expect(await exchangeCount(t, item.id)).toBe(1);

    // Off shelf, unknown, no login, bad quantity.
    const off = await kit.item(boss, { shelfStatus: 0 });
    expect(fail(await kit.exchange(rich.token, off.id, 1))).toBe(M.itemOffShelf);
    expect((await kit.exchange(null, item.id, 1)).status).toBe(401);
    expect(fail(await kit.exchange(rich.token, item.id, 0))).toBe(M.quantityRange);
    expect(await pointsOf(t, rich.id)).toBe(800);
  });

  it("a customer of another shop cannot exchange this shop's item", async () => {
    const item = await kit.item(boss, { pointsPrice: 10 });
    const c = await kit.customer(100, '100002');
    expect((await kit.exchange(c.token, item.id, 1)).status).toBe(404);
    expect(await pointsOf(t, c.id)).toBe(100);
  });
});

const BP = '/yym-marketing-api/banner';
describe('广告位: banners', () => {
  const banner = (o: Record<string, unknown> = {}) =>
    boss.post(`${BP}/save`, { name: '暑期大促', position: 'home', image: '/img/b.png', link: '/h5/points', sort: 1, ...o });

  it('adds, searches, updates, opens and closes banners; the storefront reads the open ones within their times', async () => {
    const a = ok(await banner({ name: '开启中的广告', position: 'points' }));
    const closed = ok(await banner({ name: '关闭的广告', position: 'points', openStatus: 0 }));
    const later = ok(await banner({ name: '未开始的广告', position: 'points', startTime: '2099-01-01 00:00:00' }));
    const over = ok(await banner({ name: '已结束的广告', position: 'points', startTime: '2020-01-01', endTime: '2020-02-01' }));
    expect(over).toMatchObject({ startTime: '2020-01-01 00:00:00', endTime: '2020-02-01 00:00:00' });
    const shop = () => kit.h5('GET', '/yym-marketing-api/h5/banner/list', null, { query: { tenantId: '100001', position: 'points' } });
    expect(ok(await shop()).map((b: any) => b.id)).toEqual([a.id]);
    ok(await boss.get(`${BP}/openOrClose`, { id: closed.id, status: 1 }));
    ok(await boss.get(`${BP}/openOrClose`, { id: a.id, status: 0 }));
    expect(ok(await shop()).map((b: any) => b.id)).toEqual([closed.id]);
    expect(ok(await boss.get(`${BP}/page`, { name: '未开始', current: 1, size: 10 })).records.map((b: any) => b.id)).toEqual([later.id]);
    expect(ok(await boss.post(`${BP}/update`, { ...closed, name: '改名了' })).name).toBe('改名了');
    expect(ok(await boss.post(`${BP}/remove`, undefined, { ids: [later.id, over.id].join(',') }))).toBe(2);
    expect(
      ok(await kit.h5('GET', '/yym-marketing-api/h5/banner/list', null, { query: { tenantId: '100002', position: 'points' } })),
    ).toEqual([]);
  });

  it('refuses bad input, other tenants and staff without the switch code', async () => {
    expect(fail(await banner({ name: '' }))).toBe(M.bannerNameRequired);
    expect(fail(await banner({ position: 'nowhere' }))).toBe(M.positionRequired);
    expect(fail(await banner({ startTime: '2026-05-02 00:00:00', endTime: '2026-05-01 00:00:00' }))).toBe(M.timeOrder);
    expect(fail(await banner({ link: 'javascript:alert(1)' }))).toBe(M.linkInvalid);
    const a = ok(await banner());
    expect((await boss2.get(`${BP}/openOrClose`, { id: a.id, status: 0 })).status).toBe(404);
    expect((await checker.get(`${BP}/openOrClose`, { id: a.id, status: 0 })).status).toBe(403);
    expect(ok(await boss.get(`${BP}/detail`, { id: a.id })).openStatus).toBe(1);
  });
});

const OC = '/yym-marketing-api/oneCodePass';
describe('一码通: one-code passes', () => {
  it('groups ticket products with a validity; lists, edits and deletes; refuses other tenants’ products', async () => {
    const p1 = await makeTicket(boss, { price: 5000, stock: 10 });
    const p2 = await makeTicket(boss, { price: 6000, stock: 10 });
    const made = ok(
      await boss.post(`${OC}/submit`, {
        name: '两园联票通',
        productIds: [p1.productId, p2.productId],
        startDate: '2026-01-01',
        endDate: '2026-12-31',
      }),
    );
    expect(made.products.map((p: any) => p.id)).toEqual([p1.productId, p2.productId]);
    expect(made.products.every((p: any) => p.name && p.name !== '(已删除的商品)')).toBe(true);
    const page = ok(await boss.get(`${OC}/page`, { name: '联票', current: 1, size: 10 }));
    expect(page.records.map((r: any) => r.id)).toEqual([made.id]);
    const edited = ok(await boss.post(`${OC}/submit`, { ...made, productIds: [p2.productId], status: 0 }));
    expect(edited).toMatchObject({ id: made.id, productIds: [p2.productId], status: 0 });

    expect(fail(await boss.post(`${OC}/submit`, { name: 'x', productIds: [], startDate: '2026-01-01', endDate: '2026-12-31' }))).toBe(
      M.passProductsRequired,
    );
    expect(
      fail(await boss.post(`${OC}/submit`, { name: 'x', productIds: [p1.productId], startDate: '2026-02-01', endDate: '2026-01-01' })),
    ).toBe(M.dateOrder);
    const theirs = await makeTicket(boss2, { price: 100, stock: 1 });
    expect(
      (
        await boss.post(`${OC}/submit`, {
          name: '越权',
          productIds: [p1.productId, theirs.productId],
          startDate: '2026-01-01',
          endDate: '2026-12-31',
        })
      ).status,
    ).toBe(404);
    expect((await boss2.get(`${OC}/detail`, { id: made.id })).status).toBe(404);
    expect(ok(await boss.post(`${OC}/remove`, undefined, { ids: made.id }))).toBe(1);
    expect(ok(await boss.get(`${OC}/page`, { name: '联票', current: 1, size: 10 })).total).toBe(0);
  });
});

describe('welcome page, jump QR, tenant labels', () => {
  const WP = '/yym-marketing-api/welcome';
  const QP = '/yym-marketing-api/jumpQr';
  it('welcome pages: save, page, enable one (the other goes off), remove', async () => {
    const a = ok(await boss.post(`${WP}/save`, { name: '春节欢迎页', image: '/w1.png', seconds: 3 }));
    const b = ok(await boss.post(`${WP}/save`, { name: '国庆欢迎页', image: '/w2.png', seconds: 5 }));
    expect(fail(await boss.post(`${WP}/save`, { name: '太久', image: '/w3.png', seconds: 60 }))).toBe(M.secondsRange);
    ok(await boss.get(`${WP}/enable`, { id: a.id, enableFlag: 1 }));
    ok(await boss.get(`${WP}/enable`, { id: b.id, enableFlag: 1 }));
    expect(ok(await boss.get(`${WP}/detail`, { id: a.id })).enableFlag).toBe(0);
    expect(ok(await boss.get(`${WP}/detail`, { id: b.id })).enableFlag).toBe(1);
    expect(ok(await boss.post(`${WP}/save`, { ...a, name: '元宵欢迎页' })).name).toBe('元宵欢迎页');
    expect(ok(await boss.get(`${WP}/page`, { name: '欢迎', current: 1, size: 10 })).total).toBe(2);
    expect((await boss2.get(`${WP}/enable`, { id: a.id, enableFlag: 1 })).status).toBe(404);
    expect(ok(await boss.post(`${WP}/remove`, undefined, { ids: a.id }))).toBe(1);
  });

  it('jump QR: submit, the verify file checked, publish only with it, a change goes back to unpublished', async () => {
    const qr = ok(await boss.post(`${QP}/submit`, { name: '门票扫码', prefix: 'https://m.yunyou.test/t', path: 'pages/ticket/index' }));
    expect(qr.publishStatus).toBe(0);
    expect(fail(await boss.get(`${QP}/publish`, { id: qr.id }))).toBe(M.verifyFileMissing);
    expect(fail(await boss.post(`${QP}/submit`, { name: '重复', prefix: 'https://m.yunyou.test/t', path: 'pages/x' }))).toBe(
      M.qrPrefixTaken,
    );
    expect(fail(await boss.post(`${QP}/submit`, { name: '不安全', prefix: 'http://m.yunyou.test/t', path: 'pages/x' }))).toBe(
      M.qrPrefixInvalid,
    );
    for (const fileName of ['verify.txt', 'MP_verify_abc.html', 'MP_verify_../../x.txt', 'MP_verify_abcd.txt.exe'])
      expect(fail(await boss.post(`${QP}/verifyFile`, { id: qr.id, fileName, content: 'abcd1234' }))).toBe(M.verifyFileName);
    expect(fail(await boss.post(`${QP}/verifyFile`, { id: qr.id, fileName: 'MP_verify_abcd1234.txt', content: 'x'.repeat(2000) }))).toBe(
      M.verifyFileSize,
    );
    expect(fail(await boss.post(`${QP}/verifyFile`, { id: qr.id, fileName: 'MP_verify_abcd1234.txt', content: '<script>' }))).toBe(
      M.verifyFileSize,
    );
    ok(await boss.post(`${QP}/verifyFile`, { id: qr.id, fileName: 'MP_verify_abcd1234.txt', content: 'abcd1234' }));
    const pub = ok(await boss.get(`${QP}/publish`, { id: qr.id }));
    expect(pub).toMatchObject({ publishStatus: 1, verifyFileName: 'MP_verify_abcd1234.txt' });
    expect(pub.verifyFileContent).toBeUndefined();
    expect(ok(await boss.post(`${QP}/submit`, { ...qr, path: 'pages/ticket/detail' })).publishStatus).toBe(0);
    expect((await boss2.get(`${QP}/publish`, { id: qr.id })).status).toBe(404);
    expect(ok(await boss.get(`${QP}/page`, { current: 1, size: 10 })).records.map((r: any) => r.id)).toContain(qr.id);
    expect(ok(await boss.post(`${QP}/remove`, undefined, { ids: qr.id }))).toBe(1);
  });

  it('tenant labels: the whole list saved; left-out labels removed; other tenants untouched', async () => {
    const LP = '/yym-marketing-api/tenantLabel';
    const first = ok(await boss.post(`${LP}/save`, { labels: [{ name: '亲子' }, { name: '研学', color: '#ff0000' }] }));
    expect(first.map((l: any) => l.name)).toEqual(['亲子', '研学']);
    const second = ok(await boss.post(`${LP}/save`, { labels: [{ id: first[1].id, name: '研学游' }, { name: '康养' }] }));
    expect(second.map((l: any) => l.name)).toEqual(['研学游', '康养']);
    expect(second[0].id).toBe(first[1].id);
    expect(fail(await boss.post(`${LP}/save`, { labels: [{ name: '重复' }, { name: '重复' }] }))).toBe(M.labelNameRepeat);
    expect(ok(await boss2.get(`${LP}/list`))).toEqual([]);
    expect((await boss2.post(`${LP}/save`, { labels: [{ id: first[1].id, name: '抢' }] })).status).toBe(404);
    expect(ok(await boss.get(`${LP}/list`)).map((l: any) => l.name)).toEqual(['研学游', '康养']);
  });
});
