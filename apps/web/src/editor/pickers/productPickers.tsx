import { useEffect, useState } from 'react';
import { Tag } from 'antd';
import {
  SECKILL_PICKER_MAX,
  SECKILL_PICKER_PAGE_SIZE,
  SECKILL_TABS,
  type GoodsItem,
  type GroupBuyRow,
  type SeckillGoodsRow,
} from '@yym/contract';
import { pickerApi } from '../api.ts';
import { PickerModal } from './PickerModal.tsx';
import { goodsItemOfProduct, pic, yuan, type PickerBase, type ShelfPick } from './pickerParts.tsx';

/** Listed goods (on shelf), category tabs by parent category, name search, 10 per page, multi. */
export function GoodsPicker(p: PickerBase<GoodsItem>) {
  const [tabs, setTabs] = useState<{ key: string; label: string }[]>([{ key: '', label: '全部' }]);
  useEffect(() => {
    if (p.open)
      pickerApi.categories().then(
        (t) =>
          setTabs([
            { key: '', label: '全部' },
            ...t.map((c) => ({ key: String(c.id), label: `${c.name}${c.goodsCount !== undefined ? `(${c.goodsCount})` : ''}` })),
          ]),
        () => {},
      );
  }, [p.open]);
  return (
    <PickerModal<ShelfPick>
      open={p.open}
      title="已上架商品"
      multiple={p.multiple ?? true}
      max={p.max}
      tabs={tabs}
      searchPlaceholder="商品名称"
      initial={p.initial?.map((g: GoodsItem) => ({
        id: g.goodsId,
        name: g.goodsName,
        image: g.goodsImage,
        price: g.price,
        originalPrice: g.originalPrice,
      }))}
      load={(q) => pickerApi.shelfGoods({ current: q.current, size: q.size, name: q.keyword, categoryId: q.tab || undefined })}
      rowKey={(r) => String(r.id)}
      columns={[
        { title: '分类', dataIndex: 'categoryName', width: 100 },
        { title: '名称', dataIndex: 'name', ellipsis: true },
        { title: '标签', dataIndex: 'labels', width: 120, render: (l: string[]) => (l ?? []).map((x) => <Tag key={x}>{x}</Tag>) },
        { title: '图片', dataIndex: 'image', width: 60, render: pic },
        { title: '价格', dataIndex: 'price', width: 90, render: yuan },
      ]}
      onCancel={p.onCancel}
      onOk={(rows) => p.onOk(rows.map(goodsItemOfProduct))}
    />
  );
}

/** A seckill picker row: a listed seckill goods row, or an item already chosen shown again. */
type SeckillPick = Pick<SeckillGoodsRow, 'goodsId' | 'goodsName' | 'goodsType' | 'image' | 'price' | 'seckillPrice'>;

/** Seckill goods: tabs poi/product/card/collection, 100 per page, at most five (最多选择五条商品). */
export function SeckillPicker(p: PickerBase<GoodsItem>) {
  return (
    <PickerModal<SeckillPick>
      open={p.open}
      title="秒杀商品"
      multiple
      max={SECKILL_PICKER_MAX}
      pageSize={SECKILL_PICKER_PAGE_SIZE}
      tabs={SECKILL_TABS.map((t) => ({ key: t.value, label: t.label }))}
      initial={p.initial?.map((g: GoodsItem) => ({
        goodsId: g.goodsId,
        goodsName: g.goodsName,
        image: g.goodsImage,
        seckillPrice: g.price,
        price: g.originalPrice,
        goodsType: g.goodsType,
      }))}
      load={(q) => pickerApi.seckill({ current: q.current, size: q.size, goodType: q.tab })}
      rowKey={(r) => String(r.goodsId)}
      columns={[
        { title: '商品ID', dataIndex: 'goodsId', width: 90 },
        { title: '商品名称', dataIndex: 'goodsName', ellipsis: true },
        { title: '类型', dataIndex: 'goodsType', width: 90, render: (t: string) => SECKILL_TABS.find((x) => x.value === t)?.label },
        { title: '活动', dataIndex: 'name', width: 110 },
        { title: '图片', dataIndex: 'image', width: 60, render: pic },
        { title: '创建时间', dataIndex: 'createTime', width: 160 },
      ]}
      onCancel={p.onCancel}
      onOk={(rows) =>
        p.onOk(
          rows.map((r) => ({
            goodsId: String(r.goodsId),
            goodsName: r.goodsName,
            goodsImage: r.image ?? '',
            introduction: '',
            tag: '',
            label: '',
            price: Number(r.seckillPrice ?? 0),
            originalPrice: Number(r.price ?? 0),
            poiName: '',
            goodsType: r.goodsType,
            isProduct: 1,
            is5A: false,
          })),
        )
      }
    />
  );
}

/** A group-buy picker row: a listed group-buy goods row, or an item already chosen shown again. */
type GroupBuyPick = Pick<GroupBuyRow, 'goodsId' | 'goodsName' | 'image' | 'price' | 'groupPrice' | 'groupNum'>;

export function GroupBuyPicker(p: PickerBase<GoodsItem & { groupNum: number }>) {
  return (
    <PickerModal<GroupBuyPick>
      open={p.open}
      title="拼团商品"
      multiple
      searchPlaceholder="商品名称"
      pageSize={10}
      load={(q) => pickerApi.groupBuy({ current: q.current, size: q.size, goodsName: q.keyword })}
      rowKey={(r) => String(r.goodsId)}
      initial={p.initial?.map((g) => ({
        goodsId: g.goodsId,
        goodsName: g.goodsName,
        image: g.goodsImage,
        groupPrice: g.price,
        price: g.originalPrice,
        groupNum: g.groupNum,
      }))}
      columns={[
        { title: '商品名称', dataIndex: 'goodsName' },
        { title: '成团人数', dataIndex: 'groupNum', width: 90 },
        { title: '拼团价', dataIndex: 'groupPrice', width: 90, render: yuan },
        { title: '图片', dataIndex: 'image', width: 60, render: pic },
      ]}
      onCancel={p.onCancel}
      onOk={(rows) =>
        p.onOk(
          rows.map((r) => ({
            goodsId: String(r.goodsId),
            goodsName: r.goodsName,
            goodsImage: r.image ?? '',
            introduction: '',
            tag: '',
            label: '',
            price: Number(r.groupPrice ?? 0),
            originalPrice: Number(r.price ?? 0),
            poiName: '',
            goodsType: 'product',
            isProduct: 1,
            is5A: false,
            groupNum: r.groupNum,
          })),
        )
      }
    />
  );
}
