import { afterAll, describe, expect, it, vi } from 'vitest';

// Two tabs of one browser share local storage and Web Locks but not their in-memory session: each
// "tab" here is a fresh copy of the modules (vi.resetModules) over one stubbed localStorage.
const shared = new Map<string, string>();
vi.stubGlobal('localStorage', {
  getItem: (k: string) => shared.get(k) ?? null,
  setItem: (k: string, v: string) => void shared.set(k, v),
  removeItem: (k: string) => void shared.delete(k),
});
let tail: Promise<unknown> = Promise.resolve();
vi.stubGlobal('navigator', {
  locks: {
    // one holder at a time, in request order (what navigator.locks.request does for one name)
    request: (_name: string, fn: () => Promise<unknown>) => {
      const run = tail.then(fn);
      tail = run.catch(() => undefined);
      return run;
    },
  },
});
const sent: string[] = [];
vi.stubGlobal('fetch', async (url: string) => {
  const spent = new URL(url, 'http://x').searchParams.get('refresh_token')!;
  sent.push(spent);
  await new Promise((r) => setTimeout(r, 20));
  const body = { code: 200, access_token: `access-after-${spent}`, refresh_token: `${spent}+1`, tenant_id: '100001' };
  return new Response(JSON.stringify(body), { headers: { 'content-type': 'application/json' } });
});
afterAll(() => {
  vi.unstubAllGlobals();
});

async function openTab() {
  vi.resetModules();
  const { session } = await import('./session.ts');
  const { refreshIfDue } = await import('./auth.ts');
  return { session, refreshIfDue };
}

describe('token refresh across tabs', () => {
  it('two tabs due at once send the refresh token once and both end with the new tokens', async () => {
    const a = await openTab();
    a.session.login({ access_token: 'a0', refresh_token: 'r0', tenant_id: '100001', user_id: '7', account: 'boss' });
    const b = await openTab();
    expect(b.session.get().refreshToken).toBe('r0');
    const later = Date.now() + 3_600_000;
    await Promise.all([a.refreshIfDue(later), b.refreshIfDue(later)]);
    // today: ['r0', 'r0'] (the second use of a spent refresh token ended the session)
    expect(sent).toEqual(['r0']);
    expect(a.session.get()).toMatchObject({ token: 'access-after-r0', refreshToken: 'r0+1' });
    expect(b.session.get()).toMatchObject({ token: 'access-after-r0', refreshToken: 'r0+1' });
  });
});
