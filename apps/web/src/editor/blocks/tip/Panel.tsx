import type { BlockProps } from '@yym/contract';
import { Color, Section, Text } from '../../kit/fields.tsx';
import { ImageField } from '../../kit/ImageField.tsx';
import { LinkField, pickLink } from '../../kit/LinkField.tsx';
import { TIP_RULE } from '../../kit/upload.ts';
import type { PanelProps } from '../../registry.ts';

type P = BlockProps<'tip'>;
export default function TipPanel({ props: p, set }: PanelProps<P>) {
  const up = (x: Partial<P>, key?: string) => set({ ...p, ...x }, key);
  return (
    <Section title="提示">
      <Text label="提示内容" area value={p.text} max={500} path="text" onChange={(v) => up({ text: v }, 'text')} />
      <Color label="文字颜色" value={p.color} onChange={(v) => up({ color: v })} />
      <Color label="背景色" value={p.backgroundColor} onChange={(v) => up({ backgroundColor: v })} />
      <ImageField label="图片" value={p.imgUrl} rule={TIP_RULE} onChange={(v) => up({ imgUrl: v })} />
      <LinkField value={p} onChange={(l) => up(pickLink(l))} />
    </Section>
  );
}
