import { useState } from 'react';
import { App, Button, Image, Modal, Popconfirm, Table } from 'antd';
import { GOODS_MSG, GOODS_PERMS, type ChangeRow } from '@yym/contract';
import { CrudPage, Money, UploadField, useBusy, useCan, type CrudColumn } from '../../components/index.ts';
import { escGuard } from '../../components/EscGuard.tsx';
import { useQueryOf, useRefresh } from '../../app/data.ts';
import { goods, goodsActions, type GoodsRow } from './api.ts';
import { FreightSelect, RowsEditor, SHELF_OPTIONS, ShelfTag, toCents, toYuan } from './shared.tsx';

type SkuForm = { id?: string; specText: string; price?: number; stock?: number; weight?: number };
type Form = Omit<Partial<GoodsRow>, 'skus' | 'specs'> & { skus?: SkuForm[]; specsText?: string };

/** "颜色:红,蓝;尺码:M,L" ↔ the goods' specs. */
const specsToText = (specs: GoodsRow['specs']) => specs.map((s) => `${s.name}:${s.values.join(',')}`).join(';');
const textToSpecs = (t?: string) =>
  (t ?? '')
    .split(/[;；]/)
    .map((x) => x.trim())
    .filter(Boolean)
    .map((x) => {
      const [name, values = ''] = x.split(/[:：]/);
      return {
        name: name!.trim(),
        values: values
          .split(/[,，]/)
          .map((v) => v.trim())
          .filter(Boolean),
      };
    });

const columns: CrudColumn<GoodsRow>[] = [
  {
    title: '封面',
    dataIndex: 'cover',
    width: 80,
    render: (v) => (v ? <Image src={v} width={56} height={40} style={{ objectFit: 'cover', borderRadius: 4 }} /> : '—'),
    form: { span: 24, control: <UploadField maxFiles={1} maxMb={3} dir="goods" hint="png/jpg/jpeg/gif,不超过3MB" /> },
  },
  { title: '商品名称', dataIndex: 'name', search: true, form: { required: GOODS_MSG.goodsNameRequired, span: 12 } },
  {
    title: '运费模板',
    dataIndex: 'freightId',
    width: 140,
    render: (_, r) => r.freightName ?? '包邮',
    form: { span: 12, control: <FreightSelect /> },
  },
  {
    title: '规格项',
    dataIndex: 'specsText',
    hideInTable: true,
    form: { span: 24, placeholder: '如 颜色:红,蓝;尺码:M,L(SKU规格写作 红/M);无规格留空' },
  },
  {
    title: '规格(SKU)',
    dataIndex: 'skus',
    render: (_, r) => r.skus.map((s) => s.specText).join('、'),
    form: {
      span: 24,
      control: (
        <RowsEditor<SkuForm>
          testId="goods-skus"
          addText="添加规格"
          blank={{ specText: '', price: undefined, stock: 0, weight: 0 }}
          fields={[
            { key: 'specText', title: '规格', width: 170 },
            { key: 'price', title: '价格(元)', kind: 'money', width: 170 },
            { key: 'stock', title: '库存', kind: 'number', width: 140 },
            { key: 'weight', title: '重量(克)', kind: 'number', width: 160 },
          ]}
        />
      ),
    },
  },
  { title: '最低价', dataIndex: 'minPrice', width: 100, form: false, render: (v) => <Money cents={v} /> },
  { title: '库存', dataIndex: 'stock', width: 80, form: false },
  { title: '已售', dataIndex: 'sold', width: 80, form: false },
  {
    title: '状态',
    dataIndex: 'shelfStatus',
    width: 90,
    options: SHELF_OPTIONS,
    search: true,
    form: false,
    render: (v) => <ShelfTag v={v} />,
  },
  { title: '详情', dataIndex: 'detail', hideInTable: true, form: { type: 'textarea', span: 24 } },
];

export function ChangesDialog({
  id,
  name,
  kind,
  onClose,
}: {
  id: string;
  name: string;
  kind: 'goods' | 'bundle' | 'food' | 'line';
  onClose: () => void;
}) {
  const q = useQueryOf('goods-changes', [kind, id], () => goodsActions.changes(id, kind));
  return (
    <Modal modalRender={escGuard} open title={`变更记录 · ${name}`} footer={null} onCancel={onClose} width={720}>
      <Table<ChangeRow>
        rowKey="id"
        size="small"
        loading={q.isLoading}
        dataSource={q.data?.records ?? []}
        pagination={false}
        columns={[
          { title: '时间', dataIndex: 'createTime', width: 170 },
          { title: '操作人', dataIndex: 'userName', width: 90 },
          { title: '内容', dataIndex: 'content' },
        ]}
      />
    </Modal>
  );
}

/** 商品管理: goods with specs and SKUs (price, stock, weight), freight template, shelves, copy, change records. */
export default function GoodsPage() {
  const { message } = App.useApp();
  const refresh = useRefresh(goods);
  const { busy, attempt } = useBusy();
  const canShelf = useCan(GOODS_PERMS.goods.shelf);
  const canCopy = useCan(GOODS_PERMS.goods.copy);
  const [changes, setChanges] = useState<GoodsRow | null>(null);
  return (
    <>
      <CrudPage<GoodsRow>
        resource={goods}
        title="商品管理"
        columns={columns as CrudColumn<GoodsRow>[]}
        perms={{
          add: GOODS_PERMS.goods.add,
          edit: GOODS_PERMS.goods.edit,
          remove: GOODS_PERMS.goods.remove,
          export: GOODS_PERMS.goods.export,
        }}
        exportName="商品列表"
        dialogWidth={860}
        actionWidth={300}
        defaults={{ skus: [{ specText: '默认', price: undefined, stock: 0, weight: 0 }] } as unknown as Partial<GoodsRow>}
        toForm={(r) =>
          ({
            ...r,
            specsText: specsToText(r.specs),
            skus: r.skus.map((s) => ({ ...s, price: toYuan(s.price) })),
          }) as unknown as Partial<GoodsRow>
        }
        beforeSubmit={(row) => {
          const f = row as unknown as Form;
          const { specsText, ...rest } = f;
          return {
            ...rest,
            specs: textToSpecs(specsText),
            skus: (f.skus ?? []).map((s) => ({ ...s, price: toCents(s.price), stock: s.stock ?? 0, weight: s.weight ?? 0 })),
          } as unknown as Partial<GoodsRow>;
        }}
        rowActions={(r) => (
          <>
            {canShelf && (
              <Popconfirm
                title={r.shelfStatus === 1 ? '确定下架该商品?' : '确定上架该商品?'}
                onConfirm={() =>
                  attempt(async () => {
                    await goodsActions.shelf([r.id], r.shelfStatus === 1 ? 0 : 1);
                    message.success(r.shelfStatus === 1 ? '已下架' : '已上架');
                    refresh();
                  })
                }
              >
                <Button type="link" size="small" disabled={busy} data-testid={`goods-shelf-${r.name}`}>
                  {r.shelfStatus === 1 ? '下架' : '上架'}
                </Button>
              </Popconfirm>
            )}
            {canCopy && (
              <Button
                type="link"
                size="small"
                disabled={busy}
                onClick={() =>
                  attempt(async () => {
                    await goodsActions.copy(r.id);
                    message.success('已复制,副本为下架状态');
                    refresh();
                  })
                }
              >
                复制
              </Button>
            )}
            <Button type="link" size="small" onClick={() => setChanges(r)}>
              变更记录
            </Button>
          </>
        )}
      />
      {changes && <ChangesDialog id={changes.id} name={changes.name} kind="goods" onClose={() => setChanges(null)} />}
    </>
  );
}
