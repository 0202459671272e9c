import { createHash, randomBytes, randomInt } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import { CUSTOMER_MSG, MSG, type H5Session } from '@yym/contract';
import type { Ctx } from '../../../platform/context.ts';
import type { Row } from '../../../platform/db.ts';
import { type Scoped, inTenant } from '../../../platform/repo.ts';
import { bad, tooMany, unauthorized } from '../../../platform/errors.ts';
import { codeTry } from '../../auth/index.ts';
import { textEvent } from '../../sms/index.ts';
import { maskPhone } from '../shared.ts';
import * as repo from './repo/customer.ts';
import * as h5 from './repo/h5.ts';
import { demoCode } from '../../../platform/providers/sms.ts';

/**
 * The storefront customer's phone + SMS-code login. Codes: 6 digits, single use, 5 minutes, one send
 * per phone per 60 s, at most 20 sends per address per hour (as the back office's phone login).
 * Wrong codes count on the login throttle of the auth area (per phone and per address).
 */
const CODE_TTL_S = 300;
const SEND_GAP_S = 60;
const SENDS_PER_IP_HOUR = 20;
const FAILS_PER_PHONE = 5;
const FAILS_PER_IP = 30;
const SESSION_S = 7 * 86_400;

const hashOf = (token: string) => createHash('sha256').update(token).digest('hex');

export async function sendCode(ctx: Ctx, tenantId: string, phone: string) {
  const svc = ctx.svc;
  const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
  await inTenant(svc.db, tenantId, async (db) => {
    const recent = await h5.recentSends(db, phone, ctx.ip, SEND_GAP_S);
    if (recent?.phone_recent || (recent?.ip_count ?? 0) >= SENDS_PER_IP_HOUR) throw tooMany(MSG.smsTooFrequent);
    await h5.insertCode(db, phone, code, ctx.ip, CODE_TTL_S);
    await textEvent(svc, db, { scene: 'login_code', phone, params: { code } });
  });
  return { message: MSG.smsSent, seconds: SEND_GAP_S, ...demoCode(svc.providers.sms, svc.cfg.production, code) };
}

export async function login(ctx: Ctx, f: { tenantId: string; phone: string; code: string }): Promise<H5Session> {
  const svc = ctx.svc;
  const counters = [
    { key: `h5login:${f.tenantId}:${f.phone}`, lockAt: FAILS_PER_PHONE },
    { key: `h5login:ip:${ctx.ip}`, lockAt: FAILS_PER_IP },
  ];
  const token = `${f.tenantId}.${randomBytes(24).toString('base64url')}`;
  const answer = await codeTry(svc, counters, MSG.loginLocked, () =>
    inTenant(svc.db, f.tenantId, async (db) => {
      const latest = await h5.latestCode(db, f.phone);
      if (!latest || latest.code === '-' || latest.code !== f.code) throw bad(MSG.captchaWrong);
      if (latest.expired) throw bad(MSG.captchaExpired);
      if (!(await h5.spendCode(db, latest.id, latest.code))) throw bad(MSG.captchaWrong);
      const c = await repo.ensureCustomer(db, f.phone, null, 'h5');
      await h5.insertSession(db, hashOf(token), String(c.id), SESSION_S);
      await repo.opLog(db, [{ customerId: String(c.id), action: 'login', content: `商城登录: ${maskPhone(f.phone)}` }], '用户');
      return c;
    }),
  );
  return { token, expiresIn: SESSION_S, customerId: String(answer.id), phone: f.phone };
}

const tokenOf = (req: FastifyRequest) => {
  const t = req.headers['customer-token'];
  return typeof t === 'string' && /^\d{6}\.[\w-]{20,64}$/.test(t) ? t : null;
};

/** The logged-in customer and a tenant-bound transaction; no or a stale token answers 401. */
export async function asCustomer<T>(ctx: Ctx, req: FastifyRequest, fn: (db: Scoped, customer: Row) => Promise<T>): Promise<T> {
  const token = tokenOf(req);
  if (!token) throw unauthorized(CUSTOMER_MSG.notLoggedIn);
  const tenantId = token.slice(0, 6);
  return inTenant(ctx.svc.db, tenantId, async (db) => {
    const c = await h5.sessionCustomer(db, hashOf(token));
    if (!c) throw unauthorized(CUSTOMER_MSG.notLoggedIn);
    return fn(db, c);
  });
}

export async function logout(ctx: Ctx, req: FastifyRequest) {
  const token = tokenOf(req);
  if (token) await inTenant(ctx.svc.db, token.slice(0, 6), (db) => h5.endSession(db, hashOf(token)));
  return true;
}

export const myOrders = (ctx: Ctx, req: FastifyRequest, q: { current: number; size: number }) =>
  asCustomer(ctx, req, (db, c) => repo.ordersOf(db, c.phone, q.current, q.size));
