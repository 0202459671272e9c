import { useState } from 'react';
import { Button, Card, Tabs } from 'antd';
import { VOUCHER_MSG, VOUCHER_PERMS as P } from '@yym/contract';
import { CrudPage, Money, useCan, type CrudColumn } from '../../components/index.ts';
import { gpvActions, gpvs, type GpvRow } from './api.ts';
import { GpvEditor } from './GpvEditor.tsx';
import { GpvOrders } from './GpvOrders.tsx';
import { GpvReport } from './GpvReport.tsx';
import { PoiSelect, SHELF_OPTIONS, ShelfCopyPreview, ShelfTag, pricesToCents, pricesToForm, useVoucherRows } from './shared.tsx';

const columns: CrudColumn<GpvRow>[] = [
  { title: '名称', dataIndex: 'name', search: true, form: { required: VOUCHER_MSG.nameRequired, span: 24 } },
  { title: '使用地点', dataIndex: 'poiId', hideInTable: true, form: { span: 12, control: <PoiSelect /> } },
  { title: '使用地点', dataIndex: 'poiName', width: 120, form: false },
  {
    title: '单人价(元)',
    dataIndex: 'price',
    width: 100,
    render: (v) => <Money cents={v} />,
    form: { type: 'number', min: 0, span: 12, required: VOUCHER_MSG.priceRequired },
  },
  { title: '原价(元)', dataIndex: 'originalPrice', hideInTable: true, form: { type: 'number', min: 0, span: 12 } },
  {
    title: '库存(人)',
    dataIndex: 'stock',
    width: 80,
    form: { type: 'number', min: 0, max: 1_000_000, span: 12, required: VOUCHER_MSG.stockRequired },
  },
  { title: '已售(人)', dataIndex: 'sold', width: 80, form: false },
  { title: '每单人数', dataIndex: 'minPeople', width: 90, form: false, render: (_, r) => `${r.minPeople}~${r.maxPeople}人` },
  { title: '有效期', dataIndex: 'validEnd', width: 190, form: false, render: (_, r) => `${r.validStart} ~ ${r.validEnd}` },
  {
    title: '状态',
    dataIndex: 'shelfStatus',
    width: 80,
    options: SHELF_OPTIONS,
    search: true,
    form: false,
    render: (v) => <ShelfTag v={v} />,
  },
];

function GpvList() {
  const rows = useVoucherRows(gpvs, gpvActions);
  const can = { shelf: useCan(P.gpvShelf), copy: useCan(P.gpvCopy), edit: useCan(P.gpvEdit) };
  const [editing, setEditing] = useState<GpvRow | null>(null);
  return (
    <>
      <CrudPage<GpvRow>
        resource={gpvs}
        title="团购券"
        columns={columns}
        dialogWidth={760}
        exportName="团购券"
        perms={{ add: P.gpvAdd, edit: P.gpvEdit, remove: P.gpvDelete, view: false, export: P.gpvExport }}
        actionWidth={360}
        // biome-ignore lint/suspicious/noExplicitAny: a new voucher's form values, not a whole row
        defaults={{ originalPrice: 0 } as any}
        rowActions={(r) => (
          <>
            {can.edit && (
              <Button type="link" size="small" onClick={() => setEditing(r)} data-testid={`gpv-rule-${r.id}`}>
                详情与规则
              </Button>
            )}
            <ShelfCopyPreview row={r} calls={gpvActions} can={can} rows={rows} testId="gpv" />
          </>
        )}
        toForm={pricesToForm}
        beforeSubmit={pricesToCents}
      />
      {editing && (
        <GpvEditor
          row={editing}
          onClose={() => setEditing(null)}
          onDone={() => {
            setEditing(null);
            void rows.refresh();
          }}
        />
      )}
    </>
  );
}

/** 团购券: the vouchers (basic info, detail and rule, shelf, copy, preview), their orders and their reports. */
export default function GpvPage() {
  const canOrders = useCan(P.gpvOrder);
  const canReport = useCan(P.gpvReport);
  const [tab, setTab] = useState('list');
  return (
    <Card>
      <Tabs
        activeKey={tab}
        onChange={setTab}
        destroyOnHidden
        items={[
          { key: 'list', label: '团购券', children: <GpvList /> },
          ...(canOrders ? [{ key: 'orders', label: '团购订单', children: <GpvOrders /> }] : []),
          ...(canReport ? [{ key: 'report', label: '销售报表', children: <GpvReport /> }] : []),
        ]}
      />
    </Card>
  );
}
