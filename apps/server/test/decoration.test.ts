import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MSG, createBlock, emptyPage, PAGE_SCHEMA_VERSION } from '@yym/contract';
import { sql } from '../src/platform/sql.ts';
import { Client, DEMO, login, startApp, type TestApp } from './harness.ts';

let t: TestApp;
let boss: Client;
let boss2: Client;
let finance: Client;
const B = '/yym-content-api/decoration/page';

beforeAll(async () => {
  t = await startApp();
  boss = (await login(t, ...DEMO.boss)).client;
  boss2 = (await login(t, ...DEMO.boss2)).client;
  finance = (await login(t, ...DEMO.finance)).client;
});
afterAll(async () => {
  await t?.close();
});

const anon = () => new Client(t.url);

describe('demo storefront', () => {
  it('100001 has a published home page of at least eight kinds of block, public without login', async () => {
    const r = await anon().get('/yym-content-api/h5/page/home', { tenantId: '100001' });
    expect(r.body.code).toBe(200);
    const doc = r.body.data.doc;
    expect(doc.schemaVersion).toBe(PAGE_SCHEMA_VERSION);
    expect(new Set(doc.blocks.map((b: any) => b.type)).size).toBeGreaterThanOrEqual(8);
    for (const b of doc.blocks) expect(Object.keys(b).sort()).toEqual(['id', 'props', 'type', 'v']);
    const byId = await anon().get(`/yym-content-api/h5/page/${r.body.data.pageId}`);
    expect(byId.body.data.doc).toEqual(doc);
  });
  it('an unknown tenant or page answers the message, not a crash', async () => {
    expect((await anon().get('/yym-content-api/h5/page/home', { tenantId: '999999' })).body).toMatchObject({
      code: 404,
      msg: MSG.edPageMissing,
    });
    expect((await anon().get('/yym-content-api/h5/page/abc')).body).toMatchObject({ code: 404, msg: MSG.edPageMissing });
    expect((await anon().get('/yym-content-api/h5/page/home', { tenantId: 'x' })).body.code).toBe(400);
  });
});

