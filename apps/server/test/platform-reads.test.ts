import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MSG } from '@yym/contract';
import { DEMO, login, startApp, type TestApp } from './harness.ts';

describe("the platform's versions and additional services", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startApp();
  });
  afterAll(() => t?.close());

  it('are read by the platform only: a merchant gets 403, the administrator the rows', async () => {
    const { client: boss } = await login(t, ...DEMO.boss);
    const { client: admin } = await login(t, ...DEMO.admin);
    for (const path of ['/blade-system/tenant-package/page', '/blade-system/tenant-package/list', '/blade-system/tenant-service/page']) {
      const refused = await boss.get(path);
      expect(refused.body.code, path).toBe(403);
      expect(refused.body.msg).toBe(MSG.platformOnly);
      expect((await admin.get(path)).body.code, path).toBe(200);
    }
    const made = await admin.post('/blade-system/tenant-package/submit', { packageName: '旗舰版' });
    expect(made.body.code).toBe(200);
    const id = made.body.data.id;
    expect((await admin.get('/blade-system/tenant-package/detail', { id })).body.data.packageName).toBe('旗舰版');
    expect((await boss.get('/blade-system/tenant-package/detail', { id })).body.code).toBe(403);
  });
});
