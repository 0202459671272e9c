import { rowsOf, useList, useQueryOf } from '../../app/data.ts';
import { Select, Tag } from 'antd';
import { HOTEL_STARS } from '@yym/contract';
import { hotelActions, suppliers } from './api.ts';

/** The tenant's hotels for pickers (cached a minute; a new hotel shows after its page refreshes it). */
export function useHotelOptions() {
  const q = useQueryOf('hotel-options', [], () => hotelActions.hotelOptions(), { staleTime: 60_000 });
  return (q.data ?? []).map((h) => ({ value: String(h.id), label: h.name }));
}

/** A hotel select bound to a form field or a filter. */
export function HotelSelect(p: {
  id?: string;
  value?: string;
  onChange?: (v: string) => void;
  allowClear?: boolean;
  width?: number;
  testId?: string;
}) {
  const options = useHotelOptions();
  return (
    <Select
      id={p.id}
      showSearch
      optionFilterProp="label"
      placeholder="选择酒店"
      allowClear={p.allowClear}
      style={{ width: p.width ?? 220 }}
      value={p.value || undefined}
      onChange={(v) => p.onChange?.(v ?? '')}
      options={options}
      data-testid={p.testId}
    />
  );
}

/** A hotel supplier select for a filter (the tenant has a handful: the first page holds them). */
export function SupplierSelect(p: { id?: string; value?: string; onChange?: (v: string) => void; width?: number }) {
  const list = useList(suppliers, { current: 1, size: 100 });
  return (
    <Select
      id={p.id}
      allowClear
      placeholder="选择供应商"
      style={{ width: p.width ?? 180 }}
      value={p.value || undefined}
      onChange={(v) => p.onChange?.(v ?? '')}
      options={rowsOf(list.data).map((s) => ({ value: String(s.id), label: s.name }))}
    />
  );
}

export const STAR_OPTIONS = Object.entries(HOTEL_STARS).map(([v, label]) => ({ value: Number(v), label }));
export const SHELF_OPTIONS = [
  { value: 1, label: '已上架' },
  { value: 0, label: '已下架' },
];
export const ShelfTag = ({ v }: { v: number }) => (Number(v) === 1 ? <Tag color="green">已上架</Tag> : <Tag>已下架</Tag>);

/** First picture of a comma-separated list. */
export const firstPic = (s?: string | null) => (s ?? '').split(',').find(Boolean) ?? '';
