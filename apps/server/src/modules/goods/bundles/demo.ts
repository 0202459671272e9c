import type { Scoped } from '../../../platform/repo.ts';
import * as repo from './repo.ts';
import { art } from '../../decoration/index.ts';

/** Demo: a tea-and-meal bundle and a line-and-T-shirt bundle. */
export async function seedBundles(db: Scoped, parts: { teaSku: string; mealId: string; shirtSku: string; lineDate: string }) {
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
  return [
    await add('品茶+午餐套票', 39800, [
      { partKind: 'sku', partId: parts.teaSku, qty: 1 },
      { partKind: 'food', partId: parts.mealId, qty: 1 },
    ]),
    await add('一日游送文创T恤', 25800, [
      { partKind: 'line_date', partId: parts.lineDate, qty: 1 },
      { partKind: 'sku', partId: parts.shirtSku, qty: 1 },
    ]),
  ];
}
