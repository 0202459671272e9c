import type { z } from 'zod';
import {
  COLL_GRANT_TEXT,
  COLL_ORDER_STATE_TEXT,
  COLLECTION_MSG as M,
  ORDER_STATUS,
  REFUND_TYPE,
  orderStatusText,
  type CollOrderDetail,
  type CollOrderRow,
  type collOrderQuery,
} from '@yym/contract';
import type { Ctx } from '../../../platform/context.ts';
import type { Row } from '../../../platform/db.ts';
import { bad, notFound } from '../../../platform/errors.ts';
import { type Scoped, inTenant } from '../../../platform/repo.ts';
import { toApi } from '../../../platform/rows.ts';
import { SYSTEM, actorOf, applyRefund, auditRefund, endUnpaid, lockOrder } from '../../order/index.ts';
import { beginGrant } from './jobs.ts';
import * as repo from './repo.ts';

/** 藏品订单 (a tab of 数字藏品): counts by state, the list, one order with its editions, cancel, grant again, refund. */

const mask = (s: string) => (s.length === 11 ? `${s.slice(0, 3)}****${s.slice(7)}` : s);

export function presentOrder(r: Row): CollOrderRow {
  const a = toApi<Row>(r);
  return {
    ...(a as CollOrderRow),
    id: String(r.id),
    productId: String(r.product_id),
    quantity: Number(r.quantity),
    totalMoney: Number(r.total_money),
    orderStatus: Number(r.order_status),
    orderStatusText: orderStatusText(Number(r.order_status)),
    grantStatus: Number(r.grant_status),
    grantStatusText: COLL_GRANT_TEXT[Number(r.grant_status)] ?? '',
    state: Number(r.state),
    stateText: COLL_ORDER_STATE_TEXT[Number(r.state)] ?? '',
    contactPhone: mask(String(r.contact_phone)),
  };
}

export async function page(ctx: Ctx, q: z.output<typeof collOrderQuery>) {
  const p = await repo.page(ctx.data, q);
  return { ...p, records: p.records.map((r) => presentOrder(snakeOf(r))) };
}
/** The page's rows come camelCased; `presentOrder` reads the statement's names. */
const snakeOf = (r: Row): Row =>
  Object.fromEntries(Object.entries(r).map(([k, v]) => [k.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`), v]));

export async function typeCount(ctx: Ctx, q: Omit<z.output<typeof collOrderQuery>, 'current' | 'size' | 'state'>) {
  const rows = await repo.counts(ctx.data, q);
  return Object.entries(COLL_ORDER_STATE_TEXT).map(([state, name]) => ({
    state: Number(state),
    name,
    count: Number(rows.find((r) => Number(r.state) === Number(state))?.n ?? 0),
  }));
}

export const detail = (ctx: Ctx, id: string) => detailOf(ctx.data, id);

async function detailOf(db: Scoped, id: string): Promise<CollOrderDetail> {
  const r = await repo.orderOne(db, id);
  if (!r) throw notFound();
  const [c, tokens, logs] = await Promise.all([repo.collOrderOf(db, id), repo.tokensOf(db, id), repo.logsOf(db, id)]);
  return {
    ...presentOrder(r),
    contractAddress: c?.contract_address ?? null,
    holder: String(r.holder_address),
    tokens: tokens.map((k) => ({
      tokenId: Number(k.token_id),
      owner: Number(k.grant_status) === 2 ? k.owner_address : null,
      grantStatus: Number(k.grant_status),
      grantStatusText: COLL_GRANT_TEXT[Number(k.grant_status)] ?? '',
      txHash: k.tx_hash ?? null,
      grantTime: k.grant_time ? toApi<Row>({ t: k.grant_time }).t : null,
    })),
    logs: logs.map((l) => {
      const a = toApi<Row>(l);
      return { time: a.createTime, user: a.userName, content: a.content ?? '' };
    }),
  };
}

/** The order row locked, and its collection part; another kind of order is not found here. */
async function lockCollOrder(ctx: Ctx, id: string) {
  const o = await lockOrder(ctx.data, id);
  const c = o.order_kind === 'coll' ? await repo.collOrderOf(ctx.data, id) : null;
  if (!c) throw notFound();
  return { o, c };
}

export async function cancel(ctx: Ctx, id: string) {
  const { o } = await lockCollOrder(ctx, id);
  if (Number(o.order_status) !== ORDER_STATUS.PENDING_PAYMENT) throw bad(M.notPending);
  await endUnpaid(ctx.data, id, 'cancel', actorOf(ctx));
  return detail(ctx, id);
}

/** 发放: a paid order whose grant failed (or never started) is granted again, with the same keys. */
export async function grant(ctx: Ctx, id: string) {
  const { o, c } = await lockCollOrder(ctx, id);
  const g = Number(c.grant_status);
  if (g === 1) throw bad(M.granting);
  if (Number(o.order_status) !== ORDER_STATUS.TO_BE_USED || (g !== 0 && g !== 3)) throw bad(M.notGrantable);
  await beginGrant(ctx.data, id);
  const answer = {} as CollOrderDetail;
  // The answer is read once the chain has answered (the after-commit work runs before the route replies).
  ctx.q.afterCommit(async (base) => Object.assign(answer, await inTenant(base, ctx.tenantId, (db) => detailOf(db, id))));
  return answer;
}

/** 退款: paid and not granted (the grant failed): the whole order through the refund path, approved at once. */
export async function refund(ctx: Ctx, id: string, reason?: string) {
  const { o, c } = await lockCollOrder(ctx, id);
  const g = Number(c.grant_status);
  if (g === 1) throw bad(M.granting);
  if (Number(o.order_status) !== ORDER_STATUS.TO_BE_USED || (g !== 0 && g !== 3)) throw bad(M.notRefundable);
  const r = await applyRefund(ctx.data, id, REFUND_TYPE.MERCHANT, { reason: reason || '藏品未发放,商家退款' }, actorOf(ctx));
  await auditRefund(ctx.data, ctx.svc.providers.payment, String(r.id), 'pass', SYSTEM, '商家发起,自动通过');
  return detail(ctx, id);
}
