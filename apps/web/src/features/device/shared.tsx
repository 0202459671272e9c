import { Select, Tag } from 'antd';
import { DEVICE_STATE_LABELS, type DeviceState } from '@yym/contract';
import { useQueryOf } from '../../app/data.ts';
import { deviceCalls, deviceGroups } from './api.ts';

const STATE_COLOR: Record<DeviceState, string> = { online: 'green', offline: 'red', fault: 'orange', never: 'default' };

export function StateTag({ state }: { state: DeviceState }) {
  return <Tag color={STATE_COLOR[state]}>{DEVICE_STATE_LABELS[state]}</Tag>;
}

/** The tenant's device groups to pick one from. */
export function GroupSelect(p: { value?: string; onChange?: (v: string | undefined) => void; placeholder?: string }) {
  const q = useQueryOf(deviceGroups, ['all'], deviceCalls.groups);
  return (
    <Select
      allowClear
      aria-label="设备分组"
      placeholder={p.placeholder ?? '选择分组'}
      value={p.value}
      onChange={p.onChange}
      options={(q.data?.records ?? []).map((g) => ({ value: String(g.id), label: g.name }))}
    />
  );
}
