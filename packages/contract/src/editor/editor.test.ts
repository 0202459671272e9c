import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { MSG } from '../messages.ts';
import {
  BLOCK_SCHEMAS,
  BLOCK_TYPES,
  addHotWord,
  addNavItem,
  addTab,
  checkPickerConfirm,
  checkTabName,
  createBlock,
  emptyPage,
  linkTarget,
  migratePageDoc,
  navCounter,
  normalizePage,
  removeCubeGroup,
  removeMultiGroup,
  removeNavItem,
  removeTab,
  setCubeTemplate,
  setGoodsBuyButton,
  setGoodsListType,
  setGoodsType,
  setLiveStatuses,
  setNavPattern,
  setNavPerRow,
  setRecommendList,
  setSearchMax,
  setSearchTypes,
  setTabsEnabled,
  validateBlock,
  validatePage,
  zGoodsTab,
  zPageDoc,
  PAGE_SCHEMA_VERSION,
} from './index.ts';

const msgs = (type: (typeof BLOCK_TYPES)[number], props: unknown) => validateBlock(type, props).map((i) => i.message);
const d = <T extends (typeof BLOCK_TYPES)[number]>(t: T) => BLOCK_SCHEMAS[t].parse({}) as any;

describe('every block: defaults are complete and valid', () => {
  it.each(BLOCK_TYPES)('%s', (type) => {
    const props = BLOCK_SCHEMAS[type].parse({});
    expect(validateBlock(type, props)).toEqual([]);
    // parsing the defaults again changes nothing (saved JSON is stable)
    expect(BLOCK_SCHEMAS[type].parse(JSON.parse(JSON.stringify(props)))).toEqual(props);
  });
  it('has seventeen blocks', () => expect(BLOCK_TYPES).toHaveLength(17));
});

