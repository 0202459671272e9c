import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEVICE_MSG as M, VERIFY_METHOD } from '@yym/contract';
import { sql } from '../src/platform/sql.ts';
import { Client, DEMO, login, startApp, type TestApp } from './harness.ts';
import { makeTicket, ok, pay, place } from './commerce-helpers.ts';

// 设备列表 and 设备监控 on the real database: devices, groups, credentials, heartbeats, the monitor, and
// a device checking tickets through the gate's own path, at its scenic spot only.
let t: TestApp;
let boss: Client;
let boss2: Client;
let checker: Client;
const EQ = '/yym-verification-api/equipment';
const DEV = '/yym-verification-api/device';
beforeAll(async () => {
  t = await startApp();
  boss = (await login(t, ...DEMO.boss)).client;
  boss2 = (await login(t, ...DEMO.boss2)).client;
  checker = (await login(t, ...DEMO.checker)).client;
});
afterAll(async () => {
  await t?.close();
});

/** A device's own client: its credential in the Device-Token header, no login. */
const asDevice = (token: string) => new Client(t.url, null, { 'Device-Token': token });

async function qrOf(orderId: string) {
  return (await t.db.query<{ qr_code: string }>(sql`SELECT qr_code FROM ord_guest WHERE order_id = ${orderId} ORDER BY id`)).map(
    (g) => g.qr_code,
  );
}

async function gateAt(poiId: string, deviceNo: string) {
  const group = ok(await boss.post(`${EQ}/group/submit`, { name: `组${deviceNo}` }));
  const d = ok(await boss.post(`${EQ}/add`, { deviceNo, name: `闸机${deviceNo}`, kind: 1, groupId: group.id, poiId }));
  const { token } = ok(await boss.post(`${EQ}/credential/issue`, { id: d.id }));
  return { device: d, token: token as string, group };
}

