import type { Scoped } from '../../../platform/repo.ts';
import { SandboxPay } from '../../../platform/providers/index.ts';
import { SYSTEM, payDemo } from '../../order/index.ts';
import { chinaToday } from '../../../platform/time.ts';
import * as repo from './repo.ts';
import { payThrough } from './service.ts';

const demoPay = new SandboxPay('demo-scanpay');

/** Demo: two pay codes at the window and three payments through them. */
export async function seedScanPay(db: Scoped) {
  const fixed = await db.insert(repo.CODE, { code: `demo${db.tenantId}a`, name: '东门停车费', amount: 10_00, remark: '小车每次10元' });
  const open = await db.insert(repo.CODE, { code: `demo${db.tenantId}b`, name: '东门售票厅收款', amount: null });
  const today = chinaToday();
  for (const [code, amount] of [
    [fixed, 10_00],
    [fixed, 10_00],
    [open, 56_00],
  ] as const) {
    const row = { ...code, id: code.id, code_status: 1, amount: code.amount };
    const orderId = await payThrough(db, SYSTEM, row, amount, today);
    await payDemo(db, demoPay, orderId);
  }
}
