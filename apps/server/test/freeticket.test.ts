import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FREE_TICKET_MSG as M, MSG } from '@yym/contract';
import { type Client, DEMO, login, startApp, type TestApp } from './harness.ts';
import { day, makeTicket, ok } from './commerce-helpers.ts';

const FT = '/yym-marketing-api/freeTicket';

/** A valid 18-digit ID card (Hangzhou) born on `birth` (YYYYMMDD), with its check digit. */
function idCard(birth: string, seq = '123') {
  const body = `330106${birth}${seq}`;
  const w = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2];
  const sum = body.split('').reduce((s, c, i) => s + Number(c) * w[i]!, 0);
  return body + '10X98765432'[sum % 11];
}
/** The birth date of someone `years` old today, plus or minus days (China date). */
const bornYearsAgo = (years: number, days = 0) => {
  const [y, m, d] = day(days).split('-');
  return `${Number(y) - years}${m}${d}`;
};

let t: TestApp;
let boss: Client;
let boss2: Client;
let checker: Client;
let ticket: { productId: string };
const policy = (o: Record<string, unknown> = {}, c = boss) =>
  c.post(`${FT}/submit`, {
    name: '老人免票',
    productIds: [ticket.productId],
    ageMin: 65,
    dailyQuota: 100,
    startDate: day(-1),
    endDate: day(30),
    ...o,
  });

beforeAll(async () => {
  t = await startApp();
  boss = (await login(t, ...DEMO.boss)).client;
  boss2 = (await login(t, ...DEMO.boss2)).client;
  checker = (await login(t, ...DEMO.checker)).client;
  ticket = await makeTicket(boss, { name: '免票测试票' });
});
afterAll(() => t?.close());

describe('免票政策', () => {
  it('the merchant adds, lists, edits, switches and deletes a policy; the form refuses bad input', async () => {
    expect((await policy({ name: '' })).body.msg).toBe(M.nameRequired);
    expect((await policy({ productIds: [] })).body.msg).toBe(M.goodsRequired);
    expect((await policy({ ageMin: null })).body.msg).toBe(M.ageRequired);
    expect((await policy({ ageMin: 18, ageMax: 6 })).body.msg).toBe(M.ageOrder);
    expect((await policy({ ageMin: 200 })).body.msg).toBe(M.ageRange);
    expect((await policy({ endDate: day(-5) })).body.msg).toBe(M.dateOrder);
    expect((await policy({ dailyQuota: -1 })).body.msg).toBe(M.quotaRange);

    const p = ok(await policy());
    expect(p).toMatchObject({ name: '老人免票', ageMin: 65, ageMax: null, dailyQuota: 100, policyStatus: 1, productNames: ['免票测试票'] });
    const page = ok(await boss.get(`${FT}/page`, { current: 1, size: 10, name: '老人' }));
    expect(page.records.map((r: any) => r.id)).toContain(p.id);
    const edited = ok(await policy({ id: p.id, name: '儿童免票', ageMin: null, ageMax: 6 }));
    expect(edited).toMatchObject({ id: p.id, name: '儿童免票', ageMin: null, ageMax: 6 });
    const off = ok(await boss.post(`${FT}/status`, { id: p.id, policyStatus: 0 }));
    expect(off.policyStatus).toBe(0);
    expect(ok(await boss.get(`${FT}/page`, { current: 1, size: 10, policyStatus: 0 })).records.map((r: any) => r.id)).toContain(p.id);
    expect(ok(await boss.post(`${FT}/remove`, undefined, { ids: p.id }))).toBe(1);
    expect((await boss.get(`${FT}/detail`, { id: p.id })).body.code).toBe(404);
    // the demo shop's policies
    const demo = ok(await boss.get(`${FT}/page`, { current: 1, size: 10, name: '免票' }));
    expect(demo.records.map((r: any) => r.name)).toEqual(expect.arrayContaining(['65周岁以上老人免票', '6周岁以下儿童免票']));
  });

  it('who qualifies is decided by the age on the ID card, today, while the policy is on and in its dates', async () => {
    const seniors = ok(await policy({ ageMin: 65 }));
    const senior = idCard(bornYearsAgo(65));
    const almost = idCard(bornYearsAgo(65, 1)); // turns 65 tomorrow
    expect(ok(await boss.get(`${FT}/check`, { id: seniors.id, cardNum: senior }))).toEqual({ age: 65, eligible: true });
    expect(ok(await boss.get(`${FT}/check`, { id: seniors.id, cardNum: almost }))).toEqual({ age: 64, eligible: false });
    const kids = ok(await policy({ name: '儿童', ageMin: null, ageMax: 6 }));
    expect(ok(await boss.get(`${FT}/check`, { id: kids.id, cardNum: idCard(bornYearsAgo(5)) })).eligible).toBe(true);
    expect(ok(await boss.get(`${FT}/check`, { id: kids.id, cardNum: idCard(bornYearsAgo(6)) })).eligible).toBe(false);
    ok(await boss.post(`${FT}/status`, { id: seniors.id, policyStatus: 0 }));
    expect(ok(await boss.get(`${FT}/check`, { id: seniors.id, cardNum: senior })).eligible).toBe(false);
    const later = ok(await policy({ startDate: day(3), endDate: day(9) }));
    expect(ok(await boss.get(`${FT}/check`, { id: later.id, cardNum: senior })).eligible).toBe(false);
    expect((await boss.get(`${FT}/check`, { id: seniors.id, cardNum: '330106195001011234' })).body.msg).toBe(MSG.idCheckDigit);
  });

  it("another tenant's policies answer 404; another shop's ticket cannot join; a ticket checker is refused", async () => {
    const p = ok(await policy());
    expect((await boss2.get(`${FT}/detail`, { id: p.id })).body.code).toBe(404);
    expect((await boss2.post(`${FT}/status`, { id: p.id, policyStatus: 0 })).body.code).toBe(404);
    expect((await policy({ id: p.id }, boss2)).body.code).toBe(404);
    expect(ok(await boss2.post(`${FT}/remove`, undefined, { ids: p.id }))).toBe(0);
    const away = await makeTicket(boss2, {});
    expect((await policy({ productIds: [away.productId] })).body.code).toBe(404);
    for (const r of [
      await checker.get(`${FT}/page`, { current: 1, size: 10 }),
      await checker.post(`${FT}/status`, { id: p.id, policyStatus: 0 }),
    ]) {
      expect(r.body.code).toBe(403);
      expect(r.body.msg).toContain(MSG.noPermission);
    }
    expect(ok(await boss.get(`${FT}/detail`, { id: p.id })).policyStatus).toBe(1);
  });
});
