import { VERIFY_METHOD } from '@yym/contract';
import type { Scoped } from '../../../platform/repo.ts';
import { CUSTOMER, SYSTEM, payDemo } from '../../order/index.ts';
import { demoProviders } from '../shared.ts';
import * as vouchers from '../vouchers/service.ts';
import { buyGpv } from './sale.ts';

/** Demo: gpv orders — unpaid, paid, partly verified at the POI. */
export async function seedGpvOrders(db: Scoped, gpvs: string[], poiId: string | null) {
  const { payment } = demoProviders();
  const people = (k: number, who: string) => Array.from({ length: k }, (_, i) => ({ name: `${who}${i + 1}` }));
  await buyGpv(db, CUSTOMER, {
    gpvId: gpvs[1]!,
    contactName: '郑老师',
    contactPhone: '13712345601',
    people: people(3, '游客'),
    channel: 'h5',
  });
  const school = await buyGpv(db, CUSTOMER, {
    gpvId: gpvs[0]!,
    contactName: '钱老师',
    contactPhone: '13712345602',
    people: people(12, '学生'),
    channel: 'h5',
  });
  await payDemo(db, payment, school.orderId);
  const family = await buyGpv(db, CUSTOMER, {
    gpvId: gpvs[1]!,
    contactName: '冯女士',
    contactPhone: '13712345603',
    people: people(4, '家人'),
    channel: 'h5',
  });
  await payDemo(db, payment, family.orderId);
  const subs = await vouchers.subOrders(db, school.orderId);
  for (const s of subs.slice(0, 5))
    await vouchers.useVoucher(db, school.orderId, s.id, { method: VERIFY_METHOD.MANUAL, actor: SYSTEM, poiId });
}
