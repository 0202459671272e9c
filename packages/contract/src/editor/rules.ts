import { MSG } from '../messages.ts';
import { SECKILL_PICKER_MAX } from '../constants.ts';
import {
  CUBE_TEMPLATES,
  NAV_MAX,
  SEARCH_CATEGORIES,
  zCubeCell,
  zCubeGroup,
  zGoodsTab,
  zNavItem,
  type BlockProps,
  type GoodsItem,
} from './blocks.ts';

/**
 * The state rules of spec 2 §4 as pure functions: the property panels call them and show `message`
 * when there is one. Each answers new props (the input is never changed) or refuses with a message.
 */
export interface RuleResult<P> {
  props: P;
  /** Shown to the user: a warning that came with the change, or why it was refused. */
  message?: string;
  refused?: boolean;
}
const ok = <P>(props: P, message?: string): RuleResult<P> => ({ props, message });
const refuse = <P>(props: P, message: string): RuleResult<P> => ({ props, message, refused: true });

type Goods = BlockProps<'goods'> | BlockProps<'goodsCard'>;

/** picture turns the buy button on; list turns it off; lineTwo turns tag, marker and button off; other (older panel) turns it on. */
export function setGoodsListType<P extends Goods>(p: P, listType: P['listType']): RuleResult<P> {
  switch (listType) {
    case 'picture':
    case 'other':
      return ok({ ...p, listType, isBuybtn: true });
    case 'list':
      return ok({ ...p, listType, isBuybtn: false }, MSG.edListModeNoButton);
    case 'lineTwo':
      return ok({ ...p, listType, isTag: false, isMarker: false, isBuybtn: false }, MSG.edLineTwoNoButton);
  }
  return ok(p);
}

/** The buy button cannot be shown in list and lineTwo modes. */
export function setGoodsBuyButton<P extends Goods>(p: P, on: boolean): RuleResult<P> {
  if (on && p.listType === 'list') return refuse(p, MSG.edListModeNoButton);
  if (on && p.listType === 'lineTwo') return refuse(p, MSG.edLineTwoNoButton);
  return ok({ ...p, isBuybtn: on });
}

// biome-ignore lint/suspicious/noExplicitAny: the rules serve every block with tabs, whatever its tab type
type AnyTabs = any[];

/** Turning tabs on resets the tab index to 0 (and starts with the minimum number of tabs). */
export function setTabsEnabled<P extends { tab: boolean; curTabIndex?: number; tabs: AnyTabs }>(
  p: P,
  on: boolean,
  min: 1 | 2 = 1,
): RuleResult<P> {
  if (!on) return ok({ ...p, tab: false });
  const tabs = [...p.tabs];
  while (tabs.length < min) tabs.push(zGoodsTab.parse({ name: `标签${tabs.length + 1}`, order: tabs.length }));
  return ok({ ...p, tab: true, curTabIndex: 0, tabs });
}

export function addTab<P extends { tabs: AnyTabs }>(p: P, tab: P['tabs'][number], max = 26, maxMsg: string = MSG.edTabsMax): RuleResult<P> {
  if (p.tabs.length >= max) return refuse(p, maxMsg);
  return ok({ ...p, tabs: [...p.tabs, tab] });
}

export function removeTab<P extends { tabs: AnyTabs; curTabIndex?: number }>(p: P, index: number, min: 1 | 2): RuleResult<P> {
  if (p.tabs.length <= min) return refuse(p, min === 1 ? MSG.edTabsMin1 : MSG.edTabsMin2);
  const tabs = p.tabs.filter((_, i) => i !== index);
  const next: P = { ...p, tabs };
  if (p.curTabIndex !== undefined && p.curTabIndex >= tabs.length) next.curTabIndex = 0;
  return ok(next);
}

/** 1-6 non-space characters (cube tabs 1-4). */
export function checkTabName(name: string, max: 6 | 4 = 6): string | undefined {
  if (!name) return MSG.edTabNamePrompt;
  if (name.length > max || /\s/.test(name)) return max === 6 ? MSG.edTabNameLength : MSG.edCubeTabNameLength;
  return undefined;
}

/**
 * Changing goodsType clears that goods list. The caller then fetches goods of the chosen categories
 * (type 2 with a group set: page 1, size 10) or restores its cached list.
 */
export function setGoodsType<P extends { goodsType: 1 | 2; goodsList: GoodsItem[]; ids: string[] }>(p: P, goodsType: 1 | 2): RuleResult<P> {
  if (p.goodsType === goodsType) return ok(p);
  return ok({ ...p, goodsType, goodsList: [], ids: [] });
}

// ---- image-text navigation ----

type Nav = BlockProps<'nav'>;
const navItem = (order: number) => zNavItem.parse({ title: '导航', order });

