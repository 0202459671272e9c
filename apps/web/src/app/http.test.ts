import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

// The http client against a real HTTP server that answers the headers it received. Node has no
// localStorage, so this file gives it a plain in-memory one (what the browser provides).
class MemoryStorage {
  private m = new Map<string, string>();
  get length() {
    return this.m.size;
  }
  clear() {
    this.m.clear();
  }
  getItem(k: string) {
    return this.m.get(k) ?? null;
  }
  key(i: number) {
    return [...this.m.keys()][i] ?? null;
  }
  removeItem(k: string) {
    this.m.delete(k);
  }
  setItem(k: string, v: string) {
    this.m.set(k, String(v));
  }
}
(globalThis as { localStorage?: unknown }).localStorage = new MemoryStorage();

const server = createServer((req, res) => {
  res.setHeader('content-type', 'application/json');
  res.end(JSON.stringify({ code: 200, success: true, msg: '', data: req.headers }));
});
const realFetch = globalThis.fetch;
beforeAll(async () => {
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  // the client calls relative /api URLs as in the browser; resolve them against the test server
  globalThis.fetch = ((url: string, init?: RequestInit) => realFetch(base + url, init)) as typeof fetch;
});
afterAll(() => {
  globalThis.fetch = realFetch;
  server.close();
});

describe('distributor calls (spec 1 §6)', () => {
  it('send the Merchant-Token header from local storage only when flagged, and logout drops it', async () => {
    const { http, setHttpHooks } = await import('./http.ts');
    const { setStore, MERCHANT_TOKEN_KEY } = await import('./storage.ts');
    const { session } = await import('./session.ts');
    setHttpHooks({ auth: () => ({ token: 'staff-token', tenantId: '100001' }) });
    setStore(MERCHANT_TOKEN_KEY, 'distributor-token');

    const flagged = await http.get<IncomingHttpHeaders>('/echo', undefined, { distributor: true });
    expect(flagged['merchant-token']).toBe('distributor-token');
    expect(flagged['blade-auth']).toBe('bearer staff-token');
    const plain = await http.get<IncomingHttpHeaders>('/echo');
    expect(plain['merchant-token']).toBeUndefined();
    expect(plain['blade-auth']).toBe('bearer staff-token');
    // a call flagged not merchant-scoped still carries no token headers, the distributor one aside
    const noAuth = await http.get<IncomingHttpHeaders>('/echo', undefined, { noAuth: true, distributor: true });
    expect(noAuth['blade-auth']).toBeUndefined();
    expect(noAuth['merchant-token']).toBe('distributor-token');

    session.logout();
    const after = await http.get<IncomingHttpHeaders>('/echo', undefined, { distributor: true });
    expect(after['merchant-token']).toBeUndefined();
  });
});
