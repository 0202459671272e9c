import { useEffect, useState } from 'react';
import { Image, Tag } from 'antd';
import { centsToYuan, SECKILL_PICKER_MAX, SECKILL_PICKER_PAGE_SIZE, SECKILL_TABS, type GoodsItem, type Page } from '@yym/contract';
import { pickerApi, decoApi } from '../api.ts';
import { thumb } from '../kit/preview.tsx';
import { PickerModal } from './PickerModal.tsx';

interface Base<T> { open: boolean; onCancel: () => void; onOk: (rows: T[]) => void; multiple?: boolean; max?: number; initial?: any[] }
const pic = (src: string) => (src ? <Image src={thumb(src)} width={40} height={40} style={{ objectFit: 'cover', borderRadius: 4 }} preview={false} /> : null);
const yuan = (c: number) => `¥${centsToYuan(c)}`;

/** Listed goods (on shelf), category tabs by parent category, name search, 10 per page, multi. */
export function GoodsPicker(p: Base<GoodsItem>) {
  const [tabs, setTabs] = useState<{ key: string; label: string }[]>([{ key: '', label: '全部' }]);
  useEffect(() => {
    if (p.open) pickerApi.categories().then((t) => setTabs([{ key: '', label: '全部' }, ...t.map((c: any) => ({ key: String(c.id), label: `${c.name}${c.goodsCount !== undefined ? `(${c.goodsCount})` : ''}` }))]), () => {});
  }, [p.open]);
  return (
    <PickerModal<any>
      open={p.open} title="已上架商品" multiple={p.multiple ?? true} max={p.max} tabs={tabs} searchPlaceholder="商品名称"
      initial={p.initial?.map((g: GoodsItem) => ({ id: g.goodsId, name: g.goodsName, image: g.goodsImage, price: g.price, originalPrice: g.originalPrice }))}
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
      onOk={(rows) => p.onOk(rows.map((r) => ({
        goodsId: String(r.id), goodsName: r.name, goodsImage: r.image ?? '', introduction: r.poiName ?? '', tag: (r.labels ?? []).join(','),
        label: r.labels?.[0] ?? '', price: Number(r.price ?? 0), originalPrice: Number(r.originalPrice ?? 0), poiName: r.poiName ?? '',
        goodsType: 'product', isProduct: 1, is5A: false,
      })))}
    />
  );
}

/** Seckill goods: tabs poi/product/card/collection, 100 per page, at most five (最多选择五条商品). */
export function SeckillPicker(p: Base<GoodsItem>) {
  return (
    <PickerModal<any>
      open={p.open} title="秒杀商品" multiple max={SECKILL_PICKER_MAX} pageSize={SECKILL_PICKER_PAGE_SIZE}
      tabs={SECKILL_TABS.map((t) => ({ key: t.value, label: t.label }))}
      initial={p.initial?.map((g: GoodsItem) => ({ goodsId: g.goodsId, goodsName: g.goodsName, image: g.goodsImage, seckillPrice: g.price, price: g.originalPrice, goodsType: g.goodsType }))}
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
      onOk={(rows) => p.onOk(rows.map((r) => ({ goodsId: String(r.goodsId), goodsName: r.goodsName, goodsImage: r.image ?? '', introduction: '', tag: '', label: '',
        price: Number(r.seckillPrice ?? 0), originalPrice: Number(r.price ?? 0), poiName: '', goodsType: r.goodsType, isProduct: 1, is5A: false })))}
    />
  );
}

export function GroupBuyPicker(p: Base<GoodsItem & { groupNum: number }>) {
  return (
    <PickerModal<any>
      open={p.open} title="拼团商品" multiple searchPlaceholder="商品名称" pageSize={10}
      load={(q) => pickerApi.groupBuy({ current: q.current, size: q.size, goodsName: q.keyword })}
      rowKey={(r) => String(r.goodsId)}
      initial={p.initial?.map((g: any) => ({ goodsId: g.goodsId, goodsName: g.goodsName, image: g.goodsImage, groupPrice: g.price, price: g.originalPrice, groupNum: g.groupNum }))}
      columns={[
        { title: '商品名称', dataIndex: 'goodsName' },
        { title: '成团人数', dataIndex: 'groupNum', width: 90 },
        { title: '拼团价', dataIndex: 'groupPrice', width: 90, render: yuan },
        { title: '图片', dataIndex: 'image', width: 60, render: pic },
      ]}
      onCancel={p.onCancel}
      onOk={(rows) => p.onOk(rows.map((r) => ({ goodsId: String(r.goodsId), goodsName: r.goodsName, goodsImage: r.image ?? '', introduction: '', tag: '', label: '',
        price: Number(r.groupPrice ?? 0), originalPrice: Number(r.price ?? 0), poiName: '', goodsType: 'product', isProduct: 1, is5A: false, groupNum: r.groupNum })))}
    />
  );
}

