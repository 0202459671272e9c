import type { DemoSeeder } from '../../platform/module.ts';
import { tenantData } from '../../platform/repo.ts';
import { sql } from '../../platform/sql.ts';
import { addDays, chinaToday } from '../../platform/time.ts';
import { ensureCustomer } from '../customer/index.ts';
import * as accounts from './accounts/repo.ts';
import * as kickbacks from './kickbacks/repo.ts';
import { kickbackOf } from './kickbacks/service.ts';
import * as plans from './plans/repo.ts';
import * as promoters from './promoters/repo.ts';
import * as settings from './settings/repo.ts';

/**
 * The demo merchant's 分销裂变: a plan on its tickets, a passed promoter who brought two of the demo
 * orders (kickbacks earned, one withdrawal waiting for audit), a promoter waiting for the per-person
 * audit and a special distributor.
 */
export const fissionDemo: DemoSeeder = async (q, { demo }) => {
  const db = tenantData(q, demo);
  await settings.saveConfig(db, {
    enabled: 1,
    joinMode: 2,
    settleDays: 0,
    minWithdraw: 100,
    rule: '分享商品链接,好友下单并支付后可获得佣金;退款将冲回相应佣金。',
  });
  const products = await db.query<{ id: string }>(
    sql`SELECT id::text AS id FROM prd_product WHERE ${db.tenant()} AND is_deleted = 0 ORDER BY id LIMIT 3`,
  );
  if (!products.length) return;
  const plan = await db.insert(plans.PLAN, {
    name: '景区门票全民分销',
    startDate: addDays(chinaToday(), -30),
    endDate: addDays(chinaToday(), 90),
    kickType: 1,
    kickValue: 50,
    planStatus: 1,
    remark: '门票成交价的5%作为佣金',
  });
  await plans.setGoods(
    db,
    String(plan.id),
    products.map((p) => p.id),
  );

  const people = [
    { phone: '13600136001', name: '林小满', code: 'DEMOLXM8', status: 1 },
    { phone: '13600136002', name: '赵一鸣', code: 'DEMOZYM8', status: 0 },
  ];
  const ids: string[] = [];
  for (const p of people) {
    const c = await ensureCustomer(db, p.phone, p.name, 'h5');
    const r = await promoters.insertPromoter(db, {
      kind: 1,
      customerId: String(c.id),
      name: p.name,
      phone: p.phone,
      code: p.code,
      auditStatus: p.status,
    });
    ids.push(String(r!.id));
  }
  await promoters.insertPromoter(db, {
    kind: 2,
    customerId: null,
    name: '青旅国际旅行社',
    phone: '13600136009',
    code: 'DEMOQLGJ',
    ratePermille: 80,
    auditStatus: 1,
    remark: '签约旅行社,佣金8%',
  });

  // Two paid demo orders of the plan's goods were brought by the first promoter.
  const orders =
    await db.query(sql`SELECT * FROM ord_order WHERE ${db.tenant()} AND product_id = ANY(${products.map((p) => p.id)}::bigint[])
    AND pay_time IS NOT NULL AND order_status IN (8821, 8824, 8826) ORDER BY id LIMIT 2`);
  const promoterId = ids[0]!;
  let earned = 0;
  for (const o of orders) {
    const orderId = String(o.id);
    await kickbacks.insertOrder(db, { orderId, promoterId, planId: String(plan.id), kickType: 1, kickValue: 50 });
    const k = kickbackOf({ kick_type: 1, kick_value: 50 }, Number(o.total_money), Number(o.quantity));
    await kickbacks.markEarned(db, orderId, k);
    if (
      k > 0 &&
      (await accounts.append(db, { promoterId, kind: 'earn', amount: k, orderId, ref: `order:${orderId}:earn`, remark: o.order_no }))
    )
      earned += k;
  }
  if (!earned) return;
  await promoters.moveMoney(db, promoterId, { balance: earned, earned });
  const amount = Math.min(earned, Math.max(100, Math.floor(earned / 2)));
  if (await promoters.takeBalance(db, promoterId, amount)) {
    const w = await accounts.insertWithdraw(db, { promoterId, amount, accountName: '林小满', accountNo: 'alipay:136****6001' });
    await accounts.append(db, { promoterId, kind: 'withdraw', amount: -amount, withdrawId: String(w!.id), ref: `withdraw:${w!.id}` });
  }
};
