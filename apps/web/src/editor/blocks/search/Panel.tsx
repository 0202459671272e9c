import { Checkbox, App, Button } from 'antd';
import {
  SEARCH_CATEGORIES,
  RECOMMENDED_SIZES,
  addHotWord,
  setRecommendList,
  setSearchMax,
  setSearchTypes,
  type BlockProps,
} from '@yym/contract';
import { Choice, Color, Num, Row, Section, TagInput, Text, Toggle, useApply } from '../../kit/fields.tsx';
import { ImageField } from '../../kit/ImageField.tsx';
import { BG_RULE } from '../../kit/upload.ts';
import { GoodsPicker } from '../../pickers/pickers.tsx';
import { useState } from 'react';
import type { PanelProps } from '../../registry.ts';

type P = BlockProps<'search'>;
export default function SearchPanel({ props: p, set }: PanelProps<P>) {
  const apply = useApply(set);
  const { message } = App.useApp();
  const [pick, setPick] = useState(false);
  const up = (x: Partial<P>, key?: string) => set({ ...p, ...x }, key);
  return (
    <>
      <Section title="样式">
        <Choice
          label="位置"
          value={p.isTopLocation ? 1 : 0}
          onChange={(v) => up({ isTopLocation: v === 1 })}
          options={[
            { value: 0, label: '随页面滚动' },
            { value: 1, label: '固定顶部' },
          ]}
        />
        <Text label="提示文字" value={p.placeholder} max={30} path="placeholder" onChange={(v) => up({ placeholder: v }, 'placeholder')} />
        <Toggle label="显示定位" value={p.isShowAddress} onChange={(v) => up({ isShowAddress: v })} />
        <Toggle label="显示天气" value={p.isShowWeather} onChange={(v) => up({ isShowWeather: v })} />
        <Color label="背景色" value={p.backgroundColor} onChange={(v) => up({ backgroundColor: v })} />
        {!p.isTopLocation && (
          <ImageField
            label="背景图"
            value={p.bgImage}
            size={RECOMMENDED_SIZES.searchBg}
            rule={BG_RULE}
            accept="image/png,image/jpeg"
            onChange={(v) => up({ bgImage: v })}
          />
        )}
      </Section>
      <Section title="搜索页">
        <Toggle label="搜索历史" value={p.isHistory} onChange={(v) => up({ isHistory: v })} />
        <Toggle label="热门搜索" value={p.isHot} onChange={(v) => up({ isHot: v })} />
        {p.isHot && (
          <Row label="热词" path="hotList" hint={`${p.hotList.length}/10，每个1-6个字`}>
            <TagInput
              values={p.hotList.map((h) => h.name)}
              max={10}
              placeholder="输入热词"
              onAdd={(name) => apply(addHotWord(p, name))}
              onRemove={(i) => up({ hotList: p.hotList.filter((_, k) => k !== i).map((h, k) => ({ ...h, order: k })) })}
            />
          </Row>
        )}
        <Toggle label="热门推荐" value={p.isRecommend} onChange={(v) => up({ isRecommend: v })} />
        {p.isRecommend && (
          <Row label="推荐商品" path="recommendList" hint={`${p.recommendList.length}/10`}>
            <Button size="small" onClick={() => setPick(true)}>
              选择商品
            </Button>
            <div className="ed-hint">{p.recommendList.map((r) => r.name).join('、')}</div>
          </Row>
        )}
        <Row label="搜索类别" path="searchType">
          <Checkbox.Group
            value={p.searchType}
            onChange={(v) => apply(setSearchTypes(p, v as string[]))}
            options={SEARCH_CATEGORIES.map((c) => ({ value: c.id, label: c.name }))}
          />
        </Row>
        <Num
          label="每类展示"
          value={p.max}
          path="max"
          min={1}
          max={10}
          emptyAs={NaN}
          onChange={(v) => apply(setSearchMax(p, Number.isNaN(v) ? null : v))}
        />
      </Section>
      <GoodsPicker
        open={pick}
        onCancel={() => setPick(false)}
        initial={[]}
        onOk={(rows) => {
          const r = setRecommendList(
            p,
            rows.map((g) => ({ id: g.goodsId, name: g.goodsName, productType: g.goodsType })),
          );
          if (r.refused) return void message.error(r.message);
          set(r.props);
          setPick(false);
        }}
      />
    </>
  );
}