describe('pages, drafts, publishing', () => {
  it('create, rename, copy, set as home, delete', async () => {
    const created = await boss.post(`${B}/save`, { title: '夏日专题' });
    expect(created.body.code).toBe(200);
    const id = created.body.data.id;
    expect(created.body.data.isHome).toBe(0);
    expect((await boss.post(`${B}/save`, { title: '' })).body.msg).toBe(MSG.edPageNameRequired);

    expect((await boss.post(`${B}/rename`, { id, title: '夏日玩水专题' })).body.data.title).toBe('夏日玩水专题');
    const d = await boss.get(`${B}/detail`, { id });
    expect(d.body.data.draft.page.title).toBe('夏日玩水专题');

    const copy = await boss.post(`${B}/copy`, { id });
    expect(copy.body.data.title).toBe('夏日玩水专题-副本');

    const list = await boss.get(`${B}/page`, { current: 1, size: 50, title: '夏日' });
    expect(list.body.data.records.map((p: any) => p.title).sort()).toEqual(['夏日玩水专题', '夏日玩水专题-副本']);
    expect(list.body.data.records[0]).not.toHaveProperty('draft');

    // one home page per tenant; the home page cannot be deleted
    const home = (await boss.get(`${B}/page`, { current: 1, size: 50 })).body.data.records.find((p: any) => p.isHome === 1);
    expect((await boss.post(`${B}/remove`, undefined, { ids: home.id })).body.msg).toBe(MSG.edHomeDelete);
    expect((await boss.post(`${B}/setHome`, { id })).body.code).toBe(200);
    const homes = (await boss.get(`${B}/page`, { current: 1, size: 50 })).body.data.records.filter((p: any) => p.isHome === 1);
    expect(homes.map((p: any) => p.id)).toEqual([id]);
    expect((await boss.post(`${B}/setHome`, { id: home.id })).body.code).toBe(200);

    expect((await boss.post(`${B}/remove`, undefined, { ids: copy.body.data.id })).body.code).toBe(200);
    expect((await boss.get(`${B}/detail`, { id: copy.body.data.id })).body.code).toBe(404);
    const row = await t.db.one(sql`SELECT is_deleted FROM deco_page WHERE id = ${copy.body.data.id}`);
    expect(row!.is_deleted).toBe(1); // soft delete
  });

  it('saves drafts with a revision and refuses a stale save with 409', async () => {
    const id = (await boss.post(`${B}/save`, { title: '并发测试' })).body.data.id;
    const d = (await boss.get(`${B}/detail`, { id })).body.data;
    const doc = { ...d.draft, blocks: [createBlock('title', { title: { text: '甲' } })] };
    const a = await boss.post(`${B}/draft`, { id, expectedVersion: d.revision, doc });
    expect(a.body.code).toBe(200);
    expect(a.body.data.revision).toBe(d.revision + 1);
    // a second editor who loaded the same revision is warned, and nothing is overwritten
    const b = await boss.post(`${B}/draft`, { id, expectedVersion: d.revision, doc: { ...doc, blocks: [] } });
    expect(b.status).toBe(409);
    expect(b.body.msg).toBe(MSG.edPageConflict);
    expect(b.body.data.revision).toBe(d.revision + 1);
    const after = (await boss.get(`${B}/detail`, { id })).body.data;
    expect(after.draft.blocks[0].props.title.text).toBe('甲');
    // a malformed document is refused
    const bad = await boss.post(`${B}/draft`, {
      id,
      expectedVersion: after.revision,
      doc: { schemaVersion: 2, blocks: [{ id: 'x', type: 'nope', v: 1, props: {} }] },
    });
    expect(bad.body.code).toBe(400);
    expect(bad.body.msg).toBe(MSG.edSchemaInvalid);
  });

  it('two saves racing on the same revision: exactly one wins', async () => {
    const id = (await boss.post(`${B}/save`, { title: '竞争' })).body.data.id;
    const d = (await boss.get(`${B}/detail`, { id })).body.data;
    const rs = await Promise.all(
      [1, 2, 3].map((n) =>
        boss.post(`${B}/draft`, { id, expectedVersion: d.revision, doc: { ...d.draft, page: { ...d.draft.page, shareTitle: `n${n}` } } }),
      ),
    );
    expect(rs.filter((r) => r.body.code === 200)).toHaveLength(1);
    expect(rs.filter((r) => r.status === 409)).toHaveLength(2);
  });

  it('publish validates every block, keeps versions, rolls back; the storefront follows', async () => {
    const id = (await boss.post(`${B}/save`, { title: '版本测试' })).body.data.id;
    let d = (await boss.get(`${B}/detail`, { id })).body.data;
    expect((await anon().get(`/yym-content-api/h5/page/${id}`)).body.msg).toBe(MSG.edPageMissing);

    const gap = createBlock('gap');
    gap.props.h = 60; // what a stale or hand-made draft could hold
    const bad = await boss.post(`${B}/publish`, {
      id,
      expectedVersion: d.revision,
      doc: { ...d.draft, blocks: [createBlock('tip'), gap] },
    });
    expect(bad.body.code).toBe(400);
    expect(bad.body.msg).toBe(`辅助分割(第2个组件): ${MSG.edDividerHeight}`);
    expect(bad.body.data.issues[0].blockId).toBe(gap.id);
    expect((await anon().get(`/yym-content-api/h5/page/${id}`)).body.code).toBe(404);

    d = (await boss.get(`${B}/detail`, { id })).body.data; // the draft was saved before the check
    const v1doc = { ...d.draft, blocks: [createBlock('title', { title: { text: '第一版' } })] };
    const p1 = await boss.post(`${B}/publish`, { id, expectedVersion: d.revision, doc: v1doc });
    expect(p1.body.code).toBe(200);
    expect(p1.body.data.versionNo).toBe(1);
    const v2doc = { ...v1doc, blocks: [createBlock('title', { title: { text: '第二版' } }), createBlock('gap')] };
    const p2 = await boss.post(`${B}/publish`, { id, expectedVersion: p1.body.data.revision, doc: v2doc });
    expect(p2.body.data.versionNo).toBe(2);
    expect((await anon().get(`/yym-content-api/h5/page/${id}`)).body.data.doc.blocks[0].props.title.text).toBe('第二版');

    const versions = (await boss.get(`${B}/versions`, { id })).body.data;
    expect(versions.map((v: any) => [v.versionNo, v.current, v.blockCount])).toEqual([
      [2, true, 2],
      [1, false, 1],
    ]);

    const rb = await boss.post(`${B}/rollback`, { id, versionId: versions[1].id });
    expect(rb.body.data.versionNo).toBe(3);
    const pub = (await anon().get(`/yym-content-api/h5/page/${id}`)).body.data;
    expect(pub.versionNo).toBe(3);
    expect(pub.doc.blocks.map((b: any) => b.props.title?.text)).toEqual(['第一版']);
    const draft = (await boss.get(`${B}/detail`, { id })).body.data;
    expect(draft.revision).toBe(rb.body.data.revision);
    expect(draft.draft.blocks[0].props.title.text).toBe('第一版');
    // history is kept whole
    expect((await boss.get(`${B}/versions`, { id })).body.data).toHaveLength(3);
  });

  it('older stored pages are migrated on read', async () => {
    const id = (await boss.post(`${B}/save`, { title: '旧页面' })).body.data.id;
    const v1 = {
      version: 1,
      title: '旧页面',
      components: [
        { key: 'k1', name: 'ad', data: { modelType: 1 } },
        { key: 'k2', name: 'gap', data: { height: 20 } },
      ],
    };
    await t.db.query(sql`UPDATE deco_page SET draft = ${JSON.stringify(v1)}::jsonb, schema_version = 1 WHERE id = ${id}`);
    const d = (await boss.get(`${B}/detail`, { id })).body.data;
    expect(d.draft.schemaVersion).toBe(PAGE_SCHEMA_VERSION);
    expect(d.draft.blocks.map((b: any) => b.type)).toEqual(['photoAdvert', 'gap']);
    expect(d.draft.blocks[1].props.h).toBe(20);
    const p = await boss.post(`${B}/publish`, { id });
    expect(p.body.code).toBe(200);
    const pub = (await anon().get(`/yym-content-api/h5/page/${id}`)).body.data.doc;
    expect(pub.blocks[1].props).toMatchObject({ h: 20, lineType: 'solid' });
  });
});

