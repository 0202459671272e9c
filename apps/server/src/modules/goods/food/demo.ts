import type { Scoped } from '../../../platform/repo.ts';
import * as repo from './repo.ts';
import { art } from '../../decoration/index.ts';

/** Demo: two set meals and a restaurant voucher. */
export async function seedFood(db: Scoped) {
  const add = async (name: string, foodType: number, restaurant: string, price: number, stock: number, shelfStatus = 1) =>
    String(
      (
        await db.insert<{ id: string }>(repo.FOOD, {
          name,
          foodType,
          restaurant,
          address: '西湖区北山街38号',
          phone: '0571-87654321',
          openHours: '10:30-21:00',
          cover: art(name, '#F7971E', '#FFD200', 640, 400),
          detail: '<p>含西湖醋鱼、龙井虾仁、东坡肉,2-3人食用。</p>',
          price,
          stock,
          validDays: 30,
          shelfStatus,
        })
      ).id,
    );
  return [
    await add('西湖风味双人套餐', 2, '楼外楼(北山店)', 29800, 80),
    await add('素斋简餐', 2, '灵隐斋堂', 6800, 200),
    await add('100元代金券', 1, '知味观', 8800, 500, 0),
  ];
}
