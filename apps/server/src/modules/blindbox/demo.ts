import { SandboxPay } from '../../platform/providers/index.ts';
import type { Scoped } from '../../platform/repo.ts';
import { CUSTOMER, payDemo } from '../order/index.ts';
import * as boxRepo from './boxes/repo.ts';
import { buyBox } from './orders/sale.ts';
import * as pools from './pools/service.ts';

/** Demo: two boxes on shelf with published pools and opened orders; the second's first pool closed, its seed revealed. */
const pay = new SandboxPay('demo-blindbox');

async function box(db: Scoped, poi: { id: string; name: string } | undefined, name: string, price: number, instructions: string) {
  const row = await db.insert(boxRepo.BOX, {
    name,
    price,
    originalPrice: price + 1000,
    poiId: poi?.id ?? null,
    poiName: poi?.name ?? null,
    instructions,
  });
  return String(row.id);
}
async function sell(db: Scoped, boxId: string, quantity: number, who: [string, string], paid = true) {
  const o = await buyBox(db, CUSTOMER, { boxId, quantity, contactName: who[0], contactPhone: who[1], channel: 'h5' });
  if (paid) await payDemo(db, pay, o.orderId);
}

export async function seedBlindBoxes(db: Scoped) {
  const [poi] = await boxRepo.pois(db);
  const panda = await box(db, poi, '熊猫家族盲盒', 3900, '每盒随机一款,隐藏款概率见奖池;开盒后不退换,质量问题可申请售后。');
  await pools.saveDraft(db, {
    boxId: panda,
    prizes: [
      { name: '隐藏款·金色熊猫', image: '', quantity: 2, weight: 1 },
      { name: '功夫熊猫', image: '', quantity: 30, weight: 20 },
      { name: '睡眠熊猫', image: '', quantity: 30, weight: 30 },
      { name: '竹林熊猫', image: '', quantity: 40, weight: 49 },
    ],
  });
  await pools.submit(db, panda);
  await boxRepo.setShelf(db, panda, 0, 1);
  await sell(db, panda, 1, ['周女士', '13712345611']);
  await sell(db, panda, 3, ['吴先生', '13712345612']);
  await sell(db, panda, 2, ['郑同学', '13712345613'], false);

  const town = await box(db, poi, '古镇文创盲盒', 2900, '文创周边随机发放,景区游客中心凭订单领取。');
  const first = [
    { name: '书签套装', image: '', quantity: 10, weight: 40 },
    { name: '冰箱贴', image: '', quantity: 10, weight: 40 },
    { name: '限定徽章', image: '', quantity: 3, weight: 20 },
  ];
  await pools.saveDraft(db, { boxId: town, prizes: first });
  await pools.submit(db, town);
  await boxRepo.setShelf(db, town, 0, 1);
  await sell(db, town, 2, ['王先生', '13712345614']);
  await sell(db, town, 1, ['冯女士', '13712345615']);
  // the season's second pool replaces the first: the first is closed and its seed revealed
  await pools.saveDraft(db, { boxId: town, prizes: [...first, { name: '新春红包', image: '', quantity: 20, weight: 30 }] });
  await pools.submit(db, town);
  await sell(db, town, 1, ['陈女士', '13712345616']);
}
