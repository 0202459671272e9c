import { useRef, useState } from 'react';
import { App, Button, Input, TreeSelect } from 'antd';
import {
  MSG,
  RECOMMENDED_SIZES,
  addTab,
  checkTabName,
  removeTab,
  setGoodsBuyButton,
  setGoodsListType,
  setGoodsType,
  setTabsEnabled,
  zGoodsTab,
  type BlockProps,
  type ClassifyRow,
  type GoodsItem,
} from '@yym/contract';
import { Choice, Color, ItemList, Row, Section, Toggle, useApply } from '../../kit/fields.tsx';
import { ImageField } from '../../kit/ImageField.tsx';
import { BG_RULE } from '../../kit/upload.ts';
import { GoodsPicker } from '../../pickers/pickers.tsx';
import { goodsItemOfProduct } from '../../pickers/pickerParts.tsx';
import { pickerApi } from '../../api.ts';
import type { PanelProps } from '../../registry.ts';

type P = BlockProps<'goods'> | BlockProps<'goodsCard'>;
type Source = { goodsType: 1 | 2; goodsList: GoodsItem[]; ids: string[]; group: { type: string[] } };
/** A category in the tree select. */
type CategoryNode = { value: string; title: string; children?: CategoryNode[] };

/** Goods of the picked source: picked goods, or goods of the chosen categories. */
function SourceEditor<S extends Source>({ s, onChange }: { s: S; onChange: (s: S) => void }) {
  const { message } = App.useApp();
  const apply = useApply<S>((x) => onChange(x));
  const [pick, setPick] = useState(false);
  const [tree, setTree] = useState<CategoryNode[] | null>(null);
  // the goods list of each source type is kept while switching back and forth
  const cache = useRef<Record<number, GoodsItem[]>>({});
  const switchType = (t: 1 | 2) => {
    cache.current[s.goodsType] = s.goodsList;
    const r = setGoodsType(s, t);
    const restored = cache.current[t];
    apply(restored?.length ? { props: { ...r.props, goodsList: restored, ids: restored.map((g) => g.goodsId) } } : r);
  };
  const fetchByCategory = async (ids: string[]) => {
    if (!ids.length) return void message.warning(MSG.edChooseGroup);
    // page 1, size 10 of each chosen category (the list call filters one category at a time), first 10 kept
    const pages = await Promise.all(ids.map((categoryId) => pickerApi.shelfGoods({ current: 1, size: 10, categoryId }).catch(() => null)));
    const rows = [...new Map(pages.flatMap((p) => p?.records ?? []).map((r) => [String(r.id), r])).values()].slice(0, 10);
    const goods: GoodsItem[] = rows.map(goodsItemOfProduct);
    if (!goods.length) message.warning(MSG.edCategoryEmpty);
    onChange({ ...s, group: { type: ids }, goodsList: goods, ids: goods.map((g) => g.goodsId) });
  };
  const toTree = (n: ClassifyRow[]): CategoryNode[] =>
    n.map((c) => ({
      value: String(c.id),
      title: `${c.name}${c.goodsCount !== undefined ? ` (${c.goodsCount})` : ''}`,
      children: c.children ? toTree(c.children) : undefined,
    }));
  return (
    <>
      <Choice
        label="商品来源"
        value={s.goodsType}
        onChange={switchType}
        options={[
          { value: 1, label: '选择商品' },
          { value: 2, label: '商品分类' },
        ]}
      />
      {s.goodsType === 1 ? (
        <Row label="商品" hint={`已选 ${s.goodsList.length} 个`}>
          <Button size="small" onClick={() => setPick(true)}>
            选择商品
          </Button>
          {s.goodsList.length > 0 && (
            <ItemList
              items={s.goodsList}
              onChange={(list) => onChange({ ...s, goodsList: list, ids: list.map((g) => g.goodsId) })}
              render={(g) => <div className="ed-goods-row">{g.goodsName}</div>}
            />
          )}
        </Row>
      ) : (
        <Row label="分类" hint="展示所选分类下的商品(前10个)">
          <TreeSelect
            size="small"
            style={{ width: '100%' }}
            multiple
            treeCheckable
            placeholder={MSG.edChooseCategory}
            value={s.group.type}
            treeData={tree ?? []}
            onDropdownVisibleChange={(o) => {
              if (o && !tree)
                pickerApi.categories().then(
                  (t) => setTree(toTree(t)),
                  () => setTree([]),
                );
            }}
            onChange={(v) => void fetchByCategory(v as string[])}
          />
        </Row>
      )}
      <GoodsPicker
        open={pick}
        initial={s.goodsList}
        onCancel={() => setPick(false)}
        onOk={(rows) => {
          onChange({ ...s, goodsList: rows, ids: rows.map((g) => g.goodsId) });
          setPick(false);
        }}
      />
    </>
  );
}

