import type { Scoped } from '../../../platform/repo.ts';
import { addDays, chinaToday } from '../../../platform/time.ts';
import * as repo from './repo.ts';

/** Demo: two group-purchase vouchers on shelf. */
export async function seedGpvs(db: Scoped, poi: { id: string; name: string } | undefined): Promise<string[]> {
  const today = chinaToday();
  const base = { poiId: poi?.id ?? null, poiName: poi?.name ?? null, validStart: today, validEnd: addDays(today, 120) };
  const rows = [
    {
      name: '研学团队票(10人起)',
      price: 6800,
      originalPrice: 12000,
      stock: 500,
      minPeople: 10,
      maxPeople: 60,
      realName: 1,
      intro: '含景区门票与讲解服务',
      notice: '团队需统一入园',
    },
    {
      name: '家庭团购券(2-6人)',
      price: 8800,
      originalPrice: 12000,
      stock: 300,
      minPeople: 2,
      maxPeople: 6,
      realName: 0,
      intro: '家庭出游优惠',
      notice: null,
    },
  ];
  const ids: string[] = [];
  for (const r of rows) {
    const row = await db.insert(repo.GPV, { ...base, ...r });
    await repo.setShelf(db, String(row.id), 0, 1);
    ids.push(String(row.id));
  }
  return ids;
}
