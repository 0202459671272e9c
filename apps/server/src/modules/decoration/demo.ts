import { PAGE_SCHEMA_VERSION, createBlock, normalizePage, type BlockInstance, type PageDoc } from '@yym/contract';
import type { Queryable } from '../../platform/db.ts';
import { type Scoped, tenantData } from '../../platform/repo.ts';
import { sql } from '../../platform/sql.ts';
import type { DemoSeeder } from '../../platform/module.ts';
import { art } from './art.ts';

const PALETTE = [
  ['#10AB7F', '#0E7C86'],
  ['#EF5E32', '#F5A623'],
  ['#3A7BD5', '#00D2FF'],
  ['#8E54E9', '#4776E6'],
  ['#F7971E', '#FFD200'],
  ['#11998E', '#38EF7D'],
];
const pal = (i: number) => PALETTE[i % PALETTE.length]!;

interface DemoGoods {
  goodsId: string;
  goodsName: string;
  goodsImage: string;
  price: number;
  originalPrice: number;
  introduction: string;
  tag: string;
  label: string;
  poiName: string;
  is5A: boolean;
}

async function demoGoods(db: Scoped): Promise<DemoGoods[]> {
  // Use the commerce area's listed products when they exist (links then open their detail pages):
  // read from the product area's tables, once, for the demo data only.
  const has = await db.one<{ t: string | null }>(sql`SELECT to_regclass('prd_product')::text AS t`);
  if (has?.t) {
    const rows = await db.query<any>(sql`SELECT p.id, p.name, p.original_price,
        coalesce(nullif(p.price, 0), (SELECT min(s.price) FROM prd_sku s WHERE s.tenant_id = p.tenant_id AND s.product_id = p.id), 0) AS price
      FROM prd_product p WHERE ${db.tenant('p')} AND p.is_deleted = 0 AND p.shelf_status = 1 ORDER BY p.id LIMIT 6`);
    if (rows.length >= 2) {
      // their demo pictures are placeholders without files: draw ours
      return rows.map((r, i) => ({
        goodsId: String(r.id),
        goodsName: r.name,
        goodsImage: art(r.name.slice(0, 6), ...(pal(i) as [string, string]), 690, 388),
        price: Number(r.price),
        originalPrice: Number(r.original_price),
        introduction: '官方直营 · 扫码入园',
        tag: '随时退,免预约',
        label: '热销',
        poiName: '',
        is5A: i === 0,
      }));
    }
  }
  const names = ['云顶山景区门票', '温泉度假套票', '古镇夜游船票', '森林索道往返', '亲子乐园年卡', '非遗手作体验'];
  return names.map((n, i) => ({
    goodsId: String(900001 + i),
    goodsName: n,
    goodsImage: art(n.slice(0, 4), ...(pal(i) as [string, string]), 690, 388),
    price: [6800, 19900, 4500, 12000, 29900, 8800][i]!,
    originalPrice: [9000, 26800, 6000, 15000, 39900, 12800][i]!,
    introduction: [
      '国家5A级景区,云海日出',
      '含双人温泉+自助晚餐',
      '夜游古镇,灯火十里',
      '全程观光,俯瞰群山',
      '全年不限次入园',
      '亲手做一件非遗',
    ][i]!,
    tag: '随时退,免预约',
    label: i % 2 ? '新品' : '热销',
    poiName: '云顶山',
    is5A: i === 0,
  }));
}

function link(pageId?: string) {
  return pageId ? { linkType: 3, linkUrl: ['custom'], linkUrl1: `pages/custom/custom?pageId=${pageId}` } : {};
}

