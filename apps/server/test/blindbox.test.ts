import { createHash, createHmac } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BLINDBOX_MSG, ORDER_STATUS as S, drawInput, pickPrize, replaySnapshots } from '@yym/contract';
import { sql } from '../src/platform/sql.ts';
import { Client, DEMO, customerLogin, login, startApp, type TestApp } from './harness.ts';
import { ok } from './commerce-helpers.ts';
import { BO, BX, H5_BUY, buy, buyAndPay, from, makeBox, publish } from './blindbox-helpers.ts';

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

const order = (code: string) => anon.get('/order-api/h5/blindBox/order', { code });
const PRIZES = [
  { name: '隐藏款', quantity: 1, weight: 1 },
  { name: '普通款A', quantity: 5, weight: 50 },
  { name: '普通款B', quantity: 6, weight: 49 },
];

describe('blind boxes (盲盒)', () => {
  it('the demo tenant has two boxes on shelf with pools and orders; one closed pool shows its seed', async () => {
    const page = ok(await boss.get(`${BX}/selectList`, { current: 1, size: 10 }));
    const names = page.records.map((r: { name: string }) => r.name);
    expect(names).toEqual(expect.arrayContaining(['熊猫家族盲盒', '古镇文创盲盒']));
    const town = page.records.find((r: { name: string }) => r.name === '古镇文创盲盒');
    const jp = ok(await boss.get(`${BX}/jackpot/detail`, { boxId: town.id }));
    expect(jp.live.prizes).toHaveLength(4);
    expect(jp.closed[0].seed).toMatch(/^[0-9a-f]{64}$/);
    expect(createHash('sha256').update(jp.closed[0].seed).digest('hex')).toBe(jp.closed[0].seedHash);
    expect(jp.live.seed).toBeNull();
    const counts = ok(await boss.get(`${BO}/countOrderStatus`));
    const n = (s: number) => counts.find((c: { status: number }) => c.status === s).count;
    expect(n(S.TO_BE_USED)).toBeGreaterThanOrEqual(4);
    expect(n(S.PENDING_PAYMENT)).toBeGreaterThanOrEqual(1);
  });

  it('the forms refuse bad input with their messages; no shelf without a published pool', async () => {
    expect((await boss.post(`${BX}/submitInfo`, { name: ' ', price: 100 })).body.msg).toBe(BLINDBOX_MSG.nameRequired);
    const b = ok(await boss.post(`${BX}/submitInfo`, { name: '无奖池', price: 100 }));
    expect((await boss.post(`${BX}/jackpot/save`, { boxId: b.id, prizes: [] })).body.msg).toBe(BLINDBOX_MSG.prizesRequired);
    const bad = await boss.post(`${BX}/jackpot/save`, { boxId: b.id, prizes: [{ name: 'x', quantity: 0, weight: 1 }] });
    expect(bad.body.msg).toBe(BLINDBOX_MSG.prizeQuantity);
    expect((await boss.post(`${BX}/jackpot/submit`, { boxId: b.id })).body.msg).toBe(BLINDBOX_MSG.noDraft);
    expect((await boss.get(`${BX}/updateShelfType`, { boxIds: b.id, status: 1 })).body.msg).toBe(BLINDBOX_MSG.noPool);
    ok(await boss.post(`${BX}/jackpot/save`, { boxId: b.id, prizes: PRIZES }));
    expect((await boss.get(`${BX}/updateShelfType`, { boxIds: b.id, status: 1 })).body.msg).toBe(BLINDBOX_MSG.noPool);
    const jp = ok(await boss.post(`${BX}/jackpot/submit`, { boxId: b.id }));
    expect(jp.live.seedHash).toMatch(/^[0-9a-f]{64}$/);
    expect(jp.live.total).toBe(12);
    expect(jp.draft).toBeNull();
    expect(ok(await boss.get(`${BX}/updateShelfType`, { boxIds: b.id, status: 1 }))).toBe(1);
    expect((await boss.get(`${BX}/remove`, { ids: b.id })).body.msg).toBe(BLINDBOX_MSG.onShelfNoDelete);
  });

  it('instructions and channels are saved and echoed; a box off the h5 channel is not sold there', async () => {
    const id = await makeBox(boss, PRIZES, { name: '渠道盒' });
    ok(await boss.post(`${BX}/submitInstructions`, { boxId: id, instructions: '开盒后不退换' }));
    expect(ok(await boss.get(`${BX}/getInstructions`, { boxId: id })).instructions).toBe('开盒后不退换');
    expect((await boss.post(`${BX}/updateChannel`, { boxId: id, channels: [] })).body.msg).toBe(BLINDBOX_MSG.channelsRequired);
    ok(await boss.post(`${BX}/updateChannel`, { boxId: id, channels: ['mini'] }));
    expect(ok(await boss.get(`${BX}/channelEcho`, { boxId: id })).channels).toEqual(['mini']);
    expect((await buy(anon, id)).body.msg).toBe(BLINDBOX_MSG.offShelf);
    ok(await boss.post(`${BX}/updateChannel`, { boxId: id, channels: ['h5', 'mini'] }));
    const store = ok(await anon.get('/yym-product-api/h5/blindBox/detail', { id, tenantId: '100001' }));
    expect(store.instructions).toBe('开盒后不退换');
    expect(store.prizes.map((p: { odds: number }) => p.odds)).toEqual([1, 50, 49]);
  });

  it('buy, pay: each box drawn at payment, prize stock taken; the order shows its proof inputs; sold out refuses', async () => {
    const id = await makeBox(boss, PRIZES, { perOrder: 12 });
    expect((await buy(anon, id, 13)).body.msg).toBe(BLINDBOX_MSG.quantityRange(12));
    const b = await buyAndPay(anon, id, 10);
    const o = ok(await order(b.code));
    expect(o.stateText).toBe('已开盒');
    expect(o.draws).toHaveLength(10);
    expect(o.draws.map((d: { input: string }) => d.input)).toEqual(Array.from({ length: 10 }, (_, i) => `${o.orderNo}:${i}`));
    expect(o.seed).toBeNull();
    expect((await buy(anon, id, 3)).body.msg).toBe(BLINDBOX_MSG.soldOut);
    const last = await buyAndPay(anon, id, 2);
    // sold out: every unit drawn, the seed is revealed
    const lo = ok(await order(last.code));
    expect(lo.seed).toMatch(/^[0-9a-f]{64}$/);
    const left = await t.db.query(sql`SELECT remaining FROM bb_prize WHERE pool_id = ${lo.poolId}`);
    expect(left.every((p) => Number(p.remaining) === 0)).toBe(true);
    const d = ok(await boss.get(`${BO}/detail`, { orderId: b.orderId }));
    expect(d.orderStatus).toBe(S.TO_BE_USED);
    expect(d.prizes.split('、')).toHaveLength(10);
    const logs = ok(await boss.get(`${BO}/selectOrderStatusLogList`, { orderId: b.orderId }));
    expect(logs.map((l: { action: string }) => l.action)).toEqual(['create', 'pay', 'confirm']);
  });

  it('closing an unpaid order gives its units back once; a paid one cannot be closed', async () => {
    const id = await makeBox(boss, PRIZES);
    const b = ok(await buy(anon, id, 5));
    const sold = async () => ok(await boss.get(`${BX}/detail`, { id })).sold;
    expect(await sold()).toBe(5);
    expect(ok(await boss.get(`${BO}/closeOrder`, { orderId: b.orderId })).orderStatus).toBe(S.CLOSED);
    expect(await sold()).toBe(0);
    expect((await boss.get(`${BO}/closeOrder`, { orderId: b.orderId })).body.msg).toBe(BLINDBOX_MSG.notUnpaid);
    expect(await sold()).toBe(0);
    const p = await buyAndPay(anon, id, 1);
    expect((await boss.get(`${BO}/closeOrder`, { orderId: p.orderId })).body.msg).toBe(BLINDBOX_MSG.notUnpaid);
  });

  it('a replaced pool keeps its seed secret while a box sold on it is still unopened; paid late, it draws from that pool', async () => {
    const id = await makeBox(boss, PRIZES);
    const pending = ok(await buy(anon, id, 2));
    const jp = await publish(boss, id, [{ name: '新款', quantity: 5, weight: 1 }]);
    const old = jp.closed[0];
    expect([old.poolStatus, old.seed]).toEqual([2, null]);
    expect((await buy(anon, id, 1)).body.code).toBe(200);
    ok(await anon.req('POST', '/order-api/h5/pay/sandbox', { body: { code: pending.code }, headers: from() }));
    const o = ok(await order(pending.code));
    expect(o.poolId).toBe(old.id);
    expect(o.draws.map((d: { prizeName: string }) => PRIZES.some((p) => p.name === d.prizeName))).toEqual([true, true]);
    expect(o.seed).toMatch(/^[0-9a-f]{64}$/);
  });

  it("我的奖品: the logged-in customer's prizes by the phone they bought with; none without a session", async () => {
    const id = await makeBox(boss, PRIZES, { name: '我的奖品盒' });
    const phone = '13800138777';
    const b = ok(
      await anon.req('POST', H5_BUY, {
        body: { tenantId: '100001', boxId: id, quantity: 2, contactName: '钱小姐', contactPhone: phone },
        headers: from(),
      }),
    );
    ok(await anon.req('POST', '/order-api/h5/pay/sandbox', { body: { code: b.code }, headers: from() }));
    await buyAndPay(anon, id, 1);
    const mine = '/order-api/h5/blindBox/myPrizes';
    expect((await anon.get(mine)).body.code).toBe(401);
    const s = await customerLogin(t, phone, '198.51.100.77');
    const list = ok(await anon.req('GET', mine, { headers: { 'Customer-Token': s.token } }));
    expect(list.map((p: { code: string; index: number }) => `${p.code}:${p.index}`)).toEqual([`${b.code}:1`, `${b.code}:0`]);
  });

  it('after-sale: exchange and reship are recorded; refund goes through the refund path once per key', async () => {
    const id = await makeBox(boss, PRIZES, { price: 2500 });
    const unpaid = ok(await buy(anon, id, 1));
    expect((await boss.post(`${BO}/operateAfterSale`, { orderId: unpaid.orderId, type: 1 })).body.msg).toBe(BLINDBOX_MSG.notDrawn);
    const b = await buyAndPay(anon, id, 2);
    ok(await boss.post(`${BO}/operateAfterSale`, { orderId: b.orderId, type: 1, reason: '外盒破损', expressNo: 'SF123' }));
    ok(await boss.post(`${BO}/operateAfterSale`, { orderId: b.orderId, type: 3, reason: '漏发' }));
    const key = 'bb-refund-key-000001';
    const r1 = ok(await boss.post(`${BO}/operateAfterSale`, { orderId: b.orderId, type: 2, reason: '不想要了', idempotencyKey: key }));
    const r2 = ok(await boss.post(`${BO}/operateAfterSale`, { orderId: b.orderId, type: 2, reason: '不想要了', idempotencyKey: key }));
    expect([r1.amount, r2.id]).toEqual([5000, r1.id]);
    const d = ok(await boss.get(`${BO}/detail`, { orderId: b.orderId }));
    expect([d.orderStatus, d.refundMoney, d.afterSale]).toEqual([S.CANCELLED, 5000, 3]);
    expect((await boss.post(`${BO}/operateAfterSale`, { orderId: b.orderId, type: 2 })).body.msg).toBe(BLINDBOX_MSG.refunded);
    const list = ok(await boss.get(`${BO}/selectOrderAfterSaleList`, { orderId: b.orderId }));
    expect(list.map((a: { kindText: string }) => a.kindText)).toEqual(['退款', '补发', '换货']);
    const dates = ok(await boss.get(`${BO}/afterSaleDateSelect`, { orderId: b.orderId }));
    expect(dates).toHaveLength(1);
    expect(ok(await boss.get(`${BO}/selectOrderAfterSaleList`, { orderId: b.orderId, date: dates[0] }))).toHaveLength(3);
    const ops = ok(await boss.get(`${BO}/selectOrderOperateLogList`, { orderId: b.orderId }));
    expect(ops.some((l: { content: string }) => l.content.includes('换货(快递单号 SF123)'))).toBe(true);
    const page = ok(await boss.post(`${BO}/page`, { current: 1, size: 10, boxId: id, orderStatus: S.CANCELLED }));
    expect(page.records.map((r: { id: string }) => r.id)).toEqual([b.orderId]);
    const file = await fetch(`${t.url}/api${BO}/export`, {
      method: 'POST',
      headers: { 'Blade-Auth': `bearer ${boss.token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ boxId: id }),
    });
    expect(file.headers.get('content-disposition')).toContain('.xlsx');
  });

  it('tenant 100002 cannot read or touch 100001 boxes and orders; a role without the codes is refused', async () => {
    const id = await makeBox(boss, PRIZES);
    const b = await buyAndPay(anon, id, 1);
    expect((await boss2.get(`${BX}/detail`, { id })).body.code).toBe(404);
    expect((await boss2.get(`${BX}/jackpot/detail`, { boxId: id })).body.code).toBe(404);
    expect((await boss2.post(`${BX}/jackpot/save`, { boxId: id, prizes: PRIZES })).body.code).toBe(404);
    expect((await boss2.get(`${BX}/updateShelfType`, { boxIds: id, status: 0 })).body.code).toBe(404);
    expect((await boss2.get(`${BO}/detail`, { orderId: b.orderId })).body.code).toBe(404);
    expect((await boss2.post(`${BO}/operateAfterSale`, { orderId: b.orderId, type: 2 })).body.code).toBe(404);
    expect(ok(await boss2.post(`${BO}/page`, { current: 1, size: 50 })).records.some((r: { id: string }) => r.id === b.orderId)).toBe(
      false,
    );
    expect((await anon.get('/yym-product-api/h5/blindBox/detail', { id, tenantId: '100002' })).body.msg).toBe(BLINDBOX_MSG.offShelf);
    expect(ok(await boss.get(`${BX}/detail`, { id })).shelfStatus).toBe(1);
    expect((await checker.get(`${BX}/selectList`, { current: 1, size: 10 })).body.code).toBe(403);
    expect((await checker.post(`${BO}/operateAfterSale`, { orderId: b.orderId, type: 2 })).body.code).toBe(403);
    expect(ok(await boss.get(`${BO}/detail`, { orderId: b.orderId })).refundMoney).toBe(0);
  });
});

describe('provably fair draws', () => {
  const hmac = (seed: string, input: string) => createHmac('sha256', seed).update(input).digest('hex');

  it('1,000 draws over two pools recompute from the published seeds, draw logs and order numbers', async () => {
    const id = await makeBox(
      boss,
      [
        { name: '甲', quantity: 20, weight: 3 },
        { name: '乙', quantity: 150, weight: 20 },
        { name: '丙', quantity: 200, weight: 30 },
        { name: '丁', quantity: 230, weight: 47 },
      ],
      { perOrder: 50 },
    );
    const firstPool = ok(await boss.get(`${BX}/detail`, { id })).poolId;
    for (let i = 0; i < 10; i++) await buyAndPay(anon, id, 50);
    // the season's next pool: the first closes (every sold unit drawn) and its seed goes public
    const jp = await publish(boss, id, [
      { name: '戊', quantity: 100, weight: 10 },
      { name: '己', quantity: 400, weight: 90 },
    ]);
    const secondPool = jp.live.id as string;
    for (let i = 0; i < 10; i++) await buyAndPay(anon, id, 50);
    let checked = 0;
    for (const poolId of [firstPool, secondPool]) {
      const log = ok(await anon.get('/yym-product-api/h5/blindBox/pool/draws', { poolId, tenantId: '100001' }));
      expect(log.seed, 'closed or sold-out pools reveal their seed').toMatch(/^[0-9a-f]{64}$/);
      expect(createHash('sha256').update(log.seed).digest('hex')).toBe(log.seedHash);
      expect(log.draws.map((d: { seq: number }) => d.seq)).toEqual(log.draws.map((_: unknown, i: number) => i));
      const snaps = replaySnapshots(
        log.prizes,
        log.draws.map((d: { prizeId: string }) => d.prizeId),
      );
      log.draws.forEach((d: { input: string; prizeId: string }, i: number) => {
        expect(pickPrize(hmac(log.seed, d.input), snaps[i]!)).toBe(d.prizeId);
        checked++;
      });
    }
    expect(checked).toBe(1000);
    // and each customer's page shows the same draws with the snapshot the log implies
    const some = await t.db.query(sql`SELECT code FROM ord_order o JOIN bb_order b ON b.tenant_id = o.tenant_id AND b.id = o.id
      WHERE b.box_id = ${id} ORDER BY o.id LIMIT 3`);
    for (const { code } of some) {
      const o = ok(await order(code));
      for (const d of o.draws) {
        expect(d.input).toBe(drawInput(o.orderNo, d.index));
        expect(pickPrize(hmac(o.seed, d.input), d.snapshot)).toBe(d.prizeId);
      }
    }
  });
});
