import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MSG, TEAM_MSG as M } from '@yym/contract';
import { sql } from '../src/platform/sql.ts';
import { Client, DEMO, customerLogin, login, startApp, type TestApp } from './harness.ts';
import { day, ok } from './commerce-helpers.ts';

const TP = '/order-api/team';
const H5 = '/order-api/h5/team';

let t: TestApp;
let boss: Client;
let boss2: Client;
let checker: Client;
let seq = 0;
async function leader(tenantId = '100001') {
  const phone = `134${String(process.pid % 1000).padStart(3, '0')}${String(Date.now() % 1e3).padStart(3, '0')}${String(seq++ % 100).padStart(2, '0')}`;
  const s = await customerLogin(t, phone, `10.6.${seq % 250}.${(seq++ % 250) + 1}`, tenantId);
  return { phone, token: s.token };
}
const h5 = (method: 'GET' | 'POST', path: string, token: string | null, o: { body?: unknown; query?: Record<string, unknown> } = {}) =>
  new Client(t.url).req(method, `${H5}${path}`, { ...o, headers: token ? { 'Customer-Token': token } : {} });
let spotId = '';
const form = (o: Record<string, unknown> = {}) => ({
  poiId: spotId,
  visitDate: day(3),
  teamName: '阳光中学研学团',
  leaderName: '孙老师',
  leaderPhone: '13800138123',
  headcount: 40,
  remark: '需要讲解',
  ...o,
});
const stateOf = async (id: string) =>
  Number((await t.db.one<{ state: number }>(sql`SELECT state FROM team_booking WHERE id = ${id}`))!.state);

beforeAll(async () => {
  t = await startApp();
  boss = (await login(t, ...DEMO.boss)).client;
  boss2 = (await login(t, ...DEMO.boss2)).client;
  checker = (await login(t, ...DEMO.checker)).client;
  spotId = ok(await h5('GET', '/spots', null, { query: { tenantId: '100001' } }))[0].id;
});
afterAll(() => t?.close());