async function insertPublished(db: Scoped, title: string, isHome: boolean, blocks: BlockInstance[]): Promise<string> {
  const doc: PageDoc = normalizePage({
    schemaVersion: PAGE_SCHEMA_VERSION,
    page: { title, backgroundColor: '#F5F5F5', shareTitle: title, shareImage: '' },
    blocks,
  });
  const json = JSON.stringify(doc);
  const page = await db.one<{ id: string }>(sql`INSERT INTO deco_page (tenant_id, title, is_home, draft, schema_version)
    VALUES (${db.tenantId}, ${title}, ${isHome ? 1 : 0}, ${json}::jsonb, ${PAGE_SCHEMA_VERSION}) RETURNING id`);
  const version = await db.one<{
    id: string;
  }>(sql`INSERT INTO deco_page_version (tenant_id, page_id, version_no, doc, schema_version, block_count, note)
    VALUES (${db.tenantId}, ${page!.id}, 1, ${json}::jsonb, ${PAGE_SCHEMA_VERSION}, ${doc.blocks.length}, '发布') RETURNING id`);
  await db.query(
    sql`UPDATE deco_page SET published_version_id = ${version!.id}, published_time = now() WHERE ${db.tenant()} AND id = ${page!.id}`,
  );
  return String(page!.id);
}

