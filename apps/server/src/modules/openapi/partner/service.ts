import type { FastifyRequest } from 'fastify';
import type { z } from 'zod';
import {
  OPEN_HEADERS,
  OPEN_MSG,
  OPEN_SKEW_SECONDS,
  ORDER_STATUS_LABELS,
  REFUND_TYPE,
  type OpenOrder,
  type OpenProduct,
  type OpenScope,
  type OrderStatus,
  type openPlaceForm,
  type openProductQuery,
} from '@yym/contract';
import { Ctx, type Services } from '../../../platform/context.ts';
import type { Database } from '../../../platform/db.ts';
import { BizError, forbidden, notFound, tooMany, unauthorized } from '../../../platform/errors.ts';
import { inTenant, type Scoped } from '../../../platform/repo.ts';
import { unseal } from '../../../platform/providers/paysecret.ts';
import { accountPay } from '../../../platform/providers/account.ts';
import { applyRefund, checkGuests, createTrade, idempotent, placeOrder, settlePaid, type Actor } from '../../order/index.ts';
import { ipAllowed, sameSignature, secretBound, signature, stringToSign } from '../shared.ts';
import * as repo from './repo.ts';

type Raw = FastifyRequest & { rawBody?: string };
const PLATFORM = '000000';

/**
 * Who signed the call: the headers checked in the order that tells a partner the most while giving a
 * stranger nothing (a nonce is taken only once the signature holds, so nobody can spend another's).
 */
async function verify(svc: Services, req: Raw, scope: OpenScope): Promise<repo.Account> {
  const h = (k: string) => String(req.headers[k] ?? '');
  const [keyId, ts, nonce, sig] = [h(OPEN_HEADERS.key), h(OPEN_HEADERS.timestamp), h(OPEN_HEADERS.nonce), h(OPEN_HEADERS.signature)];
  if (!keyId || !/^\d{9,11}$/.test(ts) || !/^[\w-]{8,64}$/.test(nonce) || !/^[0-9a-f]{64}$/.test(sig))
    throw unauthorized(OPEN_MSG.unsigned);
  if (Math.abs(Date.now() / 1000 - Number(ts)) > OPEN_SKEW_SECONDS) throw unauthorized(OPEN_MSG.stale);
  return inTenant(svc.db, PLATFORM, async (p) => {
    const a = await repo.accountByKey(p, keyId);
    if (!a) throw unauthorized(OPEN_MSG.unknownKey);
    req.openAccount = a;
    let secret: string;
    try {
      secret = unseal<string>(svc.cfg.payKey, a.secret, secretBound(a.tenant_id, a.key_id));
    } catch {
      throw unauthorized(OPEN_MSG.badSignature);
    }
    const text = stringToSign(req.method, req.url.replace(/^\/api/, ''), ts, nonce, req.rawBody ?? '');
    if (!sameSignature(signature(secret, text), sig)) throw unauthorized(OPEN_MSG.badSignature);
    if (Number(a.status) !== 1) throw forbidden(OPEN_MSG.disabled);
    if (!ipAllowed(req.ip, a.allowed_ips)) throw forbidden(OPEN_MSG.ipRefused);
    if (!(await repo.takeNonce(p, a, nonce, OPEN_SKEW_SECONDS * 2))) throw unauthorized(OPEN_MSG.replayed);
    if ((await repo.countCall(p, a))!.calls > a.rate_per_min) throw tooMany(OPEN_MSG.tooMany);
    if (!a.scopes.includes(scope)) throw forbidden(OPEN_MSG.noScope(scope));
    return a;
  });
}

declare module 'fastify' {
  interface FastifyRequest {
    openAccount?: repo.Account;
  }
}

/**
 * A partner call: verified, then run in the account's tenant as the partner (no user), and logged
 * whatever its outcome (refusals included, under the account when its key was known).
 */
