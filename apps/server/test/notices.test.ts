import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO, login, startApp, type Client, type TestApp } from './harness.ts';
import { ok } from './commerce-helpers.ts';

describe('notice drafts are their editors’ only', () => {
  let t: TestApp;
  let boss: Client;
  let checker: Client;
  const ids: Record<string, string> = {};
  beforeAll(async () => {
    t = await startApp();
    boss = (await login(t, ...DEMO.boss)).client;
    checker = (await login(t, ...DEMO.checker)).client;
    const tomorrow = new Date(Date.now() + 86_400_000).toISOString().slice(0, 19).replace('T', ' ');
    ids.released = ok(await boss.post('/blade-desk/notice/submit', { title: '已发布的通知', status: 1 })).id;
    ids.draft = ok(await boss.post('/blade-desk/notice/submit', { title: '草稿通知', status: 0 })).id;
    ids.later = ok(await boss.post('/blade-desk/notice/submit', { title: '明天发布的通知', status: 1, releaseTime: tomorrow })).id;
  });
  afterAll(() => t?.close());

  const titles = async (c: Client, path: string) => (ok(await c.get(path, { current: 1, size: 50 })).records as any[]).map((r) => r.title);

  it('a clerk without the notice codes sees only released notices, in the list, the bell and the detail', async () => {
    const list = await titles(checker, '/blade-desk/notice/page');
    expect(list).toContain('已发布的通知');
    expect(list).not.toContain('草稿通知');
    expect(list).not.toContain('明天发布的通知');
    expect(await titles(checker, '/blade-desk/notice/top')).not.toContain('草稿通知');
    expect((await checker.get('/blade-desk/notice/detail', { id: ids.draft })).body.code).toBe(404);
    expect((await checker.get('/blade-desk/notice/detail', { id: ids.later })).body.code).toBe(404);
    expect(ok(await checker.get('/blade-desk/notice/detail', { id: ids.released })).title).toBe('已发布的通知');
  });

  it('the boss, who writes notices, sees all three', async () => {
    const list = await titles(boss, '/blade-desk/notice/page');
    expect(list).toEqual(expect.arrayContaining(['已发布的通知', '草稿通知', '明天发布的通知']));
    expect(ok(await boss.get('/blade-desk/notice/detail', { id: ids.draft })).title).toBe('草稿通知');
  });
});
