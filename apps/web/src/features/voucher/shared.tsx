import { Button, InputNumber, Input, Select, Space, Tag } from 'antd';
import type { PackageItem } from '@yym/contract';
import { useQueryOf } from '../../app/data.ts';
import { packageActions } from './api.ts';

export const SHELF_OPTIONS = [
  { value: 1, label: '已上架' },
  { value: 0, label: '已下架' },
];
export const ShelfTag = ({ v }: { v: number }) => (Number(v) === 1 ? <Tag color="green">已上架</Tag> : <Tag>已下架</Tag>);

/** The tenant's scenic spots (where a voucher is used). */
export function PoiSelect(p: {
  id?: string;
  value?: string | null;
  onChange?: (v: string | null) => void;
  width?: number;
  testId?: string;
}) {
  const q = useQueryOf('vc-pois', [], () => packageActions.pois(), { staleTime: 60_000 });
  return (
    <Select
      id={p.id}
      allowClear
      showSearch
      optionFilterProp="label"
      placeholder="选择使用地点"
      style={{ width: p.width ?? 260 }}
      value={p.value || undefined}
      onChange={(v) => p.onChange?.(v ?? null)}
      options={(q.data ?? []).map((x) => ({ value: String(x.id), label: x.name }))}
      data-testid={p.testId}
    />
  );
}

/** A date field holding 'YYYY-MM-DD' (the browser's own date picker). */
export function DateInput(p: { id?: string; value?: string; onChange?: (v: string) => void; testId?: string }) {
  return (
    <Input
      id={p.id}
      type="date"
      value={p.value ?? ''}
      onChange={(e) => p.onChange?.(e.target.value)}
      style={{ width: 180 }}
      data-testid={p.testId}
    />
  );
}

/** What a package voucher bundles: lines of a name and how many times it may be used. */
export function ItemsInput(p: { id?: string; value?: PackageItem[]; onChange?: (v: PackageItem[]) => void }) {
  const items = p.value ?? [];
  const set = (i: number, part: Partial<PackageItem>) => p.onChange?.(items.map((x, k) => (k === i ? { ...x, ...part } : x)));
  return (
    <Space direction="vertical" style={{ width: '100%' }} id={p.id}>
      {items.map((x, i) => (
        <Space key={i}>
          <Input
            placeholder="内容,如:景区门票"
            value={x.name}
            maxLength={50}
            onChange={(e) => set(i, { name: e.target.value })}
            style={{ width: 240 }}
            data-testid={`vc-item-name-${i}`}
          />
          <InputNumber
            min={1}
            max={20}
            value={x.times}
            onChange={(v) => set(i, { times: Number(v ?? 1) })}
            addonAfter="次"
            data-testid={`vc-item-times-${i}`}
          />
          <Button type="link" danger onClick={() => p.onChange?.(items.filter((_, k) => k !== i))}>
            删除
          </Button>
        </Space>
      ))}
      <Button onClick={() => p.onChange?.([...items, { name: '', times: 1 }])} data-testid="vc-item-add">
        添加套餐内容
      </Button>
    </Space>
  );
}

export const itemsText = (items: PackageItem[]) => items.map((i) => `${i.name}×${i.times}`).join('、');
