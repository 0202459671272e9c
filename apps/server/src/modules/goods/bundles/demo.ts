import type { Scoped } from '../../../platform/repo.ts';
import * as repo from './repo.ts';
import { art } from '../../decoration/index.ts';
import { chinaToday } from '../../../platform/time.ts';
import * as product from '../../product/index.ts';
import * as hotel from '../../hotel/index.ts';
import * as ecard from '../../ecard/index.ts';

/** Demo: a tea-and-meal bundle, a line-and-T-shirt bundle and, where the tenant sells them, tickets + a hotel night + an e-card. */
export async function seedBundles(db: Scoped, parts: { teaSku: string; mealId: string; shirtSku: string; lineDate: string }) {
  const today = chinaToday();
  // A ticket, a hotel night and an e-card of the demo's other areas, when the tenant has them on sale.
  const [ticket, plan, card] = await Promise.all([
    product.skusOnDate(db, null, today),
    hotel.plansOnNight(db, null, today),
    ecard.cardsLeft(db, null),
  ]);
  const add = async (name: string, price: number, list: { partKind: string; partId: string; qty: number }[]) => {
    const b = await db.insert<{ id: string }>(repo.BUNDLE, {
      name,
      price,
      cover: art(name, '#EF5E32', '#F5A623', 640, 400),
      detail: `<p>${name},一次购买,分别使用。</p>`,
      displayArea: '首页推荐',
      channels: 'h5',
      maxBuy: 5,
      shelfStatus: 1,
    });
    await repo.setParts(db, String(b.id), list);
    return String(b.id);
  };
  const stay =
    ticket[0] && plan[0] && card[0]
      ? await add('门票+酒店一晚+年卡', 88800, [
          { partKind: 'ticket', partId: String(ticket[0].id), qty: 2 },
          { partKind: 'hotel', partId: String(plan[0].id), qty: 1 },
          { partKind: 'ecard', partId: String(card[0].id), qty: 1 },
        ])
      : null;
  return [
    await add('品茶+午餐套票', 39800, [
      { partKind: 'sku', partId: parts.teaSku, qty: 1 },
      { partKind: 'food', partId: parts.mealId, qty: 1 },
    ]),
    await add('一日游送文创T恤', 25800, [
      { partKind: 'line_date', partId: parts.lineDate, qty: 1 },
      { partKind: 'sku', partId: parts.shirtSku, qty: 1 },
    ]),
    ...(stay ? [stay] : []),
  ];
}