async function pickerRows(q: Queryable, t: string, brand: string) {
  const voices: [string, number, number, number, number, number][] = [
    [`${brand}全景导览`, 1, 1, 0, 0, 420],
    [`${brand}历史故事`, 1, 2, 990, 1990, 615],
    ['古镇传说', 1, 2, 500, 990, 380],
    ['夜游讲解', 1, 1, 0, 0, 295],
    [`${brand}讲解全集`, 2, 2, 2990, 5990, 0],
    ['亲子趣味讲解包', 2, 1, 0, 0, 0],
  ];
  for (const [i, [name, type, priceType, cur, orig, secs]] of voices.entries()) {
    await q.query(sql`INSERT INTO cnt_voice (tenant_id, name, voice_type, price_type, current_price, original_price, voice_time, voice_num, big_thumbnail_url, small_thumbnail_url)
      VALUES (${t}, ${name}, ${type}, ${priceType}, ${cur}, ${orig}, ${secs}, ${type === 2 ? 12 : 1}, ${art(name.slice(0, 4), ...(pal(i) as [string, string]), 750, 420)}, ${art(name.slice(0, 2), ...(pal(i) as [string, string]), 120, 120)})`);
  }
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

/** Demo: picker rows for both merchants, and a published home page of fourteen blocks for 100001. */
export const decorationDemo: DemoSeeder = async (q, { demo, second }) => {
  await pickerRows(q, demo, '云顶山');
  await pickerRows(q, second, '山海');
  const db = tenantData(q, demo);
  const goods = await demoGoods(db);
  const voices =
    await db.query<any>(sql`SELECT id, name, voice_type, price_type, current_price, original_price, voice_time, voice_num, big_thumbnail_url
    FROM cnt_voice WHERE ${db.tenant()} ORDER BY id LIMIT 2`);
  const seckill = await db.query<any>(
    sql`SELECT goods_id, goods_name, image, price, seckill_price, goods_type FROM mkt_seckill_goods WHERE ${db.tenant()} ORDER BY id LIMIT 3`,
  );
  const groups = await db.query<any>(
    sql`SELECT goods_id, goods_name, image, price, group_price, group_num FROM mkt_group_buy WHERE ${db.tenant()} ORDER BY id LIMIT 2`,
  );

  const topic = await insertPublished(db, '春季踏青专题', false, [
    createBlock('photoAdvert', { modelType: 1, list: [{ imgUrl: art('春季踏青', '#11998E', '#38EF7D', 690, 384, '满200减30') }] }),
    createBlock('goods', {
      listType: 'lineTwo',
      isTag: false,
      isMarker: false,
      isBuybtn: false,
      goodsList: goods.slice(0, 4),
      ids: goods.slice(0, 4).map((g) => g.goodsId),
    }),
  ]);
  const productLink = (g: DemoGoods) => ({
    linkType: 3,
    linkUrl: ['6', '2', '6', g.goodsName, g.goodsId],
    linkUrl1: `pages/product/detail?productId=${g.goodsId}`,
  });
  await insertPublished(db, '首页', true, [
    createBlock('search', {
      isShowAddress: true,
      hotList: [
        { name: '云顶山', order: 0 },
        { name: '温泉', order: 1 },
        { name: '夜游', order: 2 },
      ],
    }),
    createBlock('photoAdvert', {
      modelType: 0,
      carousel: { modelType: 1, sizeModel: 2 },
      list: [
        {
          title: '云顶山 · 云海日出',
          imgUrl: art('云顶山', '#10AB7F', '#0E7C86', 690, 384, '国家5A级旅游景区'),
          ...productLink(goods[0]!),
        },
        { title: '春季踏青节', imgUrl: art('春季踏青节', '#EF5E32', '#F5A623', 690, 384, '门票低至5折'), ...link(topic) },
        { title: '温泉度假', imgUrl: art('温泉度假', '#3A7BD5', '#00D2FF', 690, 384, '冬日限定套票'), ...productLink(goods[1]!) },
      ],
    }),
    createBlock('nav', {
      isMarker: 4,
      list: [
        ['景点门票', '#10AB7F'],
        ['酒店民宿', '#3A7BD5'],
        ['美食餐饮', '#EF5E32'],
        ['语音导览', '#8E54E9'],
      ].map(([title, c], i) => ({
        title,
        order: i,
        imgUrl: art(title!.slice(0, 1), c!, c!, 90, 90),
        ...(i === 0 ? link(topic) : {}),
      })),
    }),
    createBlock('notice', { text: '【公告】云顶山景区即日起开放夜游,门票线上预订享9折优惠,凭身份证快速入园。' }),
    createBlock('title', {
      title: { text: '热门推荐' },
      info: { text: '大家都在买' },
      isMore: true,
      more: { text: '更多', ...link(topic) },
    }),
    createBlock('goods', { listType: 'picture', goodsList: goods.slice(0, 3), ids: goods.slice(0, 3).map((g) => g.goodsId) }),
    createBlock('gap', { h: 8, align: '', backgroundColor: '#F5F5F5' }),
    createBlock('cube', {
      checkedType: 2,
      proportion: 1,
      dataList: [
        {
          list: [
            { imgUrl: art('亲子乐园', '#F7971E', '#FFD200', 334, 334, '周末去哪儿'), ...link(topic) },
            { imgUrl: art('古镇夜游', '#8E54E9', '#4776E6', 334, 334, '灯火十里'), ...link(topic) },
          ],
        },
      ],
    }),
    createBlock('seckill', {
      title: '限时秒杀',
      goodsList: seckill.map((s) => ({
        goodsId: s.goods_id,
        goodsName: s.goods_name,
        goodsImage: s.image,
        price: Number(s.seckill_price),
        originalPrice: Number(s.price),
        goodsType: s.goods_type,
      })),
      ids: seckill.map((s) => s.goods_id),
    }),
    createBlock('group', {
      title: '拼团优惠',
      goodsList: groups.map((g) => ({
        goodsId: g.goods_id,
        goodsName: g.goods_name,
        goodsImage: g.image,
        price: Number(g.group_price),
        originalPrice: Number(g.price),
        groupNum: g.group_num,
      })),
      ids: groups.map((g) => g.goods_id),
    }),
    createBlock('goodsCard', {
      listType: 'list',
      goodsList: goods.slice(3, 6),
      ids: goods.slice(3, 6).map((g) => g.goodsId),
      isDistance: true,
    }),
    createBlock('audio', {
      modelType: 1,
      list: voices.map((v, i) => ({
        order: i,
        imgUrl: v.big_thumbnail_url,
        voiceInfo: {
          id: String(v.id),
          name: v.name,
          voiceType: v.voice_type,
          priceType: v.price_type,
          currentPrice: Number(v.current_price),
          originalPrice: Number(v.original_price),
          voiceTime: v.voice_time,
          voiceNum: v.voice_num,
          bigThumbnailUrl: v.big_thumbnail_url,
        },
      })),
    }),
    createBlock('tip', { text: '温馨提示:景区每日限流8000人,请提前一天预约;1.2米以下儿童免票。', linkType: 5, tell: ['400-800-1234'] }),
    createBlock('richText', { content: '<h3>关于云顶山</h3><p>云顶山海拔<strong>2100米</strong>,四季云海,被誉为"江南第一观景台"。</p>' }),
  ]);
  await insertPublished(tenantData(q, second), '山海首页', true, [
    createBlock('search', { placeholder: '搜索山海景点' }),
    createBlock('title', { title: { text: '山海文旅' } }),
    createBlock('tip', { text: '山海文旅欢迎您' }),
  ]);
};
