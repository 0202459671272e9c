import { useState } from 'react';
import { App, Button, Popconfirm } from 'antd';
import { FOOD_TYPE_TEXT, GOODS_MSG, GOODS_PERMS } from '@yym/contract';
import { CrudPage, Money, UploadField, useBusy, useCan, type CrudColumn } from '../../components/index.ts';
import { useRefresh } from '../../app/data.ts';
import { foodActions, foods, type FoodRow } from './api.ts';
import { ChangesDialog } from './GoodsPage.tsx';
import { SHELF_OPTIONS, ShelfTag, toCents, toYuan } from './shared.tsx';

const columns: CrudColumn<FoodRow>[] = [
  { title: '名称', dataIndex: 'name', search: true, form: { required: GOODS_MSG.nameRequired, span: 12 } },
  {
    title: '类型',
    dataIndex: 'foodType',
    width: 110,
    search: true,
    options: Object.entries(FOOD_TYPE_TEXT).map(([v, l]) => ({ label: l, value: Number(v) })),
    render: (v) => FOOD_TYPE_TEXT[v],
    form: { type: 'radio', span: 12 },
  },
  { title: '餐厅', dataIndex: 'restaurant', width: 160, form: { required: GOODS_MSG.restaurantRequired, span: 12 } },
  { title: '电话', dataIndex: 'phone', hideInTable: true, form: { span: 12 } },
  { title: '地址', dataIndex: 'address', hideInTable: true, form: { span: 24 } },
  { title: '营业时间', dataIndex: 'openHours', hideInTable: true, form: { span: 12, placeholder: '如 10:30-21:00' } },
  { title: '有效天数', dataIndex: 'validDays', hideInTable: true, form: { type: 'number', span: 12, min: 1, max: 365 } },
  {
    title: '价格',
    dataIndex: 'price',
    width: 100,
    render: (v) => <Money cents={v} />,
    form: { type: 'number', span: 12, min: 0.01, required: GOODS_MSG.priceInvalid },
  },
  { title: '库存', dataIndex: 'stock', width: 80, form: { type: 'number', span: 12, min: 0 } },
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
  { title: '封面', dataIndex: 'cover', hideInTable: true, form: { span: 24, control: <UploadField maxFiles={1} maxMb={3} dir="food" /> } },
  { title: '套餐内容', dataIndex: 'detail', hideInTable: true, form: { type: 'textarea', span: 24 } },
];

/** 美食管理: restaurant vouchers and set meals, with price, stock and shelves. */
export default function FoodPage() {
  const { message } = App.useApp();
  const refresh = useRefresh(foods);
  const { busy, attempt } = useBusy();
  const canShelf = useCan(GOODS_PERMS.food.shelf);
  const [changes, setChanges] = useState<FoodRow | null>(null);
  return (
    <>
      <CrudPage<FoodRow>
        resource={foods}
        title="美食管理"
        columns={columns}
        perms={{ add: GOODS_PERMS.food.add, edit: GOODS_PERMS.food.edit, remove: GOODS_PERMS.food.remove, export: false }}
        defaults={{ foodType: 2, validDays: 30, stock: 0 }}
        toForm={(r) => ({ ...r, price: toYuan(r.price) })}
        beforeSubmit={(r) => ({ ...r, price: toCents(r.price) })}
        actionWidth={260}
        rowActions={(r) => (
          <>
            {canShelf && (
              <Popconfirm
                title={r.shelfStatus === 1 ? '确定下架?' : '确定上架?'}
                onConfirm={() =>
                  attempt(async () => {
                    await foodActions.shelf([r.id], r.shelfStatus === 1 ? 0 : 1);
                    message.success(r.shelfStatus === 1 ? '已下架' : '已上架');
                    refresh();
                  })
                }
              >
                <Button type="link" size="small" disabled={busy} data-testid={`food-shelf-${r.name}`}>
                  {r.shelfStatus === 1 ? '下架' : '上架'}
                </Button>
              </Popconfirm>
            )}
            <Button type="link" size="small" onClick={() => setChanges(r)}>
              变更记录
            </Button>
          </>
        )}
      />
      {changes && <ChangesDialog id={changes.id} name={changes.name} kind="food" onClose={() => setChanges(null)} />}
    </>
  );
}
