import { chinaToday } from '@yym/contract';
import type { DemoSeeder } from '../../../platform/module.ts';
import { tenantData } from '../../../platform/repo.ts';
import { art } from '../../decoration/index.ts';
import * as repo from './repo.ts';

/** The demo merchant's reservations: a free guided tour with audit, open, with morning and afternoon slots for a week. */
export const reservationDemo: DemoSeeder = async (q, { demo }) => {
  const db = tenantData(q, demo);
  const p = await db.insert<{ id: string }>(repo.PRODUCT, {
    name: '古镇讲解员导览',
    image: art('古镇导览', '#e07a5f', '#3d405b', 750, 400),
    address: '景区东门游客中心',
    intro: '专业讲解员带领游览古镇,讲述千年历史。',
    rule: '请提前10分钟到达集合点;每次预约最多4人。',
    price: 0,
    needAudit: 1,
    limitNum: 4,
    openStatus: 1,
  });
  for (let d = 1; d <= 7; d++) {
    await repo.insertSlot(db, String(p.id), { slotDate: chinaToday(d), startTime: '09:00', endTime: '10:30', capacity: 20 });
    await repo.insertSlot(db, String(p.id), { slotDate: chinaToday(d), startTime: '14:00', endTime: '15:30', capacity: 20 });
  }
};
