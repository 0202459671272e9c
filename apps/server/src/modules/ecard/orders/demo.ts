import type { Scoped } from '../../../platform/repo.ts';
import { SandboxPay } from '../../../platform/providers/index.ts';
import { CUSTOMER, payDemo } from '../../order/index.ts';
import { buyCard } from './service.ts';

const demoPay = new SandboxPay('demo-ecards');

/** Orders from the storefront: two paid (their cards issued through the order flow), one waiting for payment. */
export async function seedOrders(db: Scoped, cardId: string) {
  const buyers: [string, string, number, boolean][] = [
    ['赵敏', '13800138011', 1, true],
    ['孙悦', '13800138012', 2, true],
    ['周杰', '13800138013', 1, false],
  ];
  for (const [name, phone, n, paid] of buyers) {
    const o = await buyCard(db, CUSTOMER, {
      cardId,
      quantity: n,
      holderName: name,
      contactPhone: phone,
      customerId: null,
      channel: 'h5',
    });
    if (!paid) continue;
    await payDemo(db, demoPay, o.orderId);
  }
}
