import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GetObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { MSG, OSS_MSG } from '@yym/contract';
import { sql } from '../src/platform/sql.ts';
import type { S3Config } from '../src/platform/storage-s3.ts';
import { type Client, DEMO, login, sendUpload, startApp, type TestApp, type UploadCred } from './harness.ts';
import { startS3Server } from './s3.ts';

// OSS config (对象存储): the platform's page decides where a tenant's new files go, on an app whose own
// STORAGE is local folders; the bucket is a local S3 server started here.
let t: TestApp;
let s3: Awaited<ReturnType<typeof startS3Server>>;
let admin: Client;
let boss: Client;
let boss2: Client;
const SECRET = 'S3RVER';

beforeAll(async () => {
  s3 = await startS3Server();
  t = await startApp({ storage: { kind: 'local' } });
  admin = (await login(t, ...DEMO.admin)).client;
  boss = (await login(t, ...DEMO.boss)).client;
  boss2 = (await login(t, ...DEMO.boss2)).client;
});
afterAll(async () => {
  await t?.close();
  await s3?.stop();
});

const PNG = Buffer.from('89504e470d0a1a0a0000000d4948445200000001000000010806000000', 'hex');
const bucketConfig = (c: S3Config, extra: Record<string, unknown> = {}) => ({
  ossName: '测试存储',
  category: 'minio',
  endpoint: c.endpoint,
  bucketName: c.bucket,
  region: 'us-east-1',
  accessKey: c.accessKeyId,
  secretKey: SECRET,
  pathStyle: true,
  ...extra,
});
const bucket = () =>
  new S3Client({
    endpoint: s3.config.endpoint,
    region: 'us-east-1',
    forcePathStyle: true,
    credentials: { accessKeyId: 'S3RVER', secretAccessKey: SECRET },
  });
const inBucket = async (key: string) => {
  try {
    const r = await bucket().send(new GetObjectCommand({ Bucket: s3.config.bucket, Key: key }));
    return Buffer.from(await r.Body!.transformToByteArray());
  } catch {
    return null;
  }
};
/** An upload as the browser sends it; answers the credential and the server's answer. */
const upload = async (who: Client) => {
  const r = await who.post('/yym-external-server/oss/endpoint/token', { fileName: 'logo.png', size: PNG.length, contentType: 'image/png' });
  expect(r.body.code).toBe(200);
  const cred = JSON.parse(r.body.data) as UploadCred;
  const sent = await sendUpload(t, cred, PNG);
  expect(sent.body.code).toBe(200);
  return cred;
};
const served = async (url: string) => {
  const r = await fetch(t.url + url);
  return r.ok ? Buffer.from(await r.arrayBuffer()) : null;
};