describe('block defaults of spec 2', () => {
  it('carousel: marker #EF5E32, card, multi-group limits', () => {
    const p = d('photoAdvert');
    expect(p.markerActive).toBe('#EF5E32');
    expect(p.multipleMarkerActive).toBe('#EF5E32');
    expect(p.carousel.modelType).toBe(1);
    expect(msgs('photoAdvert', { modelType: 3 })).toEqual([MSG.edMultiGroupMin]);
    expect(msgs('photoAdvert', { modelType: 3, multipleList: Array(7).fill({}) })).toContain(MSG.edMultiGroupMax);
    expect(msgs('photoAdvert', { list: Array(101).fill({}) })).toContain(MSG.edAdvertMax);
    expect(msgs('photoAdvert', { list: [{ title: 'x'.repeat(51) }] })).toContain(MSG.edMaxLength(50));
    expect(msgs('photoAdvert', { carousel: { bottomShadow: { title: 'x'.repeat(201) } } })).toContain(MSG.edMaxLength(200));
  });
  it('nav: four per row, fixed, titles of five, at most 15', () => {
    const p = d('nav');
    expect(p.isMarker).toBe(4);
    expect(p.list).toHaveLength(4);
    expect(msgs('nav', { isMarker: 6 })).not.toEqual([]);
    expect(msgs('nav', { list: [{ title: '123456' }, {}] })).toContain(MSG.edMaxLength(5));
    expect(msgs('nav', { modelPattern: 'crosswise', list: Array(16).fill({}) })).toContain(MSG.edNavMax);
  });
  it('divider height is an integer 0-50', () => {
    expect(d('gap').h).toBe(10);
    expect(msgs('gap', { h: 0 })).toEqual([]);
    expect(msgs('gap', { h: 50 })).toEqual([]);
    expect(msgs('gap', { h: 51 })).toEqual([MSG.edDividerHeight]);
    expect(msgs('gap', { h: -1 })).toEqual([MSG.edDividerHeight]);
    expect(msgs('gap', { h: 2.5 })).toEqual([MSG.edDividerHeight]);
  });
  it('video padding is an integer 1-50', () => {
    expect(msgs('video', { padding: 0 })).toEqual([MSG.edVideoPadding]);
    expect(msgs('video', { padding: 50 })).toEqual([]);
    expect(msgs('video', { padding: 51 })).toEqual([MSG.edVideoPadding]);
  });
  it('live needs one status', () => {
    expect(d('live').ischecked).toHaveLength(3);
    expect(msgs('live', { ischecked: [] })).toEqual([MSG.edLiveStatusMin]);
  });
  it('title: more text at most 6, font sizes of the table', () => {
    expect(d('title').style.fontSize).toBe(16);
    expect(msgs('title', { more: { text: '1234567' } })).toEqual([MSG.edMaxLength(6)]);
    expect(msgs('title', { style: { fontSize: 15 } })).not.toEqual([]);
  });
  it('group-buy and flash-sale titles at most 10; flash sale at most five goods', () => {
    expect(msgs('group', { title: 'x'.repeat(11) })).toEqual([MSG.edMaxLength(10)]);
    expect(msgs('seckill', { title: 'x'.repeat(11) })).toEqual([MSG.edMaxLength(10)]);
    const goods = Array.from({ length: 6 }, (_, i) => ({ goodsId: String(i) }));
    expect(msgs('seckill', { goodsList: goods })).toContain(MSG.seckillMax);
    expect(d('seckill').group.type).toBe('product');
  });
  it('tip text at most 500', () => {
    expect(msgs('tip', { text: 'x'.repeat(500) })).toEqual([]);
    expect(msgs('tip', { text: 'x'.repeat(501) })).toEqual([MSG.edMaxLength(500)]);
  });
  it('search: hot words, recommendations, categories, per-category max', () => {
    const p = d('search');
    expect(p.searchType.length).toBeGreaterThan(0);
    expect(p.max).toBe(3);
    expect(msgs('search', { hotList: [{ name: '1234567' }] })).toEqual([MSG.edTabNameLength]);
    expect(msgs('search', { hotList: [{ name: 'a b' }] })).toEqual([MSG.edTabNameLength]);
    expect(msgs('search', { hotList: Array(11).fill({ name: 'a' }) })).toEqual([MSG.edHotWordsMax]);
    const rec = Array.from({ length: 12 }, (_, i) => ({ id: String(i), name: 'n' }));
    expect(msgs('search', { recommendList: rec })).toEqual([MSG.edRecommendMax(12)]);
    expect(msgs('search', { searchType: [] })).toEqual([MSG.edSearchTypeMin]);
    expect(msgs('search', { max: 11 })).toEqual([MSG.edPerCategoryMax]);
  });
  it('goods tabs: names 1-6 without spaces, 1 to 26 tabs; card list keeps 2', () => {
    expect(msgs('goods', { tab: true, tabs: [] })).toEqual([MSG.edTabsMin1]);
    expect(msgs('goods', { tab: true, tabs: [{ name: '热门推荐商品' }] })).toEqual([]);
    expect(msgs('goods', { tab: true, tabs: [{ name: '热门推荐商品啊' }] })).toEqual([MSG.edTabNameLength]);
    expect(msgs('goods', { tab: true, tabs: [{ name: '' }] })).toEqual([MSG.edTabNamePrompt]);
    expect(msgs('goods', { tab: true, tabs: Array(27).fill({ name: 'a' }) })).toContain(MSG.edTabsMax);
    expect(msgs('goodsCard', { tab: true, tabs: [{ name: 'a' }] })).toEqual([MSG.edTabsMin2]);
    expect(msgs('waterfall', { tab: true, tabs: [] })).toEqual([MSG.edTabsMin1]);
    expect(msgs('seckill', { tab: true, tabs: [{ name: 'a' }] })).toEqual([MSG.edTabsMin2]);
  });
  it('cube: tabs 2-10 with names of 4, at least one group', () => {
    expect(d('cube').dataList).toHaveLength(1);
    expect(msgs('cube', { isTab: true, tabs: [{ name: 'a' }] })).toEqual([MSG.edTabsMin2]);
    expect(msgs('cube', { isTab: true, tabs: Array(11).fill({ name: 'a' }) })).toContain(MSG.edCubeTabsMax);
    expect(msgs('cube', { isTab: true, tabs: [{ name: '12345' }, { name: 'b' }] })).toEqual([MSG.edCubeTabNameLength]);
    expect(msgs('cube', { dataList: [] })).toEqual([MSG.edCubeGroupMin]);
    expect(msgs('cube', { checkedType: 8 })).not.toEqual([]);
  });
  it('link type 5 has at most two phone numbers', () => {
    expect(msgs('notice', { linkType: 5, tell: ['1', '2', '3'] })).toEqual([MSG.edPhoneMax]);
    expect(msgs('notice', { linkType: 2 })).toEqual([MSG.paramInvalid]);
  });
  it('audio: player style by default, size models 1-11', () => {
    expect(d('audio').modelType).toBe(1);
    expect(msgs('audio', { sizeModel: 12 })).not.toEqual([]);
  });
});

