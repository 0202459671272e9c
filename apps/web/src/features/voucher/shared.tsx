import { App, Button, InputNumber, Input, Select, Space, Tag, Typography } from 'antd';
import { MSG, centsToYuan, yuanToCents, type PackageItem } from '@yym/contract';
import { useQueryOf, useRefresh, type QueryTarget } from '../../app/data.ts';
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

/** What a voucher list can do to one row: shelve, copy, and give its customer link. */
interface VoucherRowCalls {
  shelve(ids: string[], status: number): Promise<unknown>;
  copy(id: string): Promise<unknown>;
  preview(id: string): Promise<{ name: string; link: string }>;
}

/**
 * A voucher list's row calls, each followed by a success message and a reload of the list, and its
 * preview, which shows the customer page's link to open or copy.
 */
export function useVoucherRows(resource: QueryTarget, calls: VoucherRowCalls) {
  const { message, modal } = App.useApp();
  const refresh = useRefresh(resource);
  const run = async (p: Promise<unknown>, text: string = MSG.updateSuccess) => {
    await p;
    void message.success(text);
    void refresh();
  };
  const preview = async (id: string) => {
    const p = await calls.preview(id);
    const url = `${window.location.origin}${p.link}`;
    modal.info({
      title: `预览:${p.name}`,
      content: (
        <Typography.Paragraph copyable={{ text: url }}>
          <a href={url} target="_blank" rel="noreferrer">
            {url}
          </a>
        </Typography.Paragraph>
      ),
    });
  };
  return { run, preview, refresh };
}

/** The 上架/下架, 复制 and 预览 buttons of a voucher row. */
export function ShelfCopyPreview<R extends { id: string; shelfStatus: number }>(p: {
  row: R;
  calls: VoucherRowCalls;
  can: { shelf: boolean; copy: boolean };
  rows: ReturnType<typeof useVoucherRows>;
  testId: string;
}) {
  const { row: r, calls, can, rows } = p;
  return (
    <>
      {can.shelf && (
        <Button
          type="link"
          size="small"
          data-testid={`${p.testId}-shelf-${r.id}`}
          onClick={() => void rows.run(calls.shelve([r.id], r.shelfStatus === 1 ? 0 : 1))}
        >
          {r.shelfStatus === 1 ? '下架' : '上架'}
        </Button>
      )}
      {can.copy && (
        <Button type="link" size="small" onClick={() => void rows.run(calls.copy(r.id), '已复制(未上架)')}>
          复制
        </Button>
      )}
      <Button type="link" size="small" onClick={() => void rows.preview(r.id)}>
        预览
      </Button>
    </>
  );
}

/** A voucher row's prices in yuan for its form, and back to cents for the server. */
export const pricesToForm = <R extends { price: number; originalPrice: number }>(r: R): R => ({
  ...r,
  price: Number(centsToYuan(r.price)),
  originalPrice: Number(centsToYuan(r.originalPrice)),
});
export const pricesToCents = <R extends { price?: number; originalPrice?: number }>(r: R): R => ({
  ...r,
  price: yuanToCents(String(r.price ?? 0)),
  originalPrice: yuanToCents(String(r.originalPrice ?? 0)),
});
