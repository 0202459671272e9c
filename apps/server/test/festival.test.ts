import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FESTIVAL_MSG as M, MSG } from '@yym/contract';
import { sql } from '../src/platform/sql.ts';
import { Client, DEMO, customerLogin, login, startApp, type TestApp } from './harness.ts';
import { ok } from './commerce-helpers.ts';

const FP = '/yym-marketing-api/festival';
const H5 = '/yym-marketing-api/h5/festival';
const china = (offsetDays: number, time = '10:00:00') =>
  `${new Date(Date.now() + 8 * 3600_000 + offsetDays * 86_400_000).toISOString().slice(0, 10)} ${time}`;

let t: TestApp;
let boss: Client;
let boss2: Client;
let checker: Client;
const anon = () => new Client(t.url);
let seq = 0;
async function customer(tenantId = '100001') {
  const phone = `135${String(process.pid % 1000).padStart(3, '0')}${String(Date.now() % 1e3).padStart(3, '0')}${String(seq++ % 100).padStart(2, '0')}`;
  const s = await customerLogin(t, phone, `10.7.${seq % 250}.${(seq++ % 250) + 1}`, tenantId);
  return { phone, token: s.token };
}
const h5 = (method: 'GET' | 'POST', path: string, token: string | null, o: { body?: unknown; query?: Record<string, unknown> } = {}) =>
  anon().req(method, `${H5}${path}`, { ...o, headers: token ? { 'Customer-Token': token } : {} });
const activity = async (o: Record<string, unknown> = {}, c = boss) =>
  ok(
    await c.post(`${FP}/submit`, {
      title: `灯会${seq++}`,
      place: '南门广场',
      startTime: china(3, '18:00:00'),
      endTime: china(3, '21:00:00'),
      content: '<p>猜灯谜</p>',
      signupEnabled: 1,
      capacity: 5,
      perPhone: 2,
      publishStatus: 1,
      ...o,
    }),
  ) as { id: string; signed: number; capacity: number; signupOpen: boolean };
const signedOf = async (id: string) =>
  Number((await t.db.one<{ signed: number }>(sql`SELECT signed FROM fes_activity WHERE id = ${id}`))!.signed);

beforeAll(async () => {
  t = await startApp();
  boss = (await login(t, ...DEMO.boss)).client;
  boss2 = (await login(t, ...DEMO.boss2)).client;
  checker = (await login(t, ...DEMO.checker)).client;
});
afterAll(() => t?.close());

