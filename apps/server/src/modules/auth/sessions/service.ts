import { MSG, type TokenAnswer } from '@yym/contract';
import type { Services } from '../../../platform/context.ts';
import type { Queryable, Row } from '../../../platform/db.ts';
import { type Scoped, tenantData } from '../../../platform/repo.ts';
import { unauthorized } from '../../../platform/errors.ts';
import { newId } from '../../../platform/tokens.ts';
import * as repo from './repo.ts';

/** Why sessions end: `logout` answers 401 afterwards, anything else 411 (pushed out). */
export type EndReason = 'logout' | 'reuse' | 'disabled' | 'reset' | 'password';

/** Open a session (refresh family) for a verified user and answer the OAuth token response. */
export async function issueSession(svc: Services, user: Row): Promise<TokenAnswer> {
  const sessionId = newId();
  const expiresAt = new Date(Date.now() + svc.cfg.refreshAbsoluteTtl * 1000);
  await repo.insertSession(tenantData(svc.db, user.tenant_id), sessionId, String(user.id), expiresAt);
  return issueTokens(svc, user, sessionId, expiresAt);
}

/**
 * Sign the token pair of a session with the refresh token `jti`: stored as new, or (`stored`) the
 * successor a parallel refresh of the same client stores, signed again.
 */
async function issueTokens(
  svc: Services,
  user: Row,
  sessionId: string,
  sessionExpires: Date,
  next: { jti: string; stored: boolean } = { jti: newId(), stored: false },
): Promise<TokenAnswer> {
  const jti = next.jti;
  const refreshExpires = new Date(Math.min(Date.now() + svc.cfg.refreshTtl * 1000, sessionExpires.getTime()));
  if (!next.stored) await repo.insertRefreshToken(svc.db, jti, sessionId, refreshExpires);
  const claims = { tid: user.tenant_id, uid: String(user.id), sid: sessionId, acc: user.account, utp: user.user_type };
  const roles = await repo.roleAliases(tenantData(svc.db, user.tenant_id), user.role_ids ?? []);
  return {
    code: 200,
    success: true,
    access_token: await svc.tokens.signAccess(claims),
    refresh_token: await svc.tokens.signRefresh({ ...claims, jti }, refreshExpires),
    token_type: 'bearer',
    expires_in: svc.cfg.accessTtl,
    scope: 'all',
    tenant_id: user.tenant_id,
    user_id: String(user.id),
    user_type: user.user_type,
    account: user.account,
    user_name: user.account,
    nick_name: user.name ?? '',
    real_name: user.real_name ?? '',
    avatar: user.avatar ?? '',
    role_id: (user.role_ids ?? []).join(','),
    role_name: roles.map((role) => role.role_alias).join(','),
    dept_id: (user.dept_ids ?? []).join(','),
    post_id: (user.post_ids ?? []).join(','),
    is_merchant: !!user.is_merchant,
    license: 'powered by yym',
    jti,
    detail: { type: 'web' },
  };
}

/**
 * How long a spent refresh token still answers the same client (same OAuth client and address) with
 * the session's next token: two tabs refreshing at once both keep the session. After it, or from
 * another client, presenting a spent token means it leaked and the whole session is revoked.
 */
export const REFRESH_GRACE_S = 30;

/** Rotate a refresh token (see REFRESH_GRACE_S); `client` names who presents it (client id and address). */
export async function refresh(svc: Services, token: string | undefined, client: string): Promise<TokenAnswer> {
  const claims = token ? await svc.tokens.verifyRefresh(token) : null;
  if (!claims) throw unauthorized(MSG.refreshInvalid);
  let next = { jti: newId(), stored: false };
  if (!(await repo.spendRefreshToken(svc.db, claims.jti, next.jti, client))) {
    const prior = await repo.recentSuccessor(svc.db, claims.jti, claims.sid, client, REFRESH_GRACE_S);
    if (!prior) {
      await repo.revokeSession(svc.db, claims.sid, 'reuse');
      throw unauthorized(MSG.refreshInvalid);
    }
    next = { jti: prior.successor_jti, stored: true };
  }
  const session = await repo.sessionWithUser(svc.db, claims.sid);
  if (
    !session ||
    session.revoked_at ||
    new Date(session.expires_at) < new Date() ||
    session.user_status !== 1 ||
    session.user_deleted !== 0
  ) {
    throw unauthorized(MSG.refreshInvalid);
  }
  const user = await repo.userById(tenantData(svc.db, session.tenant_id), session.user_id);
  return issueTokens(svc, user!, claims.sid, new Date(session.expires_at), next);
}

/** End one session (logout). */
export const endSession = (q: Queryable, sessionId: string, reason: EndReason) => repo.revokeSession(q, sessionId, reason);

/** End every session of these users of the caller's tenant, except `keepSessionId` (the caller's own, on a password change). */
export const endUserSessions = (db: Scoped, userIds: string[], reason: EndReason, keepSessionId: string | null = null) =>
  repo.revokeUserSessions(db, userIds, reason, keepSessionId);

/** End every session of whole tenants (the platform removed them). */
export const endTenantSessions = (q: Queryable, tenantIds: string[], reason: EndReason) => repo.revokeTenantSessions(q, tenantIds, reason);
