import { randomInt } from 'node:crypto';
import type { z } from 'zod';
import { MSG, PLATFORM_TENANT_ID, checkMobile, zTokenForm, type zSmsSend, type zStaffLogin } from '@yym/contract';
import type { Services } from '../../../platform/context.ts';
import type { Row } from '../../../platform/db.ts';
import { inTenant, tenantData } from '../../../platform/repo.ts';
import { BizError, bad, unauthorized, tooMany } from '../../../platform/errors.ts';
import { hashPassword, hashSecret, md5, verifyPassword, verifySecret } from '../../../platform/tokens.ts';
import { presentedCaptcha } from '../captcha/service.ts';
import { issueSession, refresh } from '../sessions/service.ts';
import { type Fail, type Guard, throttled } from '../throttle/service.ts';
import * as repo from './repo.ts';
import { textEvent } from '../../sms/index.ts';
import { demoCode } from '../../../platform/providers/sms.ts';

/** Data access for the tenant a login names (no request context exists yet). */
const loginTenantData = (svc: Services, tenantId: string) => tenantData(svc.db, tenantId);

/** OAuth client from `Authorization: Basic id:secret`. */
export async function checkClient(svc: Services, header: string | undefined) {
  const basic = /^basic\s+(.+)$/i.exec(header ?? '');
  if (!basic) throw unauthorized(MSG.clientInvalid);
  // the id ends at the first colon; the secret may hold colons of its own (RFC 7617)
  const pair = Buffer.from(basic[1]!, 'base64').toString('utf8');
  const colon = pair.indexOf(':');
  const [id, secret] = colon < 0 ? [pair, ''] : [pair.slice(0, colon), pair.slice(colon + 1)];
  const row = await repo.activeClient(svc.db, id ?? '');
  const verdict = row ? await verifySecret(row.client_secret_hash, secret ?? '') : { ok: false, legacy: false };
  if (!row || !verdict.ok) throw unauthorized(MSG.clientInvalid);
  if (verdict.legacy) await repo.setClientSecretHash(svc.db, id!, await hashSecret(secret ?? ''));
  return { clientId: id!, grantTypes: String(row.authorized_grant_types).split(',') };
}

export function requireGrant(client: { grantTypes: string[] }, grant: string) {
  if (!client.grantTypes.includes(grant)) throw new BizError(400, MSG.clientInvalid);
}

/** What the browser sends is the MD5 of the typed password; API clients may send it plain. */
export const toSentHash = (password: string) => (/^[a-f0-9]{32}$/.test(password) ? password : md5(password));

export interface LoginInput {
  tenantId: string;
  username: string;
  password: string;
  userType: number; // 1 staff, 2 distributor, 3 POI staff
  ip: string;
  /** A captcha was presented and answered right (an account under attack needs one). */
  captchaOk: boolean;
}

/**
 * Run one login check under the throttle (throttle/service.ts), whatever the credential: the tenant checked,
 * a disabled account refused. Nothing is stored on failure but the attempt counts.
 */
async function throttledLogin(svc: Services, guard: Guard, tenantId: string, check: (fail: Fail) => Promise<Row>) {
  return throttled(svc, guard, async (fail) => {
    if (!/^\d{6}$/.test(tenantId)) return fail(MSG.tenantMissing);
    const tenant = await repo.loginTenant(loginTenantData(svc, tenantId));
    if (tenant?.status !== 1) return fail(MSG.tenantMissing);
    if (tenant.expire_time && new Date(tenant.expire_time) < new Date()) throw bad(MSG.tenantExpired);
    const user = await check(fail);
    if (user.status !== 1) throw bad(MSG.accountDisabled);
    return user;
  });
}

/** Verify a password login; answers the user row or throws with the message to show. */
export async function verifyLogin(svc: Services, input: LoginInput) {
  const tenantId = input.tenantId || PLATFORM_TENANT_ID;
  const accountKey = `acct:${tenantId}:${input.username.toLowerCase()}`;
  const guard: Guard = { accountKey, ip: input.ip, captchaOk: input.captchaOk, escalation: 'captcha' };
  return throttledLogin(svc, guard, tenantId, async (fail) => {
    const user = await repo.userByAccount(loginTenantData(svc, tenantId), input.username, input.userType);
    // Verify against a dummy hash when the account does not exist, so timing does not reveal it.
    const matches = await verifyPassword(user?.password ?? DUMMY_HASH, toSentHash(input.password));
    if (!user || !matches) return fail(MSG.loginFailed);
    return user;
  });
}
const DUMMY_HASH = await hashPassword('0'.repeat(32));

// Phone login (sandbox SMS provider): 6-digit single-use codes valid 5 minutes, one send per phone
// per 60 s and at most SMS_PER_IP_HOUR sends per address per hour.
const SMS_TTL_S = 300;
const SMS_GAP_S = 60;
const SMS_PER_IP_HOUR = 20;

/**
 * Create and "send" a code. The answer is the same whether or not the phone belongs to a user, so the
 * endpoint does not reveal accounts; a code is only created for a known phone. Answers the code (for the log) or null.
 */
