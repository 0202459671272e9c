import { useState } from 'react';
import { Button, Drawer, Modal } from 'antd';
import { VOUCHER_MSG, VOUCHER_PERMS as P, type PackageItem } from '@yym/contract';
import { useQueryOf } from '../../app/data.ts';
import { CrudPage, Money, SmallTable, useCan, type CrudColumn } from '../../components/index.ts';
import { packageActions, packages, type PackageRow } from './api.ts';
import {
  DateInput,
  ItemsInput,
  PoiSelect,
  SHELF_OPTIONS,
  ShelfCopyPreview,
  ShelfTag,
  itemsText,
  pricesToCents,
  pricesToForm,
  useVoucherRows,
} from './shared.tsx';

const YES_NO = [
  { value: 1, label: '是' },
  { value: 0, label: '否' },
];

const columns: CrudColumn<PackageRow>[] = [
  { title: '名称', dataIndex: 'name', search: true, width: 180, form: { required: VOUCHER_MSG.nameRequired, span: 24 } },
  {
    title: '套餐内容',
    dataIndex: 'items',
    render: (v: PackageItem[]) => itemsText(v),
    form: { span: 24, control: <ItemsInput />, rules: [{ validator: async (_, v: PackageItem[]) => checkItems(v) }] },
  },
  { title: '使用地点', dataIndex: 'poiId', hideInTable: true, form: { span: 12, control: <PoiSelect /> } },
  { title: '使用地点', dataIndex: 'poiName', width: 120, form: false },
  {
    title: '售价(元)',
    dataIndex: 'price',
    width: 90,
    render: (v) => <Money cents={v} />,
    form: { type: 'number', min: 0, span: 12, required: VOUCHER_MSG.priceRequired },
  },
  { title: '原价(元)', dataIndex: 'originalPrice', hideInTable: true, form: { type: 'number', min: 0, span: 12 } },
  {
    title: '库存',
    dataIndex: 'stock',
    width: 70,
    form: { type: 'number', min: 0, max: 1_000_000, span: 12, required: VOUCHER_MSG.stockRequired },
  },
  { title: '已售', dataIndex: 'sold', width: 60, form: false },
  {
    title: '有效期开始',
    dataIndex: 'validStart',
    hideInTable: true,
    form: { span: 12, control: <DateInput testId="vc-valid-start" />, required: VOUCHER_MSG.validRequired },
  },
  {
    title: '有效期结束',
    dataIndex: 'validEnd',
    hideInTable: true,
    form: { span: 12, control: <DateInput testId="vc-valid-end" />, required: VOUCHER_MSG.validRequired },
  },
  { title: '有效期', dataIndex: 'validEnd', width: 190, form: false, render: (_, r) => `${r.validStart} ~ ${r.validEnd}` },
  { title: '每单限购', dataIndex: 'maxBuy', hideInTable: true, form: { type: 'number', min: 1, max: 99, span: 12 } },
  {
    title: '需二次确认',
    dataIndex: 'needSecondConfirm',
    width: 90,
    options: YES_NO,
    render: (v) => (v ? '是' : '否'),
    form: { type: 'radio', span: 12 },
  },
  { title: '可退款', dataIndex: 'refundable', hideInTable: true, options: YES_NO, form: { type: 'radio', span: 12 } },
  { title: '供应商邮箱', dataIndex: 'supplierEmail', hideInTable: true, form: { span: 12 } },
  { title: '使用规则', dataIndex: 'useRule', hideInTable: true, form: { type: 'textarea', span: 24 } },
  { title: '购买须知', dataIndex: 'notice', hideInTable: true, form: { type: 'textarea', span: 24 } },
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

async function checkItems(v: PackageItem[] | undefined) {
  if (!v?.length) throw new Error(VOUCHER_MSG.itemsRequired);
  if (v.some((i) => !i.name.trim())) throw new Error(VOUCHER_MSG.itemNameRequired);
}

/** Change records of one package voucher. */
function Records({ id, onClose }: { id: string; onClose: () => void }) {
  const q = useQueryOf(packages, ['records', id], () => packageActions.records(id));
  return (
    <Drawer open width={640} title="变更记录" onClose={onClose} destroyOnHidden>
      <SmallTable
        loading={q.isLoading}
        dataSource={q.data?.records ?? []}
        columns={[
          { title: '时间', dataIndex: 'createTime', width: 170 },
          { title: '内容', dataIndex: 'content' },
          { title: '操作人', dataIndex: 'userName', width: 90 },
        ]}
      />
    </Drawer>
  );
}

/** 套餐券: vouchers bundling several uses (items × times) with validity, stock, rules; shelf, copy, preview, recommendation, records. */
export default function PackagePage() {
  const rows = useVoucherRows(packages, packageActions);
  const { run } = rows;
  const can = { shelf: useCan(P.pkgShelf), copy: useCan(P.pkgCopy), recommend: useCan(P.pkgRecommend) };
  const [records, setRecords] = useState<string | null>(null);
  return (
    <>
      <CrudPage<PackageRow>
        resource={packages}
        title="套餐券"
        columns={columns}
        dialogWidth={860}
        exportName="套餐券"
        perms={{ add: P.pkgAdd, edit: P.pkgEdit, remove: P.pkgDelete, view: false, export: P.pkgExport }}
        actionWidth={340}
        // biome-ignore lint/suspicious/noExplicitAny: a new voucher's form values, not a whole row
        defaults={{ items: [{ name: '', times: 1 }], maxBuy: 5, needSecondConfirm: 0, refundable: 1, originalPrice: 0 } as any}
        toolbar={(selected) =>
          can.shelf &&
          selected.length > 0 && (
            <>
              <Button
                onClick={() =>
                  void run(
                    packageActions.shelve(
                      selected.map((r) => r.id),
                      1,
                    ),
                  )
                }
              >
                批量上架
              </Button>
              <Button
                onClick={() =>
                  void run(
                    packageActions.shelve(
                      selected.map((r) => r.id),
                      0,
                    ),
                  )
                }
              >
                批量下架
              </Button>
            </>
          )
        }
        rowActions={(r) => (
          <>
            <ShelfCopyPreview row={r} calls={packageActions} can={can} rows={rows} testId="vc" />
            {can.recommend && (
              <Button
                type="link"
                size="small"
                onClick={() =>
                  Modal.confirm({
                    title: r.recommend ? '关闭线下推荐?' : '开启线下推荐?',
                    onOk: () => run(packageActions.recommend(r.id, r.recommend ? 0 : 1)),
                  })
                }
              >
                {r.recommend ? '取消推荐' : '线下推荐'}
              </Button>
            )}
            <Button type="link" size="small" onClick={() => setRecords(r.id)}>
              记录
            </Button>
          </>
        )}
        toForm={pricesToForm}
        beforeSubmit={pricesToCents}
        validate={(r) => (r.validStart && r.validEnd && r.validEnd < r.validStart ? VOUCHER_MSG.validRange : null)}
      />
      {records && <Records id={records} onClose={() => setRecords(null)} />}
    </>
  );
}
