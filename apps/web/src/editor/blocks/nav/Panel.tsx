import { App } from 'antd';
import { RECOMMENDED_SIZES, addNavItem, navCounter, removeNavItem, setNavPattern, setNavPerRow, type BlockProps } from '@yym/contract';
import { Choice, Color, ItemList, Section, Text, Toggle, useApply } from '../../kit/fields.tsx';
import { ImageField } from '../../kit/ImageField.tsx';
import { LinkField, pickLink } from '../../kit/LinkField.tsx';
import type { PanelProps } from '../../registry.ts';

type P = BlockProps<'nav'>;
export default function NavPanel({ props: p, set }: PanelProps<P>) {
  const apply = useApply(set);
  const { modal } = App.useApp();
  const up = (x: Partial<P>, key?: string) => set({ ...p, ...x }, key);
  return (
    <>
      <Section title="样式">
        <Choice
          label="模式"
          value={p.modelPattern}
          onChange={(v) => apply(setNavPattern(p, v))}
          options={[
            { value: 'fixed', label: '固定' },
            { value: 'crosswise', label: '横向滑动' },
          ]}
        />
        <Choice
          label="类型"
          value={p.modelType}
          onChange={(v) => up({ modelType: v })}
          options={[
            { value: 0, label: '图片+文字' },
            { value: 1, label: '仅文字' },
          ]}
        />
        <Choice
          label="每行个数"
          value={p.isMarker}
          onChange={(v) => apply(setNavPerRow(p, v))}
          options={[3, 4, 5].map((n) => ({ value: n as 3 | 4 | 5, label: `${n}个` }))}
        />
        {p.modelPattern === 'crosswise' && <Toggle label="滚动条" value={p.markerFlag} onChange={(v) => up({ markerFlag: v })} />}
        {p.markerFlag && <Color label="滚动条颜色" value={p.markerActive} onChange={(v) => up({ markerActive: v })} />}
        <Color label="文字颜色" value={p.color} onChange={(v) => up({ color: v })} />
        <Color label="背景色" value={p.backgroundColor} onChange={(v) => up({ backgroundColor: v })} />
      </Section>
      <Section title="导航">
        <ItemList
          items={p.list}
          onChange={(list) => up({ list: list.map((x, i) => ({ ...x, order: i })) })}
          onAdd={p.modelPattern === 'crosswise' ? () => apply(addNavItem(p)) : undefined}
          addLabel="添加导航"
          counter={navCounter(p)}
          max={15}
          onRemove={(i) => {
            const r = removeNavItem(p, i);
            if (r.refused) return apply(r);
            modal.confirm({ title: '确认删除该导航?', onOk: () => apply(r) });
          }}
          render={(it, i, setIt) => (
            <>
              {p.modelType === 0 && (
                <ImageField
                  label="图片"
                  value={it.imgUrl}
                  size={RECOMMENDED_SIZES.navImage}
                  onChange={(v) => setIt({ ...it, imgUrl: v })}
                />
              )}
              <Text label="标题" value={it.title} max={5} path={`list.${i}.title`} onChange={(v) => setIt({ ...it, title: v })} />
              <LinkField value={it} onChange={(l) => setIt({ ...it, ...pickLink(l) })} />
            </>
          )}
        />
      </Section>
    </>
  );
}