/** Fixed mode keeps the item count equal to the per-row count. */
export function setNavPerRow(p: Nav, isMarker: 3 | 4 | 5): RuleResult<Nav> {
  const next = { ...p, isMarker };
  if (p.modelPattern === 'fixed') next.list = fitNav(p.list, isMarker);
  return ok(next);
}
export function setNavPattern(p: Nav, modelPattern: Nav['modelPattern']): RuleResult<Nav> {
  return ok({ ...p, modelPattern, list: modelPattern === 'fixed' ? fitNav(p.list, p.isMarker) : p.list });
}
function fitNav(list: Nav['list'], n: number): Nav['list'] {
  const out = list.slice(0, n);
  while (out.length < n) out.push(navItem(out.length));
  return out;
}
export function addNavItem(p: Nav): RuleResult<Nav> {
  if (p.modelPattern === 'fixed' || p.list.length >= NAV_MAX) return refuse(p, MSG.edNavMax);
  return ok({ ...p, list: [...p.list, navItem(p.list.length)] });
}
export function removeNavItem(p: Nav, index: number): RuleResult<Nav> {
  if (p.modelPattern === 'fixed') return refuse(p, MSG.edNavFixedDelete);
  if (p.list.length <= 2) return refuse(p, MSG.edNavMin);
  return ok({ ...p, list: p.list.filter((_, i) => i !== index) });
}
/** Counter shown beside the add button in crosswise mode. */
export const navCounter = (p: Nav) => `${p.list.length}/${NAV_MAX}`;

// ---- search bar ----

type Search = BlockProps<'search'>;
/** If all categories end up unchecked, the first is checked again. */
export function setSearchTypes(p: Search, searchType: string[]): RuleResult<Search> {
  const allowed = searchType.filter((id) => SEARCH_CATEGORIES.some((c) => c.id === id));
  if (!allowed.length) return ok({ ...p, searchType: [SEARCH_CATEGORIES[0].id] }, MSG.edSearchTypeMin);
  return ok({ ...p, searchType: allowed });
}
export function setRecommendList(p: Search, list: Search['recommendList']): RuleResult<Search> {
  if (list.length > 10) return refuse(p, MSG.edRecommendMax(list.length));
  return ok({ ...p, recommendList: list });
}
export function addHotWord(p: Search, name: string): RuleResult<Search> {
  if (p.hotList.length >= 10) return refuse(p, MSG.edHotWordsMax);
  const m = checkTabName(name, 6);
  if (m) return refuse(p, m === MSG.edTabNamePrompt ? MSG.edHotWordLength : m);
  return ok({ ...p, hotList: [...p.hotList, { name, order: p.hotList.length }] });
}
/** Per-category display count: 1-10, back to 1 when emptied. */
export function setSearchMax(p: Search, value: number | null | undefined): RuleResult<Search> {
  if (value === null || value === undefined || Number.isNaN(value)) return ok({ ...p, max: 1 });
  const v = Math.trunc(value);
  if (v < 1 || v > 10) return refuse(p, MSG.edPerCategoryMax);
  return ok({ ...p, max: v });
}

// ---- carousel ----

type Advert = BlockProps<'photoAdvert'>;
export function removeMultiGroup(p: Advert, index: number): RuleResult<Advert> {
  if (p.multipleList.length <= 1) return refuse(p, MSG.edMultiGroupMin);
  return ok({ ...p, multipleList: p.multipleList.filter((_, i) => i !== index) });
}

// ---- cube ----

type Cube = BlockProps<'cube'>;
export const cubeCellCount = (checkedType: number) => CUBE_TEMPLATES.find((t) => t.type === checkedType)?.cells ?? 1;
/** Changing the template resizes every group's cells to the template's count. */
export function setCubeTemplate(p: Cube, checkedType: number): RuleResult<Cube> {
  const n = cubeCellCount(checkedType);
  const fit = (g: Cube['dataList'][number]) => {
    const list = g.list.slice(0, n);
    while (list.length < n) list.push(zCubeCell.parse({}));
    return { ...g, list, editIndex: Math.min(g.editIndex, n - 1) };
  };
  return ok({ ...p, checkedType, dataList: p.dataList.map(fit), tabs: p.tabs.map((t) => ({ ...t, dataList: t.dataList.map(fit) })) });
}
export function addCubeGroup(p: Cube): RuleResult<Cube> {
  const n = cubeCellCount(p.checkedType);
  return ok({
    ...p,
    dataList: [...p.dataList, zCubeGroup.parse({ list: Array.from({ length: n }, () => ({})), order: p.dataList.length })],
  });
}
/** Deleting a group is confirmed by the UI and refused when only one remains. */
export function removeCubeGroup(p: Cube, index: number): RuleResult<Cube> {
  if (p.dataList.length <= 1) return refuse(p, MSG.edCubeGroupMin);
  return ok({ ...p, dataList: p.dataList.filter((_, i) => i !== index) });
}

// ---- live ----

export function setLiveStatuses(p: BlockProps<'live'>, ischecked: BlockProps<'live'>['ischecked']): RuleResult<BlockProps<'live'>> {
  if (!ischecked.length) return refuse(p, MSG.edLiveStatusMin);
  return ok({ ...p, ischecked });
}

// ---- pickers ----

/** Picker confirm: nothing chosen, more than one in single mode, more than the maximum. */
export function checkPickerConfirm(count: number, opts: { multiple: boolean; max?: number }): string | undefined {
  if (count < 1) return MSG.selectAtLeastOne;
  if (!opts.multiple && count > 1) return MSG.selectOnlyOne;
  if (opts.max !== undefined && count > opts.max) return opts.max === SECKILL_PICKER_MAX ? MSG.seckillMax : MSG.selectOnlyOne;
  return undefined;
}

/** Phone numbers of a type-5 link: at most two. */
export function checkPhones(tell: string[]): string | undefined {
  return tell.length > 2 ? MSG.edPhoneMax : undefined;
}
