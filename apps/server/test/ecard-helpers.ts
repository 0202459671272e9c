import { VERIFY_METHOD } from '@yym/contract';
import { sql } from '../src/platform/sql.ts';
import { Client, customerLogin, type TestApp } from './harness.ts';
import { ok } from './commerce-helpers.ts';

/** Helpers of the e-card tests: the storefront customer, a complete card, a batch of codes, the gate. */
export function ecardKit(t: TestApp, boss: Client) {
  const anon = new Client(t.url);
  let seq = 0;
  const newPhone = () => `139${String(Date.now() % 1e6).padStart(6, '0')}${String(seq++ % 100).padStart(2, '0')}`;
  const E = '/yym-product-api/eCard';
  const h5 = (path: string, token: string | null, body?: unknown, query?: Record<string, unknown>, ip?: string) =>
    anon.req(body === undefined ? 'GET' : 'POST', path, {
      body,
      query,
      headers: { ...(token ? { 'Customer-Token': token } : {}), ...(ip ? { 'X-Forwarded-For': ip } : {}) },
    });
  async function customer(phone = newPhone()) {
    return { phone, token: (await customerLogin(t, phone, `10.9.${seq % 250}.${(seq++ % 250) + 1}`)).token };
  }

  /** A complete card with two projects (uses: 2 in total of the first, 1 per day of the second), on shelf. */
  async function makeCard(c = boss, o: { first?: number; stock?: number; shelf?: boolean } = {}) {
    const info = ok(await c.post(`${E}/submitInfo`, { name: `测试年卡${seq++}`, price: 9900, stock: o.stock ?? 100 }));
    ok(await c.post(`${E}/submitRule`, { id: info.id, validityType: 2, validDays: 30 }));
    const pois = await t.db.query<{ id: string }>(
      sql`SELECT id FROM prd_poi WHERE tenant_id = '100001' AND is_deleted = 0 ORDER BY id LIMIT 2`,
    );
    ok(
      await c.post(`${E}/submitProject`, {
        id: info.id,
        projects: [
          { poiId: pois[0]?.id, name: '主景区入园', dayLimit: 0, totalLimit: o.first ?? 2 },
          { poiId: pois[1]?.id ?? pois[0]?.id, name: '索道', dayLimit: 1, totalLimit: 10 },
        ],
      }),
    );
    if (o.shelf !== false) ok(await c.post(`${E}/shelves`, { cardIds: [info.id], status: 1 }));
    return info.id as string;
  }
  const prefab = async (cardId: string, count: number) =>
    ok(
      await boss.post(`${E}/activationCode/prefabricate/submit`, {
        cardId,
        count,
        price: 5000,
        validStart: '2020-01-01',
        validEnd: '2099-12-31',
      }),
    );
  const codesOf = async (batchId: string) =>
    (await t.db.query<{ code: string }>(sql`SELECT code FROM ec_code WHERE batch_id = ${batchId} ORDER BY id`)).map((r) => r.code);
  const gate = (c: Client, code: string) => c.post('/yym-verification-api/manPower/verify/submit', { method: VERIFY_METHOD.QR_SCAN, code });
  return { E, h5, customer, makeCard, prefab, codesOf, gate, anon };
}
