import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { sql } from '../../server/src/platform/sql.ts';
import { Client, DEMO, startApp, type TestApp } from '../../server/test/harness.ts';
import { day } from '../../server/test/commerce-helpers.ts';
import { launch, loginUI, type TestBrowser } from './browser.ts';

// The merchant creates a 新春活动 taking sign-ups and publishes it; a customer at 390×844 signs up two
// people and sees it under 我的报名; the merchant sees the sign-up in the activity's 报名名单.
// A team leader at 390×844 asks for a team visit; the merchant passes it on 团队订单; the leader sees 已通过.

let t: TestApp;
let browser: TestBrowser;
beforeAll(async () => {
  t = await startApp();
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
  await t?.close();
});

const shot = (page: Page, name: string) => page.screenshot({ path: `/tmp/activities-${name}.png`, fullPage: true });
const TITLE = '除夕守岁灯光秀';

/** Type a date-time into the dialog's picker labelled `label`. */
async function pickTime(dialog: ReturnType<Page['locator']>, label: string, value: string) {
  const input = dialog.getByLabel(label);
  await input.click();
  await input.fill(value);
  await input.press('Enter');
}

/** A storefront customer logged in by SMS code (what the member page does). */
async function customerToken(phone: string) {
  const anon = new Client(t.url);
  await anon.post('/yym-usercenter-api/h5/sms/send', { tenantId: '100001', phone });
  const sms = (await t.db.one<{ code: string }>(sql`SELECT code FROM uc_login_code WHERE phone = ${phone} ORDER BY id DESC LIMIT 1`))!.code;
  return (await anon.post('/yym-usercenter-api/h5/login', { tenantId: '100001', phone, code: sms })).body.data.token as string;
}

