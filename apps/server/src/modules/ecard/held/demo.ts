import { VERIFY_METHOD, chinaToday } from '@yym/contract';
import type { Row } from '../../../platform/db.ts';
import type { Scoped } from '../../../platform/repo.ts';
import { USER_CARD } from '../shared.ts';
import * as repo from './repo.ts';
import { issueCard } from './service.ts';

const HOLDERS: [string, string][] = [
  ['王小明', '13800138001'],
  ['李娜', '13800138002'],
  ['陈晓东', '13800138003'],
];

/** Demo: three held cards given away (two annual passes, one 5-visit card), each used once today. */
export async function seedHeld(db: Scoped, annual: Row, times: Row) {
  const today = chinaToday();
  for (const [i, [name, phone]] of HOLDERS.entries()) {
    const u = await issueCard(db, i === 2 ? times : annual, { source: 3, holderName: name, holderPhone: phone });
    const ps = await repo.projectsOfUserCard(db, String(u.id));
    const taken = await repo.takeUse(db, String(ps[0]!.id), today);
    if (taken) await repo.insertUse(db, u, taken, VERIFY_METHOD.QR_SCAN, { userId: null, name: '张检票' });
  }
}

/** The first held card of an order used once today, checked by `name` (the distributor's demo order). */
export async function seedOrderUse(db: Scoped, orderId: string, name: string) {
  const [u] = await repo.userCardsOfOrder(db, orderId);
  const ps = await repo.projectsOfUserCard(db, String(u!.id));
  const taken = await repo.takeUse(db, String(ps[0]!.id), chinaToday());
  const row = await db.find(USER_CARD, String(u!.id));
  if (taken && row) await repo.insertUse(db, row, taken, VERIFY_METHOD.QR_SCAN, { userId: null, name });
}
