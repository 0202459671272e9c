import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { sql } from '../../server/src/platform/sql.ts';
import { DEMO, startApp, type TestApp } from '../../server/test/harness.ts';
import { wavBytes } from '../../server/test/voice-helpers.ts';
import { launch, loginUI, type TestBrowser } from './browser.ts';

// 语音导览: the merchant uploads a WAV and saves a paid voice (its length read from the file) and lists
// it; a visitor at 390×844 hears the 3-second trial, buys, pays and hears the whole 8 seconds; the
// merchant finds the order in 语音订单 and refunds it, and the phone is back to the trial.

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

const shot = (page: Page, name: string) => page.screenshot({ path: `/tmp/voice-${name}.png`, fullPage: true });
const NAME = '大雄宝殿讲解';
/** The player's loaded length in seconds (the server sends the trial or the whole file). */
const duration = (page: Page) =>
  page.waitForFunction(() => {
    const a = document.querySelector('audio');
    return a && Number.isFinite(a.duration) && a.duration > 0 ? a.duration : null;
  });

describe('voice guides from the upload to the phone and the refund', () => {
  it('a voice is uploaded, listed, tried, bought, heard whole and refunded', async () => {
    const page = await browser.newPage({ viewport: { width: 1440, height: 900 } });
    await loginUI(t, page, DEMO.boss);
    await page.goto(`${t.url}/audioManage/index`);
    await page.locator('.ant-table-row', { hasText: '全景语音包' }).waitFor();
    await shot(page, 'list');
    await page.getByTestId('voice-add').click();
    const dialog = page.locator('.ant-modal', { hasText: '新增语音' });
    await dialog.getByTestId('voice-name').fill(NAME);
    await dialog
      .locator('input[type=file]')
      .first()
      .setInputFiles({ name: 'hall.wav', mimeType: 'audio/wav', buffer: wavBytes(8) });
    await dialog.getByText('hall.wav').or(dialog.locator('.ant-upload-list-item')).first().waitFor();
    await dialog.getByTestId('voice-price-type').getByText('付费').click();
    await dialog.getByTestId('voice-price').fill('6.6');
    await dialog.getByTestId('voice-trial').fill('3');
    await shot(page, 'editor');
    await dialog.getByTestId('voice-save').click();
    const row = page.locator('.ant-table-row', { hasText: NAME });
    await row.getByText('0:08').waitFor(); // the length, read from the file by the server
    await row.getByRole('button', { name: /上\s*架/ }).click();
    await row.getByText('已上架').waitFor();
    const id = String((await t.db.one<{ id: string }>(sql`SELECT id FROM vo_voice WHERE name = ${NAME}`))!.id);

    const h5 = await browser.newPage({ viewport: { width: 390, height: 844 } });
    await h5.goto(`${t.url}/h5/voice/${id}?tenantId=100001`);
    await h5.getByTestId('h5-voice-name').getByText(NAME).waitFor();
    await h5.getByTestId(`h5-voice-play-${id}`).click();
    expect(Math.round(Number(await (await duration(h5)).jsonValue()))).toBe(3); // the trial only
    await shot(h5, 'h5-trial');
    await h5.getByTestId('h5-voice-contact').fill('林游客');
    await h5.getByTestId('h5-voice-phone').fill('13600136123');
    await h5.getByTestId('h5-voice-buy').click();
    await h5.getByTestId('h5-voice-pay').click();
    await h5.getByTestId('h5-voice-unlocked').waitFor();
    await h5.getByTestId(`h5-voice-play-${id}`).click();
    await h5.waitForFunction(() => (document.querySelector('audio')?.duration ?? 0) > 7);
    await shot(h5, 'h5-full');
    const { order_no: orderNo } = (await t.db.one<{ order_no: string }>(
      sql`SELECT o.order_no FROM ord_order o JOIN vo_order v ON v.tenant_id = o.tenant_id AND v.id = o.id WHERE v.voice_id = ${id}`,
    ))!;

    await page.goto(`${t.url}/merchantOrder/voiceOrder`);
    await page.getByTestId(`voice-order-detail-${orderNo}`).click();
    const drawer = page.locator('.ant-drawer');
    await drawer.getByTestId('voice-order-status').getByText('待使用').waitFor();
    await drawer.getByTestId('voice-force-refund').click();
    await page
      .locator('.ant-popconfirm')
      .getByRole('button', { name: /确\s*定|OK/ })
      .click();
    await drawer.locator('.ant-table-row', { hasText: '强制退款' }).waitFor();
    await drawer
      .getByTestId('voice-order-money')
      .getByText('¥6.60 / ¥6.60')
      .or(drawer.getByTestId('voice-order-money').getByText('6.60'))
      .first()
      .waitFor();
    await shot(page, 'order');
    await drawer.getByRole('button', { name: 'Close' }).or(drawer.locator('.ant-drawer-close')).first().click();
    await page.locator('.ant-table-row', { hasText: orderNo }).waitFor();
    await shot(page, 'orders');

    await h5.reload();
    await h5.getByTestId('h5-voice-buy').waitFor(); // the refund took the purchase back
    await h5.close();
    await page.close();
  });

  it('the pack editor picks listed voices; the equipment tab lists the voice-guide players', async () => {
    const page = await browser.newPage({ viewport: { width: 1440, height: 900 } });
    await loginUI(t, page, DEMO.boss);
    await page.goto(`${t.url}/audioManage/index`);
    await page.getByTestId('voice-add').click();
    const dialog = page.locator('.ant-modal', { hasText: '新增语音' });
    await dialog.getByTestId('voice-type').getByText('语音包').click();
    await dialog.getByTestId('voice-pick').click();
    const picker = page.locator('.ant-modal', { hasText: '选择已上架语音' });
    await picker.locator('.ant-table-row', { hasText: '古建筑群讲解' }).waitFor();
    expect(await picker.locator('.ant-table-row', { hasText: '夜游导览' }).count()).toBe(0); // off shelf: not offered
    await shot(page, 'picker');
    await picker.locator('.ant-table-row', { hasText: '碑林故事' }).locator('.ant-checkbox-input').check();
    await picker.getByRole('button', { name: /确\s*定/ }).click();
    await dialog.getByTestId('voice-pack-items').getByText('碑林故事').waitFor();
    await dialog.getByTestId('voice-name').fill('碑林单篇包');
    await dialog.getByTestId('voice-save').click();
    await page.locator('.ant-table-row', { hasText: '碑林单篇包' }).getByText('1条').waitFor();

    await page.getByRole('tab', { name: '语音导览设备' }).click();
    await page.waitForTimeout(3000);
    await shot(page, 'devices');
    const device = page.locator('.ant-table-row', { hasText: 'VOICE-01' });
    await device.waitFor();
    await page.close();
  });
});
