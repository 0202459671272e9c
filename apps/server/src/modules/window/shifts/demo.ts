import type { Scoped } from '../../../platform/repo.ts';
import { SandboxPay } from '../../../platform/providers/index.ts';
import { chinaToday } from '../../../platform/time.ts';
import { onSale, sellAs } from '../sale/service.ts';
import { sellersOf } from '../settings/service.ts';
import { closeAs, openAs } from './service.ts';

const demoPay = new SandboxPay('demo-window');

/**
 * Demo: 财务 (finance) worked a shift at window 1 and closed it (cash, an on-account sale); 店长 (boss)
 * has a shift open there with one cash sale, so the counter shows a running shift on first start.
 */
export async function seedShifts(db: Scoped, windowId: string, customerId: string) {
  const users = await sellersOf(db);
  const today = chinaToday();
  const ticket = (await onSale(db, today)).find((t) => t.stock >= 20 && !t.needIdCard);
  if (!ticket) return;
  const line = (quantity: number) => ({ productId: ticket.productId, skuId: ticket.skuId, quantity });
  const sale = { windowId, touristDate: today, payMethod: 'cash' as const };
  for (const account of ['finance', 'boss']) {
    const u = users.find((x) => x.account === account);
    if (!u) continue;
    const seller = { id: u.id, name: u.name };
    const actor = { userId: u.id, name: u.name };
    await openAs(db, seller, { windowId, openingCash: 500_00 });
    await sellAs(db, seller, actor, demoPay, { ...sale, lines: [line(2)], received: ticket.price * 2 + 20_00 });
    if (account === 'boss') return;
    await sellAs(db, seller, actor, demoPay, { ...sale, lines: [line(1)], received: ticket.price });
    await sellAs(db, seller, actor, demoPay, { ...sale, payMethod: 'account', customerId, lines: [line(3)] });
    await closeAs(db, seller, { countedCash: 500_00 + ticket.price * 3, remark: '' });
  }
}