describe('permissions and tenant isolation', () => {
  it('a user without the button codes cannot change pages', async () => {
    const r = await finance.post(`${B}/save`, { title: '越权' });
    expect(r.body.code).toBe(403);
  });
  it('another tenant never sees or touches the pages of 100001', async () => {
    const mine = (await boss.get(`${B}/page`, { current: 1, size: 100 })).body.data.records;
    const theirs = (await boss2.get(`${B}/page`, { current: 1, size: 100 })).body.data.records;
    expect(theirs.map((p: any) => p.title)).toEqual(['山海首页']);
    const target = mine[0];
    expect((await boss2.get(`${B}/detail`, { id: target.id })).body.code).toBe(404);
    expect((await boss2.post(`${B}/rename`, { id: target.id, title: '被改了' })).body.code).toBe(404);
    expect((await boss2.post(`${B}/draft`, { id: target.id, expectedVersion: target.revision, doc: emptyPage() })).body.code).toBe(404);
    expect((await boss2.post(`${B}/publish`, { id: target.id })).body.code).toBe(404);
    expect((await boss2.post(`${B}/setHome`, { id: target.id })).body.code).toBe(404);
    expect((await boss2.post(`${B}/remove`, undefined, { ids: target.id })).body.code).toBe(404);
    expect((await boss2.get(`${B}/versions`, { id: target.id })).body.code).toBe(404);
    const after = (await boss.get(`${B}/detail`, { id: target.id })).body.data;
    expect(after.title).toBe(target.title);
    // the second tenant's storefront is its own
    const home2 = (await anon().get('/yym-content-api/h5/page/home', { tenantId: '100002' })).body.data;
    expect(home2.tenantId).toBe('100002');
    expect(home2.doc.page.title).toBe('山海首页');
  });
});