export async function sendSmsCode(svc: Services, tenantId: string, phone: string, ip: string): Promise<string | null> {
  const db = loginTenantData(svc, tenantId);
  const recent = await repo.smsRecent(db, phone, ip, SMS_GAP_S);
  if (recent?.phone_recent || (recent?.ip_count ?? 0) >= SMS_PER_IP_HOUR) throw tooMany(MSG.smsTooFrequent);
  const user = /^\d{6}$/.test(tenantId) ? await repo.staffByPhone(db, phone) : null;
  // Record the send even for an unknown phone: the 60 s and per-address limits apply alike.
  const code = user ? String(randomInt(0, 1_000_000)).padStart(6, '0') : null;
  await repo.insertSmsCode(db, phone, code ?? '-', ip, SMS_TTL_S);
  return code;
}

/** Verify a phone + code login with the same throttling as the password login; answers the user row. */
export async function verifySmsLogin(svc: Services, input: { tenantId: string; phone: string; code: string; ip: string }) {
  const { tenantId, phone } = input;
  const db = loginTenantData(svc, tenantId);
  // Phone logins have no picture captcha: an account-wide escalation pauses phone logins of that
  // phone (the password login still works for its owner).
  const guard: Guard = { accountKey: `phone:${tenantId}:${phone}`, ip: input.ip, captchaOk: false, escalation: 'lock' };
  return throttledLogin(svc, guard, tenantId, async (fail) => {
    // Only the latest code counts; a matching one is consumed (single use).
    const latest = await repo.latestSmsCode(db, phone);
    if (!latest || latest.code === '-' || latest.code !== input.code.trim()) return fail(MSG.captchaWrong);
    if (latest.expired) return fail(MSG.captchaExpired);
    if (!(await repo.spendSmsCode(svc.db, latest.id, latest.code))) return fail(MSG.captchaWrong);
    const user = await repo.staffByPhone(db, phone);
    if (!user) return fail(MSG.captchaWrong);
    return user;
  });
}

/** Where a login's tenant comes from: the form, else the Tenant-Id header, else the platform. */
export const loginTenantId = (given: string | undefined, header: unknown) => given || (header as string) || PLATFORM_TENANT_ID;

/** The OAuth token endpoint: one grant (password, captcha, refresh_token, social, sms) → a new session's tokens. */
export async function grantToken(svc: Services, input: unknown, headers: Record<string, unknown>, ip: string) {
  const params = zTokenForm.safeParse(input);
  if (!params.success) throw bad(params.error.issues[0]?.message ?? MSG.paramInvalid);
  const form = params.data;
  const client = await checkClient(svc, headers.authorization as string | undefined);
  requireGrant(client, form.grant_type);
  if (form.grant_type === 'refresh_token') return refresh(svc, form.refresh_token, `${client.clientId}@${ip}`);
  if (form.grant_type === 'social') throw bad(MSG.socialNotConfigured);
  const tenantId = loginTenantId(form.tenantId, headers['tenant-id']);
  if (form.grant_type === 'sms') {
    const wrongPhone = checkMobile(form.phone);
    if (wrongPhone) throw bad(wrongPhone);
    return issueSession(svc, await verifySmsLogin(svc, { tenantId, phone: form.phone!.trim(), code: form.code ?? '', ip }));
  }
  // Both password grants are interactive logins: with captchas on, each needs a solved one.
  const captchaOk = await presentedCaptcha(
    svc,
    form.grant_type === 'captcha' || form.grant_type === 'password',
    headers['captcha-key'] as string | undefined,
    headers['captcha-code'] as string | undefined,
    'login',
  );
  const user = await verifyLogin(svc, {
    tenantId,
    username: form.username ?? '',
    password: form.password ?? '',
    userType: 1,
    ip,
    captchaOk,
  });
  return issueSession(svc, user);
}

/** Send a phone-login code (through the SMS provider when the phone belongs to a user). */
export async function sendLoginCode(svc: Services, body: z.output<typeof zSmsSend>, tenantHeader: unknown, ip: string) {
  const wrongPhone = checkMobile(body.phone);
  if (wrongPhone) throw bad(wrongPhone);
  const tenantId = loginTenantId(body.tenantId, tenantHeader);
  const phone = body.phone!.trim();
  const code = await sendSmsCode(svc, tenantId, phone, ip);
  if (!code) return { message: MSG.smsSent, seconds: 60 };
  await inTenant(svc.db, tenantId, (db) => textEvent(svc, db, { scene: 'login_code', phone, params: { code } }));
  return { message: MSG.smsSent, seconds: 60, ...demoCode(svc.providers.sms, svc.cfg.production, code) };
}

/** Distributor and POI-staff login: their own captcha, then a password check for their user type. */
export async function staffLogin(
  svc: Services,
  kind: 'distributor' | 'poi',
  body: z.output<typeof zStaffLogin>,
  headers: Record<string, unknown>,
  ip: string,
) {
  const captchaOk = await presentedCaptcha(
    svc,
    true,
    body.captchaKey ?? (headers['captcha-key'] as string | undefined),
    body.captchaCode ?? (headers['captcha-code'] as string | undefined),
    kind,
  );
  const userType = kind === 'distributor' ? 2 : 3;
  const user = await verifyLogin(svc, {
    tenantId: body.tenantId || PLATFORM_TENANT_ID,
    username: body.username,
    password: body.password,
    userType,
    ip,
    captchaOk,
  });
  return issueSession(svc, user);
}
