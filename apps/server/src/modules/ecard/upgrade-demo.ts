import { chinaToday } from '@yym/contract';
import type { Row } from '../../platform/db.ts';
import type { Scoped } from '../../platform/repo.ts';
import { SandboxPay } from '../../platform/providers/index.ts';
import { payDemo } from '../order/index.ts';
import * as cards from './repo/cards.ts';
import * as repo from './repo/upgrades.ts';
import { issueCard } from './held.ts';
import { placeOffer } from './upgrade-store.ts';

const demoPay = new SandboxPay('demo-ecard-upgrades');
const addDays = (d: string, n: number) => new Date(Date.parse(`${d}T00:00:00Z`) + n * 86_400_000).toISOString().slice(0, 10);

/**
 * Demo of 升级订单 and 续卡: renewal combos on the 5-visit card; one holder upgraded it to the annual
 * pass and another, whose card ends in ten days, renewed it for 30 days (both paid in the sandbox).
 */
export async function seedUpgradeOrders(db: Scoped, times: Row, annual: Row, upgradeId: string) {
  await cards.replaceCombos(db, String(times.id), [
    { name: '续30天', days: 30, price: 4900 },
    { name: '续90天', days: 90, price: 9900 },
  ]);
  const [combo] = await repo.combosOf(db, String(times.id));
  const today = chinaToday();
  const pay = async (orderId: string) => {
    await payDemo(db, demoPay, orderId);
  };
  const up = await issueCard(db, times, { source: 3, holderName: '吴磊', holderPhone: '13800138021' });
  const o1 = await placeOffer(db, { id: null, name: '吴磊', phone: '13800138021' }, up, {
    orderType: 1,
    toCard: annual,
    upgradeId,
    comboId: null,
    comboDays: null,
    price: 9900,
    productName: `${times.name}升级`,
    skuName: `${times.name} → ${annual.name}`,
  });
  await pay(o1.orderId);
  const soon = await issueCard(db, times, {
    source: 3,
    holderName: '郑爽',
    holderPhone: '13800138022',
    validStart: addDays(today, -170),
    validEnd: addDays(today, 10),
  });
  const o2 = await placeOffer(db, { id: null, name: '郑爽', phone: '13800138022' }, soon, {
    orderType: 2,
    toCard: times,
    upgradeId: null,
    comboId: String(combo!.id),
    comboDays: 30,
    price: 4900,
    productName: `${times.name}续卡`,
    skuName: '续30天(30天)',
  });
  await pay(o2.orderId);
}
