import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO, login, startApp, type TestApp } from './harness.ts';

describe('GET /metrics and the health route of a draining process', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startApp({ metricsToken: 'm'.repeat(32) });
  });
  afterAll(() => t?.close());

  const metrics = (token?: string) => fetch(`${t.url}/metrics`, token ? { headers: { Authorization: `Bearer ${token}` } } : {});

  it('answers only with the token, in the Prometheus text format, counting requests, the pools and the job queue', async () => {
    const { client } = await login(t, ...DEMO.boss);
    await client.get('/blade-desk/notice/page');
    expect((await metrics()).status).toBe(401);
    expect((await metrics('wrong')).status).toBe(401);
    const r = await metrics('m'.repeat(32));
    expect(r.headers.get('content-type')).toContain('text/plain');
    const text = await r.text();
    expect(text).toMatch(/^yym_http_requests_total\{method="GET",route="\/api\/blade-desk\/notice\/page",status="2xx"\} [1-9]/m);
    expect(text).toMatch(
      /^yym_http_request_duration_seconds_count\{method="GET",route="\/api\/blade-desk\/notice\/page",status="2xx"\} [1-9]/m,
    );
    expect(text).toMatch(/^yym_jobs_lag_seconds \d/m);
    expect(text).toMatch(/^yym_jobs_due \d+$/m);
    if (t.db.kind === 'pg') expect(text).toMatch(/^yym_db_pool_connections\{pool="primary",state="idle"\} \d+$/m);
  });

  it('does not exist without a token configured', async () => {
    const bare = await startApp();
    try {
      expect((await fetch(`${bare.url}/metrics`, { headers: { Authorization: 'Bearer ' } })).status).toBe(404);
    } finally {
      await bare.close();
    }
  });

  it('a draining process answers 503 on health and still serves requests', async () => {
    expect((await fetch(`${t.url}/api/health`)).status).toBe(200);
    t.app.drain();
    const health = await fetch(`${t.url}/api/health`);
    expect([health.status, ((await health.json()) as { data: { status: string } }).data.status]).toEqual([503, 'DRAINING']);
    const { client } = await login(t, ...DEMO.boss);
    expect((await client.get('/blade-desk/notice/page')).body.code).toBe(200);
  });
});
