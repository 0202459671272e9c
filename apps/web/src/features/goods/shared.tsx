import { Button, InputNumber, Input, Select, Space, Tag, TreeSelect } from 'antd';
import { centsToYuan } from '@yym/contract';
import { useQueryOf } from '../../app/data.ts';
import { freightActions } from './api.ts';

/** Pieces the goods pages share: the shelf tag, yuan ↔ cents, the region and freight pickers, a row editor. */

export const SHELF_OPTIONS = [
  { label: '已上架', value: 1 },
  { label: '已下架', value: 0 },
];
export const ShelfTag = ({ v }: { v: number }) => <Tag color={v === 1 ? 'green' : undefined}>{v === 1 ? '已上架' : '已下架'}</Tag>;
export const toCents = (yuan: unknown) => Math.round(Number(yuan ?? 0) * 100);
export const toYuan = (cents: unknown) => (cents == null ? undefined : Number(centsToYuan(Number(cents))));

/** Provinces and their cities of the platform's region tree, several at once. */
export function RegionPicker({ value, onChange, testId }: { value?: string[]; onChange?: (v: string[]) => void; testId?: string }) {
  const tree = useQueryOf('goods-regions', [], () => freightActions.regions());
  const data = (tree.data ?? []).map((p) => ({
    title: p.name,
    value: p.code,
    children: (p.children ?? []).map((c) => ({ title: c.name, value: c.code })),
  }));
  return (
    <TreeSelect
      data-testid={testId}
      treeData={data}
      value={value ?? []}
      onChange={(v) => onChange?.(v as string[])}
      treeCheckable
      showCheckedStrategy={TreeSelect.SHOW_PARENT}
      placeholder="选择省份或城市"
      loading={tree.isLoading}
      style={{ width: '100%' }}
      maxTagCount={6}
      treeNodeFilterProp="title"
    />
  );
}

export function FreightSelect({ value, onChange }: { value?: string | null; onChange?: (v: string | null) => void }) {
  const opts = useQueryOf('goods-freight-options', [], () => freightActions.options());
  return (
    <Select
      data-testid="goods-freight"
      allowClear
      placeholder="不选则包邮"
      value={value ?? undefined}
      onChange={(v) => onChange?.(v ?? null)}
      loading={opts.isLoading}
      options={(opts.data ?? []).map((o) => ({ label: o.name, value: o.id }))}
    />
  );
}

/** A small table of editable rows (SKUs, region rates, departures): each field an input or a number. */
export interface RowField {
  key: string;
  title: string;
  width?: number;
  kind?: 'text' | 'number' | 'money' | 'date' | 'regions';
  min?: number;
}
export function RowsEditor<R extends Record<string, unknown>>(p: {
  value?: R[];
  onChange?: (rows: R[]) => void;
  fields: RowField[];
  blank: R;
  addText: string;
  testId: string;
}) {
  const rows = p.value ?? [];
  const set = (i: number, k: string, v: unknown) => p.onChange?.(rows.map((r, j) => (j === i ? { ...r, [k]: v } : r)));
  return (
    <div data-testid={p.testId}>
      {rows.map((r, i) => (
        <Space key={i} align="start" style={{ display: 'flex', marginBottom: 6 }} wrap>
          {p.fields.map((f) =>
            f.kind === 'regions' ? (
              <div key={f.key} style={{ width: f.width ?? 260 }}>
                <RegionPicker value={r[f.key] as string[]} onChange={(v) => set(i, f.key, v)} />
              </div>
            ) : f.kind === 'number' || f.kind === 'money' ? (
              <InputNumber
                key={f.key}
                data-testid={`${p.testId}-${f.key}-${i}`}
                placeholder={f.title}
                addonBefore={f.title}
                min={f.min ?? 0}
                precision={f.kind === 'money' ? 2 : 0}
                value={r[f.key] as number}
                onChange={(v) => set(i, f.key, v)}
                style={{ width: f.width ?? 170 }}
              />
            ) : (
              <Input
                key={f.key}
                data-testid={`${p.testId}-${f.key}-${i}`}
                placeholder={f.kind === 'date' ? 'YYYY-MM-DD' : f.title}
                addonBefore={f.title}
                value={r[f.key] as string}
                onChange={(e) => set(i, f.key, e.target.value)}
                style={{ width: f.width ?? 200 }}
              />
            ),
          )}
          <Button danger type="link" onClick={() => p.onChange?.(rows.filter((_, j) => j !== i))}>
            删除
          </Button>
        </Space>
      ))}
      <Button type="dashed" onClick={() => p.onChange?.([...rows, { ...p.blank }])} data-testid={`${p.testId}-add`}>
        {p.addText}
      </Button>
    </div>
  );
}
