import { useState } from 'react';
import { App, Button, InputNumber, Modal, Popconfirm, Select, Space } from 'antd';
import { BUNDLE_PART_TEXT, GOODS_MSG, GOODS_PERMS, type BundlePartKind } from '@yym/contract';
import { CrudPage, Money, UploadField, useBusy, useCan, type CrudColumn } from '../../components/index.ts';
import { escGuard } from '../../components/EscGuard.tsx';
import { useQueryOf, useRefresh } from '../../app/data.ts';
import { bundleActions, bundles, type BundleRow } from './api.ts';
import { SHELF_OPTIONS, ShelfTag, toCents, toYuan } from './shared.tsx';

type Part = { key: string; qty: number };

const columns: CrudColumn<BundleRow>[] = [
  { title: '组合名称', dataIndex: 'name', search: true, form: { required: GOODS_MSG.nameRequired, span: 12 } },
  {
    title: '组合价',
    dataIndex: 'price',
    width: 100,
    render: (v) => <Money cents={v} />,
    form: { type: 'number', span: 12, min: 0.01, required: GOODS_MSG.priceInvalid },
  },
  {
    title: '组合内容',
    dataIndex: 'parts',
    form: false,
    render: (v: BundleRow['parts']) =>
      v.length ? v.map((p) => `${BUNDLE_PART_TEXT[p.partKind]}·${p.name}×${p.qty}`).join('、') : '未设置',
  },
  { title: '可售', dataIndex: 'left', width: 70, form: false },
  { title: '展示区域', dataIndex: 'displayArea', width: 100, form: { span: 12 } },
  { title: '每单限购', dataIndex: 'maxBuy', hideInTable: true, form: { type: 'number', span: 12, min: 1, max: 99 } },
  {
    title: '状态',
    dataIndex: 'shelfStatus',
    width: 90,
    options: SHELF_OPTIONS,
    search: true,
    form: false,
    render: (v) => <ShelfTag v={v} />,
  },
  {
    title: '封面',
    dataIndex: 'cover',
    hideInTable: true,
    form: { span: 24, control: <UploadField maxFiles={1} maxMb={3} dir="bundle" /> },
  },
  { title: '详情', dataIndex: 'detail', hideInTable: true, form: { type: 'textarea', span: 24 } },
];

/** The bundle's parts: goods SKUs, set meals, line departures, ticket skus, hotel rate plans (rooms of one night) and e-cards, how many of each. */
function PartsDialog({ row, onClose }: { row: BundleRow; onClose: () => void }) {
  const { message } = App.useApp();
  const refresh = useRefresh(bundles);
  const { busy, attempt } = useBusy();
  const options = useQueryOf('bundle-part-options', [], () => bundleActions.options());
  const [parts, setParts] = useState<Part[]>(row.parts.map((p) => ({ key: `${p.partKind}:${p.partId}`, qty: p.qty })));
  const save = () =>
    attempt(async () => {
      if (!parts.length) {
        message.error(GOODS_MSG.partsRequired);
        return;
      }
      await bundleActions.parts({
        id: row.id,
        parts: parts.map((p) => {
          const [partKind, partId] = p.key.split(':');
          return { partKind: partKind as BundlePartKind, partId: partId!, qty: p.qty };
        }),
      });
      message.success('更新成功');
      refresh();
      onClose();
    });
  return (
    <Modal modalRender={escGuard} open title={`组合内容 · ${row.name}`} onCancel={onClose} onOk={save} confirmLoading={busy} width={720}>
      {parts.map((p, i) => (
        <Space key={p.key || i} style={{ display: 'flex', marginBottom: 8 }}>
          <Select
            showSearch
            optionFilterProp="label"
            style={{ width: 460 }}
            value={p.key || undefined}
            data-testid={`bundle-part-${i}`}
            placeholder="选择商品、美食、线路日期、门票、酒店房型或电子卡"
            loading={options.isLoading}
            options={(options.data ?? []).map((o) => ({
              value: `${o.partKind}:${o.partId}`,
              // tickets and hotel nights are sold by date: their stock today only hints
              label: `${BUNDLE_PART_TEXT[o.partKind]}·${o.name}(${o.dated ? `今日余${o.left},按日期` : `余${o.left}`})`,
            }))}
            onChange={(v) => setParts(parts.map((x, j) => (j === i ? { ...x, key: v } : x)))}
          />
          <InputNumber
            min={1}
            max={99}
            value={p.qty}
            addonBefore="数量"
            onChange={(v) => setParts(parts.map((x, j) => (j === i ? { ...x, qty: v ?? 1 } : x)))}
          />
          <Button danger type="link" onClick={() => setParts(parts.filter((_, j) => j !== i))}>
            删除
          </Button>
        </Space>
      ))}
      <Button type="dashed" onClick={() => setParts([...parts, { key: '', qty: 1 }])} data-testid="bundle-part-add">
        添加组合项
      </Button>
    </Modal>
  );
}

/** 组合商品: several items sold as one with one price; every part's stock is taken together or not at all. */
export default function BundlePage() {
  const { message } = App.useApp();
  const refresh = useRefresh(bundles);
  const { busy, attempt } = useBusy();
  const canShelf = useCan(GOODS_PERMS.bundle.shelf);
  const canEdit = useCan(GOODS_PERMS.bundle.edit);
  const [editing, setEditing] = useState<BundleRow | null>(null);
  return (
    <>
      <CrudPage<BundleRow>
        resource={bundles}
        title="组合商品"
        columns={columns}
        perms={{ add: GOODS_PERMS.bundle.add, edit: GOODS_PERMS.bundle.edit, remove: GOODS_PERMS.bundle.remove, export: false }}
        defaults={{ maxBuy: 5 }}
        toForm={(r) => ({ ...r, price: toYuan(r.price) })}
        beforeSubmit={(r) => ({ ...r, price: toCents(r.price) })}
        actionWidth={280}
        rowActions={(r) => (
          <>
            {canEdit && (
              <Button type="link" size="small" onClick={() => setEditing(r)} data-testid={`bundle-parts-${r.name}`}>
                组合内容
              </Button>
            )}
            {canShelf && (
              <Popconfirm
                title={r.shelfStatus === 1 ? '确定下架?' : '确定上架?'}
                onConfirm={() =>
                  attempt(async () => {
                    await bundleActions.shelf([r.id], r.shelfStatus === 1 ? 0 : 1);
                    message.success(r.shelfStatus === 1 ? '已下架' : '已上架');
                    refresh();
                  })
                }
              >
                <Button type="link" size="small" disabled={busy} data-testid={`bundle-shelf-${r.name}`}>
                  {r.shelfStatus === 1 ? '下架' : '上架'}
                </Button>
              </Popconfirm>
            )}
          </>
        )}
      />
      {editing && <PartsDialog row={editing} onClose={() => setEditing(null)} />}
    </>
  );
}
