import type { DemoSeeder } from '../../../platform/module.ts';
import { tenantData } from '../../../platform/repo.ts';
import { followLevel } from '../ledger/service.ts';
import * as repo from './repo/programme.ts';

/**
 * The demo merchant's member programme: four levels by growth (1 per yuan paid), their rights, and the
 * demo buyers placed on their levels. Discounts are set but switched off: the merchant turns them on
 * in 会员折扣 (so the demo orders of other areas keep their prices).
 */
export const memberDemo: DemoSeeder = async (q, { demo }) => {
  const db = tenantData(q, demo);
  await repo.saveSetting(db, {
    enabled: 1,
    member_name: '云游会员',
    points_per_yuan: 1,
    points_valid_days: 365,
    growth_per_yuan: 1,
    growth_max_per_order: 0,
    rule_text: '每消费1元得1积分、1成长值;积分有效期365天;退款时按退款金额扣回。',
  });
  const levels: [string, number, number, [string, string, number][]][] = [
    ['普通会员', 0, 100, [['points', '消费积分', 1]]],
    [
      '白银会员',
      300,
      98,
      [
        ['discount', '购票98折', 98],
        ['points', '消费积分', 1],
      ],
    ],
    [
      '黄金会员',
      2000,
      95,
      [
        ['discount', '购票95折', 95],
        ['birthday', '生日礼包', 0],
        ['points', '消费积分', 1],
      ],
    ],
    [
      '钻石会员',
      10000,
      90,
      [
        ['discount', '购票9折', 90],
        ['service', '专属客服', 0],
        ['coupon', '专属优惠券', 0],
      ],
    ],
  ];
  let no = 1;
  for (const [name, growthMin, discount, rights] of levels) {
    const l = await db.insert<{ id: string }>(repo.LEVEL, { name, levelNo: no++, growthMin, discount, discountEnabled: 0 });
    await repo.replaceRights(
      db,
      l.id,
      rights.map(([rightType, rname, value]) => ({ rightType, name: rname, enabled: 1, value, remark: '' })),
    );
  }
  for (const c of await repo.customersGrowth(db)) await followLevel(db, String(c.id), Number(c.growth), c.level_id, '会员等级初始化');
};
