import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { GOODS_MSG, computeFreight, type FreightRate, type FreightTemplate, type Parcel } from '@yym/contract';
import { sql } from '../src/platform/sql.ts';
import { Client, DEMO, login, startApp, type TestApp } from './harness.ts';
import { ok } from './commerce-helpers.ts';
import { FT, address, buyer, makeGoods, H5 } from './goods-helpers.ts';

// Freight computed a second way, written apart from the contract's function: a step-by-step walk of the
// units instead of a division, the rule chosen by scanning the address's own code, then its city, then
// its province. The pure function, the storefront's quote and the order's price must all agree with it.

/** The fee of `units` under a rate, counted one further step at a time. */
function walk(rate: FreightRate, units: number): number {
  if (units <= 0) return 0;
  let fee = rate.firstFee;
  let covered = rate.firstUnit;
  while (covered < units) {
    fee += rate.addFee;
    covered += rate.addUnit;
  }
  return fee;
}
/** The codes that name an address: its own, its city's, its province's (most specific first). */
const names = (code: string) => [code, `${code.slice(0, 4)}00`, `${code.slice(0, 2)}0000`];
const covers = (codes: string[], code: string) => names(code).some((n) => codes.includes(n));

function oracle(t: FreightTemplate, p: Parcel): { ok: false } | { ok: true; fee: number; free: boolean } {
  if (covers(t.noDelivery, p.regionCode)) return { ok: false };
  for (const f of t.freeRules) {
    const here = f.regionCodes.length === 0 || covers(f.regionCodes, p.regionCode);
    const reached = f.kind === 1 ? p.pieces >= f.threshold : p.amount >= f.threshold;
    if (here && reached) return { ok: true, fee: 0, free: true };
  }
  let rate: FreightRate = t.rules.default;
  search: for (const n of names(p.regionCode))
    for (const r of t.rules.regions)
      if (r.regionCodes.includes(n)) {
        rate = r;
        break search;
      }
  return { ok: true, fee: walk(rate, t.chargeType === 1 ? p.pieces : p.weight), free: false };
}

// a few real codes of the platform's region tree: Zhejiang with two of its cities, Yunnan and its capital, Tibet
const CODES = ['330000', '330100', '330200', '530000', '530100', '540000'];
const ADDRESSES = ['330100', '330200', '530100', '540100', '110100'];

const zRate = fc.record({
  firstUnit: fc.integer({ min: 1, max: 5000 }),
  firstFee: fc.integer({ min: 0, max: 5000 }),
  addUnit: fc.integer({ min: 1, max: 3000 }),
  addFee: fc.integer({ min: 0, max: 3000 }),
});
const zTemplate: fc.Arbitrary<FreightTemplate> = fc.record({
  chargeType: fc.constantFrom(1 as const, 2 as const),
  rules: fc.record({
    default: zRate,
    regions: fc.array(
      fc.record({ regionCodes: fc.subarray(CODES, { minLength: 1, maxLength: 2 }) }).chain((r) => zRate.map((x) => ({ ...x, ...r }))),
      {
        maxLength: 3,
      },
    ),
  }),
  freeRules: fc.array(
    fc.record({
      regionCodes: fc.subarray(CODES, { maxLength: 2 }),
      kind: fc.constantFrom(1 as const, 2 as const),
      threshold: fc.integer({ min: 1, max: 100_000 }),
    }),
    { maxLength: 2 },
  ),
  noDelivery: fc.subarray(['540000', '530100'], { maxLength: 1 }),
});
const zParcel: fc.Arbitrary<Parcel> = fc.record({
  regionCode: fc.constantFrom(...ADDRESSES),
  pieces: fc.integer({ min: 1, max: 50 }),
  weight: fc.integer({ min: 0, max: 60_000 }),
  amount: fc.integer({ min: 0, max: 200_000 }),
});

describe('freight, the pure rule', () => {
  it('agrees with a step-by-step count for every rule kind (piece, weight, regions, free by pieces or amount, not delivered)', () => {
    fc.assert(
      fc.property(zTemplate, zParcel, (t, p) => {
        const a = computeFreight(t, p);
        const b = oracle(t, p);
        expect(a.ok).toBe(b.ok);
        if (a.ok && b.ok) expect({ fee: a.fee, free: a.free }).toEqual({ fee: b.fee, free: b.free });
      }),
      { numRuns: 2000 },
    );
  });

  it('by weight: each started further step costs once; a city rule beats its province; the amount threshold ships free from exactly that amount', () => {
    const t: FreightTemplate = {
      chargeType: 2,
      rules: {
        default: { firstUnit: 1000, firstFee: 1200, addUnit: 500, addFee: 300 },
        regions: [
          { regionCodes: ['330000'], firstUnit: 1000, firstFee: 800, addUnit: 1000, addFee: 200 },
          { regionCodes: ['330200'], firstUnit: 2000, firstFee: 600, addUnit: 1000, addFee: 100 },
        ],
      },
      freeRules: [{ regionCodes: [], kind: 2, threshold: 50_000 }],
      noDelivery: [],
    };
    const fee = (regionCode: string, weight: number, amount = 100) => computeFreight(t, { regionCode, pieces: 1, weight, amount });
    expect(fee('530100', 1000)).toMatchObject({ fee: 1200 });
    expect(fee('530100', 1001)).toMatchObject({ fee: 1500 });
    expect(fee('530100', 2000)).toMatchObject({ fee: 1800 });
    expect(fee('330100', 2500)).toMatchObject({ fee: 800 + 2 * 200 }); // the province's rate
    expect(fee('330200', 2500)).toMatchObject({ fee: 600 + 100 }); // the city's own rate wins
    expect(fee('330200', 2500, 49_999)).toMatchObject({ fee: 700, free: false });
    expect(fee('330200', 2500, 50_000)).toMatchObject({ fee: 0, free: true });
  });
});

