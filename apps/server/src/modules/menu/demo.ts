import type { Queryable } from '../../platform/db.ts';
import { sql } from '../../platform/sql.ts';

/** The demo merchant's top menus: groupings of the side menu, each by the codes of its top-level menus. */
export const DEMO_TOP_MENUS: readonly { code: string; name: string; source: string; menus: string[] }[] = [
  { code: 'top_product', name: '商品', source: 'icon-shangpin', menus: ['product'] },
  { code: 'top_order', name: '订单', source: 'icon-dingdan', menus: ['merchant_order', 'ticket', 'window_ticket'] },
  { code: 'top_marketing', name: '营销', source: 'icon-yingxiao', menus: ['marketing', 'member'] },
];

/** Demo data: the first merchant's top menus, each showing its menus with their whole subtrees. */
export async function seedTopMenus(q: Queryable, t: { demo: string; second: string }) {
  for (const [i, m] of DEMO_TOP_MENUS.entries()) {
    const top = await q.one<{ id: string }>(sql`INSERT INTO blade_top_menu (tenant_id, code, name, source, sort)
      VALUES (${t.demo}, ${m.code}, ${m.name}, ${m.source}, ${i + 1}) RETURNING id`);
    await q.query(sql`WITH RECURSIVE sub AS (
        SELECT id FROM blade_menu WHERE code = ANY(${m.menus}::text[]) AND parent_id = 0 AND is_deleted = 0 AND scope = 'all'
        UNION SELECT c.id FROM blade_menu c JOIN sub ON c.parent_id = sub.id WHERE c.is_deleted = 0)
      INSERT INTO blade_top_menu_setting (tenant_id, top_menu_id, menu_id) SELECT ${t.demo}, ${top!.id}, id FROM sub
      ON CONFLICT DO NOTHING`);
  }
}
