import { Checkbox } from 'antd';
import { LIVE_STATUSES, setLiveStatuses, type BlockProps } from '@yym/contract';
import { Num, Row, Section, Text, useApply } from '../../kit/fields.tsx';
import type { PanelProps } from '../../registry.ts';

type P = BlockProps<'live'>;
export default function LivePanel({ props: p, set }: PanelProps<P>) {
  const apply = useApply(set);
  const up = (x: Partial<P>, key?: string) => set({ ...p, ...x }, key);
  return (
    <Section title="直播">
      <Text label="标题" value={p.title} max={20} path="title" onChange={(v) => up({ title: v }, 'title')} />
      <Row label="直播状态" path="ischecked" hint="至少勾选一种">
        <Checkbox.Group
          value={p.ischecked}
          onChange={(v) => apply(setLiveStatuses(p, v as P['ischecked']))}
          options={LIVE_STATUSES.map((s) => ({ value: s.value, label: s.label }))}
        />
      </Row>
      <Num label="展示数量" value={p.count} path="count" min={1} max={20} onChange={(v) => up({ count: v }, 'count')} />
    </Section>
  );
}
