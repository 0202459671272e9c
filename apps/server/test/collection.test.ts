import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COLLECTION_MSG as M, ORDER_STATUS } from '@yym/contract';
import { chainAddress, type SandboxChain } from '../src/platform/providers/index.ts';
import { sql } from '../src/platform/sql.ts';
import { finishGrants } from '../src/modules/collection/orders/jobs.ts';
import { ok } from './commerce-helpers.ts';
import { CO, CP, H5, buyAndPay, customer, makeCollection, mintAndShelve, upload } from './collection-helpers.ts';
import { Client, DEMO, login, startApp, type TestApp } from './harness.ts';

// 数字藏品: a product is written in three parts, minted on the sandbox chain (which keeps its ledger),
// shelved, bought on the storefront by a logged-in customer within the edition and the per-person limit,
// paid through the one order path and granted (the token moves to the buyer). Unpaid orders cancel,
// failed grants are granted again or refunded; another tenant sees and touches none of it.

let t: TestApp;
let boss: Client;
let sandbox: SandboxChain;
beforeAll(async () => {
  t = await startApp();
  boss = (await login(t, ...DEMO.boss)).client;
  sandbox = t.app.svc.providers.chain as SandboxChain;
});
afterAll(async () => {
  await t?.close();
});

const left = async (id: string) => ok(await new Client(t.url).get(`${H5}/detail`, { tenantId: '100001', id })).left as number;
const order = async (orderId: string) => ok(await boss.get(`${CO}/detail`, { orderId }));

