import { chinaToday } from '@yym/contract';
import type { Row } from '../../../platform/db.ts';
import type { Scoped } from '../../../platform/repo.ts';
import * as repo from './repo.ts';
import { drawCodes } from './service.ts';

/** Demo: a batch of 20 codes of the annual pass sold to a travel agency; answers its id. */
export async function seedBatch(db: Scoped, annual: Row): Promise<string | null> {
  const today = chinaToday();
  const batch = await repo.insertBatch(db, {
    batchNo: 'B20260101DEMO',
    cardId: String(annual.id),
    cardName: annual.name,
    count: 20,
    price: 15000,
    validStart: today,
    validEnd: `${Number(today.slice(0, 4)) + 1}${today.slice(4)}`,
    customerName: '某旅行社',
    remark: '旅行社团购',
  });
  await repo.insertCodes(db, String(batch!.id), drawCodes(20));
  return batch ? String(batch.id) : null;
}

/** Three codes of the batch sent to the agency's customers (one failed, ready for 重试失败). */
export async function seedMessages(db: Scoped, batchId: string) {
  await repo.assign(db, batchId, [
    { name: '张伟', phone: '13800138031' },
    { name: '王芳', phone: '13800138032' },
    { name: '李强', phone: '17000001234' },
  ]);
  const claimed = await repo.claim(db, batchId, 0, 10);
  await repo.markSent(
    db,
    claimed.filter((c) => !c.phone.startsWith('1700000')).map((c) => String(c.id)),
  );
  for (const c of claimed.filter((x) => x.phone.startsWith('1700000'))) await repo.markFailed(db, String(c.id), '号码无法接收短信(沙箱)');
}
