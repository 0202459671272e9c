import { PAGE_SCHEMA_VERSION, createBlock, normalizePage, type BlockInstance, type PageDoc } from '@yym/contract';
import { type Scoped, tenantData } from '../../../platform/repo.ts';
import { sql } from '../../../platform/sql.ts';
import type { DemoSeeder } from '../../../platform/module.ts';
import { art, palette as pal } from '../art/service.ts';

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
    const rows = await db.query<{
      id: string;
      name: string;
      original_price: number | string;
      price: number | string;
    }>(sql`SELECT p.id, p.name, p.original_price,
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

/** The pickers' demo rows the home page shows (money in cents). */
interface VoiceRow {
  id: string;
  name: string;
  voice_type: number;
  price_type: number;
  current_price: number;
  original_price: number;
  voice_time: number;
  voice_num: number;
  big_thumbnail_url: string | null;
}
interface SeckillRow {
  goods_id: string;
  goods_name: string;
  image: string;
  price: number;
  seckill_price: number;
  goods_type: string;
}
interface GroupRow {
  goods_id: string;
  goods_name: string;
  image: string;
  price: number;
  group_price: number;
  group_num: number;
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

/** Demo: a published home page of fourteen blocks for 100001 (reading the pickers' rows), a small one for the second merchant. */
export const pagesDemo: DemoSeeder = async (q, { demo, second }) => {
  const db = tenantData(q, demo);
  const goods = await demoGoods(db);
  const voices =
    await db.query<VoiceRow>(sql`SELECT id, name, voice_type, price_type, current_price, original_price, voice_time, voice_num, big_thumbnail_url
    FROM vo_voice WHERE ${db.tenant()} AND is_deleted = 0 AND shelf_status = 1 ORDER BY id LIMIT 2`);
  const seckill = await db.query<SeckillRow>(
    sql`SELECT goods_id, goods_name, image, price, seckill_price, goods_type FROM mkt_seckill_goods WHERE ${db.tenant()} ORDER BY id LIMIT 3`,
  );
  const groups = await db.query<GroupRow>(
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
  // a voice guide without its own picture shows a drawn one
  const cover = (v: VoiceRow, i: number) => v.big_thumbnail_url ?? art(v.name.slice(0, 4), ...(pal(i + 3) as [string, string]), 750, 420);
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
        // 酒店民宿 and 美食餐饮 open the merchant's hotel and food lists
        ...(i === 1 ? { linkType: 3, linkUrl: ['hotels'], linkUrl1: 'pages/hotel/list' } : {}),
        ...(i === 2 ? { linkType: 3, linkUrl: ['foods'], linkUrl1: 'pages/food/list' } : {}),
        // 语音导览 opens the first voice guide's player
        ...(i === 3 && voices[0] ? { linkType: 3, linkUrl: ['15', '2'], linkUrl1: `pages/voice/detail?id=${voices[0].id}` } : {}),
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
        imgUrl: cover(v, i),
        voiceInfo: {
          id: String(v.id),
          name: v.name,
          voiceType: v.voice_type,
          priceType: v.price_type,
          currentPrice: Number(v.current_price),
          originalPrice: Number(v.original_price),
          voiceTime: v.voice_time,
          voiceNum: v.voice_num,
          bigThumbnailUrl: cover(v, i),
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