describe('state rules of spec 2 §4', () => {
  it('goods list type switching', () => {
    const p = d('goods');
    const list = setGoodsListType({ ...p, isBuybtn: true }, 'list');
    expect(list.props.isBuybtn).toBe(false);
    expect(list.message).toBe(MSG.edListModeNoButton);
    const two = setGoodsListType({ ...p, isTag: true, isMarker: true, isBuybtn: true }, 'lineTwo');
    expect(two.props).toMatchObject({ isTag: false, isMarker: false, isBuybtn: false });
    expect(two.message).toBe(MSG.edLineTwoNoButton);
    const pic = setGoodsListType(two.props, 'picture');
    expect(pic.props.isBuybtn).toBe(true);
    expect(pic.message).toBeUndefined();
    expect(setGoodsListType(d('goodsCard'), 'other').props.isBuybtn).toBe(true);
    expect(setGoodsBuyButton(list.props, true)).toMatchObject({ refused: true, message: MSG.edListModeNoButton });
  });
  it('turning tabs on resets the tab index to 0', () => {
    const p = { ...d('goods'), curTabIndex: 3, tabs: [] };
    const r = setTabsEnabled(p, true, 1);
    expect(r.props.curTabIndex).toBe(0);
    expect(r.props.tabs).toHaveLength(1);
    expect(setTabsEnabled(d('goodsCard'), true, 2).props.tabs).toHaveLength(2);
  });
  it('tabs add and remove limits', () => {
    const tab = zGoodsTab.parse({ name: 'a' });
    const full = { ...d('goods'), tab: true, tabs: Array(26).fill(tab) };
    expect(addTab(full, tab)).toMatchObject({ refused: true, message: MSG.edTabsMax });
    const one = { ...d('goods'), tab: true, tabs: [tab] };
    expect(removeTab(one, 0, 1)).toMatchObject({ refused: true, message: MSG.edTabsMin1 });
    expect(removeTab({ ...one, tabs: [tab, tab] }, 0, 2)).toMatchObject({ refused: true, message: MSG.edTabsMin2 });
    expect(removeTab({ ...one, tabs: [tab, tab], curTabIndex: 1 }, 1, 1).props.curTabIndex).toBe(0);
    expect(checkTabName('')).toBe(MSG.edTabNamePrompt);
    expect(checkTabName('1234567')).toBe(MSG.edTabNameLength);
    expect(checkTabName('12345', 4)).toBe(MSG.edCubeTabNameLength);
    expect(checkTabName('门票')).toBeUndefined();
  });
  it('changing goodsType clears that goods list', () => {
    const p = { ...d('goods'), goodsList: [{ goodsId: '1' }], ids: ['1'] };
    const r = setGoodsType(p, 2);
    expect(r.props).toMatchObject({ goodsType: 2, goodsList: [], ids: [] });
    expect(setGoodsType(p, 1).props).toBe(p);
  });
  it('fixed nav keeps the count equal to the per-row count; deletes refused', () => {
    const p = d('nav');
    expect(setNavPerRow(p, 5).props.list).toHaveLength(5);
    expect(setNavPerRow(p, 3).props.list).toHaveLength(3);
    expect(removeNavItem(p, 0)).toMatchObject({ refused: true, message: MSG.edNavFixedDelete });
    const cross = setNavPattern(p, 'crosswise').props;
    expect(setNavPerRow(cross, 3).props.list).toHaveLength(4);
    expect(navCounter(cross)).toBe('4/15');
    let c = cross;
    for (let i = 0; i < 11; i++) c = addNavItem(c).props;
    expect(c.list).toHaveLength(15);
    expect(addNavItem(c)).toMatchObject({ refused: true, message: MSG.edNavMax });
    const two = { ...cross, list: cross.list.slice(0, 2) };
    expect(removeNavItem(two, 0)).toMatchObject({ refused: true, message: MSG.edNavMin });
    expect(setNavPattern(c, 'fixed').props.list).toHaveLength(4);
  });
  it('search categories: unchecking all re-checks the first', () => {
    const r = setSearchTypes(d('search'), []);
    expect(r.props.searchType).toEqual(['1']);
    expect(r.message).toBe(MSG.edSearchTypeMin);
    const rec = Array.from({ length: 11 }, (_, i) => ({ id: String(i), name: 'n', productType: '' }));
    expect(setRecommendList(d('search'), rec)).toMatchObject({ refused: true, message: '最多添加10个热门推荐,现在勾选了11个' });
    expect(setSearchMax(d('search'), null).props.max).toBe(1);
    expect(setSearchMax(d('search'), 11)).toMatchObject({ refused: true, message: MSG.edPerCategoryMax });
    let s = d('search');
    for (let i = 0; i < 10; i++) s = addHotWord(s, `热词${i}`).props;
    expect(addHotWord(s, 'x')).toMatchObject({ refused: true, message: MSG.edHotWordsMax });
    expect(addHotWord(d('search'), '长长长长长长长')).toMatchObject({ refused: true, message: MSG.edHotWordLength });
  });
  it('cube template resizes cells; last group cannot be deleted', () => {
    const p = d('cube');
    expect(setCubeTemplate(p, 7).props.dataList[0].list).toHaveLength(5);
    expect(setCubeTemplate(p, 1).props.dataList[0].list).toHaveLength(1);
    expect(removeCubeGroup(p, 0)).toMatchObject({ refused: true, message: MSG.edCubeGroupMin });
  });
  it('multi-group carousel keeps one group; live keeps one status', () => {
    const p = {
      ...d('photoAdvert'),
      modelType: 3,
      multipleList: [BLOCK_SCHEMAS.photoAdvert.parse({ modelType: 3, multipleList: [{}] }).multipleList[0]],
    };
    expect(removeMultiGroup(p, 0)).toMatchObject({ refused: true, message: MSG.edMultiGroupMin });
    expect(setLiveStatuses(d('live'), [])).toMatchObject({ refused: true, message: MSG.edLiveStatusMin });
  });
  it('picker confirm messages', () => {
    expect(checkPickerConfirm(0, { multiple: true })).toBe(MSG.selectAtLeastOne);
    expect(checkPickerConfirm(2, { multiple: false })).toBe(MSG.selectOnlyOne);
    expect(checkPickerConfirm(6, { multiple: true, max: 5 })).toBe(MSG.seckillMax);
    expect(checkPickerConfirm(5, { multiple: true, max: 5 })).toBeUndefined();
  });
});

