import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { STOREFRONT_MSG } from '@yym/contract';
import { sql } from '../src/platform/sql.ts';
import { Client, startApp, type TestApp } from './harness.ts';
import { ok } from './commerce-helpers.ts';

// The storefront's hotel and food lists (the demo home's 酒店民宿 and 美食餐饮, issue #31): public reads of
// the link's tenant, on shelf only, a short page at a time.
let t: TestApp;
let anon: Client;
beforeAll(async () => {
  t = await startApp();
  anon = new Client(t.url);
  for (const [tenant, tag] of [
    ['100001', '甲'],
    ['100002', '乙'],
  ] as const) {
    for (const [name, shelf] of [
      [`列表测试酒店${tag}`, 1],
      [`列表测试下架酒店${tag}`, 0],
    ] as const)
      await t.db.query(
        sql`INSERT INTO htl_hotel (tenant_id, name, star, address, shelf_status, sort) VALUES (${tenant}, ${name}, 4, '湖滨路1号', ${shelf}, -100)`,
      );
    for (const [name, shelf] of [
      [`列表测试套餐${tag}`, 1],
      [`列表测试下架套餐${tag}`, 0],
    ] as const)
      await t.db.query(
        sql`INSERT INTO gds_food (tenant_id, name, food_type, restaurant, price, stock, shelf_status) VALUES (${tenant}, ${name}, 2, '湖畔餐厅', 6800, 10, ${shelf})`,
      );
  }
});
afterAll(async () => {
  await t?.close();
});

const names = (p: { records: { name: string }[] }) => p.records.map((r) => r.name).filter((n) => n.startsWith('列表测试'));

describe('storefront lists', () => {
  it('the hotel list shows the link’s tenant’s hotels on shelf, each with what its card needs', async () => {
    const mine = ok(await anon.get('/yym-product-api/h5/hotel/list', { tenantId: '100001', size: 20 }));
    expect(names(mine)).toEqual(['列表测试酒店甲']);
    expect(mine.records.find((r: any) => r.name === '列表测试酒店甲')).toMatchObject({
      star: 4,
      address: '湖滨路1号',
      id: expect.stringMatching(/^\d+$/),
    });
    expect(names(ok(await anon.get('/yym-product-api/h5/hotel/list', { tenantId: '100002', size: 20 })))).toEqual(['列表测试酒店乙']);
  });

  it('the food list shows the link’s tenant’s food items on shelf with their price in cents', async () => {
    const mine = ok(await anon.get('/order-api/h5/goods/food/list', { tenantId: '100001', size: 20 }));
    expect(names(mine)).toEqual(['列表测试套餐甲']);
    expect(mine.records.find((r: any) => r.name === '列表测试套餐甲')).toMatchObject({ price: 6800, restaurant: '湖畔餐厅', foodType: 2 });
    expect(names(ok(await anon.get('/order-api/h5/goods/food/list', { tenantId: '100002', size: 20 })))).toEqual(['列表测试套餐乙']);
  });

  it('pages are short, and a link without its tenant is told so', async () => {
    const first = ok(await anon.get('/order-api/h5/goods/food/list', { tenantId: '100001', size: 1 }));
    expect(first.records).toHaveLength(1);
    expect(first.total).toBeGreaterThanOrEqual(1);
    const big = await anon.get('/yym-product-api/h5/hotel/list', { tenantId: '100001', size: 500 });
    expect(big.body.code).not.toBe(200);
    for (const path of ['/yym-product-api/h5/hotel/list', '/order-api/h5/goods/food/list']) {
      const r = await anon.get(path, {});
      expect(r.body.msg).toBe(STOREFRONT_MSG.linkIncomplete);
    }
  });
});
