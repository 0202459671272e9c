import { sql } from '../src/platform/sql.ts';
import { Client, customerLogin, type TestApp } from './harness.ts';
import { ok } from './commerce-helpers.ts';

export const SK = '/yym-marketing-api/seckill';
export const SK_H5 = '/yym-marketing-api/h5/seckill';
/** China wall-clock time offset by minutes, as the back office sends it. */
export const at = (minutes: number) => new Date(Date.now() + 8 * 3600_000 + minutes * 60_000).toISOString().slice(0, 19).replace('T', ' ');

/** Helpers of the seckill tests: an activity with goods, the storefront customer, the units left. */
export function seckillKit(t: TestApp) {
  const anon = new Client(t.url);
  let seq = 0;
  const h5 = (
    method: 'GET' | 'POST',
    path: string,
    token: string | null,
    o: { body?: unknown; query?: Record<string, unknown>; ip?: string } = {},
  ) =>
    anon.req(method, path, {
      body: o.body,
      query: o.query,
      headers: { ...(token ? { 'Customer-Token': token } : {}), ...(o.ip ? { 'X-Forwarded-For': o.ip } : {}) },
    });
  async function customer(phone = `137${String(Date.now() % 1e6).padStart(6, '0')}${String(seq++ % 100).padStart(2, '0')}`) {
    return { phone, token: (await customerLogin(t, phone, `10.7.${seq % 250}.${(seq++ % 250) + 1}`)).token };
  }
  /** A complete activity (info, goods, share) on one sku; running now unless told otherwise. */
  async function make(
    c: Client,
    goods: { productId: string; skuId: string; seckillPrice?: number; stock?: number }[],
    o: { start?: number; end?: number; limit?: number; name?: string } = {},
  ) {
    const a = ok(
      await c.post(`${SK}/submitInfo`, {
        name: o.name ?? `秒杀${seq++}`,
        startTime: at(o.start ?? -1),
        endTime: at(o.end ?? 60),
        limitNum: o.limit ?? 2,
      }),
    );
    // Times in the past are refused for the goods step once running: save goods while not started, then move the start.
    if ((o.start ?? -1) <= 0) await t.db.query(sql`UPDATE sk_activity SET start_time = now() + interval '1 hour' WHERE id = ${a.id}`);
    ok(
      await c.post(`${SK}/submitActivity`, {
        seckillId: a.id,
        goodsList: goods.map((g) => ({ seckillPrice: 990, stock: 10, ...g })),
      }),
    );
    ok(await c.post(`${SK}/submitShare`, { seckillId: a.id, shareTitle: '限时秒杀', shareImage: null }));
    if ((o.start ?? -1) <= 0) await t.db.query(sql`UPDATE sk_activity SET start_time = now() - interval '1 minute' WHERE id = ${a.id}`);
    return a.id as string;
  }
  const remaining = async (seckillId: string) =>
    Number(
      (await t.db.one<{ n: number }>(
        sql`SELECT coalesce(sum(b.stock), 0)::int AS n FROM sk_bucket b JOIN sk_goods g ON g.tenant_id = b.tenant_id AND g.id = b.goods_id WHERE g.seckill_id = ${seckillId}`,
      ))!.n,
    );
  const goodsId = async (seckillId: string) =>
    String((await t.db.one<{ id: string }>(sql`SELECT id FROM sk_goods WHERE seckill_id = ${seckillId} ORDER BY sort LIMIT 1`))!.id);
  const buy = (token: string, seckillId: string, goods: string, o: { quantity?: number; date?: string } = {}) =>
    h5('POST', `${SK_H5}/buy`, token, {
      body: { seckillId, goodsId: goods, touristDate: o.date ?? at(0).slice(0, 10), quantity: o.quantity ?? 1, contactName: '秒杀客' },
    });
  return { h5, customer, make, remaining, goodsId, buy, anon };
}
