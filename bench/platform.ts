import pg from 'pg';
import { dbUrl, driverLoad, freshDb, load, md5, startServer, table } from './lib.ts';

/**
 * Platform benchmark on the local PostgreSQL: login requests/s, and the user page through the API
 * beside the same SQL run directly through the driver (the ratio is the figure).
 */
export async function run() {
  const url = await freshDb('yym_bench_platform');
  const server = await startServer(url);
  try {
    // 20,000 users in the demo tenant so the page query has something to page through.
    const c = new pg.Client({ connectionString: url });
    await c.connect();
    const pw = (await c.query(`SELECT password FROM blade_user WHERE tenant_id = '100001' AND account = 'boss'`)).rows[0].password;
    await c.query(
      `INSERT INTO blade_user (tenant_id, account, password, name, real_name, dept_ids)
      SELECT '100001', 'bench' || g, $1, '员工' || g, '员工' || g, ARRAY[(SELECT min(id) FROM blade_dept WHERE tenant_id = '100001')]
      FROM generate_series(1, 20000) g`,
      [pw],
    );
    await c.query('ANALYZE blade_user');
    await c.end();

    const basic = `Basic ${Buffer.from('saber:saber_secret').toString('base64')}`;
    const loginPath = `/api/blade-auth/oauth/token?tenantId=100001&username=boss&password=${md5('Demo1234')}&grant_type=password&scope=all`;
    const tok = await (await fetch(server.url + loginPath, { method: 'POST', headers: { Authorization: basic } })).json();

    const login = await load({ url: server.url + loginPath, method: 'POST', headers: { Authorization: basic }, connections: 8 });
    const page = await load({
      url: `${server.url}/api/blade-user/page?current=1&size=10`,
      headers: { 'Blade-Auth': `bearer ${tok.access_token}` },
      connections: 16,
    });
    const deep = await load({
      url: `${server.url}/api/blade-user/page?current=500&size=10`,
      headers: { 'Blade-Auth': `bearer ${tok.access_token}` },
      connections: 16,
    });
    const pageSql = async (cl: pg.PoolClient, offset: number) => {
      await cl.query(`SELECT count(*)::int AS n FROM (SELECT 1 FROM blade_user WHERE tenant_id = $1 AND is_deleted = 0 LIMIT 10001) x`, [
        '100001',
      ]);
      await cl.query(`SELECT * FROM blade_user WHERE tenant_id = $1 AND is_deleted = 0 ORDER BY id LIMIT 10 OFFSET $2`, ['100001', offset]);
    };
    const direct = await driverLoad(url, 16, 8, (cl) => pageSql(cl, 0));
    const directDeep = await driverLoad(url, 16, 8, (cl) => pageSql(cl, 4990));
    table('Platform (PostgreSQL, 20,000 users in the tenant)', [
      ['login (password grant, argon2id verify) — 8 connections', login],
      ['GET /api/blade-user/page page 1 — 16 connections', page],
      ['same SQL (capped count + page) through the driver', direct],
      ['GET /api/blade-user/page page 500', deep],
      ['same SQL through the driver, page 500', directDeep],
    ]);
    console.log(
      `\nuser page through the API / driver: ${(page.rps / direct.rps).toFixed(2)} (page 1), ${(deep.rps / directDeep.rps).toFixed(2)} (page 500)`,
    );
    void dbUrl;
  } finally {
    await server.stop();
  }
}
