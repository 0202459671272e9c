import { sql } from '../src/platform/sql.ts';
import { Client, customerLogin, type TestApp } from './harness.ts';
import { ok } from './commerce-helpers.ts';

export const IP = '/yym-marketing-api/integral';
export const IP_H5 = '/yym-marketing-api/h5/integral';

/** Helpers of the points-mall tests: storefront customers with points, items, exchanges. */
export function mallKit(t: TestApp) {
  const anon = new Client(t.url);
  let seq = 0;
  const h5 = (method: 'GET' | 'POST', path: string, token: string | null, o: { body?: unknown; query?: Record<string, unknown> } = {}) =>
    anon.req(method, path, {
      body: o.body,
      query: o.query,
      headers: { ...(token ? { 'Customer-Token': token } : {}), 'X-Forwarded-For': `10.8.${seq % 250}.${(seq++ % 250) + 1}` },
    });
  /** A storefront customer logged in by SMS code, holding `points` (an adjust movement of the ledger). */
  async function customer(points = 0, tenantId = '100001') {
    const phone = `137${String(process.pid % 1000).padStart(3, '0')}${String(Date.now() % 1e3).padStart(3, '0')}${String(seq++ % 100).padStart(2, '0')}`;
    const s = await customerLogin(t, phone, `10.8.${seq % 250}.${(seq++ % 250) + 1}`, tenantId);
    if (points) await givePoints(t, tenantId, s.customerId, points);
    return { phone, token: s.token as string, id: String(s.customerId) };
  }
  async function item(boss: Client, o: Record<string, unknown> = {}) {
    return ok(
      await boss.post(`${IP}/product/save`, {
        name: `积分好礼${seq++}`,
        image: '/img/gift.png',
        pointsPrice: 100,
        stock: 10,
        perLimit: 0,
        shelfStatus: 1,
        description: '好礼',
        ...o,
      }),
    ) as { id: string; [k: string]: unknown };
  }
  const exchange = (token: string | null, itemId: string, quantity = 1) =>
    h5('POST', `${IP_H5}/submit`, token, { body: { itemId, quantity } });
  return { h5, customer, item, exchange };
}

/** Points as the ledger gives them: one adjust movement and the balance with it. */
export async function givePoints(t: TestApp, tenantId: string, customerId: string, points: number) {
  await t.db.tx(
    async (q) => {
      await q.query(sql`INSERT INTO mem_ledger (tenant_id, customer_id, kind, reason, ref, amount)
        VALUES (${tenantId}, ${customerId}, 'points', 'adjust', ${`test:${customerId}:${Date.now()}:${Math.random()}`}, ${points})`);
      await q.query(sql`UPDATE uc_customer SET points = points + ${points} WHERE tenant_id = ${tenantId} AND id = ${customerId}`);
    },
    { tenantId },
  );
}

export const pointsOf = async (t: TestApp, customerId: string) =>
  Number((await t.db.one<{ points: string }>(sql`SELECT points FROM uc_customer WHERE id = ${customerId}`))!.points);
export const ledgerSum = async (t: TestApp, customerId: string) =>
  Number(
    (await t.db.one<{ s: string }>(
      sql`SELECT coalesce(sum(amount), 0) AS s FROM mem_ledger WHERE customer_id = ${customerId} AND kind = 'points'`,
    ))!.s,
  );
export const itemRow = async (t: TestApp, id: string) =>
  (await t.db.one<{ stock: number; exchanged: number }>(sql`SELECT stock, exchanged FROM mk_integral_item WHERE id = ${id}`))!;
export const exchangeCount = async (t: TestApp, itemId: string) =>
  Number((await t.db.one<{ n: string }>(sql`SELECT count(*) AS n FROM mk_integral_exchange WHERE item_id = ${itemId}`))!.n);
