import type { BlockProps } from '@yym/contract';
import { Color, Section, Text } from '../../kit/fields.tsx';
import { LinkField, pickLink } from '../../kit/LinkField.tsx';
import type { PanelProps } from '../../registry.ts';

type P = BlockProps<'notice'>;
export default function NoticePanel({ props: p, set }: PanelProps<P>) {
  const up = (x: Partial<P>, key?: string) => set({ ...p, ...x }, key);
  return (
    <Section title="公告">
      <Text
        label="公告内容"
        area
        value={p.text}
        max={200}
        path="text"
        onChange={(v) => up({ text: v }, 'text')}
        hint="超出一行时自动滚动"
      />
      <Color label="文字颜色" value={p.color} onChange={(v) => up({ color: v })} />
      <Color label="背景色" value={p.backgroundColor} onChange={(v) => up({ backgroundColor: v })} />
      <LinkField value={p} onChange={(l) => up(pickLink(l))} />
    </Section>
  );
}
