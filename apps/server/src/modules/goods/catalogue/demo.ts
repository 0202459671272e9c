import type { Scoped } from '../../../platform/repo.ts';
import { sql } from '../../../platform/sql.ts';
import * as repo from './repo.ts';
import { art } from '../../decoration/index.ts';

/** Demo: three goods with specs and SKUs (one with a freight template by weight, one by piece, one shipping free). */
export async function seedGoods(db: Scoped, freight: { piece: string; weight: string }) {
  const goods = async (
    name: string,
    cover: string,
    specs: { name: string; values: string[] }[],
    skus: [string, number, number, number][],
    freightId: string | null,
    shelf = 1,
  ) => {
    const g = await db.insert<{ id: string }>(repo.GOODS, {
      name,
      cover,
      detail: `<p>${name},景区官方直营,正品保障。</p>`,
      specs: JSON.stringify(specs),
      channels: 'h5,wx',
      freightId,
      shelfStatus: shelf,
    });
    const ids: string[] = [];
    for (const [specText, price, stock, weight] of skus)
      ids.push(String((await repo.insertSku(db, String(g.id), { specText, price, stock, weight }))!.id));
    await db.query(
      sql`INSERT INTO gds_change (tenant_id, item_kind, item_id, content, user_name) VALUES (${db.tenantId}, 'goods', ${g.id}, ${`新增商品「${name}」`}, '李总')`,
    );
    return { id: String(g.id), skus: ids };
  };
  const tea = await goods(
    '西湖龙井明前茶',
    art('西湖龙井', '#11998E', '#38EF7D', 640, 400),
    [{ name: '规格', values: ['100克罐装', '250克礼盒'] }],
    [
      ['100克罐装', 16800, 120, 200],
      ['250克礼盒', 38800, 60, 600],
    ],
    freight.weight,
  );
  const shirt = await goods(
    '景区文创T恤',
    art('文创T恤', '#8E54E9', '#4776E6', 640, 400),
    [
      { name: '颜色', values: ['白色', '黑色'] },
      { name: '尺码', values: ['M', 'L'] },
    ],
    [
      ['白色/M', 8900, 50, 250],
      ['白色/L', 8900, 40, 260],
      ['黑色/M', 8900, 30, 250],
      ['黑色/L', 8900, 0, 260],
    ],
    freight.piece,
  );
  const postcard = await goods('手绘明信片套装', art('明信片', '#10AB7F', '#0E7C86', 640, 400), [], [['默认', 3900, 300, 80]], null);
  await goods('限定纪念徽章', art('纪念徽章', '#EF5E32', '#F5A623', 640, 400), [], [['默认', 2900, 0, 30]], freight.piece, 0);
  return { tea, shirt, postcard };
}
