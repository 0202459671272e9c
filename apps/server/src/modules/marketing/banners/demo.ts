import type { Scoped } from '../../../platform/repo.ts';
import { art } from '../../decoration/index.ts';
import { BANNER } from './repo.ts';

/** The demo merchant's home banner. */
export async function seedBanner(db: Scoped) {
  await db.insert(BANNER, {
    name: '春季踏青季',
    position: 'home',
    image: art('春季踏青季', '#59cd90', '#2f9c95', 750, 300, '积分好礼兑不停'),
    link: '/h5/points',
    sort: 1,
    openStatus: 1,
  });
}
