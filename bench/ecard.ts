import { readFileSync } from 'node:fs';
import autocannon from 'autocannon';
import pg from 'pg';
import { driverLoad, freshDb, md5, startServer, table, type Figures } from './lib.ts';

/**
 * E-card benchmark on the local PostgreSQL:
 *  - one batch of 100,000 activation codes generated, then exported as xlsx: seconds and the server's
 *    resident memory before and at its peak (VmHWM), which a flat design keeps well under the codes' size;
 *  - activations per second through the API (each request a different code, 32 connections) beside the
 *    raw conditional UPDATE of the same code row through the driver, in the same run.
 */
const CODES = Number(process.env.BENCH_CODES ?? 100_000);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 8);
const CONNECTIONS = 32;
const BASIC_AUTH = `Basic ${Buffer.from('saber:saber_secret').toString('base64')}`;

const memory = (pid: number) => {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = (key: string) => Number(new RegExp(`${key}:\\s+(\\d+)`).exec(status)?.[1] ?? 0);
  return { rssMb: Math.round(kb('VmRSS') / 1024), peakMb: Math.round(kb('VmHWM') / 1024) };
};

async function call(base: string, token: string, method: string, path: string, body?: unknown) {
  const r = await fetch(`${base}/api${path}`, {
    method,
    headers: { 'Blade-Auth': `bearer ${token}`, ...(body ? { 'content-type': 'application/json' } : {}) },
    body: body ? JSON.stringify(body) : undefined,
  });
  const j = await r.json();
  if (j.code !== 200) throw new Error(`${path}: ${j.msg}`);
  return j.data;
}

export async function run() {
  const url = await freshDb('yym_bench_ecard');
  // inline export so the file's memory shows in this process (the background job writes the same way)
  const server = await startServer(url, { EXPORT_INLINE_ROWS: String(CODES + 1) });
  try {
    const login = await fetch(
      `${server.url}/api/blade-auth/oauth/token?tenantId=100001&username=boss&password=${md5('Demo1234')}&grant_type=password&scope=all`,
      { method: 'POST', headers: { Authorization: BASIC_AUTH } },
    ).then((r) => r.json());
    const token = login.access_token as string;
    const E = '/yym-product-api/eCard';
    const card = await call(server.url, token, 'POST', `${E}/submitInfo`, { name: '压测年卡', price: 9900, stock: 1000 });
    await call(server.url, token, 'POST', `${E}/submitRule`, { id: card.id, validityType: 2, validDays: 365 });
    await call(server.url, token, 'POST', `${E}/submitProject`, {
      id: card.id,
      projects: [{ name: '入园', dayLimit: 1, totalLimit: 100 }],
    });

    const before = memory(server.proc.pid!);
    let t0 = performance.now();
    const batch = await call(server.url, token, 'POST', `${E}/activationCode/prefabricate/submit`, {
      cardId: card.id,
      count: CODES,
      price: 5000,
      validStart: '2020-01-01',
      validEnd: '2099-12-31',
    });
    const genSeconds = (performance.now() - t0) / 1000;
    const afterGen = memory(server.proc.pid!);
    t0 = performance.now();
    const file = await fetch(`${server.url}/api${E}/activationCode/export?batchId=${batch.id}`, {
      headers: { 'Blade-Auth': `bearer ${token}` },
    });
    const bytes = (await file.arrayBuffer()).byteLength;
    const exportSeconds = (performance.now() - t0) / 1000;
    const afterExport = memory(server.proc.pid!);
    console.log(`\n## ${CODES.toLocaleString('en')} activation codes`);
    console.log('| step | seconds | server RSS after, MB | server peak RSS so far, MB |');
    console.log('| --- | ---: | ---: | ---: |');
    console.log(`| before | | ${before.rssMb} | ${before.peakMb} |`);
    console.log(`| generate (${batch.codeCount} codes) | ${genSeconds.toFixed(1)} | ${afterGen.rssMb} | ${afterGen.peakMb} |`);
    console.log(
      `| export xlsx (${(bytes / 1e6).toFixed(1)} MB) | ${exportSeconds.toFixed(1)} | ${afterExport.rssMb} | ${afterExport.peakMb} |`,
    );

    // Activations: the codes split in two halves, one for the API and one for the raw statement.
    const db = new pg.Client({ connectionString: url });
    await db.connect();
    const codes = (await db.query<{ code: string }>('SELECT code FROM ec_code WHERE batch_id = $1 ORDER BY id', [batch.id])).rows.map(
      (r) => r.code,
    );
    await db.end();
    const half = Math.floor(codes.length / 2);
    let next = 0;
    const r = await autocannon({
      url: `${server.url}/api/order-api/eCard/order/activateVerify`,
      method: 'POST',
      duration: SECONDS,
      connections: CONNECTIONS,
      headers: { 'Blade-Auth': `bearer ${token}`, 'content-type': 'application/json' },
      requests: [
        {
          setupRequest: (req) => ({
            ...req,
            body: JSON.stringify({
              code: codes[next++ % half],
              holderName: '压测',
              holderPhone: `139${String(next % 1e8).padStart(8, '0')}`,
            }),
          }),
        },
      ],
    });
    const api: Figures = { rps: Math.round(r.requests.average), p50: r.latency.p50, p99: r.latency.p99, errors: r.errors + r.non2xx };
    let raw = half;
    const baseline = await driverLoad(url, CONNECTIONS, SECONDS, (c) =>
      c.query(`UPDATE ec_code SET code_status = 1, activate_time = now() WHERE tenant_id = '100001' AND code = $1 AND code_status = 0`, [
        codes[raw++ % codes.length],
      ]),
    );
    table(`activations (${CONNECTIONS} connections, each request a new code)`, [
      ['API activateVerify (code, held card, projects, record)', api],
      ['raw conditional UPDATE of the code row', baseline],
    ]);
    if (next > half) console.log(`(the API run used more requests than codes: ${next - half} repeated a used code and were refused)`);
  } finally {
    await server.stop();
  }
}
