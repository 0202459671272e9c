import type { DemoSeeder } from '../../platform/module.ts';
import { tenantData } from '../../platform/repo.ts';
import { art } from '../decoration/index.ts';
import { ACTIVITY } from './repo.ts';

const chinaDay = (offset: number) => new Date(Date.now() + 8 * 3600_000 + offset * 86_400_000).toISOString().slice(0, 10);

/** The demo merchant's 新春活动: a lantern fair taking sign-ups and a published temple fair without. */
export const festivalDemo: DemoSeeder = async (q, { demo }) => {
  const db = tenantData(q, demo);
  await db.insert(ACTIVITY, {
    title: '元宵灯会 · 猜灯谜',
    cover: art('元宵灯会', '#e4572e', '#f6b042', 750, 400, '猜灯谜 赢好礼'),
    place: '景区南门广场',
    startTime: `${chinaDay(7)} 18:00:00`,
    endTime: `${chinaDay(7)} 21:30:00`,
    content: '<p>百盏花灯点亮南门广场,猜中灯谜可到服务台领取小礼品。</p><p>请凭报名手机号入场。</p>',
    signupEnabled: 1,
    capacity: 200,
    perPhone: 4,
    signupDeadline: `${chinaDay(7)} 12:00:00`,
    publishStatus: 1,
  });
  await db.insert(ACTIVITY, {
    title: '新春庙会',
    cover: art('新春庙会', '#c0392b', '#8e44ad', 750, 400, '非遗展演 · 年味市集'),
    place: '景区中心大道',
    startTime: `${chinaDay(1)} 09:00:00`,
    endTime: `${chinaDay(10)} 17:00:00`,
    content: '<p>舞龙舞狮、糖画、剪纸等非遗展演,每日上午十点开演。</p>',
    signupEnabled: 0,
    publishStatus: 1,
  });
};