describe('新春活动', () => {
  it('the merchant lists the demo activities; the form refuses bad times and a missing capacity', async () => {
    const page = ok(await boss.get(`${FP}/page`, { current: 1, size: 10 }));
    expect(page.records.map((r: any) => r.title)).toEqual(expect.arrayContaining(['元宵灯会 · 猜灯谜', '新春庙会']));
    // The spec's content-activity calls answer the same activities.
    const content = ok(await boss.get('/yym-marketing-api/contentActivity/page', { current: 1, size: 10 }));
    expect(content.total).toBe(page.total);
    const backwards = await boss.post(`${FP}/submit`, { title: '倒序', startTime: china(2), endTime: china(1) });
    expect(backwards.body.msg).toBe(M.timeOrder);
    const noPlaces = await boss.post(`${FP}/submit`, {
      title: '无名额',
      startTime: china(1),
      endTime: china(2),
      signupEnabled: 1,
      capacity: 0,
    });
    expect(noPlaces.body.msg).toBe(M.capacityRange);
    const late = await boss.post(`${FP}/submit`, {
      title: '晚截止',
      startTime: china(1),
      endTime: china(2),
      signupEnabled: 1,
      capacity: 5,
      signupDeadline: china(3),
    });
    expect(late.body.msg).toBe(M.deadlineAfterEnd);
    expect((await boss.post(`${FP}/submit`, { title: '', startTime: china(1), endTime: china(2) })).body.msg).toBe(M.titleRequired);
  });

  it('a customer signs up within the per-phone limit, sees it in 我的报名, cancels once and the places come back', async () => {
    const a = await activity();
    expect(a.signupOpen).toBe(true);
    const cu = await customer();
    const listed = ok(await h5('GET', '/list', null, { query: { tenantId: '100001' } }));
    expect(listed.map((r: any) => r.id)).toContain(a.id);

    const s = ok(await h5('POST', '/signup', cu.token, { body: { activityId: a.id, name: '张三', people: 2 } }));
    expect(s).toMatchObject({ people: 2, state: 1, phone: cu.phone });
    expect((await h5('POST', '/signup', cu.token, { body: { activityId: a.id, name: '张三', people: 1 } })).body.msg).toBe(M.overLimit(2));
    expect(await signedOf(a.id)).toBe(2);
    expect((await h5('POST', '/signup', null, { body: { activityId: a.id, name: '张三', people: 1 } })).body.code).toBe(401);

    const mine = ok(await h5('GET', '/mine', cu.token, { query: { current: 1, size: 10 } }));
    expect(mine.records[0]).toMatchObject({ activityTitle: expect.stringContaining('灯会'), people: 2, state: 1 });

    ok(await h5('POST', '/cancel', cu.token, { query: { id: s.id } }));
    expect((await h5('POST', '/cancel', cu.token, { query: { id: s.id } })).body.msg).toBe(M.alreadyCancelled);
    expect(await signedOf(a.id)).toBe(0);
    // another customer cannot cancel someone else's sign-up
    const s2 = ok(await h5('POST', '/signup', cu.token, { body: { activityId: a.id, name: '张三', people: 1 } }));
    const other = await customer();
    expect((await h5('POST', '/cancel', other.token, { query: { id: s2.id } })).body.code).toBe(404);
    expect(await signedOf(a.id)).toBe(1);
  });

  it('a full activity says 名额已满; an unpublished or past-deadline one takes no sign-up', async () => {
    const a = await activity({ capacity: 2, perPhone: 2 });
    const [c1, c2] = [await customer(), await customer()];
    ok(await h5('POST', '/signup', c1.token, { body: { activityId: a.id, name: '甲', people: 2 } }));
    expect((await h5('POST', '/signup', c2.token, { body: { activityId: a.id, name: '乙', people: 1 } })).body.msg).toBe(M.full);

    const hidden = await activity({ publishStatus: 0 });
    expect((await h5('POST', '/signup', c2.token, { body: { activityId: hidden.id, name: '乙', people: 1 } })).body.msg).toBe(M.notOpen);
    const closed = await activity({ startTime: china(-2), endTime: china(2), signupDeadline: china(-1) });
    expect(closed.signupOpen).toBe(false);
    expect((await h5('POST', '/signup', c2.token, { body: { activityId: closed.id, name: '乙', people: 1 } })).body.msg).toBe(M.notOpen);
    expect(await signedOf(hidden.id)).toBe(0);
  });

  it('the merchant sees the sign-ups, exports them, cannot shrink the places below them or delete the activity; a cancel frees both', async () => {
    const a = await activity({ capacity: 10, perPhone: 3 });
    const cu = await customer();
    const s = ok(await h5('POST', '/signup', cu.token, { body: { activityId: a.id, name: '王五', people: 3 } }));
    const page = ok(await boss.get(`${FP}/signup/page`, { activityId: a.id, current: 1, size: 10 }));
    expect(page.records).toHaveLength(1);
    expect(page.records[0]).toMatchObject({ name: '王五', people: 3 });
    const xlsx = await fetch(`${t.url}/api${FP}/signup/export?activityId=${a.id}`, { headers: { 'Blade-Auth': `bearer ${boss.token}` } });
    expect(xlsx.headers.get('content-type')).toContain('spreadsheetml');
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(Buffer.from(await xlsx.arrayBuffer()) as any);
    const rows = (wb.worksheets[0]!.getSheetValues() as unknown[][]).filter(Boolean).map((r) => r.slice(1));
    expect(rows[0]).toEqual(['活动', '姓名', '手机号', '人数', '状态', '报名时间']);
    expect(rows[1]).toEqual(expect.arrayContaining(['王五', 3, '已报名']));
    expect(String(rows[1]![2])).toContain('****');

    const shrink = await boss.post(`${FP}/submit`, { ...(await detailOf(a.id)), capacity: 2 });
    expect(shrink.body.msg).toBe(M.capacityBelowSigned(3));
    expect((await boss.post(`${FP}/remove`, undefined, { ids: a.id })).body.msg).toBe(M.hasSignups);

    ok(await boss.post(`${FP}/signup/cancel`, undefined, { id: s.id }));
    expect(await signedOf(a.id)).toBe(0);
    ok(await boss.post(`${FP}/submit`, { ...(await detailOf(a.id)), capacity: 2 }));
    expect(ok(await boss.post(`${FP}/remove`, undefined, { ids: a.id }))).toBe(1);
    expect((await boss.get(`${FP}/detail`, { id: a.id })).body.code).toBe(404);
  });

  it("another tenant's activities and sign-ups answer 404; a ticket checker is refused", async () => {
    const a = await activity();
    const cu = await customer();
    const s = ok(await h5('POST', '/signup', cu.token, { body: { activityId: a.id, name: '赵六', people: 1 } }));
    expect((await boss2.get(`${FP}/detail`, { id: a.id })).body.code).toBe(404);
    expect((await boss2.post(`${FP}/publish`, { id: a.id, publishStatus: 0 })).body.code).toBe(404);
    expect((await boss2.post(`${FP}/signup/cancel`, undefined, { id: s.id })).body.code).toBe(404);
    expect(ok(await boss2.post(`${FP}/remove`, undefined, { ids: a.id }))).toBe(0);
    expect(ok(await boss2.get(`${FP}/signup/page`, { activityId: a.id, current: 1, size: 10 })).records).toHaveLength(0);
    // a customer of the other shop cannot sign up for this one's activity
    const away = await customer('100002');
    expect((await h5('POST', '/signup', away.token, { body: { activityId: a.id, name: '外', people: 1 } })).body.msg).toBe(M.notOpen);

    const refused = await checker.post(`${FP}/submit`, { title: '越权', startTime: china(1), endTime: china(2) });
    expect(refused.body.code).toBe(403);
    expect(refused.body.msg).toContain(MSG.noPermission);
    expect(await signedOf(a.id)).toBe(1);
  });
});