describe('团队预约', () => {
  it('a leader asks for a visit; bad input is refused with the form messages and writes nothing', async () => {
    const l = await leader();
    const before = Number((await t.db.one<{ n: number }>(sql`SELECT count(*)::int AS n FROM team_booking`))!.n);
    expect((await h5('POST', '/apply', l.token, { body: form({ headcount: 9 }) })).body.msg).toBe(M.headcountRange);
    expect((await h5('POST', '/apply', l.token, { body: form({ visitDate: day(0) }) })).body.msg).toBe(M.dateFuture);
    expect((await h5('POST', '/apply', l.token, { body: form({ teamName: ' ' }) })).body.msg).toBe(M.teamRequired);
    expect((await h5('POST', '/apply', l.token, { body: form({ poiId: '999999' }) })).body.msg).toBe(M.spotMissing);
    expect((await h5('POST', '/apply', null, { body: form() })).body.code).toBe(401);
    expect(Number((await t.db.one<{ n: number }>(sql`SELECT count(*)::int AS n FROM team_booking`))!.n)).toBe(before);

    const b = ok(await h5('POST', '/apply', l.token, { body: form() }));
    expect(b).toMatchObject({ teamName: '阳光中学研学团', headcount: 40, state: 1, stateText: '待审核' });
    const mine = ok(await h5('GET', '/mine', l.token, { query: { current: 1, size: 10 } }));
    expect(mine.records.map((r: any) => r.id)).toEqual([b.id]);
  });

  it('the merchant finds it, passes it once; a rejection needs its reason; the leader can cancel only while pending', async () => {
    const l = await leader();
    const a = ok(await h5('POST', '/apply', l.token, { body: form({ teamName: '审核测试团' }) }));
    const found = ok(await boss.get(`${TP}/page`, { teamName: '审核测试', state: 1, current: 1, size: 10 }));
    expect(found.records.map((r: any) => r.id)).toEqual([a.id]);
    ok(await boss.post(`${TP}/audit`, { id: a.id, pass: 1 }));
    expect((await boss.post(`${TP}/audit`, { id: a.id, pass: 0, reason: '满员' })).body.msg).toBe(M.notPending);
    expect(await stateOf(a.id)).toBe(2);
    expect((await h5('POST', '/cancel', l.token, { query: { id: a.id } })).body.msg).toBe(M.notCancellable);

    const r = ok(await h5('POST', '/apply', l.token, { body: form({ teamName: '驳回测试团' }) }));
    expect((await boss.post(`${TP}/audit`, { id: r.id, pass: 0 })).body.msg).toBe(M.reasonRequired);
    const rejected = ok(await boss.post(`${TP}/audit`, { id: r.id, pass: 0, reason: '当日已约满' }));
    expect(rejected).toMatchObject({ state: 3, rejectReason: '当日已约满' });

    const c = ok(await h5('POST', '/apply', l.token, { body: form({ teamName: '取消测试团' }) }));
    const other = await leader();
    expect((await h5('POST', '/cancel', other.token, { query: { id: c.id } })).body.code).toBe(404);
    expect(ok(await h5('POST', '/cancel', l.token, { query: { id: c.id } })).state).toBe(4);
    expect((await boss.post(`${TP}/audit`, { id: c.id, pass: 1 })).body.msg).toBe(M.notPending);

    const xlsx = await fetch(`${t.url}/api${TP}/export?teamName=${encodeURIComponent('驳回测试')}`, {
      headers: { 'Blade-Auth': `bearer ${boss.token}` },
    });
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(Buffer.from(await xlsx.arrayBuffer()) as any);
    const rows = (wb.worksheets[0]!.getSheetValues() as unknown[][]).filter(Boolean).map((x) => x.slice(1));
    expect(rows).toHaveLength(2);
    expect(rows[1]).toEqual(expect.arrayContaining(['驳回测试团', '孙老师', 40, '已驳回', '当日已约满']));
  });

  it("another tenant's bookings answer 404; a ticket checker cannot audit; the demo rows are listed", async () => {
    const l = await leader();
    const b = ok(await h5('POST', '/apply', l.token, { body: form({ teamName: '隔离测试团' }) }));
    expect((await boss2.get(`${TP}/detail`, { id: b.id })).body.code).toBe(404);
    expect((await boss2.post(`${TP}/audit`, { id: b.id, pass: 1 })).body.code).toBe(404);
    expect(ok(await boss2.get(`${TP}/page`, { teamName: '隔离测试', current: 1, size: 10 })).records).toHaveLength(0);
    const refused = await checker.post(`${TP}/audit`, { id: b.id, pass: 1 });
    expect(refused.body.code).toBe(403);
    expect(refused.body.msg).toContain(MSG.noPermission);
    expect(await stateOf(b.id)).toBe(1);
    // a leader of the other shop cannot pick this shop's spot
    const away = await leader('100002');
    expect((await h5('POST', '/apply', away.token, { body: form() })).body.msg).toBe(M.spotMissing);
    const demo = ok(await boss.get(`${TP}/page`, { current: 1, size: 50 }));
    expect(demo.records.map((r: any) => r.teamName)).toEqual(expect.arrayContaining(['实验小学四年级研学团', '星河科技春游']));
  });

  it.runIf(process.env.DATABASE_URL)('ten audits of one booking at once: exactly one takes effect', async () => {
    const l = await leader();
    const b = ok(await h5('POST', '/apply', l.token, { body: form({ teamName: '并发审核团' }) }));
    const answers = await Promise.all(
      Array.from({ length: 10 }, (_, i) => boss.post(`${TP}/audit`, { id: b.id, pass: i % 2, reason: i % 2 ? '' : '并发驳回' })),
    );
    expect(answers.filter((r) => r.body.code === 200)).toHaveLength(1);
    expect(answers.filter((r) => r.body.msg === M.notPending)).toHaveLength(9);
  });
});
