import { chinaToday } from '@yym/contract';
import type { Row } from '../../../platform/db.ts';
import type { Scoped } from '../../../platform/repo.ts';
import { SandboxPay } from '../../../platform/providers/index.ts';
import { payDemo } from '../../order/index.ts';
import { issueCard } from '../held/service.ts';
import * as repo from './repo.ts';
import { placeOffer } from './store.ts';
import { addDays } from '../../../platform/time.ts';

const demoPay = new SandboxPay('demo-ecard-upgrades');

/** Demo of 升级方案: the 5-visit card upgraded to the annual pass for the difference; answers its id. */
export async function seedScheme(db: Scoped, times: Row, annual: Row): Promise<string> {
  const scheme = await db.insert(repo.UPGRADE, {
    name: '五次卡升级年卡',
    fromCardId: String(times.id),
    toCardId: String(annual.id),
    price: 9900,
    enabled: 1,
    remark: '补差价升级',
  });
  return String(scheme.id);
}

/**
 * Demo of 升级订单 and 续卡 (the 5-visit card has its renewal combos): one holder upgraded it to the
 * annual pass and another, whose card ends in ten days, renewed it for 30 days (both paid in the sandbox).
 */
export async function seedUpgradeOrders(db: Scoped, times: Row, annual: Row, upgradeId: string) {
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