describe('新春活动 in the browser', () => {
  it('the merchant creates and publishes an activity; a customer signs up on the phone; the merchant sees the name', async () => {
    const page = await browser.newPage({ viewport: { width: 1440, height: 900 } });
    await loginUI(t, page, DEMO.boss);
    await page.goto(`${t.url}/newYearFestival/index`);
    const demo = page.locator('.ant-table-row', { hasText: '元宵灯会' });
    await expect.poll(() => demo.textContent()).toContain('0 / 200');
    await shot(page, '01-list');

    await page.getByRole('button', { name: /新\s*增/ }).click();
    const dlg = page.locator('.ant-modal', { hasText: '新增' });
    await dlg.getByLabel('活动标题').fill(TITLE);
    await dlg.getByLabel('活动地点').fill('景区主广场');
    await pickTime(dlg, '开始时间', `${day(3)} 19:00:00`);
    await pickTime(dlg, '结束时间', `${day(3)} 22:00:00`);
    await dlg.getByLabel('报名名额').fill('30');
    await dlg.getByLabel('每人可报(人)').fill('3');
    await dlg.getByRole('radio', { name: '已发布' }).check();
    await shot(page, '02-dialog');
    await dlg.getByRole('button', { name: /确\s*定|保\s*存/ }).click();
    const row = page.locator('.ant-table-row', { hasText: TITLE });
    await expect.poll(() => row.textContent()).toContain('0 / 30');
    expect(await row.locator('.ant-switch').getAttribute('aria-checked')).toBe('true');

    // The customer: logged in by phone, at phone size.
    const phone = '13912348855';
    const token = await customerToken(phone);
    const h5 = await browser.newPage({ viewport: { width: 390, height: 844 } });
    await h5.goto(`${t.url}/pages/activity/signup?tenantId=100001`);
    await h5.evaluate((tk) => localStorage.setItem('yym-customer-token', tk), token);
    await h5.reload();
    const item = h5.getByTestId('festival-item').filter({ hasText: TITLE });
    await expect.poll(() => item.getByTestId('festival-left').textContent()).toContain('剩余名额 30');
    await item.getByTestId('festival-open').click();
    await item.getByTestId('festival-name').fill('林小满');
    await item.getByRole('spinbutton').fill('2');
    await shot(h5, '03-h5-sheet');
    await item.getByTestId('festival-submit').click();
    await h5.getByRole('alert').filter({ hasText: '报名成功' }).waitFor();
    await expect.poll(() => item.getByTestId('festival-left').textContent()).toContain('剩余名额 28');
    expect(await h5.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await h5.getByTestId('festival-tab-mine').click();
    const mine = h5.getByTestId('festival-mine').filter({ hasText: TITLE });
    await expect.poll(() => mine.textContent()).toContain('林小满 · 2人');
    await shot(h5, '04-h5-mine');
    // the editor's 活动详情 link opens that one activity
    const id = String((await t.db.one<{ id: string }>(sql`SELECT id FROM fes_activity WHERE title = ${TITLE}`))!.id);
    await h5.goto(`${t.url}/pages/activity/detail?tenantId=100001&id=${id}`);
    await expect.poll(() => h5.getByTestId('festival-item').count()).toBe(1);
    expect(await h5.getByTestId('festival-item').textContent()).toContain(TITLE);

    // The merchant's 报名名单.
    await page.reload();
    await expect.poll(() => row.textContent()).toContain('2 / 30');
    await row.getByTestId('festival-signups').click();
    const drawer = page.locator('.ant-drawer', { hasText: `报名名单 · ${TITLE}` });
    const signup = drawer.locator('.ant-table-row', { hasText: '林小满' });
    await expect.poll(() => signup.textContent()).toContain(`${phone.slice(0, 3)}****${phone.slice(-4)}`);
    expect(await signup.textContent()).toContain('已报名');
    // the drawer has slid in before the picture is taken
    const panel = page.locator('.ant-drawer-content-wrapper');
    await expect.poll(() => panel.evaluate((e) => getComputedStyle(e).transform)).toMatch(/^(none|matrix\(1, 0, 0, 1, 0, 0\))$/);
    await shot(page, '05-signups');
    await page.close();
    await h5.close();
  });

  it('a team leader asks for a visit on the phone; the merchant passes it on 团队订单; the leader sees 已通过', async () => {
    const h5 = await browser.newPage({ viewport: { width: 390, height: 844 } });
    await h5.goto(`${t.url}/pages/team/index?tenantId=100001`);
    await h5.evaluate((tk) => localStorage.setItem('yym-customer-token', tk), await customerToken('13912349966'));
    await h5.reload();
    // the phone's own pickers: the first spot, a day within the open range (tomorrow to 180 days on)
    await h5.getByLabel('参观景区').selectOption({ index: 1 });
    await h5.getByLabel('参观日期').fill(day(33));
    await h5.getByTestId('team-name').fill('春晖小学研学团');
    await h5.getByTestId('team-count').fill('36');
    await h5.getByTestId('team-leader').fill('郑老师');
    await h5.getByTestId('team-phone').fill('13912349966');
    await shot(h5, '06-team-form');
    await h5.getByTestId('team-submit').click();
    await h5.getByRole('alert').filter({ hasText: '等待景区审核' }).waitFor();
    const mine = h5.getByTestId('team-mine').filter({ hasText: '春晖小学研学团' });
    await expect.poll(() => mine.textContent()).toContain('待审核');
    expect(await h5.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

    const page = await browser.newPage({ viewport: { width: 1440, height: 900 } });
    await loginUI(t, page, DEMO.boss);
    await page.goto(`${t.url}/merchantOrder/team`);
    const row = page.locator('.ant-table-row', { hasText: '春晖小学研学团' });
    await expect.poll(() => row.textContent()).toContain('待审核');
    expect(await row.textContent()).toContain('36');
    await shot(page, '07-team-orders');
    await row.getByRole('button', { name: '通过' }).click();
    await page
      .locator('.ant-popconfirm')
      .getByRole('button', { name: /确\s*定|OK/ })
      .click();
    await expect.poll(() => row.textContent()).toContain('已通过');
    await h5.reload();
    await h5.getByTestId('team-tab-mine').click();
    await expect.poll(() => h5.getByTestId('team-mine').filter({ hasText: '春晖小学研学团' }).textContent()).toContain('已通过');
    await shot(h5, '08-team-passed');
    await page.close();
    await h5.close();
  });
});