describe('OSS config (对象存储)', () => {
  let forDemo: string;

  it('is the platform operator’s: a merchant is refused every call', async () => {
    for (const r of [
      await boss.get('/blade-resource/oss/list'),
      await boss.get('/blade-resource/oss/detail', { id: '1' }),
      await boss.post('/blade-resource/oss/submit', bucketConfig(s3.config)),
      await boss.post('/blade-resource/oss/enable', undefined, { id: '1' }),
      await boss.post('/blade-resource/oss/remove', undefined, { ids: '1' }),
    ]) {
      expect({ code: r.body.code, msg: r.body.msg }).toEqual({ code: 403, msg: MSG.platformOnly });
    }
    expect((await t.db.one<{ n: number }>(sql`SELECT count(*)::int AS n FROM blade_oss`))!.n).toBe(0);
  });

  it('a config needs its bucket and keys; the secret is sealed and never answered', async () => {
    const noSecret = await admin.post('/blade-resource/oss/submit', bucketConfig(s3.config, { secretKey: '' }));
    expect(noSecret.body.msg).toBe(OSS_MSG.secretRequired);
    const noBucket = await admin.post('/blade-resource/oss/submit', bucketConfig(s3.config, { bucketName: '' }));
    expect(noBucket.body.msg).toBe(OSS_MSG.bucketRequired);
    const badTenant = await admin.post('/blade-resource/oss/submit', bucketConfig(s3.config, { scopeTenantId: '12' }));
    expect(badTenant.body.msg).toBe(OSS_MSG.tenantFormat);

    const saved = await admin.post('/blade-resource/oss/submit', bucketConfig(s3.config, { scopeTenantId: '100001' }));
    expect(saved.body.code).toBe(200);
    forDemo = saved.body.data.id;
    expect(saved.body.data).toMatchObject({ scopeTenantId: '100001', status: 0, secretTail: 'RVER', bucketName: s3.config.bucket });
    const detail = await admin.get('/blade-resource/oss/detail', { id: forDemo });
    const list = await admin.get('/blade-resource/oss/list');
    expect(list.body.data.records.map((r: any) => r.id)).toContain(forDemo);
    // (s3rver's secret is its key id too: only the key id's own field may hold it)
    for (const row of [saved.body.data, detail.body.data, ...list.body.data.records]) {
      expect(Object.entries(row).filter(([k, v]) => k !== 'accessKey' && (v === SECRET || /secret_?key/i.test(k)))).toEqual([]);
    }
    const stored = await t.db.one<{ secret_key: unknown }>(sql`SELECT secret_key FROM blade_oss WHERE id = ${forDemo}`);
    expect(JSON.stringify(stored!.secret_key)).not.toContain(SECRET);

    // An edit that leaves the secret blank keeps it (the connection test still opens the bucket).
    const renamed = await admin.post('/blade-resource/oss/submit', {
      ...bucketConfig(s3.config, { scopeTenantId: '100001' }),
      id: forDemo,
      ossName: '演示商户存储',
      secretKey: '',
    });
    expect(renamed.body.data).toMatchObject({ ossName: '演示商户存储', secretTail: 'RVER' });
    const tested = await admin.post('/blade-resource/oss/test', undefined, { id: forDemo });
    expect(tested.body.code).toBe(200);
  });

  it('the connection test says when the bucket refuses', async () => {
    const wrong = await admin.post(
      '/blade-resource/oss/submit',
      bucketConfig(s3.config, { ossName: '错误密钥', secretKey: 'not-the-secret' }),
    );
    const tested = await admin.post('/blade-resource/oss/test', undefined, { id: wrong.body.data.id });
    expect(tested.body.code).toBe(400);
    expect(tested.body.msg).toMatch(/^连接失败: /);
    expect((await admin.post('/blade-resource/oss/remove', undefined, { ids: wrong.body.data.id })).body.data).toBe(1);
  });

  it('enabled for one tenant: its uploads and exports land in the bucket, another tenant keeps the server’s storage', async () => {
    // not enabled yet: local
    const before = await upload(boss);
    expect(before.confirmUrl).toBeUndefined();

    expect((await admin.post('/blade-resource/oss/enable', undefined, { id: forDemo })).body.data.status).toBe(1);
    const mine = await upload(boss);
    expect(mine.confirmUrl).toBeDefined();
    expect((await inBucket(`files/${mine.key}`))?.equals(PNG)).toBe(true);
    expect((await served(mine.url))?.equals(PNG)).toBe(true);

    const theirs = await upload(boss2);
    expect(theirs.confirmUrl).toBeUndefined();
    expect(await inBucket(`files/${theirs.key}`)).toBeNull();
    expect((await served(theirs.url))?.equals(PNG)).toBe(true);
    // the file stored before the config was enabled is still read from where it was written
    expect((await served(before.url))?.equals(PNG)).toBe(true);

    // an export (报表下载 keeps it) goes to the tenant's bucket too, and is given again from there
    const exported = await boss.req('POST', '/order-api/generic-poi/biz/export');
    expect(exported.status).toBe(200);
    const rec = (await boss.get('/yym-biz-report/export/record/page')).body.data.records[0];
    const kept = await t.db.one<{ file_key: string; oss_id: string }>(
      sql`SELECT file_key, oss_id FROM biz_export_record WHERE tenant_id = '100001' AND id = ${rec.id}`,
    );
    expect(String(kept!.oss_id)).toBe(forDemo);
    const inStore = await inBucket(`exports/${kept!.file_key}`);
    expect(inStore?.subarray(0, 2).toString()).toBe('PK'); // an xlsx
    const again = await fetch(`${t.url}/api/yym-biz-report/export/record/download?id=${rec.id}`, {
      headers: { 'Blade-Auth': `bearer ${boss.token}` },
    });
    expect(Buffer.from(await again.arrayBuffer()).equals(inStore!)).toBe(true);
  });

  it('enable keeps one config in use per scope; an all-tenants config serves the others', async () => {
    const second = await admin.post(
      '/blade-resource/oss/submit',
      bucketConfig(s3.config, { ossName: '第二存储', scopeTenantId: '100001' }),
    );
    const everyone = await admin.post('/blade-resource/oss/submit', bucketConfig(s3.config, { ossName: '全部租户' }));
    await admin.post('/blade-resource/oss/enable', undefined, { id: second.body.data.id });
    await admin.post('/blade-resource/oss/enable', undefined, { id: everyone.body.data.id });
    const rows = (await admin.get('/blade-resource/oss/list', { size: 50 })).body.data.records as any[];
    const status = Object.fromEntries(rows.map((r) => [r.ossName, r.status]));
    expect(status).toMatchObject({ 演示商户存储: 0, 第二存储: 1, 全部租户: 1 });

    const theirs = await upload(boss2); // the all-tenants config
    expect((await inBucket(`files/${theirs.key}`))?.equals(PNG)).toBe(true);
    const row = await t.db.one<{ oss_id: string }>(sql`SELECT oss_id FROM blade_attach WHERE key = ${theirs.key}`);
    expect(String(row!.oss_id)).toBe(everyone.body.data.id);

    // removed: the tenant falls back to the server's storage, and what was kept through it stays readable
    await admin.post('/blade-resource/oss/remove', undefined, { ids: `${second.body.data.id},${everyone.body.data.id}` });
    const after = await upload(boss2);
    expect(after.confirmUrl).toBeUndefined();
    expect((await served(theirs.url))?.equals(PNG)).toBe(true);
  });
});
