import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ECARD_MSG, HELD_MSG } from '@yym/contract';
import { sql } from '../src/platform/sql.ts';
import { type Client, DEMO, login, startApp, type TestApp } from './harness.ts';
import { ok } from './commerce-helpers.ts';
import { ecardKit } from './ecard-helpers.ts';

// Held cards beyond their page: an xlsx import checked row by row (one bad row writes nothing), project
// limits never below what is used, gift records, who activated a code, channels, the distribution list,
// a batch's activation deadline; another tenant and a checker reach none of it.

let t: TestApp;
let boss: Client;
let boss2: Client;
let checker: Client;
let k: ReturnType<typeof ecardKit>;
const E = '/yym-product-api/eCard';

beforeAll(async () => {
  t = await startApp();
  boss = (await login(t, ...DEMO.boss)).client;
  boss2 = (await login(t, ...DEMO.boss2)).client;
  checker = (await login(t, ...DEMO.checker)).client;
  k = ecardKit(t, boss);
});
afterAll(async () => {
  await t?.close();
});

async function sheet(rows: unknown[][]): Promise<Buffer> {
  const wb = new ExcelJS.Workbook();
  const s = wb.addWorksheet('持卡人');
  s.addRow(['电子卡名称', '持卡人姓名', '手机号', '身份证号', '有效期开始', '有效期结束']);
  for (const r of rows) s.addRow(r);
  return Buffer.from(await wb.xlsx.writeBuffer());
}
const upload = (c: Client, body: Buffer) =>
  fetch(`${t.url}/api${E}/userCard/import`, {
    method: 'POST',
    headers: { 'Blade-Auth': `bearer ${c.token}`, 'content-type': 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' },
    body: new Uint8Array(body),
  }).then(async (r) => ({ status: r.status, body: await r.json() }));
const cardName = async (id: string) => (await t.db.one<{ name: string }>(sql`SELECT name FROM ec_card WHERE id = ${id}`))!.name;
const heldOf = async (cardId: string) =>
  (await t.db.one<{ n: number }>(sql`SELECT count(*)::int AS n FROM ec_user_card WHERE card_id = ${cardId}`))!.n;

describe('held cards: import', () => {
  it('reports each bad row and writes nothing; a clean sheet imports every row with its dates and projects', async () => {
    const cardId = await k.makeCard(boss);
    const name = await cardName(cardId);
    const bad = await upload(
      boss,
      await sheet([
        [name, '张三', '13800000001', '', '', ''],
        ['没有这张卡', '李四', '13800000002', '', '', ''],
        [name, '', '13800000003', '', '', ''],
        [name, '王五', '1380000', '', '', ''],
        [name, '赵六', '13800000005', '', '2026-05-01', '2026-04-01'],
      ]),
    );
    expect(bad.body.data).toEqual({
      total: 5,
      imported: 0,
      problems: [
        { row: 3, error: HELD_MSG.cardByName },
        { row: 4, error: ECARD_MSG.holderRequired },
        { row: 5, error: expect.any(String) },
        { row: 6, error: ECARD_MSG.validityEnd },
      ],
    });
    expect(await heldOf(cardId)).toBe(0);

    const good = ok(
      await upload(
        boss,
        await sheet([
          [name, '张三', '13800000001', '', '', ''],
          [name, '李四', '13800000002', '', new Date('2026-01-01T00:00:00Z'), new Date('2027-12-31T00:00:00Z')],
        ]),
      ),
    );
    expect(good).toEqual({ total: 2, imported: 2, problems: [] });
    const held = ok(await boss.get(`${E}/userCard/page`, { cardId })).records;
    expect(held.map((h: any) => [h.holderName, h.sourceText]).sort()).toEqual([
      ['张三', '导入'],
      ['李四', '导入'],
    ]);
    expect(held.find((h: any) => h.holderName === '李四')).toMatchObject({ validStart: '2026-01-01', validEnd: '2027-12-31' });
    expect(ok(await boss.get(`${E}/userCard/detail`, { id: held[0].id })).projects.length).toBe(2);
  });

  it('refuses what is not an xlsx, an empty sheet, a checker and another tenant’s card names', async () => {
    expect((await upload(boss, Buffer.from('not a sheet'))).body.msg).toBe(HELD_MSG.importFile);
    expect((await upload(boss, await sheet([]))).body.msg).toBe(HELD_MSG.importEmpty);
    expect((await upload(checker, await sheet([['x', 'y', '13800000001']]))).status).toBe(403);
    const cardId = await k.makeCard(boss);
    const r = await upload(boss2, await sheet([[await cardName(cardId), '张三', '13800000001', '', '', '']]));
    expect(r.body.data.problems).toEqual([{ row: 2, error: HELD_MSG.cardByName }]);
    const tpl = await fetch(`${t.url}/api${E}/userCard/importTemplate`, { headers: { 'Blade-Auth': `bearer ${boss.token}` } });
    expect(tpl.headers.get('content-type')).toContain('spreadsheetml');
  });
});

describe('held cards: projects, gifts, codes, channels, batches', () => {
  it('changes project limits but never below the uses taken; another tenant gets 404', async () => {
    const cardId = await k.makeCard(boss, { first: 3 });
    const u = ok(await boss.post(`${E}/giveAway`, { cardId, holderName: '孙七', holderPhone: '13800000007' }));
    ok(await k.gate(checker, u.qrCode));
    ok(await k.gate(checker, u.qrCode));
    const [main, second] = u.projects;
    const below = await boss.post(`${E}/userCard/updateProjects`, { id: u.id, projects: [{ id: main.id, dayLimit: 0, totalLimit: 1 }] });
    expect([below.status, below.body.msg]).toEqual([400, HELD_MSG.belowUsed(main.name, 2)]);
    const changed = ok(
      await boss.post(`${E}/userCard/updateProjects`, {
        id: u.id,
        projects: [
          { id: main.id, dayLimit: 0, totalLimit: 5 },
          { id: second.id, dayLimit: 2, totalLimit: 20 },
        ],
      }),
    );
    expect(changed.projects.map((p: any) => [p.totalLimit, p.left])).toEqual([
      [5, 3],
      [20, 20],
    ]);
    const other = await boss2.post(`${E}/userCard/updateProjects`, { id: u.id, projects: [{ id: main.id, dayLimit: 0, totalLimit: 9 }] });
    expect(other.status).toBe(404);
    // the gift shows among the gift records, and only the seller's
    const gifts = ok(await boss.get(`${E}/activationCode/activateGiftRecordPage`, { holderPhone: '13800000007' })).records;
    expect(gifts.map((g: any) => g.holderName)).toEqual(['孙七']);
    expect(ok(await boss2.get(`${E}/activationCode/activateGiftRecordPage`, { holderPhone: '13800000007' })).records).toEqual([]);
  });

  it('tells who activated a code; moves a batch deadline (never before its start); sets channels; lists cards for distribution', async () => {
    const cardId = await k.makeCard(boss);
    const batch = await k.prefab(cardId, 2);
    const [code] = await k.codesOf(batch.id);
    expect((await boss.get(`${E}/activationCode/getUser`, { code })).body.msg).toBe(HELD_MSG.codeNotUsed);
    const cu = await k.customer();
    ok(await k.h5('/yym-product-api/h5/eCard/activate', cu.token, { code, holderName: '周八', holderPhone: cu.phone }));
    expect(ok(await boss.get(`${E}/activationCode/getUser`, { code: code!.toLowerCase() }))).toMatchObject({
      holderName: '周八',
      cardStatus: 1,
    });
    expect((await boss2.get(`${E}/activationCode/getUser`, { code })).body.msg).toBe(HELD_MSG.codeNotUsed);

    expect(ok(await boss.post(`${E}/activationCode/ecardPostpone`, { ids: [batch.id], validEnd: '2100-06-30' }))).toBe(1);
    expect(ok(await boss.get(`${E}/activationCode/detail`, { id: batch.id })).validEnd).toBe('2100-06-30');
    expect((await boss.post(`${E}/activationCode/ecardPostpone`, { ids: [batch.id], validEnd: '2019-01-01' })).body.msg).toBe(
      ECARD_MSG.validityEnd,
    );
    expect((await boss2.post(`${E}/activationCode/ecardPostpone`, { ids: [batch.id], validEnd: '2100-06-30' })).status).toBe(404);

    expect(ok(await boss.post(`${E}/channel`, { id: cardId, channels: ['wechat', 'h5', 'wechat'] }))).toEqual(['wechat', 'h5']);
    expect(ok(await boss.get(`${E}/getChannel`, { id: cardId }))).toEqual(['wechat', 'h5']);
    expect((await boss.post(`${E}/channel`, { id: cardId, channels: [] })).body.msg).toBe(HELD_MSG.channelRequired);
    expect((await boss.post(`${E}/channel`, { id: cardId, channels: ['nowhere'] })).status).toBe(400);
    expect((await boss2.get(`${E}/getChannel`, { id: cardId })).status).toBe(404);
    expect((await checker.post(`${E}/channel`, { id: cardId, channels: ['h5'] })).status).toBe(403);

    const list = ok(await boss.get(`${E}/getDistributionList`));
    expect(list.find((c: any) => c.id === cardId)).toMatchObject({ left: 100, channels: ['wechat', 'h5'] });
    expect(ok(await boss2.get(`${E}/getDistributionList`)).some((c: any) => c.id === cardId)).toBe(false);
  });

  it('keeps renewal projects and combos apart from the card’s own; a copy takes them; bad combos are refused', async () => {
    const cardId = await k.makeCard(boss);
    const projects = [{ name: '续卡入园', dayLimit: 1, totalLimit: 50 }];
    expect(ok(await boss.post(`${E}/submitRenewalProject`, { id: cardId, projects })).map((p: any) => p.name)).toEqual(['续卡入园']);
    expect(ok(await boss.get(`${E}/renewalProjectEcho`, { id: cardId })).length).toBe(1);
    // the card's own projects and a held card's are unchanged
    expect(ok(await boss.get(`${E}/projectEchoV2`, { id: cardId })).map((p: any) => p.name)).toEqual(['主景区入园', '索道']);
    const u = ok(await boss.post(`${E}/giveAway`, { cardId, holderName: '吴九', holderPhone: '13800000009' }));
    expect(u.projects.length).toBe(2);
    const combos = [
      { name: '续一年', days: 365, price: 8800 },
      { name: '续半年', days: 180, price: 5000 },
    ];
    expect(ok(await boss.post(`${E}/renewalCombo/submit`, { id: cardId, combos })).map((c: any) => [c.name, c.days, c.price])).toEqual([
      ['续一年', 365, 8800],
      ['续半年', 180, 5000],
    ]);
    const bad = await boss.post(`${E}/renewalCombo/submit`, { id: cardId, combos: [{ name: '零天', days: 0, price: 1 }] });
    expect([bad.status, bad.body.msg]).toEqual([400, HELD_MSG.comboDays]);
    expect(ok(await boss.get(`${E}/renewalCombo`, { id: cardId })).length).toBe(2);
    const copy = ok(await boss.post(`${E}/copy`, undefined, { id: cardId }));
    expect(ok(await boss.get(`${E}/renewalCombo`, { id: copy.id })).length).toBe(2);
    expect(ok(await boss.get(`${E}/renewalProjectEcho`, { id: copy.id })).map((p: any) => p.name)).toEqual(['续卡入园']);
    expect((await boss2.get(`${E}/renewalCombo`, { id: cardId })).status).toBe(404);
    expect((await boss2.post(`${E}/submitRenewalProject`, { id: cardId, projects })).status).toBe(404);
    expect((await checker.post(`${E}/renewalCombo/submit`, { id: cardId, combos })).status).toBe(403);
  });
});