export function GoodsPanel<T extends P>({ props: p, set, kind }: PanelProps<T> & { kind: 'goods' | 'goodsCard' }) {
  const apply = useApply(set);
  const { modal } = App.useApp();
  const up = (x: Partial<P>, key?: string) => set({ ...p, ...x } as T, key);
  const minTabs = kind === 'goods' ? 1 : 2;
  const [tabName, setTabName] = useState('');
  const layouts =
    kind === 'goods'
      ? [
          { value: 'picture', label: '大图' },
          { value: 'lineTwo', label: '一行两个' },
          { value: 'list', label: '列表' },
        ]
      : [
          { value: 'list', label: '列表' },
          { value: 'lineTwo', label: '一行两个' },
          { value: 'other', label: '其他' },
        ];
  return (
    <>
      <Section title="列表样式">
        <Choice
          label="展示方式"
          value={p.listType as string}
          onChange={(v) => apply(setGoodsListType(p, v as T['listType']))}
          options={layouts}
        />
        <Toggle label="卡片样式" value={p.isCard} onChange={(v) => up({ isCard: v })} />
        <Toggle label="商品名称" value={p.isTitle} onChange={(v) => up({ isTitle: v })} />
        <Toggle label="商品描述" value={p.isDescribe} onChange={(v) => up({ isDescribe: v })} />
        <Toggle label="价格" value={p.isPrice} onChange={(v) => up({ isPrice: v })} />
        <Toggle label="原价" value={p.isOriginal} onChange={(v) => up({ isOriginal: v })} />
        <Toggle label="标签" value={p.isTag} onChange={(v) => up({ isTag: v })} />
        <Toggle label="距离" value={p.isDistance} onChange={(v) => up({ isDistance: v })} />
        <Toggle label="5A角标" value={p.isMarker} onChange={(v) => up({ isMarker: v })} />
        <Toggle label="图片底部标签" value={p.showTransparentLabel} onChange={(v) => up({ showTransparentLabel: v })} />
        <Toggle label="购买按钮" value={p.isBuybtn} onChange={(v) => apply(setGoodsBuyButton(p, v))} />
        {p.isBuybtn && (
          <Choice
            label="按钮样式"
            value={p.btnStyleType}
            onChange={(v) => up({ btnStyleType: v })}
            options={[1, 2, 3, 4].slice(0, kind === 'goods' ? 4 : 3).map((n) => ({ value: n, label: `样式${n}` }))}
          />
        )}
        <Color label="背景色" value={p.backgroundColor} onChange={(v) => up({ backgroundColor: v })} />
      </Section>
      <Section title="标签页">
        <Toggle label="启用标签页" value={p.tab} onChange={(v) => apply(setTabsEnabled(p, v, minTabs))} />
        {p.tab ? (
          <>
            <Choice
              label="标签样式"
              value={p.tabStyle}
              onChange={(v) => up({ tabStyle: v })}
              options={[1, 2, 3, 4].map((n) => ({ value: n, label: `样式${n}` }))}
            />
            <ImageField
              label="选中背景"
              value={p.tabBgImage}
              size={RECOMMENDED_SIZES.tabSelected}
              rule={BG_RULE}
              onChange={(v) => up({ tabBgImage: v })}
            />
            <Row label="新标签" path="tabs">
              <Input.Search
                size="small"
                placeholder={MSG.edTabNamePrompt}
                enterButton="添加"
                value={tabName}
                onChange={(e) => setTabName(e.target.value)}
                onSearch={(v) => {
                  const m = checkTabName(v.trim());
                  if (m) return apply({ props: p, message: m, refused: true });
                  apply(addTab(p, zGoodsTab.parse({ name: v.trim(), order: Math.floor(Math.random() * 1e6) })));
                  setTabName('');
                }}
              />
            </Row>
            <ItemList
              items={p.tabs}
              onChange={(tabs) => up({ tabs })}
              onRemove={(i) => {
                const r = removeTab(p, i, minTabs);
                if (r.refused) return apply(r);
                modal.confirm({ title: '确认删除该标签页?', onOk: () => apply(r) });
              }}
              render={(t, i, setT) => (
                <>
                  <Row label="名称" path={`tabs.${i}.name`}>
                    <Input
                      size="small"
                      value={t.name}
                      onChange={(e) => setT({ ...t, name: e.target.value })}
                      onFocus={() => up({ curTabIndex: i })}
                      aria-label={`标签${i + 1}名称`}
                    />
                  </Row>
                  <SourceEditor
                    s={t}
                    onChange={(s) => {
                      setT(s);
                    }}
                  />
                </>
              )}
            />
          </>
        ) : (
          <SourceEditor s={p} onChange={(s) => set(s as T)} />
        )}
      </Section>
    </>
  );
}