describe('数字藏品 in the back office', () => {
  it('the demo tenant has two collections: one minted and on shelf with a few sold, one waiting to be minted', async () => {
    const p = ok(await boss.get(`${CP}/page`, { current: 1, size: 20 }));
    const feitian = p.records.find((r: { name: string }) => r.name === '敦煌飞天·数字藏品');
    const qinghua = p.records.find((r: { name: string }) => r.name === '青花瓷韵·数字藏品');
    expect([feitian.mintStatusText, feitian.shelfStatus, feitian.left, feitian.granted]).toEqual(['已上链', 1, 15, 4]);
    expect(feitian.contractAddress).toMatch(/^0x[0-9a-f]{40}$/);
    expect([qinghua.mintStatusText, qinghua.shelfStatus, qinghua.left]).toEqual(['未上链', 0, null]);
    const counts = ok(await boss.get(`${CO}/type/count`));
    expect(counts.find((c: { name: string }) => c.name === '已发放').count).toBe(3);
    expect(counts.find((c: { name: string }) => c.name === '待支付').count).toBe(1);
  });

  it('info, showcase and rules are saved and read back; the artwork must be an upload of this tenant', async () => {
    const info = ok(await boss.post(`${CP}/submitInfo`, { name: '长城晨曦', issuer: '云游文旅', category: '摄影' }));
    expect((await boss.post(`${CP}/submitInfo`, { name: ' ', issuer: 'x' })).body.msg).toBe(M.nameRequired);
    const show = { id: info.id, description: '长城日出', creator: '摄影师乙' };
    expect((await boss.post(`${CP}/submitShow`, { ...show, artwork: 'https://evil.example/a.png' })).body.msg).toBe(M.artworkInvalid);
    expect(
      (await boss.post(`${CP}/submitShow`, { ...show, artwork: '/files/100002/x/20260101/0123456789abcdef0123456789abcdef.png' })).body.msg,
    ).toBe(M.artworkInvalid);
    const art = await upload(t, boss, 'wall.png', 'image/png', (await import('./collection-helpers.ts')).gradientPng(40, 20));
    ok(await boss.post(`${CP}/submitShow`, { ...show, artwork: art }));
    const rule = {
      id: info.id,
      edition: 5,
      perLimit: 2,
      saleStart: '2026-01-01 10:00',
      saleEnd: '2026-01-01 09:00',
      price: 500,
      chainId: 'sandbox',
    };
    expect((await boss.post(`${CP}/submitRule`, rule)).body.msg).toBe(M.saleTimeOrder);
    expect((await boss.post(`${CP}/submitRule`, { ...rule, saleEnd: '2036-01-01 09:00', perLimit: 9 })).body.msg).toBe(M.limitOverEdition);
    expect((await boss.post(`${CP}/submitRule`, { ...rule, saleEnd: '2036-01-01 09:00', chainId: 'nowhere' })).body.msg).toBe(
      M.chainUnknown,
    );
    ok(await boss.post(`${CP}/submitRule`, { ...rule, saleEnd: '2036-01-01 09:00' }));
    const d = ok(await boss.get(`${CP}/ruleDetail`, { id: info.id }));
    expect([d.edition, d.perLimit, d.saleStart, d.price, d.chainName, d.artwork, d.creator]).toEqual([
      5,
      2,
      '2026-01-01 10:00:00',
      500,
      '沙箱链(测试网)',
      art,
      '摄影师乙',
    ]);
    expect(ok(await boss.get(`${CP}/chainConfg/list`))).toEqual([{ id: 'sandbox', name: '沙箱链(测试网)', sandbox: true }]);
  });

  it('cochain mints the edition once: token ids 1..N owned by the treasury on the ledger; the edition is then fixed', async () => {
    const id = await makeCollection(t, boss, { edition: 6 });
    expect((await boss.post(`${CP}/racking`, { id, status: 1 })).body.msg).toBe(M.notMinted);
    const m = ok(await boss.post(`${CP}/cochain`, { id }));
    expect([m.mintStatusText, m.left]).toEqual(['已上链', 6]);
    expect(m.mintTx).toMatch(/^0x[0-9a-f]{64}$/);
    expect((await boss.post(`${CP}/cochain`, { id })).body.msg).toBe(M.alreadyMinted);
    const ledger = await t.db.query<{ token_id: string; owner: string }>(
      sql`SELECT token_id, owner FROM chain_sandbox_token WHERE address = ${m.contractAddress} ORDER BY token_id`,
    );
    expect(ledger.map((r) => Number(r.token_id))).toEqual([1, 2, 3, 4, 5, 6]);
    expect(new Set(ledger.map((r) => r.owner))).toEqual(new Set([chainAddress('tenant:100001')]));
    const d = ok(await boss.get(`${CP}/ruleDetail`, { id }));
    const rule = { id, edition: 7, perLimit: 2, saleStart: d.saleStart, saleEnd: d.saleEnd, price: 100, chainId: 'sandbox' };
    expect((await boss.post(`${CP}/submitRule`, rule)).body.msg).toBe(M.editionLocked);
    ok(await boss.post(`${CP}/submitRule`, { ...rule, edition: 6 }));
  });

  it('download answers the artwork resized (PNG, longer side as asked); preview gives the storefront link; channels are kept', async () => {
    const id = await makeCollection(t, boss);
    const r = await fetch(`${t.url}/api${CP}/download?id=${id}&size=32`, {
      method: 'POST',
      headers: { 'Blade-Auth': `bearer ${boss.token}` },
    });
    const png = Buffer.from(await r.arrayBuffer());
    expect(r.headers.get('content-type')).toBe('image/png');
    expect(r.headers.get('content-disposition')).toMatch(/attachment/);
    expect([png.subarray(1, 4).toString(), png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual(['PNG', 32, 16]);
    expect((await boss.post(`${CP}/download`, undefined, { id, size: 5 })).body.msg).toBe(M.sizeRange);
    expect(ok(await boss.post(`${CP}/preview`, undefined, { id })).url).toBe(`/h5/collection?tenantId=100001&id=${id}`);
    expect(ok(await boss.post(`${CP}/updateChannel`, { id, channels: ['小程序', 'H5', 'H5'] })).channels).toEqual(['小程序', 'H5']);
  });

  it('remove refuses a product on shelf or with orders, and removes one without', async () => {
    const fresh = await makeCollection(t, boss);
    const sold = await makeCollection(t, boss);
    await mintAndShelve(boss, sold);
    expect((await boss.post(`${CP}/remove`, undefined, { ids: sold })).body.msg).toBe(M.onShelfNoRemove);
    const buyer = await customer(t, '13812340001');
    await buyAndPay(buyer.client, sold);
    ok(await boss.post(`${CP}/racking`, { id: sold, status: 0 }));
    expect((await boss.post(`${CP}/remove`, undefined, { ids: sold })).body.msg).toBe(M.hasOrders);
    expect(ok(await boss.post(`${CP}/remove`, undefined, { ids: fresh }))).toBe(1);
    expect((await boss.get(`${CP}/infoDetail`, { id: fresh })).body.code).toBe(404);
  });
});

describe('数字藏品 sold on the storefront', () => {
  it('a customer buys, pays and is granted: the token moves to the buyer on the ledger with its tx hash; 我的藏品 shows both', async () => {
    const id = await makeCollection(t, boss, { edition: 5, perLimit: 2, price: 1200 });
    await mintAndShelve(boss, id);
    expect(await left(id)).toBe(5);
    expect((await new Client(t.url).post(`${H5}/buy`, { id, quantity: 1 })).body.code).toBe(401);
    const buyer = await customer(t, '13812340002');
    const b = await buyAndPay(buyer.client, id, 2);
    const o = await order(b.orderId);
    expect([o.stateText, o.orderStatus, o.grantStatusText, o.totalMoney]).toEqual(['已发放', ORDER_STATUS.COMPLETED, '已发放', 2400]);
    expect(o.tokens.map((k: { tokenId: number }) => k.tokenId)).toEqual([1, 2]);
    const holder = chainAddress(`customer:100001:${buyer.customerId}`);
    for (const k of o.tokens) {
      expect(k.txHash).toMatch(/^0x[0-9a-f]{64}$/);
      expect(await sandbox.ownerOf(o.contractAddress, k.tokenId)).toBe(holder);
    }
    const mine = ok(await buyer.client.get(`${H5}/mine`, { current: 1, size: 10 }));
    expect(
      mine.records
        .filter((r: { productId: string }) => r.productId === id)
        .map((r: { tokenId: number; txHash: string }) => [r.tokenId, r.txHash]),
    ).toEqual(o.tokens.map((k: { tokenId: number; txHash: string }) => [k.tokenId, k.txHash]));
    expect(await left(id)).toBe(3);
    // the per-person limit counts what the customer holds
    expect((await buyer.client.post(`${H5}/buy`, { id, quantity: 1 })).body.msg).toBe(M.overLimit(2));
    expect((await boss.post(`${CO}/refund`, { orderId: b.orderId })).body.msg).toBe(M.notRefundable);
  });

  it('an unpaid order holds its editions until it is cancelled; then they and the limit come back', async () => {
    const id = await makeCollection(t, boss, { edition: 2, perLimit: 2 });
    await mintAndShelve(boss, id);
    const buyer = await customer(t, '13812340003');
    const b = ok(await buyer.client.post(`${H5}/buy`, { id, quantity: 2 }));
    expect(await left(id)).toBe(0);
    const other = await customer(t, '13812340004');
    expect((await other.client.post(`${H5}/buy`, { id, quantity: 1 })).body.msg).toBe(M.soldOut);
    const c = ok(await boss.post(`${CO}/cancel`, { orderId: b.orderId }));
    expect([c.stateText, c.grantStatusText, c.tokens]).toEqual(['已取消', '已退回', []]);
    expect((await boss.post(`${CO}/cancel`, { orderId: b.orderId })).body.msg).toBe(M.notPending);
    expect(await left(id)).toBe(2);
    const again = await buyAndPay(buyer.client, id, 2);
    expect((await order(again.orderId)).stateText).toBe('已发放');
  });

  it('a failed grant shows 发放失败; the merchant grants again, or refunds through the refund path and the editions come back', async () => {
    const id = await makeCollection(t, boss, { edition: 4, perLimit: 2, price: 880 });
    await mintAndShelve(boss, id);
    const buyer = await customer(t, '13812340005');
    const holder = chainAddress(`customer:100001:${buyer.customerId}`);
    sandbox.failFor.add(holder);
    try {
      const b1 = await buyAndPay(buyer.client, id, 1);
      const failed = await order(b1.orderId);
      expect([failed.stateText, failed.grantError, failed.orderStatus]).toEqual([
        '发放失败',
        '链上交易失败(沙箱)',
        ORDER_STATUS.TO_BE_USED,
      ]);
      const b2 = await buyAndPay(buyer.client, id, 1);
      const refunded = ok(await boss.post(`${CO}/refund`, { orderId: b2.orderId, reason: '链上失败' }));
      expect([refunded.stateText, refunded.grantStatusText]).toEqual(['已退款', '已退回']);
      const back = await t.db.one<{ n: number }>(
        sql`SELECT coalesce(sum(amount), 0)::int AS n FROM ord_trade WHERE order_id = ${b2.orderId} AND kind = 'refund'`,
      );
      expect(back!.n).toBe(880);
      expect(await left(id)).toBe(3);
      sandbox.failFor.delete(holder);
      const granted = ok(await boss.post(`${CO}/grant`, { orderId: b1.orderId }));
      expect([granted.stateText, granted.tokens[0].owner]).toEqual(['已发放', holder]);
      expect((await boss.post(`${CO}/grant`, { orderId: b1.orderId })).body.msg).toBe(M.notGrantable);
    } finally {
      sandbox.failFor.delete(holder);
    }
  });

  it('a grant whose answer was lost is finished by the job with the same key: the same hash, no second transfer', async () => {
    const id = await makeCollection(t, boss, { edition: 3 });
    await mintAndShelve(boss, id);
    const buyer = await customer(t, '13812340008');
    const b = await buyAndPay(buyer.client, id, 1);
    const before = await order(b.orderId);
    expect(before.stateText).toBe('已发放');
    // the chain moved the token, but the process stopped before the answer was recorded
    await t.db.query(sql`UPDATE coll_token SET grant_status = 1, tx_hash = NULL, grant_time = NULL WHERE order_id = ${b.orderId}`);
    await t.db.query(sql`UPDATE coll_order SET grant_status = 1, update_time = now() - interval '2 minutes' WHERE id = ${b.orderId}`);
    expect((await order(b.orderId)).stateText).toBe('发放中');
    await finishGrants(t.db);
    const after = await order(b.orderId);
    expect([after.grantStatusText, after.tokens[0].txHash]).toEqual(['已发放', before.tokens[0].txHash]);
    const transfers = await t.db.one<{ n: number }>(
      sql`SELECT count(*)::int AS n FROM chain_sandbox_tx WHERE kind = 'transfer' AND address = ${before.contractAddress}`,
    );
    expect(transfers!.n).toBe(1);
  });

  it('the order list filters by state and phone; a sale not started is refused', async () => {
    const later = await makeCollection(t, boss, { start: 2 });
    await mintAndShelve(boss, later);
    const buyer = await customer(t, '13812340006');
    expect((await buyer.client.post(`${H5}/buy`, { id: later, quantity: 1 })).body.msg).toBe(M.notStarted);
    const granted = ok(await boss.get(`${CO}/page`, { current: 1, size: 50, state: 4 }));
    expect(granted.records.length).toBeGreaterThan(0);
    expect(granted.records.every((r: { stateText: string }) => r.stateText === '已发放')).toBe(true);
    const byPhone = ok(await boss.get(`${CO}/page`, { current: 1, size: 50, phone: '13812340002' }));
    expect(byPhone.records.map((r: { contactPhone: string }) => r.contactPhone)).toEqual(['138****0002']);
  });
});

describe('数字藏品 across tenants and roles', () => {
  it('tenant 100002 neither reads nor touches 100001 products and orders', async () => {
    const boss2 = (await login(t, ...DEMO.boss2)).client;
    const id = await makeCollection(t, boss, { edition: 3 });
    await mintAndShelve(boss, id);
    const buyer = await customer(t, '13812340007');
    const b = ok(await buyer.client.post(`${H5}/buy`, { id, quantity: 1 }));
    expect(ok(await boss2.get(`${CP}/page`, { current: 1, size: 50 })).total).toBe(0);
    expect(ok(await boss2.get(`${CO}/page`, { current: 1, size: 50 })).total).toBe(0);
    for (const [path, q] of [
      [`${CP}/infoDetail`, { id }],
      [`${CO}/detail`, { orderId: b.orderId }],
    ] as const)
      expect((await boss2.get(path, q)).body.code).toBe(404);
    for (const [path, body] of [
      [`${CP}/cochain`, { id }],
      [`${CP}/racking`, { id, status: 0 }],
      [`${CP}/submitInfo`, { id, name: '改名', issuer: 'x' }],
      [`${CO}/cancel`, { orderId: b.orderId }],
      [`${CO}/refund`, { orderId: b.orderId }],
    ] as const)
      expect((await boss2.post(path, body)).body.code).toBe(404);
    expect((await boss2.post(`${CP}/remove`, undefined, { ids: id })).body.code).toBe(200);
    const still = ok(await boss.get(`${CP}/infoDetail`, { id }));
    expect([still.name, still.shelfStatus]).toEqual([expect.stringMatching(/^测试藏品/), 1]);
    expect((await order(b.orderId)).stateText).toBe('待支付');
  });

  it('a role without the 数字藏品 buttons is refused', async () => {
    const checker = (await login(t, ...DEMO.checker)).client;
    expect((await checker.get(`${CP}/page`, { current: 1, size: 10 })).body.code).toBe(403);
    expect((await checker.post(`${CP}/submitInfo`, { name: 'x', issuer: 'y' })).body.code).toBe(403);
    expect((await checker.get(`${CO}/page`, { current: 1, size: 10 })).body.code).toBe(403);
  });
});