describe('page documents', () => {
  it('saved JSON holds values only, in the agreed envelope', () => {
    const doc = emptyPage('首页');
    doc.blocks.push(createBlock('gap'), createBlock('title', { title: { text: '推荐' } }));
    const parsed = zPageDoc.parse(JSON.parse(JSON.stringify(doc)));
    expect(parsed.schemaVersion).toBe(PAGE_SCHEMA_VERSION);
    expect(Object.keys(parsed.blocks[0])).toEqual(['id', 'type', 'v', 'props']);
    expect(validatePage(doc)).toEqual([]);
  });
  it('reports the block and the message of an invalid page', () => {
    const doc = emptyPage();
    const gap = createBlock('gap');
    gap.props.h = 99;
    doc.blocks.push(createBlock('tip'), gap);
    expect(validatePage(doc)).toEqual([{ blockId: gap.id, type: 'gap', index: 1, path: 'h', message: MSG.edDividerHeight }]);
  });
  it('migrates a version 1 page', () => {
    const v1 = {
      version: 1,
      title: '老首页',
      components: [
        { key: 'k1', name: 'ad', data: { modelType: 1 } },
        { key: 'k2', name: 'gap', data: { height: 20 } },
      ],
    };
    const doc = migratePageDoc(v1);
    expect(doc.schemaVersion).toBe(2);
    expect(doc.page.title).toBe('老首页');
    expect(doc.blocks.map((b) => b.type)).toEqual(['photoAdvert', 'gap']);
    expect(doc.blocks[1].props).toEqual({ h: 20 });
    expect(normalizePage(doc).blocks[1].props.h).toBe(20);
    expect(v1.components[1].data).toEqual({ height: 20 }); // input untouched
  });
  it('block ids are unique', () => {
    const ids = new Set(Array.from({ length: 2000 }, () => createBlock('gap').id));
    expect(ids.size).toBe(2000);
  });
  it('divider height: property check over all integers', () => {
    fc.assert(
      fc.property(fc.integer({ min: -1000, max: 1000 }), (h) => {
        expect(validateBlock('gap', { h }).length === 0).toBe(h >= 0 && h <= 50);
      }),
    );
  });
});

describe('links', () => {
  it('maps mini-program pages to storefront routes', () => {
    expect(linkTarget({ linkType: 1, webUrl: 'https://a.cn' })).toEqual({ href: 'https://a.cn' });
    expect(linkTarget({ linkType: 1, webUrl: 'javascript:alert(1)' })).toEqual({});
    expect(linkTarget({ linkType: 3, linkUrl1: 'pages/custom/custom?pageId=12' })).toEqual({ href: '/h5/page/12' });
    expect(linkTarget({ linkType: 3, linkUrl1: 'pages/product/detail?productId=7' })).toEqual({ href: '/h5/product/7' });
    expect(linkTarget({ linkType: 3, linkUrl1: 'pages/hotel/list' })).toEqual({ href: '/h5/hotels' });
    expect(linkTarget({ linkType: 3, linkUrl1: 'pages/food/list' })).toEqual({ href: '/h5/foods' });
    expect(linkTarget({ linkType: 5, tell: ['400-000'] })).toEqual({ tel: ['400-000'] });
    expect(linkTarget({ linkType: 0 })).toEqual({});
  });
});