export async function partnerCall<T>(svc: Services, req: Raw, scope: OpenScope, fn: (ctx: Ctx, a: repo.Account) => Promise<T>): Promise<T> {
  const started = Date.now();
  let code = 200;
  let msg = 'ok';
  try {
    const a = await verify(svc, req, scope);
    return await svc.db.tx((q) => fn(new Ctx(svc, q, a.tenant_id, null, req.ip), a), { tenantId: a.tenant_id });
  } catch (e) {
    [code, msg] = e instanceof BizError ? [e.code, e.message] : [500, (e as Error).message];
    throw e;
  } finally {
    // Calls naming no key are anonymous noise, attributable to nobody: not logged.
    if (req.headers[OPEN_HEADERS.key]) await logCall(svc, req, code, msg, started);
  }
}

async function logCall(svc: Services, req: Raw, code: number, msg: string, started: number) {
  const a = req.openAccount;
  const entry = {
    tenantId: a?.tenant_id ?? PLATFORM,
    accountId: a?.id ?? null,
    keyId: a?.key_id ?? null,
    method: req.method,
    path: req.url,
    code,
    msg,
    ip: req.ip,
    ms: Date.now() - started,
  };
  await inTenant(svc.db, PLATFORM, (p) => repo.log(p, entry)).catch((err) => req.log.error({ err }, 'open api call log failed'));
}

/** Paying on account: the partner settles with the merchant outside the product (a contract, a prepaid balance). */
const onAccount = accountPay;

const actorOf = (a: repo.Account): Actor => ({ userId: null, name: `开放接口:${a.account_name}` });

export async function products(db: Scoped, q: z.output<typeof openProductQuery>) {
  const rows = await repo.skuPage(db, q);
  const records: OpenProduct[] = rows.map((r) => ({
    productId: String(r.product_id),
    skuId: String(r.sku_id),
    name: r.name,
    skuName: r.sku_name,
    price: (Number(r.price) / 100).toFixed(2),
    stock: r.stock == null ? null : Number(r.stock),
  }));
  const total = Number(rows[0]?.total ?? 0);
  return { records, total, current: q.current, size: q.size, pages: Math.ceil(total / q.size) };
}

/** The order as the partner sees it: only orders placed through the open API. */
export async function orderOf(db: Scoped, id: string): Promise<OpenOrder> {
  const o = await repo.order(db, id);
  if (o?.channel !== 'openapi') throw notFound();
  const status = Number(o.order_status) as OrderStatus;
  return {
    orderId: String(o.id),
    orderNo: o.order_no,
    outOrderNo: null,
    orderStatus: status,
    statusText: ORDER_STATUS_LABELS[status]?.zh ?? String(status),
    payAmount: (Number(o.total_money) / 100).toFixed(2),
    quantity: Number(o.quantity),
    touristDate: o.tourist_date,
    codes: o.codes ?? [],
  };
}

export async function place(db: Scoped, a: repo.Account, f: z.output<typeof openPlaceForm>) {
  const placed = await idempotent(db, `openapi:${a.id}`, f.outOrderNo, () => placeOrder(db, actorOf(a), { ...f, channel: 'openapi' }));
  return { ...(await orderOf(db, placed.orderId)), outOrderNo: f.outOrderNo };
}

/** Pay on account: the partner settles with the merchant outside; the trade is opened and settled at once. */
export async function pay(db: Scoped, orderId: string) {
  await orderOf(db, orderId);
  const trade = await createTrade(db, onAccount, orderId);
  await settlePaid(db, onAccount, { tradeNo: trade.tradeNo, amount: trade.amount, providerRef: `account-${trade.tradeNo}` });
  return orderOf(db, orderId);
}

export async function refund(db: Scoped, a: repo.Account, orderId: string, reason: string) {
  await orderOf(db, orderId);
  await applyRefund(db, orderId, REFUND_TYPE.CUSTOMER, { reason }, actorOf(a));
  return orderOf(db, orderId);
}

export async function check(db: Scoped, a: repo.Account, code: string) {
  const g = await repo.guestByCode(db, code);
  if (!g) throw notFound();
  await orderOf(db, g.order_id);
  const checked = await checkGuests(db, g.order_id, [g.id], actorOf(a), 1, { input: code, deviceNo: `openapi:${a.key_id}` });
  return { checked, orderId: String(g.order_id) };
}

export const sweep = async (db: Database) => void (await inTenant(db, PLATFORM, (p) => repo.sweep(p)));
