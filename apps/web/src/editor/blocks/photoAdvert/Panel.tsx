import { App, Select } from 'antd';
import { CAROUSEL_SIZES, RECOMMENDED_SIZES, zAdItem, zMultiGroup, removeMultiGroup, type BlockProps } from '@yym/contract';
import { Choice, Color, ItemList, Row, Section, Text, Toggle, useApply } from '../../kit/fields.tsx';
import { ImageField } from '../../kit/ImageField.tsx';
import { LinkField, pickLink } from '../../kit/LinkField.tsx';
import type { PanelProps } from '../../registry.ts';

type P = BlockProps<'photoAdvert'>;
const MODES = [
  { value: 0, label: '轮播' },
  { value: 1, label: '一行一个' },
  { value: 2, label: '横向滑动' },
  { value: 3, label: '多图轮播' },
];

export default function AdvertPanel({ props: p, set }: PanelProps<P>) {
  const apply = useApply(set);
  const { modal } = App.useApp();
  const up = (x: Partial<P>, key?: string) => set({ ...p, ...x }, key);
  const c = p.carousel;
  const upC = (x: Partial<P['carousel']>) => up({ carousel: { ...c, ...x } });
  const table = p.modelType === 2 ? CAROUSEL_SIZES.swipe : c.modelType === 1 ? CAROUSEL_SIZES.card : CAROUSEL_SIZES.flat;
  const sizeText = (i: number) => {
    const s = table[i - 1];
    return s ? `${s[0]}x${s[1]}` : '';
  };
  return (
    <>
      <Section title="模式">
        <Choice
          label="展示方式"
          value={p.modelType}
          onChange={(v) => up({ modelType: v, ...(v === 3 && !p.multipleList.length ? { multipleList: [zMultiGroup.parse({})] } : {}) })}
          options={MODES}
        />
        {p.modelType !== 3 && (
          <>
            <Choice
              label="样式"
              value={c.modelType}
              onChange={(v) => upC({ modelType: v, sizeModel: 1 })}
              options={[
                { value: 1, label: '卡片' },
                { value: 0, label: '平铺' },
              ]}
            />
            <Choice
              label="圆角"
              value={c.modelRadius}
              onChange={(v) => upC({ modelRadius: v })}
              options={[
                { value: 1, label: '圆角' },
                { value: 0, label: '直角' },
              ]}
            />
            <Row label="图片尺寸" path="carousel.sizeModel">
              <Select
                size="small"
                style={{ width: 160 }}
                value={c.sizeModel}
                onChange={(v) => upC({ sizeModel: v })}
                options={table.map((_, i) => ({ value: i + 1, label: sizeText(i + 1) }))}
              />
            </Row>
            <Choice
              label="标题位置"
              value={c.title.align}
              onChange={(v) => upC({ title: { align: v } })}
              options={[
                { value: 0, label: '图片内' },
                { value: 1, label: '图片下' },
              ]}
            />
            <Choice
              label="上边距"
              value={c.topDistance}
              onChange={(v) => upC({ topDistance: v })}
              options={[
                { value: 1, label: '有' },
                { value: 2, label: '无' },
              ]}
            />
            <Choice
              label="下边距"
              value={c.botDistance}
              onChange={(v) => upC({ botDistance: v })}
              options={[
                { value: 1, label: '有' },
                { value: 2, label: '无' },
              ]}
            />
            <Toggle label="底部说明" value={c.bottomShadowFlag} onChange={(v) => upC({ bottomShadowFlag: v })} />
            {c.bottomShadowFlag && (
              <>
                <ImageField
                  label="说明图标"
                  value={c.bottomShadow.imgUrl}
                  size={`不大于${RECOMMENDED_SIZES.shadowIcon}`}
                  onChange={(v) => upC({ bottomShadow: { ...c.bottomShadow, imgUrl: v } })}
                />
                <Text
                  label="说明文字"
                  value={c.bottomShadow.title}
                  max={200}
                  path="carousel.bottomShadow.title"
                  onChange={(v) => upC({ bottomShadow: { ...c.bottomShadow, title: v } })}
                />
              </>
            )}
            <Toggle label="指示器" value={p.markerFlag} onChange={(v) => up({ markerFlag: v })} />
            {p.markerFlag && <Color label="选中颜色" value={p.markerActive} onChange={(v) => up({ markerActive: v })} />}
          </>
        )}
        <Color label="背景色" value={p.backgroundColor} onChange={(v) => up({ backgroundColor: v })} />
      </Section>
      {p.modelType !== 3 ? (
        <Section title={`图片 (${p.list.length}/100)`}>
          <ItemList
            items={p.list}
            max={100}
            addLabel="添加图片"
            onChange={(list) => up({ list: list.map((x, i) => ({ ...x, order: i })) })}
            onAdd={() => up({ list: [...p.list, zAdItem.parse({ order: p.list.length })] })}
            render={(it, i, setIt) => (
              <>
                <ImageField label="图片" value={it.imgUrl} size={sizeText(c.sizeModel)} onChange={(v) => setIt({ ...it, imgUrl: v })} />
                <Text label="标题" value={it.title} max={50} path={`list.${i}.title`} onChange={(v) => setIt({ ...it, title: v })} />
                <Text
                  label="描述"
                  value={it.describe}
                  max={50}
                  path={`list.${i}.describe`}
                  onChange={(v) => setIt({ ...it, describe: v })}
                />
                <LinkField value={it} onChange={(l) => setIt({ ...it, ...pickLink(l) })} />
              </>
            )}
          />
        </Section>
      ) : (
        <Section title={`多图轮播 (${p.multipleList.length}/6)`}>
          <ImageField label="标题背景" value={p.multipleTitleBg} onChange={(v) => up({ multipleTitleBg: v })} />
          <ImageField label="背景图" value={p.multipleBg} size={RECOMMENDED_SIZES.multiGroupBg} onChange={(v) => up({ multipleBg: v })} />
          <Toggle label="指示器" value={p.multipleMarkerFlag} onChange={(v) => up({ multipleMarkerFlag: v })} />
          <ItemList
            items={p.multipleList}
            max={6}
            addLabel="添加一组"
            onChange={(list) => up({ multipleList: list })}
            onAdd={() => up({ multipleList: [...p.multipleList, zMultiGroup.parse({ order: p.multipleList.length })] })}
            onRemove={(i) => modal.confirm({ title: '确认删除该组?', onOk: () => apply(removeMultiGroup(p, i)) })}
            render={(g, _i, setG) => (
              <>
                <Choice
                  label="图片数"
                  value={g.imgUrlShow}
                  onChange={(v) => setG({ ...g, imgUrlShow: v })}
                  options={[1, 2, 3].map((n) => ({ value: n, label: `${n}张` }))}
                />
                {([1, 2, 3] as const).slice(0, g.imgUrlShow).map((n) => (
                  <div key={n}>
                    <ImageField label={`图片${n}`} value={g[`img${n}Url`]} onChange={(v) => setG({ ...g, [`img${n}Url`]: v })} />
                    <LinkField
                      label={`链接${n}`}
                      value={g.customize[n - 1] ?? {}}
                      onChange={(l) => {
                        const cz = [...g.customize];
                        cz[n - 1] = l;
                        setG({ ...g, customize: cz });
                      }}
                    />
                  </div>
                ))}
              </>
            )}
          />
        </Section>
      )}
    </>
  );
}