/** Listed voices (tab 1) and voice packs (tab 2), single. */
export function VoicePicker(p: Base<any>) {
  return (
    <PickerModal<any>
      open={p.open} title="已上架语音/语音包" tabs={[{ key: '1', label: '语音' }, { key: '2', label: '语音包' }]} searchPlaceholder="标题"
      load={(q) => pickerApi.voices({ current: q.current, size: q.size, voiceType: q.tab, name: q.keyword })}
      rowKey={(r) => String(r.id)}
      columns={[
        { title: 'ID', dataIndex: 'id', width: 70 },
        { title: '名称', dataIndex: 'name' },
        { title: '收费', dataIndex: 'priceType', width: 70, render: (t: number) => (t === 1 ? '免费' : '付费') },
        { title: '价格(元)', dataIndex: 'currentPrice', width: 90, render: (c: number) => centsToYuan(c) },
        { title: '时长/数量', width: 100, render: (_: unknown, r: any) => (r.voiceType === 2 ? `${r.voiceNum}个` : `${Math.floor(r.voiceTime / 60)}:${String(r.voiceTime % 60).padStart(2, '0')}`) },
      ]}
      onCancel={p.onCancel}
      onOk={(rows) => p.onOk(rows.map((r) => ({ id: String(r.id), name: r.name, voiceType: r.voiceType, priceType: r.priceType, currentPrice: Number(r.currentPrice),
        originalPrice: Number(r.originalPrice), voiceTime: r.voiceTime, voiceNum: r.voiceNum, trialTime: r.trialTime, bigThumbnailUrl: r.bigThumbnailUrl ?? '', smallThumbnailUrl: r.smallThumbnailUrl ?? '' })))}
    />
  );
}

export function ActivityPicker(p: Base<any>) {
  return (
    <PickerModal<any>
      open={p.open} title="已开启活动" searchPlaceholder="活动名称"
      load={(q) => pickerApi.activities({ current: q.current, size: q.size, name: q.keyword })}
      rowKey={(r) => String(r.id)}
      columns={[{ title: '名称', dataIndex: 'name' }, { title: '报名开始时间', dataIndex: 'startTime', width: 170 }, { title: '总库存', dataIndex: 'totalStock', width: 90 }]}
      onCancel={p.onCancel} onOk={p.onOk}
    />
  );
}

export function StrategyPicker(p: Base<any>) {
  return (
    <PickerModal<any>
      open={p.open} title="攻略详情" multiple={p.multiple} searchPlaceholder="标题"
      load={(q) => pickerApi.strategies({ current: q.current, size: q.size, title: q.keyword })}
      rowKey={(r) => String(r.id)}
      columns={[{ title: 'ID', dataIndex: 'id', width: 80 }, { title: '标题', dataIndex: 'title' }, { title: '创建时间', dataIndex: 'createTime', width: 170 }]}
      onCancel={p.onCancel} onOk={p.onOk}
    />
  );
}

export function ImageTextPicker(p: Base<any>) {
  return (
    <PickerModal<any>
      open={p.open} title="图文字典" multiple searchPlaceholder="标题"
      load={(q) => pickerApi.imageText({ current: q.current, size: q.size, heading: q.keyword })}
      rowKey={(r) => String(r.id)}
      columns={[{ title: '标题', dataIndex: 'heading' }, { title: '副标题', dataIndex: 'subtitle' }, { title: '图片', dataIndex: 'imageUrl', width: 60, render: pic }, { title: '更新时间', dataIndex: 'updateTime', width: 170 }]}
      onCancel={p.onCancel} onOk={p.onOk}
    />
  );
}

/** Listed e-tickets, ID and name search, selection kept across pages. */
export function TicketPicker(p: Base<any>) {
  return (
    <PickerModal<any>
      open={p.open} title="已上架电子券" multiple={p.multiple ?? true} searchPlaceholder="名称"
      load={(q) => pickerApi.tickets({ current: q.current, size: q.size, name: q.keyword })}
      rowKey={(r) => String(r.id)}
      columns={[{ title: 'ID', dataIndex: 'id', width: 80 }, { title: '名称', dataIndex: 'name' }, { title: '所属景点', dataIndex: 'parentName', width: 160 }]}
      onCancel={p.onCancel} onOk={p.onOk}
    />
  );
}

/** The merchant's own decoration pages (internal page links). */
export function PagePicker(p: Base<any>) {
  return (
    <PickerModal<any>
      open={p.open} title="自定义页面" searchPlaceholder="页面名称"
      load={async (q) => { const r = await decoApi.pages(q.keyword); return r as Page<any>; }}
      rowKey={(r) => String(r.id)}
      columns={[{ title: 'ID', dataIndex: 'id', width: 80 }, { title: '页面名称', dataIndex: 'title' }, { title: '状态', width: 90, render: (_: unknown, r: any) => (r.publishedVersionId ? '已发布' : '草稿') }]}
      onCancel={p.onCancel} onOk={p.onOk}
    />
  );
}
