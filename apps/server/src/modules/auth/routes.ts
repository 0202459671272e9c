import { z } from 'zod';
import { MSG, checkMobile, zRegisterForm, zTokenForm, PLATFORM_TENANT_ID } from '@yym/contract';
import { defineModule } from '../../platform/route.ts';
import { sql } from '../../platform/sql.ts';
import { bad, BizError } from '../../platform/errors.ts';
import { hashPassword } from '../../platform/tokens.ts';
import {
  checkCaptcha, checkClient, createCaptcha, issueSession, refresh, requireGrant, revokeSessions, sendSmsCode, toSentHash, verifyLogin,
  verifySmsLogin,
  type CaptchaPurpose,
} from './service.ts';
import { userInfo } from '../user/service.ts';

const loginBody = z.object({
  tenantId: z.string().trim().optional(),
  username: z.string().trim().min(1, MSG.loginFailed).max(50),
  password: z.string().min(1, MSG.loginFailed).max(200),
  captchaKey: z.string().optional(),
  captchaCode: z.string().optional(),
});

export default defineModule((r, svc) => {
  /** OAuth token endpoint: parameters may come in the query (as the spec's client sends them) or a form body. */
  for (const url of ['/blade-auth/oauth/token', '/blade-auth/oauth/login']) {
    r({
      method: 'POST',
      url,
      summary: 'Log in (grants password, captcha, refresh_token, social, sms)',
      auth: 'public',
      raw: true,
      noTx: true,
      handler: async (_ctx, { req, reply }) => {
        const params = zTokenForm.safeParse({ ...(req.query as object), ...((req.body as object) ?? {}) });
        try {
          if (!params.success) throw bad(params.error.issues[0]?.message ?? MSG.paramInvalid);
          const p = params.data;
          const client = await checkClient(svc, req.headers.authorization);
          requireGrant(client, p.grant_type);
          let result;
          if (p.grant_type === 'refresh_token') {
            result = await refresh(svc, p.refresh_token);
          } else if (p.grant_type === 'social') {
            if (!svc.cfg.socialProvider) throw bad(MSG.socialNotConfigured);
            throw bad(MSG.socialNotConfigured);
          } else if (p.grant_type === 'sms') {
            const wrongPhone = checkMobile(p.phone);
            if (wrongPhone) throw bad(wrongPhone);
            const tenantId = p.tenantId || (req.headers['tenant-id'] as string) || PLATFORM_TENANT_ID;
            const user = await verifySmsLogin(svc, { tenantId, phone: p.phone!.trim(), code: p.code ?? '', ip: req.ip });
            result = await issueSession(svc, user);
          } else {
            if (p.grant_type === 'captcha' && svc.cfg.captcha) {
              await checkCaptcha(svc, req.headers['captcha-key'] as string, req.headers['captcha-code'] as string, 'login');
            }
            const tenantId = p.tenantId || (req.headers['tenant-id'] as string) || PLATFORM_TENANT_ID;
            const user = await verifyLogin(svc, {
              tenantId, username: p.username ?? '', password: p.password ?? '', userType: 1, ip: req.ip,
            });
            result = await issueSession(svc, user);
          }
          return reply.send(result);
        } catch (e) {
          if (!(e instanceof BizError)) throw e;
          return reply.status(e.code === 401 ? 401 : 400).send({
            code: e.code, success: false, msg: e.message, error_code: e.code, error_description: e.message, data: null,
          });
        }
      },
    });
  }

  // Sandbox SMS provider: the code goes to the server log instead of a phone.
  r({
    method: 'POST', url: '/blade-auth/sms/send', summary: 'Send a phone-login code', auth: 'public', noTx: true,
    body: z.object({ tenantId: z.string().trim().max(12).optional(), phone: z.string().max(20).optional() }),
    handler: async (_ctx, { body, req }) => {
      const wrongPhone = checkMobile(body.phone);
      if (wrongPhone) throw bad(wrongPhone);
      const tenantId = body.tenantId || (req.headers['tenant-id'] as string) || PLATFORM_TENANT_ID;
      const phone = body.phone!.trim();
      const code = await sendSmsCode(svc, tenantId, phone, req.ip);
      req.log.info({ sms: { tenantId, phone, code } }, 'sandbox sms: login code');
      return { message: MSG.smsSent, seconds: 60 };
    },
  });

  r({ method: 'GET', url: '/blade-auth/oauth/captcha', summary: 'Login captcha', auth: 'public', noTx: true,
    handler: () => createCaptcha(svc, 'login') });

  // Distributor and POI staff log in through their own pages with their own captcha.
  for (const [kind, userType] of [['distributor', 2], ['poi', 3]] as const) {
    r({ method: 'GET', url: `/blade-auth/${kind}/captcha`, summary: `${kind} login captcha`, auth: 'public', noTx: true,
      handler: () => createCaptcha(svc, kind as CaptchaPurpose) });
    r({
      method: 'POST', url: `/blade-auth/${kind}/login`, summary: `${kind} login`, auth: 'public', noTx: true, body: loginBody,
      handler: async (_ctx, { body, req }) => {
        if (svc.cfg.captcha) {
          await checkCaptcha(svc, body.captchaKey ?? (req.headers['captcha-key'] as string), body.captchaCode ?? (req.headers['captcha-code'] as string), kind as CaptchaPurpose);
        }
        const user = await verifyLogin(svc, { tenantId: body.tenantId || PLATFORM_TENANT_ID, username: body.username, password: body.password, userType, ip: req.ip });
        return issueSession(svc, user);
      },
    });
  }

  for (const method of ['GET', 'POST'] as const) {
    r({ method, url: '/blade-auth/oauth/logout', summary: 'Log out: ends this session and its refresh token', self: true,
      handler: async (ctx) => {
        await revokeSessions(ctx.q, sql`id = ${ctx.requireUser().sessionId}`, 'logout');
        return true;
      } });
  }

  r({ method: 'GET', url: '/blade-auth/oauth/user-info', summary: 'The current user',
    handler: (ctx) => userInfo(ctx, ctx.requireUser().userId) });

  r({ method: 'GET', url: '/blade-auth/oauth/clear-cache', summary: 'Clear server caches (none are kept in process)',
    handler: async () => true });

  r({
    method: 'POST', url: '/blade-auth/register-guest', summary: 'Register: an application the administrator approves',
    auth: 'public', body: zRegisterForm,
    handler: async (ctx, { body, req }) => {
      const tenantId = body.tenantId || (req.headers['tenant-id'] as string) || '';
      const tenant = await ctx.q.one(sql`SELECT 1 FROM blade_tenant WHERE tenant_id = ${tenantId} AND is_deleted = 0 AND status = 1`);
      if (!tenant) throw bad(MSG.tenantMissing);
      const exists = await ctx.q.one(sql`SELECT 1 FROM blade_user WHERE tenant_id = ${tenantId} AND account = ${body.account} AND is_deleted = 0
        UNION ALL SELECT 1 FROM blade_tenant_apply WHERE tenant_id = ${tenantId} AND account = ${body.account} AND audit_status = 0 AND is_deleted = 0`);
      if (exists) throw bad(MSG.accountExists);
      await ctx.q.query(sql`INSERT INTO blade_tenant_apply (apply_type, tenant_id, name, account, password, oauth_id)
        VALUES (2, ${tenantId}, ${body.name ?? body.account}, ${body.account}, ${await hashPassword(toSentHash(body.password!))}, ${body.oauthId ?? null})`);
      return { message: MSG.registerAwaitingApproval };
    },
  });
});
