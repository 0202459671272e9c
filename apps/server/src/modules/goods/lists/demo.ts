import type { Scoped } from '../../../platform/repo.ts';
import * as repo from './repo.ts';

/** Demo: a product list for the storefront's 好物推荐 block. */
export async function seedLists(db: Scoped, items: { kind: string; id: string }[]) {
  await db.insert(repo.LIST, { name: '好物推荐', remark: '首页商品清单组件', items: JSON.stringify(items) });
}