describe('devices', () => {
  it('the demo has devices in two groups, with online, offline, fault and never-seen ones', async () => {
    // The demo's heartbeats are minutes before the moment it was seeded (once per run, in the template
    // database): put them back on that footing now, or a device seen 3 minutes before seeding reads offline
    // when this file starts minutes later.
    await t.db.query(sql`UPDATE dev_device SET last_seen = last_seen + (now() - create_time) WHERE last_seen IS NOT NULL`);
    const page = ok(await boss.get(`${EQ}/page`));
    expect(page.total).toBe(6);
    const groups = ok(await boss.get(`${EQ}/group/list`));
    expect(groups.records.map((g: any) => [g.name, g.devices])).toEqual([
      ['东门检票口', 3],
      ['游客中心', 3],
    ]);
    expect(ok(await boss.get(`${EQ}/monitor/countStatus`))).toMatchObject({ total: 6, online: 3, offline: 1, fault: 1, never: 1 });
    const monitor = ok(await boss.get(`${EQ}/monitor/page`));
    // Offline first; the demo's checks at GATE-01 count today.
    expect(monitor.records[0]).toMatchObject({ deviceNo: 'GATE-02', state: 'offline' });
    expect(monitor.records.find((r: any) => r.deviceNo === 'GATE-01').todayChecks).toBeGreaterThan(0);
    expect(ok(await boss.get(`${EQ}/monitor/page`, { state: 'fault' })).records.map((r: any) => r.faultMsg)).toEqual(['票纸不足']);
  });

  it('devices check their input; a device number is unique per tenant; batch status and delete', async () => {
    expect((await boss.post(`${EQ}/add`, { deviceNo: '', name: 'x', kind: 1 })).body.msg).toBe(M.deviceNoRequired);
    expect((await boss.post(`${EQ}/add`, { deviceNo: 'A 1', name: 'x', kind: 1 })).body.msg).toBe(M.deviceNoFormat);
    expect((await boss.post(`${EQ}/add`, { deviceNo: 'X-1', name: 'x', kind: 9 })).body.msg).toBe(M.kindRequired);
    const a = ok(await boss.post(`${EQ}/add`, { deviceNo: 'X-1', name: '手持一号', kind: 2 }));
    expect((await boss.post(`${EQ}/add`, { deviceNo: 'X-1', name: '重复', kind: 2 })).body.msg).toBe(M.deviceNoExists);
    // Another tenant may use the same number.
    ok(await boss2.post(`${EQ}/add`, { deviceNo: 'X-1', name: '别家', kind: 2 }));
    const b = ok(await boss.post(`${EQ}/add`, { deviceNo: 'X-2', name: '手持二号', kind: 2 }));
    expect((await boss.post(`${EQ}/update`, { id: b.id, deviceNo: 'X-1', name: '改号', kind: 2 })).body.msg).toBe(M.deviceNoExists);
    expect(ok(await boss.post(`${EQ}/batchUpdateStatus`, { ids: [a.id, b.id], status: 0 }))).toBe(2);
    expect(ok(await boss.get(`${EQ}/page`, { keyword: 'X-', status: 0 })).total).toBe(2);
    // Ticket machine settings: its own tenant's tickets only.
    const theirs = await makeTicket(boss2, { name: '别家票' });
    const tm = ok(await boss.post(`${EQ}/add`, { deviceNo: 'TM-9', name: '售票机', kind: 3 }));
    expect(
      (await boss.post('/yym-verification-api/ticketMachine/setting/save', { id: tm.id, productIds: [theirs.productId] })).body.code,
    ).toBe(404);
    const mine = await makeTicket(boss, { name: '机售票' });
    const saved = ok(
      await boss.post('/yym-verification-api/ticketMachine/setting/save', {
        id: tm.id,
        productIds: [mine.productId],
        payMethods: ['wechat'],
      }),
    );
    expect(saved.settings).toEqual({ productIds: [mine.productId], payMethods: ['wechat'] });
    expect(ok(await boss.post(`${EQ}/batchDel`, { ids: [a.id, b.id, tm.id] }))).toBe(3);
    expect(ok(await boss.get(`${EQ}/page`, { keyword: 'X-' })).total).toBe(0);
    // A group with devices is not removed.
    const g = ok(await boss.get(`${EQ}/group/list`)).records[0];
    expect((await boss.post(`${EQ}/group/remove`, undefined, { ids: g.id })).body.msg).toBe(M.groupInUse);
  });

  it('a device checks tickets at its scenic spot and nothing else, recorded with its number', async () => {
    const here = await makeTicket(boss, { name: '东门票' });
    const there = await makeTicket(boss, { name: '别处票' });
    const { token, device } = await gateAt(here.poiId, 'GATE-T1');
    const o = ok(await place(boss, here.productId, { quantity: 2 }));
    await pay(t, boss, o.orderId);
    const other = ok(await place(boss, there.productId, { quantity: 1 }));
    await pay(t, boss, other.orderId);

    const [qr1] = await qrOf(o.orderId);
    const checked = ok(await asDevice(token).post(`${DEV}/verify/submit`, { method: VERIFY_METHOD.QR_SCAN, code: qr1 }));
    expect(checked.checked).toBe(1);
    const [wrong] = await qrOf(other.orderId);
    expect((await asDevice(token).post(`${DEV}/verify/submit`, { method: VERIFY_METHOD.QR_SCAN, code: wrong })).body.msg).toBe(M.wrongPoi);
    expect((await t.db.one(sql`SELECT ticket_status FROM ord_guest WHERE qr_code = ${wrong}`))!.ticket_status).toBe(0);

    const records = ok(await boss.get(`${EQ}/monitor/records`, { deviceNo: 'GATE-T1' }));
    expect(records.records.map((r: any) => [r.result, r.deviceNo, r.reason])).toEqual([
      [0, 'GATE-T1', M.wrongPoi],
      [1, 'GATE-T1', null],
    ]);
    const row = ok(await boss.get(`${EQ}/monitor/page`, { keyword: 'GATE-T1' })).records[0];
    expect(row).toMatchObject({ id: device.id, todayChecks: 1 });
  });

  it('heartbeats bring a device online; silent past the limit it is offline; a revoked credential is refused at once', async () => {
    const tk = await makeTicket(boss, { name: '心跳票' });
    const { token, device } = await gateAt(tk.poiId, 'GATE-T2');
    expect(ok(await boss.get(`${EQ}/detail`, { id: device.id }))).toMatchObject({ state: 'never', hasCredential: true });
    expect(ok(await asDevice(token).post(`${DEV}/heartbeat`, { version: '3.0.0' })).deviceNo).toBe('GATE-T2');
    expect(ok(await boss.get(`${EQ}/monitor/page`, { keyword: 'GATE-T2' })).records[0]).toMatchObject({
      state: 'online',
      version: '3.0.0',
    });
    ok(await asDevice(token).post(`${DEV}/heartbeat`, { fault: 1, message: '读卡器故障' }));
    expect(ok(await boss.get(`${EQ}/monitor/page`, { keyword: 'GATE-T2' })).records[0]).toMatchObject({
      state: 'fault',
      faultMsg: '读卡器故障',
    });
    await t.db.query(sql`UPDATE dev_device SET last_seen = now() - interval '6 minutes' WHERE id = ${device.id}`);
    expect(ok(await boss.get(`${EQ}/monitor/page`, { keyword: 'GATE-T2' })).records[0]).toMatchObject({
      state: 'offline',
      silentMinutes: 6,
    });

    ok(await boss.post(`${EQ}/credential/revoke`, { id: device.id }));
    expect((await asDevice(token).post(`${DEV}/heartbeat`, {})).body).toMatchObject({ code: 401, msg: M.credentialInvalid });
    expect((await asDevice(token).post(`${DEV}/verify/submit`, { method: VERIFY_METHOD.QR_SCAN, code: 'x' })).body.code).toBe(401);
    // A new credential works; disabling the device refuses it at once too.
    const again = ok(await boss.post(`${EQ}/credential/issue`, { id: device.id })).token;
    ok(await asDevice(again).post(`${DEV}/heartbeat`, {}));
    ok(await boss.post(`${EQ}/batchUpdateStatus`, { ids: [device.id], status: 0 }));
    expect((await asDevice(again).post(`${DEV}/heartbeat`, {})).body.code).toBe(401);
  });

  it("a person's login is no device credential, and a device credential is no login", async () => {
    const tk = await makeTicket(boss, { name: '凭证票' });
    const { token } = await gateAt(tk.poiId, 'GATE-T3');
    expect((await asDevice(checker.token!).post(`${DEV}/heartbeat`, {})).body.code).toBe(401);
    expect((await new Client(t.url).post(`${DEV}/heartbeat`, {})).body.code).toBe(401);
    const withLogin = await checker.req('POST', `${DEV}/verify/submit`, { body: { method: VERIFY_METHOD.QR_SCAN, code: 'x' } });
    expect(withLogin.body.code).toBe(401);
    expect((await new Client(t.url, token).get(`${EQ}/page`)).body.code).toBe(401);
    expect((await new Client(t.url, token).post('/yym-verification-api/manPower/verify/submit', { method: 1, code: 'x' })).body.code).toBe(
      401,
    );
  });

  it('another tenant neither sees nor touches the devices; a role without the button codes is refused', async () => {
    const d = ok(await boss.post(`${EQ}/add`, { deviceNo: 'T-ISO', name: '隔离', kind: 1 }));
    expect(ok(await boss2.get(`${EQ}/page`, { keyword: 'T-ISO' })).total).toBe(0);
    expect((await boss2.get(`${EQ}/detail`, { id: d.id })).body.code).toBe(404);
    expect((await boss2.post(`${EQ}/batchUpdateStatus`, { ids: [d.id], status: 0 })).body.code).toBe(404);
    expect((await boss2.post(`${EQ}/credential/issue`, { id: d.id })).body.code).toBe(404);
    expect((await boss2.post(`${EQ}/batchDel`, { ids: [d.id] })).body.code).toBe(404);
    expect((await checker.get(`${EQ}/page`)).body.code).toBe(403);
    expect((await checker.get(`${EQ}/monitor/page`)).body.code).toBe(403);
    expect((await checker.post(`${EQ}/credential/issue`, { id: d.id })).body.code).toBe(403);
    expect(ok(await boss.get(`${EQ}/detail`, { voiceId: d.id }))).toMatchObject({ status: 1, hasCredential: false });
  });
});