describe('freight through the storefront and the order', () => {
  let t: TestApp;
  let boss: Client;
  let anon: Client;
  beforeAll(async () => {
    t = await startApp();
    boss = (await login(t, ...DEMO.boss)).client;
    anon = new Client(t.url);
  });
  afterAll(async () => {
    await t?.close();
  });

  const weightTemplate: FreightTemplate & { name: string } = {
    name: '按重量测试',
    chargeType: 2,
    rules: {
      default: { firstUnit: 1000, firstFee: 1000, addUnit: 500, addFee: 400 },
      regions: [{ regionCodes: ['530000'], firstUnit: 500, firstFee: 1500, addUnit: 500, addFee: 800 }],
    },
    freeRules: [{ regionCodes: ['330000'], kind: 2, threshold: 20_000 }],
    noDelivery: ['540000'],
  };

  it('the quote and the order price a weight template as the step count does, free from the amount, refused where not delivered', async () => {
    for (const c of CODES) expect(await t.db.one(sql`SELECT code FROM blade_region WHERE code = ${c}`)).toBeTruthy();
    const f = ok(await boss.post(`${FT}/submit`, weightTemplate));
    const g = await makeGoods(boss, { freightId: f.id, price: 4500, weight: 350, stock: 200 });
    await fc.assert(
      fc.asyncProperty(
        fc.integer({ min: 1, max: 12 }),
        fc.constantFrom('330100', '330200', '530100', '110100'),
        async (quantity, regionCode) => {
          const quote = ok(
            await anon.post('/yym-product-api/yunfei/findTempInfoByGoodsId', {
              goodsId: g.id,
              skuId: g.sku,
              quantity,
              regionCode,
              tenantId: '100001',
            }),
          );
          const want = oracle(weightTemplate, { regionCode, pieces: quantity, weight: 350 * quantity, amount: 4500 * quantity });
          expect(want.ok).toBe(true);
          if (want.ok) expect(quote).toMatchObject({ fee: want.fee, free: want.free, delivered: true });
        },
      ),
      { numRuns: 25 },
    );
    // Zhejiang: 4 × ¥45 = ¥180 pays 1000 + 1 step (1400 g); 5 × ¥45 = ¥225 ships free
    const four = ok(await anon.post(`${H5}/buy`, { ...buyer(), goodsId: g.id, skuId: g.sku, quantity: 4, address: address('330200') }));
    expect(four.totalMoney).toBe(4 * 4500 + 1400);
    const five = ok(await anon.post(`${H5}/buy`, { ...buyer(), goodsId: g.id, skuId: g.sku, quantity: 5, address: address('330200') }));
    expect(five.totalMoney).toBe(5 * 4500);
    // Yunnan's own rate by weight: 3 × 350 g = 1050 g → 1500 + 2 × 800
    const yunnan = ok(await anon.post(`${H5}/buy`, { ...buyer(), goodsId: g.id, skuId: g.sku, quantity: 3, address: address('530100') }));
    expect(yunnan.totalMoney).toBe(3 * 4500 + 3100);
    // Tibet is not delivered: refused, no order written
    const before = Number((await t.db.one<{ n: number }>(sql`SELECT count(*)::int AS n FROM gds_sale WHERE item_id = ${g.id}`))!.n);
    expect(
      (await anon.post(`${H5}/buy`, { ...buyer(), goodsId: g.id, skuId: g.sku, quantity: 1, address: address('540000') })).body.msg,
    ).toBe(GOODS_MSG.noDelivery);
    expect(Number((await t.db.one<{ n: number }>(sql`SELECT count(*)::int AS n FROM gds_sale WHERE item_id = ${g.id}`))!.n)).toBe(before);
  });

  it('weights and fees out of range are refused with the contract message and save nothing', async () => {
    const n = async () =>
      Number((await t.db.one<{ n: number }>(sql`SELECT count(*)::int AS n FROM gds_freight WHERE tenant_id = '100001'`))!.n);
    const before = await n();
    const bad = (patch: Partial<FreightRate>) => ({
      ...weightTemplate,
      name: '坏模板',
      rules: { ...weightTemplate.rules, default: { ...weightTemplate.rules.default, ...patch } },
    });
    const cases: [Partial<FreightRate>, string][] = [
      [{ firstUnit: -1 }, GOODS_MSG.unitInvalid],
      [{ addUnit: 0 }, GOODS_MSG.unitInvalid],
      [{ firstUnit: 10_000_000 }, GOODS_MSG.unitInvalid],
      [{ firstFee: -100 }, GOODS_MSG.feeInvalid],
      [{ addFee: 1e12 }, GOODS_MSG.feeInvalid],
    ];
    for (const [patch, msg] of cases) expect((await boss.post(`${FT}/submit`, bad(patch))).body.msg, JSON.stringify(patch)).toBe(msg);
    expect(await n()).toBe(before);
  });
});
