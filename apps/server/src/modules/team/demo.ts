import type { DemoSeeder } from '../../platform/module.ts';
import { tenantData } from '../../platform/repo.ts';
import { sql } from '../../platform/sql.ts';
import { addDays, chinaToday } from '../../platform/time.ts';
import { ensureCustomer } from '../customer/index.ts';
import { onShelfSpots } from '../scenic/index.ts';
import * as repo from './repo.ts';

/** The demo merchant's 团队订单: a school trip waiting for audit and a company outing already passed. */
export const teamDemo: DemoSeeder = async (q, { demo }) => {
  const db = tenantData(q, demo);
  const [spot] = await onShelfSpots(db);
  if (!spot) return;
  const rows = [
    { no: 'TD-DEMO-1', team: '实验小学四年级研学团', leader: '周老师', phone: '13700137001', n: 45, day: 5, remark: '需要讲解员一名' },
    { no: 'TD-DEMO-2', team: '星河科技春游', leader: '吴经理', phone: '13700137002', n: 80, day: 9, remark: '' },
  ];
  for (const r of rows) {
    const c = await ensureCustomer(db, r.phone, r.leader, 'h5');
    const b = await repo.insert(db, {
      bookingNo: r.no,
      customerId: String(c.id),
      poiId: String(spot.id),
      poiName: spot.name,
      visitDate: addDays(chinaToday(), r.day),
      teamName: r.team,
      leaderName: r.leader,
      leaderPhone: r.phone,
      headcount: r.n,
      remark: r.remark,
    });
    if (r.no === 'TD-DEMO-2')
      await db.query(sql`UPDATE team_booking SET state = 2, audit_time = now() WHERE ${db.tenant()} AND id = ${b!.id}`);
  }
};