describe('picker data', () => {
  it('voices and packs, seckill, group-buy, activities, guides, image-text of the caller tenant', async () => {
    const v = (await boss.get('/yym-content-api/voice/page', { current: 1, size: 10, voiceType: 2 })).body.data;
    expect(v.records.length).toBeGreaterThan(0);
    expect(v.records.every((r: any) => r.voiceType === 2 && r.tenantId === '100001')).toBe(true);
    // the voice guides of 语音导览, listed ones only, never with their stored audio
    expect(v.records.map((r: any) => r.name)).toContain('全景语音包');
    expect(v.records.some((r: any) => 'audioKey' in r || 'audioExt' in r)).toBe(false);
    const s = (await boss.get('/yym-marketing-api/seckill/goods/page', { goodType: 'product' })).body.data;
    expect(s.size).toBe(100);
    expect(s.records.every((r: any) => r.goodsType === 'product')).toBe(true);
    // the demo group buy's goods (running, two-person groups), not placeholder rows
    const g = (await boss.get('/yym-marketing-api/groupBuy/page', { statusList: '1,2' })).body.data;
    expect(g.total).toBe(1);
    expect(g.records[0]).toMatchObject({ activityStatus: 2, groupNum: 2, name: '好友两人成团' });
    expect(g.records[0].groupPrice).toBeLessThan(g.records[0].price);
    expect((await boss.get('/yym-marketing-api/groupBuy/page', { statusList: '1' })).body.data.total).toBe(0);
    // the activity links pick among the published 新春活动 (the demo's two)
    const a = (await boss.get('/yym-marketing-api/activity/page', {})).body.data;
    expect(a.total).toBe(2);
    expect(a.records.map((r: any) => r.name).sort()).toEqual(['元宵灯会 · 猜灯谜', '新春庙会']);
    expect(a.records.find((r: any) => r.name === '新春庙会').totalStock).toBe(0);
    const sg = (await boss.get('/yym-content-api/strategy/page', { title: '攻略' })).body.data;
    expect(sg.records[0]).toHaveProperty('tourismStrategyId');
    const it1 = (await boss.get('/yym-content-api/imageText/list', { current: 1, size: 10, heading: '云海' })).body.data;
    expect(it1.total).toBe(1);
    expect(it1.list[0]).toMatchObject({ heading: '云海日出', subtitle: '清晨五点的山顶' });
    const other = (await boss2.get('/yym-content-api/voice/page', {})).body.data.records;
    expect(other.every((r: any) => r.tenantId === '100002')).toBe(true);
  });
});

describe('demo pictures', () => {
  it('draws a placeholder picture and escapes its caption', async () => {
    const r = await fetch(`${t.url}/api/yym-content-api/h5/art.svg?t=${encodeURIComponent('<b>云</b>')}&a=10AB7F&b=0E7C86&w=100&h=50`);
    expect(r.status).toBe(200);
    expect(r.headers.get('content-type')).toContain('image/svg+xml');
    const svg = await r.text();
    expect(svg).toContain('&#60;b&#62;云&#60;/b&#62;');
    expect(svg).not.toContain('<b>');
    expect((await fetch(`${t.url}/api/yym-content-api/h5/art.svg?a=zzz`)).status).toBe(400);
  });
});

describe('the commerce calls the pickers read (shared contract)', () => {
  it('listed goods and the category tree carry what the goods picker maps', async () => {
    const goods = await boss.get('/yym-product-api/b/product/shelf/page', { current: 1, size: 10 });
    expect(goods.body.code).toBe(200);
    expect(goods.body.data.records.length).toBeGreaterThan(0);
    for (const g of goods.body.data.records) {
      expect(g).toMatchObject({ id: expect.any(String), name: expect.any(String) });
      expect(Number.isInteger(Number(g.price))).toBe(true);
    }
    const tree = await boss.get('/yym-product-api/productClassify/selectAllTypeList');
    expect(tree.body.code).toBe(200);
    expect(Array.isArray(tree.body.data)).toBe(true);
  });
});