async function detailOf(id: string) {
  const d = ok(await boss.get(`${FP}/detail`, { id }));
  const keys = [
    'id',
    'title',
    'cover',
    'place',
    'startTime',
    'endTime',
    'content',
    'signupEnabled',
    'capacity',
    'perPhone',
    'signupDeadline',
  ];
  return Object.fromEntries(keys.map((k) => [k, d[k]]));
}

describe('新春活动 under concurrency', () => {
  it.runIf(process.env.DATABASE_URL)('30 customers signing up for 10 places at once: exactly 10 places taken', async () => {
    const a = await activity({ capacity: 10, perPhone: 1 });
    const people = await Promise.all(Array.from({ length: 30 }, () => customer()));
    const answers = await Promise.all(
      people.map((c) => h5('POST', '/signup', c.token, { body: { activityId: a.id, name: '抢', people: 1 } })),
    );
    expect(answers.filter((r) => r.body.code === 200)).toHaveLength(10);
    expect(answers.filter((r) => r.body.msg === M.full)).toHaveLength(20);
    expect(await signedOf(a.id)).toBe(10);
  });

  it.runIf(process.env.DATABASE_URL)('one customer sending five sign-ups at once stays within the per-phone limit', async () => {
    const a = await activity({ capacity: 50, perPhone: 2 });
    const cu = await customer();
    const answers = await Promise.all(
      Array.from({ length: 5 }, () => h5('POST', '/signup', cu.token, { body: { activityId: a.id, name: '急', people: 1 } })),
    );
    expect(answers.filter((r) => r.body.code === 200)).toHaveLength(2);
    expect(await signedOf(a.id)).toBe(2);
  });
});
