import { createHmac } from 'node:crypto';
import { describe, expect, it, vi } from 'vitest';
import { loadConfig } from '../src/platform/config.ts';
import { TokenService, verifyHs256 } from '../src/platform/tokens.ts';

const b64 = (o: unknown) => Buffer.from(JSON.stringify(o)).toString('base64url');
const signed = (header: unknown, claims: unknown, secret: string) => {
  const body = `${b64(header)}.${b64(claims)}`;
  return `${body}.${createHmac('sha256', secret).update(body).digest('base64url')}`;
};

describe('access token verification', () => {
  const cfg = loadConfig({ ACCESS_TOKEN_SECRET: 'a'.repeat(40), REFRESH_TOKEN_SECRET: 'r'.repeat(40) } as NodeJS.ProcessEnv);
  const tokens = new TokenService(cfg);
  const claims = { tid: '100001', uid: '7', sid: 's1', acc: 'boss', utp: 1 };

  it('accepts what it signed, and refuses it changed, expired, unsigned, as the other type or under another key', async () => {
    const access = await tokens.signAccess(claims);
    expect(await tokens.verifyAccess(access)).toMatchObject({ ...claims, typ: 'access' });
    const [h, p, s] = access.split('.') as [string, string, string];
    const other = b64({ ...JSON.parse(Buffer.from(p, 'base64url').toString()), tid: '100002' });
    expect(await tokens.verifyAccess(`${h}.${other}.${s}`)).toBeNull();
    expect(await tokens.verifyAccess(`${h}.${p}.${s.slice(0, -2)}`)).toBeNull();
    expect(await tokens.verifyAccess(`${h}.${p}.${s}=`)).toBeNull();
    const exp = Math.floor(Date.now() / 1000) + 60;
    expect(await tokens.verifyAccess(signed({ alg: 'none' }, { ...claims, typ: 'access', exp }, cfg.accessSecret))).toBeNull();
    expect(await tokens.verifyAccess(signed({ alg: 'HS256' }, { ...claims, typ: 'access', exp: exp - 120 }, cfg.accessSecret))).toBeNull();
    expect(await tokens.verifyAccess(signed({ alg: 'HS256' }, { ...claims, typ: 'access' }, cfg.accessSecret))).toBeNull();
    expect(await tokens.verifyAccess(signed({ alg: 'HS256' }, { ...claims, typ: 'access', exp }, cfg.refreshSecret))).toBeNull();
    expect(await tokens.verifyAccess(signed({ alg: 'HS256' }, { ...claims, typ: 'access', exp }, cfg.accessSecret))).not.toBeNull();
    const refresh = await tokens.signRefresh({ ...claims, jti: 'j' }, new Date(Date.now() + 60_000));
    expect(await tokens.verifyAccess(refresh)).toBeNull();
    expect(await tokens.verifyRefresh(refresh)).toMatchObject({ typ: 'refresh', jti: 'j' });
    expect(verifyHs256('not.a.token', cfg.accessSecret)).toBeNull();
  });

  it('refuses a token it verified before once that token has expired', async () => {
    const exp = Math.floor(Date.now() / 1000) + 5;
    const access = signed({ alg: 'HS256' }, { ...claims, typ: 'access', exp }, cfg.accessSecret);
    expect(await tokens.verifyAccess(access)).toMatchObject({ ...claims, exp });
    expect(await tokens.verifyAccess(access)).toMatchObject({ ...claims, exp });
    vi.useFakeTimers({ now: exp * 1000 });
    try {
      expect(await tokens.verifyAccess(access)).toBeNull();
    } finally {
      vi.useRealTimers();
    }
  });
});
