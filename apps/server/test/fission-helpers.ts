import { sql } from '../src/platform/sql.ts';
import { Client, customerLogin, type TestApp } from './harness.ts';
import { day, ok } from './commerce-helpers.ts';

export const FP = '/yym-marketing-api/fission';
export const FP_H5 = '/yym-marketing-api/h5/fission';

/** Helpers of the fission tests: storefront customers, their calls, a promoter, a referred storefront order. */
export function fissionKit(t: TestApp) {
  const anon = new Client(t.url);
  let seq = 0;
  const ip = () => `10.14.${(seq >> 8) % 250}.${(seq++ % 250) + 1}`;
  const h5 = (method: 'GET' | 'POST', path: string, token: string | null, o: { body?: unknown; query?: Record<string, unknown> } = {}) =>
    anon.req(method, `${FP_H5}${path}`, {
      body: o.body,
      query: o.query,
      headers: { ...(token ? { 'Customer-Token': token } : {}), 'X-Forwarded-For': ip() },
    });
  async function customer(tenantId = '100001') {
    const phone = `137${String(process.pid % 1000).padStart(3, '0')}${String((Date.now() + seq) % 1e3).padStart(3, '0')}${String(seq++ % 100).padStart(2, '0')}`;
    return { phone, token: (await customerLogin(t, phone, ip(), tenantId)).token };
  }
  /** A customer who applied and was passed by the merchant. */
  async function promoter(boss: Client, name = '推广员') {
    const c = await customer();
    const applied = ok(await h5('POST', '/apply', c.token, { body: { name } }));
    if (applied.auditStatus !== 1) ok(await boss.post(`${FP}/person/audit`, { id: applied.id, pass: true }));
    return { ...c, id: applied.id as string, code: applied.code as string };
  }
  /** A storefront order of `quantity` tickets carrying a share code. */
  const place = (productId: string, code: string | undefined, o: { quantity?: number; phone?: string } = {}) =>
    anon.req('POST', '/order-api/h5/order/place', {
      body: {
        tenantId: '100001',
        productId,
        touristDate: day(0),
        quantity: o.quantity ?? 2,
        contactName: '王五',
        contactPhone: o.phone ?? '13900139111',
        promoterCode: code,
      },
      headers: { 'X-Forwarded-For': ip() },
    });
  const promoterRow = async (id: string) =>
    (await t.db.one<{ balance: string; frozen: string; total_earned: string; withdrawn: string }>(
      sql`SELECT balance, frozen, total_earned, withdrawn FROM fis_promoter WHERE id = ${id}`,
    ))!;
  const money = async (id: string) => {
    const r = await promoterRow(id);
    return { balance: Number(r.balance), frozen: Number(r.frozen), earned: Number(r.total_earned), withdrawn: Number(r.withdrawn) };
  };
  const ledger = async (promoterId: string) =>
    (
      await t.db.query<{ kind: string; amount: string }>(
        sql`SELECT kind, amount FROM fis_ledger WHERE promoter_id = ${promoterId} ORDER BY id`,
      )
    ).map((r) => `${r.kind}:${Number(r.amount)}`);
  return { h5, customer, promoter, place, money, ledger };
}
