import type { PartyKind } from '@yym/contract';
import type { Scoped } from '../../../platform/repo.ts';
import { sql } from '../../../platform/sql.ts';
import * as repo from './repo.ts';

/** Approved adjustments of an account, each with its flow row (the way the page makes them). */
async function adjustments(db: Scoped, kind: PartyKind, partyId: string, moves: [number, string][]) {
  for (const [amount, reason] of moves) {
    const a = await repo.insertAdjust(db, kind, { partyId, amount, reason }, '演示管理员');
    await repo.decideAdjust(db, kind, String(a!.id), true, '已核对到账', '财务');
    await repo.moveBalance(db, kind, partyId, {
      kind: 'adjust',
      amount,
      ref: `adjust:${a!.id}`,
      adjustId: String(a!.id),
      remark: reason,
      createName: '财务',
    });
  }
}

/** The demo merchant's partner accounts: two distributors and two suppliers with balances, flows and one adjustment waiting. */
export async function seedAccounts(db: Scoped, distributorIds: string[]) {
  const [ctrip, meituan] = distributorIds;
  if (!ctrip || !meituan) return;
  await db.query(sql`UPDATE dis_distributor SET credit_limit = 500000 WHERE ${db.tenant()} AND id = ${ctrip}`);
  await adjustments(db, 1, ctrip, [
    [200000, '预存货款(银行转账)'],
    [-15000, '上月结算差额冲减'],
  ]);
  await adjustments(db, 1, meituan, [[80000, '预存货款(支付宝转账)']]);
  await repo.insertAdjust(db, 1, { partyId: meituan, amount: 50000, reason: '补充预存款' }, '演示管理员');
  for (const [name, contact, phone, limit, moves] of [
    ['西湖游船公司', '王经理', '13900003001', 0, [[300000, '预付采购款'] as [number, string]]],
    ['杭州宋城票务', '赵经理', '13900003002', 200000, [[100000, '预付采购款'] as [number, string], [-180000, '三月门票结算']]],
  ] as const) {
    const s = await repo.insertPartner(db, 2, { name, contactName: contact, phone, creditLimit: limit, status: 1, remark: null });
    await adjustments(db, 2, String(s!.id), moves as unknown as [number, string][]);
  }
}
