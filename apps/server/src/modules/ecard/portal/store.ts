import type { FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import {
  ECARD_MSG,
  MSG,
  PORTAL_EXPORT_KINDS,
  PORTAL_MSG,
  VERIFY_METHOD,
  orderStatusText,
  type PortalKind,
  type PortalLoginPage,
  type PortalSession,
  type gpvVerifyForm,
  type portalExportQuery,
  type portalLinkQuery,
  type portalLoginForm,
  type portalOrderQuery,
  type portalPlaceForm,
  type portalRecordQuery,
} from '@yym/contract';
import { Ctx } from '../../../platform/context.ts';
import { bearer, callerFrom, callerQuery } from '../../../platform/auth.ts';
import { inTenant } from '../../../platform/repo.ts';
import { bad, forbidden, notFound, tooMany, unauthorized } from '../../../platform/errors.ts';
import { sendXlsx, type Column } from '../../../platform/export.ts';
import { createCaptcha, endSession, lockedKeys, recordFailure, staffLogin } from '../../auth/index.ts';
import { lockOrder, move } from '../../order/index.ts';
import { distributionList } from '../cards/service.ts';
import { checkCard } from '../held/service.ts';
import { buyCard } from '../orders/service.ts';
import * as repo from './repo.ts';
import { ORDER_COLUMNS, distributorOrderDetail, presentOrder, presentUse } from './service.ts';

/**
 * The distributor e-card portal. A distributor account (user type 2, the existing distributor login)
 * is bound to one distributor of the tenant (ec_distributor_account); its calls carry the access
 * token as Merchant-Token and see only that distributor's orders and the cards they issued.
 * Orders are settled on account with the merchant: paid when placed, so the cards are issued at once.
 * The merchant's side (分销商订单) is service.ts.
 */

export interface Me {
  userId: string;
  account: string;
  tenantId: string;
  tenantName: string;
  distributorId: string;
  distributorName: string;
  readOnly: boolean;
  sellEnabled: boolean;
}

const tokenOf = (req: FastifyRequest) => {
  const h = req.headers['merchant-token'];
  if (typeof h === 'string' && h.trim()) return h.trim().replace(/^bearer\s+/i, '');
  return bearer(req);
};

/**
 * Run `fn` as the logged-in distributor in a transaction of its tenant: no or a stale token answers
 * 401, a token of another user type (a merchant's) or an account bound to no live distributor 403.
 * `write`: refused to a read-only (used-record) account.
 */
export async function asDistributor<T>(ctx: Ctx, req: FastifyRequest, fn: (c: Ctx, me: Me) => Promise<T>, write = false): Promise<T> {
  const token = tokenOf(req);
  if (!token) throw unauthorized(PORTAL_MSG.notDistributor);
  const claims = await ctx.svc.tokens.verifyAccess(token);
  if (!claims) throw unauthorized(MSG.tokenExpired);
  if (claims.utp !== 2) throw forbidden(PORTAL_MSG.notDistributor);
  const user = callerFrom(await ctx.svc.db.one(callerQuery(claims)), claims);
  return ctx.svc.db.tx(
    async (q) => {
      const c = new Ctx(ctx.svc, q, user.tenantId, user, ctx.ip);
      const a = await repo.accountOf(c.data, user.userId);
      if (!a) throw forbidden(PORTAL_MSG.notDistributor);
      const me: Me = {
        userId: user.userId,
        account: user.account,
        tenantId: user.tenantId,
        tenantName: a.tenant_name,
        distributorId: String(a.distributor_id),
        distributorName: a.distributor_name,
        readOnly: Number(a.read_only) === 1,
        sellEnabled: Number(a.sell_enabled) === 1,
      };
      if (write && me.readOnly) throw forbidden(PORTAL_MSG.readOnly);
      return fn(c, me);
    },
    { tenantId: user.tenantId },
  );
}

// ---------------------------------------------------------------- login pages

const LINK_MISSES = 30;
/** The tenant and distributor of a link (by its key); a stranger's misses are counted per address (guessing keys). */
async function linkOf(ctx: Ctx, code: string, portalKey: string) {
  const key = `ecportal:ip:${ctx.ip}`;
  if (await lockedKeys(ctx.svc, [key])) throw tooMany(MSG.loginLocked);
  const l = await ctx.svc.db.tx((q) => repo.link(q, code, portalKey), { tenantId: code });
  if (!l) {
    await recordFailure(ctx.svc, key, LINK_MISSES);
    throw notFound(PORTAL_MSG.linkInvalid);
  }
  return l;
}

export async function loginPage(ctx: Ctx, kind: PortalKind, q: z.output<typeof portalLinkQuery>): Promise<PortalLoginPage> {
  const l = await linkOf(ctx, q.code, q.id);
  return {
    tenantId: l.tenant_id,
    tenantName: l.tenant_name,
    logo: l.logo ?? null,
    distributorId: String(l.distributor_id),
    distributorName: l.distributor_name,
    kind,
  };
}

export const captcha = (ctx: Ctx) => createCaptcha(ctx.svc, 'distributor');

/**
 * The distributor login (its captcha, throttle and password store), then the account must be bound to
 * the link's distributor: otherwise the new session ends at once and the answer is the login failure.
 */
export async function login(ctx: Ctx, req: FastifyRequest, f: z.output<typeof portalLoginForm>): Promise<PortalSession> {
  const l = await linkOf(ctx, f.code, f.id);
  const distributorId = String(l.distributor_id);
  const token = await staffLogin(
    ctx.svc,
    'distributor',
    { tenantId: f.code, username: f.username, password: f.password, captchaKey: f.captchaKey, captchaCode: f.captchaCode },
    req.headers,
    ctx.ip,
  );
  const claims = await ctx.svc.tokens.verifyAccess(token.access_token);
  const a = await inTenant(ctx.svc.db, f.code, (data) => repo.accountOf(data, String(token.user_id)));
  if (!claims || !a || String(a.distributor_id) !== distributorId) {
    if (claims) await endSession(ctx.svc.db, claims.sid, 'logout');
    throw bad(PORTAL_MSG.loginFailed);
  }
  return {
    accessToken: token.access_token,
    expiresIn: token.expires_in,
    tenantId: f.code,
    tenantName: a.tenant_name,
    distributorId,
    distributorName: a.distributor_name,
    account: f.username,
    readOnly: Number(a.read_only) === 1,
    sellEnabled: Number(a.sell_enabled) === 1,
  };
}

export const me = (ctx: Ctx, req: FastifyRequest) =>
  asDistributor(ctx, req, async (_c, m) => {
    const { userId: _u, ...rest } = m;
    return rest;
  });

// ---------------------------------------------------------------- orders

export const cards = (ctx: Ctx, req: FastifyRequest) =>
  asDistributor(ctx, req, async (c) => (await distributionList(c.data)).map(({ channels: _c, ...card }) => card), true);

/** Place an order as the distributor: the e-card order path (stock in one statement), then paid on account. */
export const place = (ctx: Ctx, req: FastifyRequest, f: z.output<typeof portalPlaceForm>) =>
  asDistributor(
    ctx,
    req,
    async (c, m) => {
      if (!(await repo.sellEnabled(c.data, m.distributorId))) throw bad(PORTAL_MSG.sellClosed);
      const actor = { userId: m.userId, name: m.distributorName };
      const o = await buyCard(c.data, actor, { ...f, customerId: null, channel: 'distributor' });
      await repo.markDistributorOrder(c.data, o.orderId, m.distributorId);
      await move(c.data, await lockOrder(c.data, o.orderId), 'pay', actor, '分销商挂账,与商户线下结算');
      return { orderId: o.orderId, orderNo: o.orderNo, totalMoney: o.totalMoney };
    },
    true,
  );

export const orderStatus = (ctx: Ctx, req: FastifyRequest) =>
  asDistributor(
    ctx,
    req,
    async (c, m) =>
      (await repo.statusCounts(c.data, m.distributorId)).map((r) => ({
        orderStatus: Number(r.order_status),
        orderStatusText: orderStatusText(r.order_status),
        count: Number(r.n),
      })),
    true,
  );

export const orderPage = (ctx: Ctx, req: FastifyRequest, q: z.output<typeof portalOrderQuery>) =>
  asDistributor(
    ctx,
    req,
    async (c, m) => {
      const page = await repo.orderPage(c.data, { ...q, distributorId: m.distributorId });
      return { ...page, records: page.records.map(presentOrder) };
    },
    true,
  );

export const orderDetailOf = (ctx: Ctx, req: FastifyRequest, orderId: string) =>
  asDistributor(ctx, req, (c, m) => distributorOrderDetail(c.data, orderId, m.distributorId), true);

// ---------------------------------------------------------------- uses and checks

export const verifyPage = (ctx: Ctx, req: FastifyRequest, q: z.output<typeof portalRecordQuery>) =>
  asDistributor(ctx, req, async (c, m) => {
    const page = await repo.usePage(c.data, m.distributorId, q);
    return { ...page, records: page.records.map(presentUse) };
  });

export const appointmentPage = (ctx: Ctx, req: FastifyRequest, q: z.output<typeof portalRecordQuery>) =>
  asDistributor(ctx, req, (c, m) => repo.dayPage(c.data, m.distributorId, q));

/** Check a held card the distributor sold, exactly as the gate does (one use, never past its limits). */
export const gpvVerify = (ctx: Ctx, req: FastifyRequest, f: z.output<typeof gpvVerifyForm>) =>
  asDistributor(
    ctx,
    req,
    async (c, m) => {
      const card = await repo.soldCard(c.data, m.distributorId, f.code);
      if (!card) throw bad(ECARD_MSG.cardNotFound);
      const byQr = card.qr_code === f.code;
      const { row: _row, ...checked } = await checkCard(c.data, {
        code: card.qr_code,
        method: byQr ? VERIFY_METHOD.QR_SCAN : VERIFY_METHOD.MANUAL,
        actor: { userId: m.userId, name: `${m.distributorName}(${m.account})` },
      });
      return checked;
    },
    true,
  );

// ---------------------------------------------------------------- xlsx exports

const USE_COLUMNS: Column[] = [
  ['卡号', 'cardNo'],
  ['电子卡', 'cardName'],
  ['项目', 'projectName'],
  ['持卡人', 'holderName'],
  ['方式', 'methodText'],
  ['核销人', 'userName'],
  ['时间', 'createTime', 'time'],
];
const DAY_COLUMNS: Column[] = [
  ['日期', 'date', 'date'],
  ['使用次数', 'uses', 'count'],
  ['使用卡数', 'cards', 'count'],
];

export const exportsOf = (ctx: Ctx, req: FastifyRequest, reply: FastifyReply, q: z.output<typeof portalExportQuery>) =>
  asDistributor(ctx, req, async (c, m) => {
    const title = `${m.distributorName}${PORTAL_EXPORT_KINDS[q.kind]}`;
    if (q.kind === 'order') {
      if (m.readOnly) throw forbidden(PORTAL_MSG.readOnly);
      const rows = (await repo.orderRows(c.data, { ...q, distributorId: m.distributorId })).map(presentOrder);
      return sendXlsx(c, reply, title, ORDER_COLUMNS, rows);
    }
    if (q.kind === 'verify')
      return sendXlsx(c, reply, title, USE_COLUMNS, (await repo.useRows(c.data, m.distributorId, q)).map(presentUse));
    return sendXlsx(c, reply, title, DAY_COLUMNS, await repo.dayRows(c.data, m.distributorId, q));
  });
