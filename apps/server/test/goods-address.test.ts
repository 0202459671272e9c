import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GOODS_MSG } from '@yym/contract';
import { sql } from '../src/platform/sql.ts';
import { Client, DEMO, login, startApp, type TestApp } from './harness.ts';
import { ok } from './commerce-helpers.ts';
import { H5, address, buyer, makeGoods } from './goods-helpers.ts';

// The storefront's saved delivery addresses: a logged-in customer keeps them, buys with one by its id,
// and nobody else (another customer, a guest, another tenant's customer) can read or use them.

let t: TestApp;
let anon: Client;
beforeAll(async () => {
  t = await startApp();
  anon = new Client(t.url);
});
afterAll(async () => {
  await t?.close();
});

/** A storefront customer logged in by SMS code, as a client sending its token. */
async function customer(phone: string, tenantId = '100001') {
  await anon.post('/yym-usercenter-api/h5/sms/send', { tenantId, phone });
  const code = (await t.db.one<{ code: string }>(sql`SELECT code FROM uc_login_code WHERE phone = ${phone} ORDER BY id DESC LIMIT 1`))!
    .code;
  const token = ok(await anon.post('/yym-usercenter-api/h5/login', { tenantId, phone, code })).token as string;
  return new Client(t.url, null, { 'Customer-Token': token });
}
const addressRows = async () => Number((await t.db.one<{ n: number }>(sql`SELECT count(*)::int AS n FROM gds_address`))!.n);

describe('saved delivery addresses', () => {
  it('a customer keeps addresses (the first is the default) and buys with one by its id; the order carries it', async () => {
    const boss = (await login(t, ...DEMO.boss)).client;
    const g = await makeGoods(boss, { price: 3000, stock: 5 });
    const me = await customer('13966660001');
    const first = ok(await me.post(`${H5}/address/save`, address('330100')));
    const second = ok(await me.post(`${H5}/address/save`, { ...address('530100'), receiverName: '云南收货' }));
    expect([first.isDefault, second.isDefault]).toEqual([1, 0]);
    expect(first.regionName).toMatch(/^浙江.*杭州/);
    const list = ok(await me.get(`${H5}/address/list`));
    expect(list.map((a: any) => a.id)).toEqual([first.id, second.id]);

    const placed = ok(await me.post(`${H5}/buy`, { ...buyer(), goodsId: g.id, skuId: g.sku, quantity: 1, addressId: second.id }));
    const sale = await t.db.one<{ receiver_name: string; region_code: string; customer_id: string }>(
      sql`SELECT receiver_name, region_code, customer_id::text FROM gds_sale WHERE order_id = ${placed.orderId}`,
    );
    expect(sale).toMatchObject({ receiver_name: '云南收货', region_code: '530100' });
    expect(sale!.customer_id).toBeTruthy();
  });

  it('another customer, a guest or another tenant cannot read, use or remove them; unknown regions are refused', async () => {
    const boss = (await login(t, ...DEMO.boss)).client;
    const g = await makeGoods(boss, { price: 3000, stock: 5 });
    const owner = await customer('13966660002');
    const mine = ok(await owner.post(`${H5}/address/save`, address('330100')));
    const other = await customer('13966660003');
    const elsewhere = await customer('13966660004', '100002');
    expect(ok(await other.get(`${H5}/address/list`))).toEqual([]);
    expect(ok(await elsewhere.get(`${H5}/address/list`))).toEqual([]);
    const before = await addressRows();
    const orders = Number((await t.db.one<{ n: number }>(sql`SELECT count(*)::int AS n FROM gds_sale WHERE item_id = ${g.id}`))!.n);

    const buy = { ...buyer(), goodsId: g.id, skuId: g.sku, quantity: 1, addressId: mine.id };
    expect((await other.post(`${H5}/buy`, buy)).body.msg).toBe(GOODS_MSG.addressMissing);
    expect((await other.post(`${H5}/address/remove`, { id: mine.id })).body.msg).toBe(GOODS_MSG.addressMissing);
    // a guest has no saved addresses: the id needs a login
    expect((await anon.post(`${H5}/buy`, buy)).body.success).toBe(false);
    // the other tenant's customer cannot buy on this tenant's link, nor reach the address from its own
    expect((await elsewhere.post(`${H5}/buy`, buy)).body.success).toBe(false);
    expect((await elsewhere.post(`${H5}/address/remove`, { id: mine.id })).body.success).toBe(false);
    expect((await owner.post(`${H5}/address/save`, address('123456'))).body.msg).toBe(GOODS_MSG.regionUnknown('123456'));

    expect(await addressRows()).toBe(before);
    expect(Number((await t.db.one<{ n: number }>(sql`SELECT count(*)::int AS n FROM gds_sale WHERE item_id = ${g.id}`))!.n)).toBe(orders);
    expect(ok(await owner.get(`${H5}/address/list`)).map((a: any) => a.id)).toEqual([mine.id]);
    expect(ok(await owner.post(`${H5}/address/remove`, { id: mine.id }))).toBe(true);
    expect(ok(await owner.get(`${H5}/address/list`))).toEqual([]);
  });
});
