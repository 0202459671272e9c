import { z } from 'zod';
import { MSG } from '../messages.ts';
import { linkShape } from './links.ts';
import { color, text, url, flag, int, list, ids, id, tabCount } from './block-kit.ts';
import { tabName, zGoodsItem } from './block-parts.ts';

export const zWaterfallItem = z.object({
  id: z.string().max(50),
  name: text(100),
  bigThumbnailUrl: url(),
  price: z.number().int().min(0).default(0),
  originalPrice: z.number().int().min(0).default(0),
  introduction: text(200),
  isProduct: flag(true),
  isImageText: flag(false),
});
export const zWaterfall = z
  .object({
    isTitle: flag(true),
    isDescribe: flag(true),
    isPrice: flag(true),
    isOriginal: flag(false),
    isMarker: flag(false),
    backgroundColor: color('#F5F5F5'),
    tab: flag(false),
    tabBgImage: url(),
    tabStyle: int(1, 4, 4),
    tabs: list(z.object({ name: tabName(6), order: z.number().int().default(0), list: list(zWaterfallItem, 200) }), 26, MSG.edTabsMax),
    list: list(zWaterfallItem, 200),
  })
  .superRefine(tabCount(1, 26, MSG.edTabsMax));

export const zGap = z.object({
  align: z.enum(['', 'line']).default('line'),
  lineType: z.enum(['solid', 'dashed']).default('solid'),
  isMargin: flag(false),
  color: color('#E5E5E5'),
  h: int(0, 50, 10, MSG.edDividerHeight),
  backgroundColor: color('#FFFFFF'),
});

export const zCubeCell = z.object({ imgUrl: url(), describe: text(50), isCheck: flag(false), ...linkShape });
export const zCubeGroup = z.object({
  list: list(zCubeCell, 5),
  order: z.number().int().default(0),
  editIndex: z.number().int().min(0).default(0),
});
export const CUBE_GROUP_MAX = 100;
export const zCube = z
  .object({
    checkedType: int(1, 7, 2),
    proportion: int(1, 8, 1),
    showSize: list(z.object({ width: z.number().int().min(0).max(750), height: z.number().int().min(0).max(2000) }), 5),
    /** 1 card, 0 tile. */
    isCard: int(0, 1, 0),
    /** 1 rounded corners, 0 square. */
    isRadius: int(0, 1, 1),
    backgroundColor: color('#FFFFFF'),
    hidePaddingBottom: flag(false),
    isTab: flag(false),
    tabStyle: int(1, 4, 1),
    tabs: list(
      z.object({ name: tabName(4), order: z.number().int().default(0), dataList: list(zCubeGroup, CUBE_GROUP_MAX) }),
      10,
      MSG.edCubeTabsMax,
    ),
    dataList: z
      .array(zCubeGroup)
      .max(CUBE_GROUP_MAX)
      .default(() => [zCubeGroup.parse({ list: [zCubeCell.parse({}), zCubeCell.parse({})] })]),
  })
  .superRefine((v, ctx) => {
    if (v.isTab && v.tabs.length < 2) ctx.addIssue({ code: 'custom', path: ['tabs'], message: MSG.edTabsMin2 });
    if (!v.isTab && v.dataList.length < 1) ctx.addIssue({ code: 'custom', path: ['dataList'], message: MSG.edCubeGroupMin });
  });

export const zGroupBuy = z.object({
  title: text(10, '拼团活动'),
  goodsList: list(zGoodsItem.extend({ groupNum: z.number().int().min(2).max(100).default(2) }), 100),
  ids: ids(),
  isMore: int(0, 1, 1),
  /** The activity the "see more" link opens. */
  isMoreLink: id(),
});

export const SECKILL_TABS = [
  { value: 'poi', label: '景点' },
  { value: 'product', label: '商品' },
  { value: 'card', label: '电子卡' },
  { value: 'collection', label: '数字文创' },
] as const;
export const zSeckill = z
  .object({
    title: text(10, '限时秒杀'),
    goodsList: list(zGoodsItem, 5, MSG.seckillMax),
    ids: z
      .array(z.string().max(50))
      .max(5, MSG.seckillMax)
      .default(() => []),
    group: z.object({ type: z.enum(['poi', 'product', 'card', 'collection']).default('product') }).prefault({}),
    isMore: int(0, 1, 1),
    tab: flag(false),
    tabs: list(
      z.object({ name: tabName(6), order: z.number().int().default(0), goodsList: list(zGoodsItem, 5, MSG.seckillMax) }),
      26,
      MSG.edTabsMax,
    ),
  })
  .superRefine(tabCount(2, 26, MSG.edTabsMax));

export const zRichText = z.object({
  content: z.string().max(50_000).default('<p>在这里输入图文内容</p>'),
  backgroundColor: color('#FFFFFF'),
  padding: int(0, 50, 12),
});

export const zTip = z.object({
  text: text(500, '温馨提示：请提前预约，凭身份证入园。'),
  backgroundColor: color('#FFFBE6'),
  // brown that reads at 4.5:1 on its cream (WCAG AA)
  color: color('#874D00'),
  imgUrl: url(),
  ...linkShape,
});

export const zVoiceInfo = z.object({
  id: z.string().max(50),
  name: text(100),
  /** 1 voice, 2 voice pack. */
  voiceType: z.union([z.literal(1), z.literal(2)]).default(1),
  /** 1 free, 2 paid. */
  priceType: z.union([z.literal(1), z.literal(2)]).default(1),
  currentPrice: z.number().int().min(0).default(0),
  originalPrice: z.number().int().min(0).default(0),
  voiceTime: z.number().int().min(0).default(0),
  voiceNum: z.number().int().min(0).default(0),
  trialTime: z.number().int().min(0).default(30),
  bigThumbnailUrl: url(),
  smallThumbnailUrl: url(),
});
export const zAudio = z.object({
  /** 0 picture style, 1 player style. */
  modelType: int(0, 1, 1),
  backgroundColor: color('#FFFFFF'),
  sizeModel: int(1, 11, 2),
  list: list(z.object({ imgUrl: url(), order: z.number().int().default(0), voiceInfo: zVoiceInfo.nullable().default(null) }), 100),
});
