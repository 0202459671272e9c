import type { DemoSeeder } from '../../platform/module.ts';
import { tenantData } from '../../platform/repo.ts';
import { sql } from '../../platform/sql.ts';
import { lock } from './blacklist/repo.ts';
import { ensureCustomer } from './customers/repo/customer.ts';
import { insertDemoRecords } from './customers/repo/records.ts';

/**
 * The demo merchant's customers: the demo orders' buyers already exist (place-order made them); this adds
 * their saved travellers, favourites, a comment, labels, notifications and one blacklisted phone.
 */
export const customerDemo: DemoSeeder = async (q, { demo }) => {
  const db = tenantData(q, demo);
  for (const [name, color] of [
    ['常客', 'blue'],
    ['亲子', 'green'],
    ['团队', 'orange'],
  ]) {
    await q.query(sql`INSERT INTO uc_label (tenant_id, name, color) VALUES (${demo}, ${name}, ${color})`);
  }
  const people: [string, string, string, string, string[]][] = [
    ['13800000101', '王小明', '西湖游船', '西湖风景很美,游船讲解很细致。', ['常客']],
    ['13800000102', '李华', '灵隐寺', '寺庙很安静,排队入园很快。', ['亲子']],
    ['13800000103', '赵敏', '西湖游船', '傍晚的游船最值得。', ['常客', '团队']],
  ];
  let i = 0;
  for (const [phone, name, place, comment, labels] of people) {
    const c = await ensureCustomer(db, phone, name, 'h5');
    await insertDemoRecords(db, String(c.id), {
      contact: [`${name}家属`, `1390000${String(500 + i++).padStart(4, '0')}`, `33010619900101${String(1000 + i).slice(-4)}`],
      favorite: place,
      punch: place,
      comment,
    });
    await q.query(
      sql`UPDATE uc_customer SET labels = ${labels}::text[], sex = ${i % 2 ? 1 : 2} WHERE tenant_id = ${demo} AND id = ${c.id}`,
    );
  }
  // A ticket scalper the merchant blacklisted (a phone no demo order uses).
  const scalper = await ensureCustomer(db, '13700009999', '黄某', 'h5');
  await lock(db, [String(scalper.id)], '多次囤票转卖', 'manual');
  await q.query(sql`INSERT INTO uc_inform (tenant_id, title, content) VALUES
    (${demo}, '会员积分上线啦', '下单支付即可获得积分与成长值,等级越高折扣越多。'),
    (${demo}, '国庆假期入园提醒', '节假日客流较大,请提前预约并携带身份证件。')`);
  await q.query(
    sql`INSERT INTO uc_blacklist_setup (tenant_id, enabled, refund_count, refund_days, lock_days) VALUES (${demo}, 0, 3, 30, 30)`,
  );
};
