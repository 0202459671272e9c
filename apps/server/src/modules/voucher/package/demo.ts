import type { Scoped } from '../../../platform/repo.ts';
import { addDays, chinaToday } from '../../../platform/time.ts';
import * as repo from './repo.ts';

/** Demo: three package vouchers (two on shelf, one needing a second confirmation). */
export async function seedPackages(db: Scoped, poi: { id: string; name: string } | undefined): Promise<string[]> {
  const today = chinaToday();
  const base = { poiId: poi?.id ?? null, poiName: poi?.name ?? null, validStart: today, validEnd: addDays(today, 180), channels: 'h5' };
  const rows = [
    {
      name: '双人亲子游套餐',
      items: [
        { name: '景区门票', times: 2 },
        { name: '双人午餐', times: 1 },
      ],
      price: 29800,
      originalPrice: 39800,
      stock: 200,
      needSecondConfirm: 0,
      useRule: '每项内容按次核销,可分多天使用',
      notice: '请在有效期内使用,逾期作废',
    },
    {
      name: '温泉畅享三次卡',
      items: [{ name: '温泉入场', times: 3 }],
      price: 45000,
      originalPrice: 59700,
      stock: 100,
      needSecondConfirm: 1,
      useRule: '每次核销一人次',
      notice: '需供应商二次确认后出票',
    },
    {
      name: '夜游观光套票',
      items: [
        { name: '夜游船票', times: 1 },
        { name: '灯光秀', times: 1 },
      ],
      price: 12800,
      originalPrice: 16800,
      stock: 50,
      needSecondConfirm: 0,
      useRule: '限晚间 18:00 后使用',
      notice: null,
    },
  ];
  const ids: string[] = [];
  for (const [i, r] of rows.entries()) {
    const uses = r.items.reduce((s, x) => s + x.times, 0);
    const row = await db.insert(repo.PACKAGE, { ...base, ...r, items: JSON.stringify(r.items), uses, maxBuy: 5 });
    ids.push(String(row.id));
    if (i < 2) await repo.setShelf(db, String(row.id), 0, 1);
    await repo.insertRecord(db, String(row.id), 'create', `系统新增套餐券「${r.name}」`, '系统');
  }
  return ids;
}
