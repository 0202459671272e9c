import { COLLECTION_MSG as M, ORDER_STATUS } from '@yym/contract';
import type { Row } from '../../../platform/db.ts';
import { bad } from '../../../platform/errors.ts';
import type { Moved } from '../../../platform/flow.ts';
import { chainAddress } from '../../../platform/providers/index.ts';
import { type Scoped, tenantData } from '../../../platform/repo.ts';
import { chinaToday } from '../../../platform/time.ts';
import { CUSTOMER, SYSTEM, move, openKindOrder } from '../../order/index.ts';
import { productOf } from '../products/service.ts';
import { beginGrant } from './jobs.ts';
import * as repo from './repo.ts';

/** The sale of a collection: one order of kind 'coll' holding `quantity` editions of the product. */

/** The buyer's custodial address on the chain. */
const holderOf = (tenantId: string, customerId: string) => chainAddress(`customer:${tenantId}:${customerId}`);

export async function buyCollection(db: Scoped, customer: Row, input: { id: string; quantity: number; contactName?: string }) {
  const p = await productOf(db, input.id);
  if (Number(p.shelf_status) !== 1 || Number(p.mint_status) !== 2) throw bad(M.notOnSale);
  if (Number(p.phase) === 1) throw bad(M.notStarted);
  if (Number(p.phase) === 3) throw bad(M.saleEnded);
  const n = input.quantity;
  const customerId = String(customer.id);
  const limit = Number(p.per_limit);
  if (!(await repo.takeHolding(db, input.id, customerId, n, limit))) throw bad(M.overLimit(limit));
  const o = await openKindOrder(db, CUSTOMER, {
    kind: 'coll',
    prefix: 'D',
    productName: p.name,
    skuName: `${n}份`,
    poiName: p.issuer,
    date: chinaToday(),
    quantity: n,
    unit: Number(p.price),
    contactName: input.contactName?.trim() || customer.name || '藏家',
    contactPhone: customer.phone,
    guests: [],
    channel: 'h5',
  });
  const orderId = String(o.id);
  await repo.insertOrder(db, { orderId, productId: input.id, customerId, holder: holderOf(db.tenantId, customerId), quantity: n });
  const taken = await repo.reserveTokens(db, input.id, orderId, n);
  if (taken.length < n) throw bad(M.soldOut);
  return { orderId, orderNo: o.order_no as string, code: o.code as string, totalMoney: Number(o.total_money) };
}

/**
 * Inside every order move: a paid collection order needs no confirmation and its grant starts; an
 * order that ends unpaid, or whose refund is done, gives its editions and its share of the limit back.
 */
export async function collMoved(m: Moved<number, string>) {
  if (m.row.order_kind !== 'coll') return;
  const db = tenantData(m.q, m.tenantId);
  const id = String(m.row.id);
  if (m.action === 'pay' && m.to === ORDER_STATUS.CONFIRMING) {
    await move(db, m.row, 'confirm', SYSTEM, '数字藏品无需确认,自动确认');
    await beginGrant(db, id);
    return;
  }
  if (m.to === ORDER_STATUS.CANCELLED || m.to === ORDER_STATUS.CLOSED) await repo.release(db, id);
}
