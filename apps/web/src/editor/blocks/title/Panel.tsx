import { RECOMMENDED_SIZES, TITLE_FONT_SIZES, type BlockProps } from '@yym/contract';
import { Choice, Color, Section, Text, Toggle } from '../../kit/fields.tsx';
import { ImageField } from '../../kit/ImageField.tsx';
import { LinkField, pickLink } from '../../kit/LinkField.tsx';
import type { PanelProps } from '../../registry.ts';

type P = BlockProps<'title'>;
export default function TitlePanel({ props: p, set }: PanelProps<P>) {
  const up = (x: Partial<P>, key?: string) => set({ ...p, ...x }, key);
  const s = p.style;
  const upS = (x: Partial<P['style']>) => up({ style: { ...s, ...x } });
  return (
    <>
      <Section title="内容">
        <Choice
          label="样式"
          value={s.model}
          onChange={(v) => upS({ model: v })}
          options={[
            { value: 'text', label: '文字' },
            { value: 'img', label: '图片' },
          ]}
        />
        {s.model === 'text' ? (
          <>
            <Text label="标题" value={p.title.text} max={20} path="title.text" onChange={(v) => up({ title: { text: v } }, 'title')} />
            <Text label="副标题" value={p.info.text} max={50} path="info.text" onChange={(v) => up({ info: { text: v } }, 'info')} />
          </>
        ) : (
          <>
            <Choice
              label="图片规格"
              value={s.imgModel}
              onChange={(v) => upS({ imgModel: v })}
              options={[
                { value: 1, label: RECOMMENDED_SIZES.titleImg1 },
                { value: 2, label: RECOMMENDED_SIZES.titleImg2 },
              ]}
            />
            <ImageField
              label="标题图"
              value={s.imgUrl}
              size={s.imgModel === 1 ? RECOMMENDED_SIZES.titleImg1 : RECOMMENDED_SIZES.titleImg2}
              onChange={(v) => upS({ imgUrl: v })}
            />
          </>
        )}
      </Section>
      <Section title="样式">
        <Choice
          label="对齐"
          value={s.align}
          onChange={(v) => upS({ align: v })}
          options={[
            { value: 'left', label: '居左' },
            { value: 'center', label: '居中' },
          ]}
        />
        {s.model === 'text' && (
          <>
            <Choice
              label="字号"
              value={s.fontSize}
              onChange={(v) => upS({ fontSize: v })}
              options={TITLE_FONT_SIZES.map((f) => ({ value: f, label: `${f}px` }))}
            />
            <Choice
              label="粗细"
              value={s.fontWeight}
              onChange={(v) => upS({ fontWeight: v })}
              options={[
                { value: 400, label: '常规' },
                { value: 700, label: '加粗' },
              ]}
            />
            <Color label="文字颜色" value={s.color} onChange={(v) => upS({ color: v })} />
            <Toggle label="分割线" value={p.isCutOffRule} onChange={(v) => up({ isCutOffRule: v })} />
          </>
        )}
        <Color label="背景色" value={s.bgColor} onChange={(v) => upS({ bgColor: v })} />
      </Section>
      <Section title="查看更多">
        <Toggle label="显示更多" value={p.isMore} onChange={(v) => up({ isMore: v })} />
        {p.isMore && (
          <>
            <Text
              label="更多文字"
              value={p.more.text}
              max={6}
              path="more.text"
              onChange={(v) => up({ more: { ...p.more, text: v } }, 'more')}
            />
            <LinkField value={p.more} onChange={(l) => up({ more: { ...p.more, ...pickLink(l) } })} />
          </>
        )}
      </Section>
    </>
  );
}
