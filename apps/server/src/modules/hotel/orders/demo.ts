import { REFUND_TYPE, chinaToday } from '@yym/contract';
import type { Scoped } from '../../../platform/repo.ts';
import { SandboxPay } from '../../../platform/providers/index.ts';
import { addDays } from '../../../platform/time.ts';
import { CUSTOMER, SYSTEM, applyRefund, auditRefund, lockOrder, move, payDemo } from '../../order/index.ts';
import { bookStay } from './sale.ts';

const demoPay = new SandboxPay('demo-hotels');
const BOSS = { userId: null, name: '李总' };

const PEOPLE: [string, string][] = [
  ['陈思远', '13812345601'],
  ['林晓雨', '13812345602'],
  ['周子墨', '13812345603'],
  ['赵雅琴', '13812345604'],
  ['孙浩然', '13812345605'],
];

/** Demo: hotel orders in several states on the demo plans. */
export async function seedOrders(db: Scoped, plans: string[]) {
  let n = 0;
  const book = async (plan: string, from: number, nights: number, rooms = 1) => {
    const [name, phone] = PEOPLE[n++ % PEOPLE.length]!;
    return bookStay(db, CUSTOMER, {
      planId: plan,
      checkIn: addDays(chinaToday(), from),
      checkOut: addDays(chinaToday(), from + nights),
      rooms,
      contactName: name,
      contactPhone: phone,
      guests: Array.from({ length: rooms }, (_, i) => ({ guestName: i ? `${name}同住${i}` : name })),
      channel: 'h5',
    });
  };
  const pay = async (orderId: string) => {
    await payDemo(db, demoPay, orderId);
  };
  await book(plans[0]!, 3, 2); // 8100 pending payment
  await pay((await book(plans[1]!, 2, 2)).orderId); // 8003 confirming
  await pay((await book(plans[3]!, 5, 1, 2)).orderId);
  for (const [plan, from] of [
    [plans[2]!, 1],
    [plans[4]!, 4],
  ] as const) {
    const o = await book(plan, from, 3); // 8821 confirmed
    await pay(o.orderId);
    await move(db, await lockOrder(db, o.orderId), 'confirm', BOSS, '确认号 HT2024');
  }
  const refunding = (await book(plans[0]!, 6, 1)).orderId; // 7600 refund in progress
  await pay(refunding);
  await applyRefund(db, refunding, REFUND_TYPE.CUSTOMER, { reason: '行程有变' }, CUSTOMER);
  const refunded = (await book(plans[1]!, 8, 2)).orderId; // 7700 cancelled by a confirmed refund
  await pay(refunded);
  const rf = await applyRefund(db, refunded, REFUND_TYPE.MERCHANT, { reason: '客人取消' }, BOSS);
  await auditRefund(db, demoPay, String(rf.id), 'pass', SYSTEM, '同意');
}
