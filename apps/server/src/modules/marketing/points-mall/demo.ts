import type { Scoped } from '../../../platform/repo.ts';
import { art } from '../../decoration/index.ts';
import { ITEM } from './repo.ts';

/** The demo merchant's points mall: two items on shelf. */
export async function seedItems(db: Scoped) {
  await db.insert(ITEM, {
    name: '景区纪念徽章',
    image: art('纪念徽章', '#f6b042', '#e4572e', 400, 400),
    pointsPrice: 100,
    stock: 200,
    perLimit: 2,
    shelfStatus: 1,
    sort: 1,
    description: '纯铜镀金徽章,限量发行。兑换后到游客中心凭兑换码领取。',
  });
  await db.insert(ITEM, {
    name: '景区观光车单程券',
    image: art('观光车券', '#3fa7d6', '#2e5eaa', 400, 400),
    pointsPrice: 300,
    stock: 50,
    perLimit: 1,
    shelfStatus: 1,
    sort: 2,
    description: '观光车单程一次,当日有效。',
  });
}
