import type { Scoped } from '../../../platform/repo.ts';
import * as repo from './repo.ts';

/** Demo: two windows at the main gate; the first sells every ticket in every way, prints with the 80 mm template. */
export async function seedWindows(db: Scoped, templates: { ticket: string; a4: string }) {
  const w1 = await db.insert(repo.WINDOW, { name: '东门1号窗口', location: '东门售票厅' });
  const w2 = await db.insert(repo.WINDOW, { name: '东门2号窗口', location: '东门售票厅' });
  for (const w of [w1, w2])
    await db.insert(repo.SETTING, {
      windowId: w.id,
      groupName: '东门售票厅',
      productIds: '[]',
      payMethods: JSON.stringify(w === w1 ? ['cash', 'card', 'qr', 'account'] : ['cash', 'qr']),
      ticketTemplateId: templates.ticket,
      a4TemplateId: templates.a4,
      maxDiff: 1000,
    });
  return [String(w1.id), String(w2.id)];
}
