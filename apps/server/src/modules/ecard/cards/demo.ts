import type { Row } from '../../../platform/db.ts';
import type { Scoped } from '../../../platform/repo.ts';
import { sql } from '../../../platform/sql.ts';
import * as repo from './repo.ts';

/** Demo cards: an annual pass over two scenic spots and a 5-visit card (both on shelf); answers their rows. */
export async function seedCards(db: Scoped): Promise<{ annual: Row; times: Row }> {
  const pois = await db.query<{ id: string; name: string }>(
    sql`SELECT id, name FROM prd_poi WHERE ${db.tenant()} AND is_deleted = 0 ORDER BY id LIMIT 2`,
  );
  const spot = (i: number) => pois[i] ?? pois[0];
  const annual = await db.insert(repo.CARD, {
    name: '山水联票年卡',
    cardType: 1,
    price: 19900,
    originalPrice: 29900,
    stock: 1000,
    intro: '一年内畅游两大景区',
    notice: '凭入园二维码核销,每日每景区限1次',
    validityType: 2,
    validDays: 365,
    realName: 0,
    step: 3,
  });
  await repo.replaceProjects(db, String(annual.id), [
    { poiId: spot(0)?.id ?? null, name: `${spot(0)?.name ?? '主景区'}入园`, dayLimit: 1, totalLimit: 365 },
    { poiId: spot(1)?.id ?? null, name: `${spot(1)?.name ?? '古镇'}入园`, dayLimit: 1, totalLimit: 365 },
  ]);
  const times = await db.insert(repo.CARD, {
    name: '温泉五次卡',
    cardType: 2,
    price: 39900,
    originalPrice: 50000,
    stock: 200,
    validityType: 2,
    validDays: 180,
    step: 3,
  });
  await repo.replaceProjects(db, String(times.id), [{ poiId: spot(0)?.id ?? null, name: '温泉泡池', dayLimit: 2, totalLimit: 5 }]);
  await repo.setShelf(db, [String(annual.id), String(times.id)], 1);
  return { annual: (await db.find(repo.CARD, String(annual.id)))!, times: (await db.find(repo.CARD, String(times.id)))! };
}

/** Renewal combos on the 5-visit card. */
export async function seedCombos(db: Scoped, times: Row) {
  await repo.replaceCombos(db, String(times.id), [
    { name: '续30天', days: 30, price: 4900 },
    { name: '续90天', days: 90, price: 9900 },
  ]);
}

/** A face-checking card on shelf (人脸管理); answers its row. */
export async function seedFaceCard(db: Scoped): Promise<Row> {
  const card = await db.insert(repo.CARD, {
    name: '刷脸入园年卡',
    cardType: 1,
    price: 29900,
    originalPrice: 39900,
    stock: 500,
    intro: '实名制年卡,入园刷脸核验',
    validityType: 2,
    validDays: 365,
    realName: 1,
    faceCheck: 1,
    step: 3,
  });
  await repo.replaceProjects(db, String(card.id), [{ poiId: null, name: '刷脸入园', dayLimit: 1, totalLimit: 365 }]);
  await repo.setShelf(db, [String(card.id)], 1);
  return (await db.find(repo.CARD, String(card.id)))!;
}
