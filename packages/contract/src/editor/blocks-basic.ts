import { z } from 'zod';
import { MSG } from '../messages.ts';
import { linkShape } from './links.ts';
import { color, text, url, flag, int, list, ids, zGroup, tabCount } from './block-kit.ts';
import { tabName, zGoodsItem, zGoodsTab, SEARCH_CATEGORIES, DEFAULT_MARKER_COLOR } from './block-parts.ts';

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
    recommendList: z
      .array(z.object({ id: z.string().max(50), name: text(100), productType: z.string().max(20).default('') }))
      .default(() => []),
    searchType: z
      .array(z.string().max(20))
      .min(1, MSG.edSearchTypeMin)
      .default(() => SEARCH_CATEGORIES.map((c) => c.id)),
    max: int(1, 10, 3, MSG.edPerCategoryMax),
  })
  .superRefine((v, ctx) => {
    if (v.recommendList.length > 10)
      ctx.addIssue({ code: 'custom', path: ['recommendList'], message: MSG.edRecommendMax(v.recommendList.length) });
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
  customize: z
    .array(z.object(linkShape))
    .max(3)
    .default(() => []),
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
    if (v.modelType === 3 && v.multipleList.length < 1)
      ctx.addIssue({ code: 'custom', path: ['multipleList'], message: MSG.edMultiGroupMin });
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
  // orange that reads at 4.5:1 on its cream (WCAG AA)
  color: color('#AD4E00'),
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
  .object({
    listType: z.enum(['list', 'lineTwo', 'other']).default('list'),
    btnStyleType: int(1, 3, 1),
    ...goodsFields,
    isBuybtn: flag(false),
  })
  .superRefine(tabCount(2, 26, MSG.edTabsMax));
