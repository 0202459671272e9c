import type { BlockProps } from '@yym/contract';
import { Choice, Color, Num, Section, Toggle } from '../../kit/fields.tsx';
import type { PanelProps } from '../../registry.ts';

type P = BlockProps<'gap'>;
export default function GapPanel({ props: p, set }: PanelProps<P>) {
  const up = (x: Partial<P>, key?: string) => set({ ...p, ...x }, key);
  return (
    <Section title="辅助分割">
      <Choice
        label="类型"
        value={p.align}
        onChange={(v) => up({ align: v })}
        options={[
          { value: '', label: '空白' },
          { value: 'line', label: '线条' },
        ]}
      />
      {p.align === 'line' && (
        <>
          <Choice
            label="线型"
            value={p.lineType}
            onChange={(v) => up({ lineType: v })}
            options={[
              { value: 'solid', label: '实线' },
              { value: 'dashed', label: '虚线' },
            ]}
          />
          <Toggle label="左右留白" value={p.isMargin} onChange={(v) => up({ isMargin: v })} />
          <Color label="线条颜色" value={p.color} onChange={(v) => up({ color: v })} />
        </>
      )}
      <Num label="高度" value={p.h} path="h" min={0} max={50} onChange={(v) => up({ h: v }, 'h')} />
      <Color label="背景色" value={p.backgroundColor} onChange={(v) => up({ backgroundColor: v })} />
    </Section>
  );
}
