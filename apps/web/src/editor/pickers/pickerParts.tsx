import { Image } from 'antd';
import { centsToYuan, type GoodsItem, type ShelfGoodsRow } from '@yym/contract';
import { thumb } from '../kit/preview.tsx';

/** What every picker takes: open state, the chosen rows back, and the rows already chosen. */
export interface PickerBase<T> {
  open: boolean;
  onCancel: () => void;
  onOk: (rows: T[]) => void;
  multiple?: boolean;
  max?: number;
  /** Rows already chosen, as the block keeps them. */
  initial?: T[];
}
/** A 40px thumbnail cell. */
export const pic = (src: string) =>
  src ? <Image src={thumb(src)} width={40} height={40} style={{ objectFit: 'cover', borderRadius: 4 }} preview={false} /> : null;
export const yuan = (c: number) => `¥${centsToYuan(c)}`;

/**
 * A row of the goods picker: a listed product (the shelf list's row), or an item already chosen shown
 * again (its id, name, picture and prices in cents only).
 */
export type ShelfPick = Pick<ShelfGoodsRow, 'id' | 'name' | 'image'> &
  Partial<Omit<ShelfGoodsRow, 'id' | 'name' | 'image' | 'price' | 'originalPrice'>> & {
    price: string | number;
    originalPrice: string | number;
  };

/** A listed product (the shelf list's row) as a goods block's item. */
export const goodsItemOfProduct = (r: ShelfPick): GoodsItem => ({
  goodsId: String(r.id),
  goodsName: r.name,
  goodsImage: r.image ?? '',
  introduction: r.poiName ?? '',
  tag: (r.labels ?? []).join(','),
  label: r.labels?.[0] ?? '',
  price: Number(r.price ?? 0),
  originalPrice: Number(r.originalPrice ?? 0),
  poiName: r.poiName ?? '',
  goodsType: 'product',
  isProduct: 1,
  is5A: false,
});
