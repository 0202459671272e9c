import type { Scoped } from '../../../platform/repo.ts';
import { CUSTOMER, payDemo } from '../../order/index.ts';
import { type Act, demoProviders } from '../shared.ts';
import { buyPackage } from './sale.ts';
import * as service from './service.ts';

const PEOPLE: [string, string][] = [
  ['王可欣', '13912345601'],
  ['刘子涵', '13912345602'],
  ['黄一鸣', '13912345603'],
  ['吴佳怡', '13912345604'],
];

/** Demo: package orders in several states (unpaid, to confirm, second confirm, issued and used, refund audit, refused). */
export async function seedPackageOrders(db: Scoped, packages: string[]) {
  const providers = demoProviders();
  const act: Act = { q: db.q, tenantId: db.tenantId, data: db, user: null, svc: { providers } };
  let n = 0;
  const buy = async (pkg: string, quantity = 1) => {
    const [name, phone] = PEOPLE[n++ % PEOPLE.length]!;
    const o = await buyPackage(db, CUSTOMER, {
      packageId: pkg,
      quantity,
      contactName: name,
      contactPhone: phone,
      email: null,
      channel: 'h5',
    });
    return o.orderId;
  };
  const paid = async (pkg: string, quantity = 1) => {
    const id = await buy(pkg, quantity);
    await payDemo(db, providers.payment, id);
    return id;
  };
  await buy(packages[0]!); // 待支付
  await paid(packages[0]!, 2); // 待确认
  const second = await paid(packages[1]!);
  await service.confirm(act, second, 'QR2024001'); // 待二次确认
  const issued = await paid(packages[0]!);
  await service.confirm(act, issued, 'QR2024002');
  await service.outConfirm(act, issued, true); // 已出票 (待使用)
  const refunding = await paid(packages[0]!);
  await service.refund(act, refunding, '行程有变'); // 退款审核中
  const refused = await paid(packages[1]!);
  await service.refuse(act, refused, '当日满房'); // 已拒单
}
