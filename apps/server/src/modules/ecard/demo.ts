import { VERIFY_METHOD, chinaToday } from '@yym/contract';
import type { DemoSeeder } from '../../platform/module.ts';
import { type Scoped, tenantData } from '../../platform/repo.ts';
import { sql } from '../../platform/sql.ts';
import * as cards from './repo/cards.ts';
import * as held from './repo/held.ts';
import * as codes from './repo/codes.ts';
import { drawCodes } from './codes.ts';
import { issueCard } from './held.ts';
import { buyCard } from './orders.ts';
import { CUSTOMER, lockOrder, move, payDemo } from '../order/index.ts';
import { hashPlainPassword } from '../../platform/tokens.ts';
import * as portal from './repo/portal.ts';
import { SandboxPay } from '../../platform/providers/index.ts';
import { seedUpgradeOrders } from './upgrade-demo.ts';
import { seedFaces } from './faces-demo.ts';

const demoPay = new SandboxPay('demo-ecards');

const HOLDERS: [string, string][] = [
  ['王小明', '13800138001'],
  ['李娜', '13800138002'],
  ['陈晓东', '13800138003'],
];

/** Demo: an annual pass over two scenic spots, a 5-visit card, a batch of 20 codes, three held cards with a few uses. */
export const seedEcards: DemoSeeder = async (q, { demo }) => {
  const db = tenantData(q, demo);
  const pois = await db.query<{ id: string; name: string }>(
    sql`SELECT id, name FROM prd_poi WHERE ${db.tenant()} AND is_deleted = 0 ORDER BY id LIMIT 2`,
  );
  const spot = (i: number) => pois[i] ?? pois[0];
  const annual = await db.insert<any>(cards.CARD, {
    name: '山水联票年卡',
    cardType: 1,
    price: 19900,
    originalPrice: 29900,
    stock: 1000,
    intro: '一年内畅游两大景区',
    notice: '凭入园二维码核销,每日每景区限1次',
    validityType: 2,
    validDays: 365,
    realName: 0,
    step: 3,
  });
  await cards.replaceProjects(db, String(annual.id), [
    { poiId: spot(0)?.id ?? null, name: `${spot(0)?.name ?? '主景区'}入园`, dayLimit: 1, totalLimit: 365 },
    { poiId: spot(1)?.id ?? null, name: `${spot(1)?.name ?? '古镇'}入园`, dayLimit: 1, totalLimit: 365 },
  ]);
  const times = await db.insert<any>(cards.CARD, {
    name: '温泉五次卡',
    cardType: 2,
    price: 39900,
    originalPrice: 50000,
    stock: 200,
    validityType: 2,
    validDays: 180,
    step: 3,
  });
  await cards.replaceProjects(db, String(times.id), [{ poiId: spot(0)?.id ?? null, name: '温泉泡池', dayLimit: 2, totalLimit: 5 }]);
  await cards.setShelf(db, [String(annual.id), String(times.id)], 1);

  const scheme = await db.insert<any>(cards.UPGRADE, {
    name: '五次卡升级年卡',
    fromCardId: String(times.id),
    toCardId: String(annual.id),
    price: 9900,
    enabled: 1,
    remark: '补差价升级',
  });

  const today = chinaToday();
  const batch = await codes.insertBatch(db, {
    batchNo: 'B20260101DEMO',
    cardId: String(annual.id),
    cardName: annual.name,
    count: 20,
    price: 15000,
    validStart: today,
    validEnd: `${Number(today.slice(0, 4)) + 1}${today.slice(4)}`,
    customerName: '某旅行社',
    remark: '旅行社团购',
  });
  await codes.insertCodes(db, String(batch!.id), drawCodes(20));

  const annualRow = (await db.find(cards.CARD, String(annual.id)))!;
  const timesRow = (await db.find(cards.CARD, String(times.id)))!;
  for (const [i, [name, phone]] of HOLDERS.entries()) {
    const u = await issueCard(db, i === 2 ? timesRow : annualRow, { source: 3, holderName: name, holderPhone: phone });
    const ps = await held.projectsOfUserCard(db, String(u.id));
    const taken = await held.takeUse(db, String(ps[0]!.id), today);
    if (taken) await held.insertUse(db, u, taken, VERIFY_METHOD.QR_SCAN, { userId: null, name: '张检票' });
  }

  // Orders from the storefront: two paid (their cards issued through the order flow), one waiting for payment.
  const buyers: [string, string, number, boolean][] = [
    ['赵敏', '13800138011', 1, true],
    ['孙悦', '13800138012', 2, true],
    ['周杰', '13800138013', 1, false],
  ];
  for (const [name, phone, n, paid] of buyers) {
    const o = await buyCard(db, CUSTOMER, {
      cardId: String(annual.id),
      quantity: n,
      holderName: name,
      contactPhone: phone,
      customerId: null,
      channel: 'h5',
    });
    if (!paid) continue;
    await payDemo(db, demoPay, o.orderId);
  }
  await seedUpgradeOrders(db, timesRow, annualRow, String(scheme.id));
  await seedPortal(db, String(annual.id));
  await seedFaces(db, batch ? String(batch.id) : null);
};

/**
 * The distributor portal: account fenxiao (Demo1234, a distributor account) logs in for 携程旅行 at
 * /outLogin?code=100001&id=<its id>; one order of two annual cards settled on account, one card checked.
 */
async function seedPortal(db: Scoped, cardId: string) {
  const dis = await db.one<{ id: string; name: string }>(
    sql`SELECT id, name FROM dis_distributor WHERE ${db.tenant()} AND name = '携程旅行' AND is_deleted = 0 LIMIT 1`,
  );
  if (!dis) return;
  const user = await db.one<{ id: string }>(sql`INSERT INTO blade_user (tenant_id, account, password, name, real_name, user_type, phone)
    VALUES (${db.tenantId}, 'fenxiao', ${await hashPlainPassword('Demo1234')}, '携程分销', '携程分销', 2, '13900001001') RETURNING id`);
  await portal.bindAccount(db, String(user!.id), String(dis.id), 0);
  const actor = { userId: null, name: dis.name };
  const o = await buyCard(db, actor, {
    cardId,
    quantity: 2,
    holderName: '周经理',
    contactPhone: '13900001001',
    customerId: null,
    channel: 'distributor',
  });
  await portal.markDistributorOrder(db, o.orderId, String(dis.id));
  await move(db, await lockOrder(db, o.orderId), 'pay', actor, '分销商挂账,与商户线下结算');
  const [u] = await held.userCardsOfOrder(db, o.orderId);
  const ps = await held.projectsOfUserCard(db, String(u!.id));
  const taken = await held.takeUse(db, String(ps[0]!.id), chinaToday());
  const row = await db.find(held.USER_CARD, String(u!.id));
  if (taken && row) await held.insertUse(db, row, taken, VERIFY_METHOD.QR_SCAN, { userId: null, name: `${dis.name}(fenxiao)` });
}
