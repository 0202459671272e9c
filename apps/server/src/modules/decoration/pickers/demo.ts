import type { Queryable } from '../../../platform/db.ts';
import type { DemoSeeder } from '../../../platform/module.ts';
import { sql } from '../../../platform/sql.ts';
import { art, palette as pal } from '../art/service.ts';

async function pickerRows(q: Queryable, t: string, brand: string) {
  const seckill: [string, string, number, number][] = [
    ['云顶山门票(限时)', 'product', 9000, 4900],
    ['温泉套票秒杀', 'product', 26800, 15800],
    ['古镇景点通票', 'poi', 12000, 6600],
    ['年卡秒杀', 'card', 39900, 19900],
    ['数字藏品·云海', 'collection', 1990, 990],
    ['索道单程秒杀', 'product', 8000, 3900],
  ];
  for (const [i, [name, type, price, sk]] of seckill.entries()) {
    await q.query(sql`INSERT INTO mkt_seckill_goods (tenant_id, goods_id, goods_name, goods_type, name, image, price, seckill_price, start_time, end_time)
      VALUES (${t}, ${String(800001 + i)}, ${name}, ${type}, '双11秒杀', ${art(name.slice(0, 4), ...(pal(i + 1) as [string, string]), 400, 400)}, ${price}, ${sk}, now(), now() + interval '30 days')`);
  }
  const groups: [string, number, number, number, number][] = [
    ['两人成团·温泉票', 26800, 16800, 2, 2],
    ['三人团·古镇夜游', 6000, 3900, 3, 2],
    ['五人团·亲子乐园', 39900, 25900, 5, 1],
    ['已结束的团', 1000, 800, 2, 3],
  ];
  for (const [i, [name, price, gp, num, st]] of groups.entries()) {
    await q.query(sql`INSERT INTO mkt_group_buy (tenant_id, goods_id, goods_name, image, price, group_price, group_num, activity_status)
      VALUES (${t}, ${String(700001 + i)}, ${name}, ${art(name.slice(-4), ...(pal(i + 2) as [string, string]), 400, 400)}, ${price}, ${gp}, ${num}, ${st})`);
  }
  const acts: [string, number, number][] = [
    ['春季踏青节', 500, 1],
    ['摄影大赛报名', 200, 1],
    ['亲子研学营', 80, 1],
    ['已下架的活动', 10, 0],
  ];
  for (const [i, [name, stock, shelf]] of acts.entries()) {
    await q.query(sql`INSERT INTO mkt_activity (tenant_id, name, start_time, total_stock, level_type, shelf_type, image)
      VALUES (${t}, ${name}, now() + ${`${i * 7} days`}::interval, ${stock}, ${i % 2 ? 'city' : 'scenic'}, ${shelf}, ${art(name.slice(0, 4), ...(pal(i) as [string, string]), 400, 300)})`);
  }
  for (const [i, title] of ['一日游最佳路线', '带娃出游攻略', '摄影机位推荐'].entries()) {
    await q.query(
      sql`INSERT INTO cnt_strategy (tenant_id, title, cover, content) VALUES (${t}, ${`${brand}${title}`}, ${art(title.slice(0, 4), ...(pal(i) as [string, string]), 400, 300)}, ${'<p>' + title + '</p>'})`,
    );
  }
}

/** Demo: picker rows for both merchants (voices, seckill and group-buy goods, activities, guides). */
export const pickersDemo: DemoSeeder = async (q, { demo, second }) => {
  await pickerRows(q, demo, '云顶山');
  await pickerRows(q, second, '山海');
};
