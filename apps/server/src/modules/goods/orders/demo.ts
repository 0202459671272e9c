import { chinaToday } from '@yym/contract';
import type { Scoped } from '../../../platform/repo.ts';
import { SandboxPay } from '../../../platform/providers/index.ts';
import { addDays } from '../../../platform/time.ts';
import { CUSTOMER, payDemo } from '../../order/index.ts';
import { buyBundle, buyFood, buyGoods, buyLine } from './sale.ts';
import { markShipped } from '../shipping/service.ts';

const demoPay = new SandboxPay('demo-goods');
const PEOPLE: [string, string][] = [
  ['陈思远', '13812345601'],
  ['林晓雨', '13812345602'],
  ['周子墨', '13812345603'],
];
const ADDRESS = { regionCode: '330100', regionName: '浙江省杭州市', address: '西湖区文三路100号' };

/** Demo: goods orders unpaid, to ship and shipped, and one each of a bundle, a meal and a line. */
export async function seedOrders(db: Scoped, items: { goods: { id: string; sku: string }[]; bundle: string; meal: string; line: string }) {
  let n = 0;
  const who = () => {
    const [name, phone] = PEOPLE[n++ % PEOPLE.length]!;
    return { contactName: name, contactPhone: phone, channel: 'h5', quantity: 1 };
  };
  const goods = async (i: number, quantity: number) => {
    const b = who();
    return buyGoods(db, CUSTOMER, {
      ...b,
      quantity,
      goodsId: items.goods[i]!.id,
      skuId: items.goods[i]!.sku,
      receiver: { receiverName: b.contactName, receiverPhone: b.contactPhone, regionCode: ADDRESS.regionCode, address: ADDRESS.address },
      regionName: ADDRESS.regionName,
    });
  };
  await goods(0, 1); // unpaid
  const toShip = await goods(1, 2);
  await payDemo(db, demoPay, toShip.orderId);
  const shipped = await goods(2, 1);
  await payDemo(db, demoPay, shipped.orderId);
  await markShipped(db, shipped.orderId, 'SF', '顺丰速运', 'SF1400012345678');
  await payDemo(db, demoPay, (await buyBundle(db, CUSTOMER, { ...who(), bundleId: items.bundle })).orderId);
  await payDemo(db, demoPay, (await buyFood(db, CUSTOMER, { ...who(), quantity: 2, foodId: items.meal })).orderId);
  await payDemo(db, demoPay, (await buyLine(db, CUSTOMER, { ...who(), lineId: items.line, day: addDays(chinaToday(), 3) })).orderId);
}
