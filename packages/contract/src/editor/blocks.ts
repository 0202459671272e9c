import { z } from 'zod';
import { MSG } from '../messages.ts';
import { linkShape } from './links.ts';

// ---- shared pieces -------------------------------------------------------------------------

const color = (d: string) => z.string().regex(/^(#[0-9a-fA-F]{3,8}|transparent|)$/, MSG.paramInvalid).default(d);
const text = (max: number, d = '') => z.string().max(max, MSG.edMaxLength(max)).default(d);
const url = () => z.string().max(1000).default('');
const flag = (d: boolean) => z.boolean().default(d);
const int = (min: number, max: number, d: number, msg: string = MSG.paramInvalid) =>
  z.number({ message: msg }).int(msg).min(min, msg).max(max, msg).default(d);
const list = <T extends z.ZodType>(item: T, max: number, msg?: string) =>
  z.array(item).max(max, msg ?? MSG.paramInvalid).default(() => []);
const ids = () => list(z.string().max(50), 500);
const id = () => z.string().max(50).default('');

/** Tab names: 1-6 non-space characters (cube tabs 1-4). */
export const tabName = (max: 6 | 4) =>
  z
    .string()
    .min(1, MSG.edTabNamePrompt)
    .regex(/^\S*$/, max === 6 ? MSG.edTabNameLength : MSG.edCubeTabNameLength)
    .max(max, max === 6 ? MSG.edTabNameLength : MSG.edCubeTabNameLength);

/** A picked goods row as shown in previews (values copied at pick time; money in cents). */
export const zGoodsItem = z.object({
  goodsId: z.string().max(50),
  goodsName: text(100),
  goodsImage: url(),
  introduction: text(200),
  tag: text(100),
  label: text(20),
  price: z.number().int().min(0).default(0),
  originalPrice: z.number().int().min(0).default(0),
  poiName: text(100),
  goodsType: z.string().max(20).default('product'),
  isProduct: z.number().int().min(0).max(1).default(1),
  /** 5A badge on the picture. */
  is5A: flag(false),
});
export type GoodsItem = z.output<typeof zGoodsItem>;

const zGroup = z.object({ type: list(z.string().max(50), 50) }).prefault({});

export const zGoodsTab = z.object({
  name: tabName(6),
  goodsType: z.union([z.literal(1), z.literal(2)]).default(1),
  goodsList: list(zGoodsItem, 100),
  ids: ids(),
  group: zGroup,
  order: z.number().int().default(0),
});
export type GoodsTab = z.output<typeof zGoodsTab>;

function tabCount(min: 1 | 2, max: number, maxMsg: string) {
  return (v: { tab?: boolean; isTab?: boolean; tabs: unknown[] }, ctx: z.RefinementCtx) => {
    const on = v.tab ?? v.isTab;
    if (!on) return;
    if (v.tabs.length < min) ctx.addIssue({ code: 'custom', path: ['tabs'], message: min === 1 ? MSG.edTabsMin1 : MSG.edTabsMin2 });
    if (v.tabs.length > max) ctx.addIssue({ code: 'custom', path: ['tabs'], message: maxMsg });
  };
}

// ---- size tables (spec 2 §9) ----------------------------------------------------------------

export const CAROUSEL_SIZES = {
  card: [[690, 690], [690, 384], [690, 512], [690, 920], [690, 120], [690, 160], [690, 200], [690, 240]],
  flat: [[750, 750], [750, 360], [750, 420], [750, 560], [750, 1000], [750, 120], [750, 160], [750, 200], [750, 240], [750, 720], [750, 960]],
  swipe: [[690, 384], [280, 280], [280, 160], [280, 210], [280, 376], [224, 162]],
} as const;
export const BANNER_HEIGHTS_FULL = [375, 210, 280, 500, 60, 80, 100, 120, 360, 480, 180] as const;
export const BANNER_HEIGHTS_PADDED = [345, 192, 256, 460, 60, 80, 100, 120] as const;
export const AUDIO_SIZES = [[750, 750], [750, 420], [750, 560], [750, 1000], [750, 120], [750, 160], [750, 200], [750, 240], [750, 720], [750, 960], [750, 360]] as const;
export const CUBE_RATIOS = ['1:1', '16:9', '3:4', '3:2', '167:118', '167:60', '167:80', '167:100'] as const;
export const CUBE_TEMPLATES = [
  { type: 1, label: '一行一个', cells: 1 },
  { type: 2, label: '一行两个', cells: 2 },
  { type: 3, label: '一行三个', cells: 3 },
  { type: 4, label: '一行四个', cells: 4 },
  { type: 5, label: '一左二右', cells: 3 },
  { type: 6, label: '一左三右', cells: 4 },
  { type: 7, label: '一左四右', cells: 5 },
] as const;
export const RECOMMENDED_SIZES = {
  tabSelected: '120x40',
  waterfallTitle: '400x70',
  multiGroupBg: '686x330',
  shadowIcon: '48x48',
  searchBg: '750x72',
  titleImg1: '400x88',
  titleImg2: '440x44',
  navImage: '45x45',
} as const;
export const TITLE_FONT_SIZES = [19, 16, 14, 12] as const;
export const DEFAULT_MARKER_COLOR = '#EF5E32';
export const THEME_COLOR = '#10AB7F';
export const CAROUSEL_AUTOPLAY_MS = 3000;
export const NOTICE_SCROLL_WIDTH = 290;

/** Search categories (the digital collectible category is never offered, spec 2 §2.2). */
export const SEARCH_CATEGORIES = [
  { id: '1', name: '景点' },
  { id: '2', name: '酒店' },
  { id: '3', name: '美食' },
  { id: '4', name: '线路' },
  { id: '5', name: '商品' },
  { id: '6', name: '电子卡' },
  { id: '7', name: '语音' },
] as const;

// ---- the seventeen blocks ---------------------------------------------------------------------

export const zSearch = z
  .object({
    isTopLocation: flag(false),
    placeholder: text(30, '搜索景点、门票、酒店'),
    isShowAddress: flag(true),
    isShowWeather: flag(false),
    bgImage: url(),
    backgroundColor: color('#FFFFFF'),
    isHistory: flag(true),
    isHot: flag(true),
    isRecommend: flag(false),
    hotList: list(z.object({ name: tabName(6), order: z.number().int().default(0) }), 10, MSG.edHotWordsMax),
    recommendList: z.array(z.object({ id: z.string().max(50), name: text(100), productType: z.string().max(20).default('') })).default(() => []),
    searchType: z.array(z.string().max(20)).min(1, MSG.edSearchTypeMin).default(() => SEARCH_CATEGORIES.map((c) => c.id)),
    max: int(1, 10, 3, MSG.edPerCategoryMax),
  })
  .superRefine((v, ctx) => {
    if (v.recommendList.length > 10) ctx.addIssue({ code: 'custom', path: ['recommendList'], message: MSG.edRecommendMax(v.recommendList.length) });
  });

export const zAdItem = z.object({
  title: text(50),
  describe: text(50),
  imgUrl: url(),
  order: z.number().int().default(0),
  ...linkShape,
});
export const zMultiGroup = z.object({
  imgUrlShow: int(1, 3, 3),
  img1Url: url(),
  img2Url: url(),
  img3Url: url(),
  customize: z.array(z.object(linkShape)).max(3).default(() => []),
  order: z.number().int().default(0),
});
export const zPhotoAdvert = z
  .object({
    /** 0 carousel, 1 one per row, 2 large horizontal swipe, 3 multi-group carousel. */
    modelType: int(0, 3, 0),
    backgroundColor: color('#FFFFFF'),
    markerFlag: flag(true),
    markerActive: color(DEFAULT_MARKER_COLOR),
    carousel: z
      .object({
        /** 1 card, 0 flat. */
        modelType: int(0, 1, 1),
        /** 1 rounded, 0 square. */
        modelRadius: int(0, 1, 1),
        /** 1-based index into CAROUSEL_SIZES (card or flat) or the swipe table. */
        sizeModel: int(1, 11, 2),
        bottomShadowFlag: flag(false),
        bottomShadow: z.object({ imgUrl: url(), title: text(200) }).prefault({}),
        /** 0 inside the image bottom, 1 below the image. */
        title: z.object({ align: int(0, 1, 0) }).prefault({}),
        /** 1 on, 2 off. */
        topDistance: int(1, 2, 1),
        botDistance: int(1, 2, 1),
      })
      .prefault({}),
    list: list(zAdItem, 100, MSG.edAdvertMax),
    multipleList: list(zMultiGroup, 6, MSG.edMultiGroupMax),
    multipleTitleBg: url(),
    multipleBg: url(),
    multipleMarkerFlag: flag(true),
    multipleMarkerActive: color(DEFAULT_MARKER_COLOR),
  })
  .superRefine((v, ctx) => {
    if (v.modelType === 3 && v.multipleList.length < 1) ctx.addIssue({ code: 'custom', path: ['multipleList'], message: MSG.edMultiGroupMin });
  });

export const zNavItem = z.object({ title: text(5), imgUrl: url(), order: z.number().int().default(0), ...linkShape });
export const NAV_MAX = 15;
export const zNav = z
  .object({
    modelPattern: z.enum(['fixed', 'crosswise']).default('fixed'),
    /** 0 image and text, 1 text only. */
    modelType: int(0, 1, 0),
    /** Items per row: 3, 4 or 5. */
    isMarker: z.union([z.literal(3), z.literal(4), z.literal(5)]).default(4),
    markerFlag: flag(false),
    markerActive: color(DEFAULT_MARKER_COLOR),
    color: color('#333333'),
    backgroundColor: color('#FFFFFF'),
    list: z
      .array(zNavItem)
      .max(NAV_MAX, MSG.edNavMax)
      .default(() => ['景点', '酒店', '美食', '线路'].map((title, order) => zNavItem.parse({ title, order }))),
  })
  .superRefine((v, ctx) => {
    if (v.list.length < 2) ctx.addIssue({ code: 'custom', path: ['list'], message: MSG.edNavMin });
  });

export const zTitle = z.object({
  title: z.object({ text: text(20, '标题') }).prefault({}),
  info: z.object({ text: text(50) }).prefault({}),
  style: z
    .object({
      model: z.enum(['text', 'img']).default('text'),
      /** Title image model 1 (400x88) or 2 (440x44). */
      imgModel: int(1, 2, 1),
      imgUrl: url(),
      align: z.enum(['left', 'center']).default('left'),
      bgColor: color('#FFFFFF'),
      fontSize: z.union([z.literal(19), z.literal(16), z.literal(14), z.literal(12)]).default(16),
      fontWeight: z.union([z.literal(400), z.literal(700)]).default(700),
      color: color('#333333'),
    })
    .prefault({}),
  isCutOffRule: flag(false),
  isMore: flag(false),
  more: z.object({ text: text(6, '更多'), ...linkShape }).prefault({}),
});

export const zVideo = z.object({
  /** 1 external URL, 2 uploaded mp4. */
  videoOrgin: int(1, 2, 1),
  videoUrl: url(),
  videoBaseUrl: url(),
  videoHtml: z.string().max(2000).default(''),
  videoName: text(100),
  videoPhoto: url(),
  videoBasePhoto: url(),
  /** 1 rounded, 0 square. */
  radius: int(0, 1, 1),
  padding: int(1, 50, 10, MSG.edVideoPadding),
});

export const zNotice = z.object({
  text: text(200, '欢迎光临，景区门票限时优惠中'),
  color: color('#FA8C16'),
  backgroundColor: color('#FFF7E6'),
  ...linkShape,
});

export const LIVE_STATUSES = [
  { value: 'disableLivePre', label: '预告' },
  { value: 'disableLiveing', label: '直播中' },
  { value: 'disableLiveBack', label: '回放' },
] as const;
export const zLive = z.object({
  title: text(20, '精彩直播'),
  ischecked: z
    .array(z.enum(['disableLivePre', 'disableLiveing', 'disableLiveBack']))
    .min(1, MSG.edLiveStatusMin)
    .default(() => LIVE_STATUSES.map((s) => s.value)),
  count: int(1, 20, 4),
});

const goodsFields = {
  isTitle: flag(true),
  isDescribe: flag(true),
  isPrice: flag(true),
  isOriginal: flag(true),
  isTag: flag(true),
  isDistance: flag(false),
  isMarker: flag(true),
  showTransparentLabel: flag(false),
  isBuybtn: flag(true),
  backgroundColor: color('#F5F5F5'),
  isCard: flag(true),
  tab: flag(false),
  tabStyle: int(1, 4, 1),
  tabBgImage: url(),
  tabs: list(zGoodsTab, 26, MSG.edTabsMax),
  /** 1 picked goods, 2 goods of chosen categories. */
  goodsType: z.union([z.literal(1), z.literal(2)]).default(1),
  goodsList: list(zGoodsItem, 100),
  ids: ids(),
  group: zGroup,
  curTabIndex: z.number().int().min(0).default(0),
};
export const zGoods = z
  .object({ listType: z.enum(['picture', 'lineTwo', 'list']).default('picture'), btnStyleType: int(1, 4, 1), ...goodsFields })
  .superRefine(tabCount(1, 26, MSG.edTabsMax));
export const zGoodsCard = z
  .object({ listType: z.enum(['list', 'lineTwo', 'other']).default('list'), btnStyleType: int(1, 3, 1), ...goodsFields, isBuybtn: flag(false) })
  .superRefine(tabCount(2, 26, MSG.edTabsMax));

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
export const zCubeGroup = z.object({ list: list(zCubeCell, 5), order: z.number().int().default(0), editIndex: z.number().int().min(0).default(0) });
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
    tabs: list(z.object({ name: tabName(4), order: z.number().int().default(0), dataList: list(zCubeGroup, CUBE_GROUP_MAX) }), 10, MSG.edCubeTabsMax),
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
    ids: z.array(z.string().max(50)).max(5, MSG.seckillMax).default(() => []),
    group: z.object({ type: z.enum(['poi', 'product', 'card', 'collection']).default('product') }).prefault({}),
    isMore: int(0, 1, 1),
    tab: flag(false),
    tabs: list(z.object({ name: tabName(6), order: z.number().int().default(0), goodsList: list(zGoodsItem, 5, MSG.seckillMax) }), 26, MSG.edTabsMax),
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
  color: color('#AD6800'),
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

/** The block catalogue: type key → schema and palette name. Adding a block = one line here + one folder in the web editor. */
export const BLOCK_SCHEMAS = {
  search: zSearch,
  photoAdvert: zPhotoAdvert,
  nav: zNav,
  title: zTitle,
  video: zVideo,
  notice: zNotice,
  live: zLive,
  goods: zGoods,
  goodsCard: zGoodsCard,
  waterfall: zWaterfall,
  gap: zGap,
  cube: zCube,
  group: zGroupBuy,
  seckill: zSeckill,
  richText: zRichText,
  tip: zTip,
  audio: zAudio,
} as const;
export type BlockType = keyof typeof BLOCK_SCHEMAS;
export const BLOCK_TYPES = Object.keys(BLOCK_SCHEMAS) as BlockType[];
export type BlockProps<T extends BlockType = BlockType> = z.output<(typeof BLOCK_SCHEMAS)[T]>;

export const BLOCK_NAMES: Record<BlockType, string> = {
  search: '搜索栏',
  photoAdvert: '图片广告',
  nav: '图文导航',
  title: '标题',
  video: '视频',
  notice: '公告',
  live: '直播',
  goods: '商品列表',
  goodsCard: '商品卡片',
  waterfall: '瀑布流',
  gap: '辅助分割',
  cube: '魔方',
  group: '拼团',
  seckill: '限时秒杀',
  richText: '富文本',
  tip: '提示',
  audio: '语音',
};
