import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { App, Button, Form, Select, Space } from 'antd';
import { BREAKFAST_TEXT, CANCEL_RULES, HOTEL_MSG, HOTEL_PERMS, MSG, cancelRuleText, centsToYuan, yuanToCents } from '@yym/contract';
import { CrudPage, Money, useCan, type CrudColumn } from '../../components/index.ts';
import { useRefresh, useQueryOf } from '../../app/data.ts';
import { hotelActions, plans, type PlanRow } from './api.ts';
import { HotelSelect, SHELF_OPTIONS, ShelfTag } from './shared.tsx';

/** The room types of the hotel chosen in the same form. */
function RoomTypeSelect(p: { id?: string; value?: string; onChange?: (v: string) => void }) {
  const hotelId = Form.useWatch('hotelId');
  const rooms = useQueryOf('hotel-room-options', [hotelId], () => hotelActions.roomOptions(hotelId), { enabled: !!hotelId });
  return (
    <Select
      id={p.id}
      placeholder={hotelId ? '选择房型' : '请先选择酒店'}
      value={p.value || undefined}
      onChange={p.onChange}
      options={(rooms.data ?? []).map((r) => ({ value: String(r.id), label: r.name }))}
      data-testid="plan-room-select"
    />
  );
}

const BREAKFAST = [0, 1, 2, 3].map((n) => ({ value: n, label: BREAKFAST_TEXT(n) }));
const columns: CrudColumn<PlanRow>[] = [
  {
    title: '所属酒店',
    dataIndex: 'hotelId',
    hideInTable: true,
    form: { required: HOTEL_MSG.hotelRequired, span: 12, control: <HotelSelect width={320} /> },
  },
  {
    title: '房型',
    dataIndex: 'roomTypeId',
    hideInTable: true,
    form: { required: HOTEL_MSG.roomTypeRequired, span: 12, control: <RoomTypeSelect /> },
  },
  { title: '酒店', dataIndex: 'hotelName', width: 150, form: false },
  { title: '房型', dataIndex: 'roomTypeName', width: 120, form: false },
  { title: '产品名称', dataIndex: 'name', search: true, form: { required: HOTEL_MSG.planNameRequired, span: 12 } },
  {
    title: '早餐',
    dataIndex: 'breakfast',
    width: 70,
    options: BREAKFAST,
    render: (v) => BREAKFAST_TEXT(v),
    form: { type: 'select', span: 12 },
  },
  {
    title: '取消规则',
    dataIndex: 'cancelRule',
    width: 190,
    options: Object.entries(CANCEL_RULES).map(([v, l]) => ({ value: Number(v), label: l })),
    render: (v, r) => cancelRuleText(v, r.cancelDays),
    form: { type: 'select', span: 12 },
  },
  { title: '提前取消天数', dataIndex: 'cancelDays', hideInTable: true, form: { type: 'number', min: 0, max: 365, span: 12 } },
  { title: '最少连住', dataIndex: 'minNights', width: 80, render: (v) => `${v}晚`, form: { type: 'number', min: 1, max: 30, span: 12 } },
  { title: '提前预订', dataIndex: 'advanceDays', width: 80, render: (v) => `${v}天`, form: { type: 'number', min: 0, max: 365, span: 12 } },
  {
    title: '单次最多',
    dataIndex: 'maxRooms',
    width: 80,
    hideInTable: true,
    render: (v) => `${v}间`,
    form: { type: 'number', min: 1, max: 20, span: 12 },
  },
  {
    title: '门市价(元)',
    dataIndex: 'basePrice',
    width: 100,
    render: (v) => <Money cents={v} />,
    form: { type: 'number', min: 0, span: 12 },
  },
  {
    title: '状态',
    dataIndex: 'shelfStatus',
    width: 90,
    options: SHELF_OPTIONS,
    search: true,
    form: false,
    render: (v) => <ShelfTag v={v} />,
  },
];

/** 酒店产品: rate plans (a room type sold with breakfast, cancellation, minimum nights, advance booking); shelves, copy, the board. */
export default function PlanPage() {
  const { message } = App.useApp();
  const navigate = useNavigate();
  const [hotelId, setHotelId] = useState('');
  const refresh = useRefresh(plans);
  const canShelf = useCan(HOTEL_PERMS.plan.shelf);
  const canCopy = useCan(HOTEL_PERMS.plan.copy);
  // biome-ignore lint/correctness/useExhaustiveDependencies: the list reloads when another hotel is chosen
  useEffect(() => void refresh(), [hotelId]);
  const run = async (p: Promise<unknown>, text: string = MSG.updateSuccess) => {
    await p;
    void message.success(text);
    void refresh();
  };
  return (
    <CrudPage<PlanRow>
      addedMessage={MSG.addedOffShelf}
      resource={plans}
      title={
        <Space>
          酒店产品
          <HotelSelect value={hotelId} onChange={setHotelId} allowClear testId="plan-hotel-filter" />
        </Space>
      }
      columns={columns}
      params={hotelId ? { hotelId } : {}}
      dialogWidth={820}
      // biome-ignore lint/suspicious/noExplicitAny: a new plan's form values, not a whole row
      defaults={{ hotelId, breakfast: 0, cancelRule: 1, cancelDays: 1, minNights: 1, advanceDays: 0, maxRooms: 5, basePrice: 0 } as any}
      perms={{ ...HOTEL_PERMS.plan, view: false, export: false }}
      actionWidth={300}
      toolbar={(selected) => (
        <>
          {canShelf && selected.length > 0 && (
            <>
              <Button
                onClick={() =>
                  void run(
                    hotelActions.shelvePlans(
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
                    hotelActions.shelvePlans(
                      selected.map((r) => r.id),
                      0,
                    ),
                  )
                }
              >
                批量下架
              </Button>
            </>
          )}
          {canShelf && hotelId && (
            <>
              <Button onClick={() => void run(hotelActions.shelveAll(hotelId, 1))}>全部上架</Button>
              <Button onClick={() => void run(hotelActions.shelveAll(hotelId, 0))}>全部下架</Button>
            </>
          )}
        </>
      )}
      rowActions={(r) => (
        <>
          <Button type="link" size="small" onClick={() => navigate(`/hotel/roomStatus?hotelId=${r.hotelId}`)}>
            房价房量
          </Button>
          {canShelf && (
            <Button
              type="link"
              size="small"
              onClick={() => void run(hotelActions.shelvePlans([r.id], Number(r.shelfStatus) === 1 ? 0 : 1))}
            >
              {Number(r.shelfStatus) === 1 ? '下架' : '上架'}
            </Button>
          )}
          {canCopy && (
            <Button type="link" size="small" onClick={() => void run(hotelActions.copyPlan(r.id), '已复制(未上架)')}>
              复制
            </Button>
          )}
        </>
      )}
      toForm={(r) => ({
        ...r,
        hotelId: String(r.hotelId),
        roomTypeId: String(r.roomTypeId),
        // biome-ignore lint/suspicious/noExplicitAny: the form holds yuan where the row holds cents
        basePrice: Number(centsToYuan(r.basePrice)) as any,
      })}
      beforeSubmit={(r) => ({ ...r, basePrice: yuanToCents(String(r.basePrice ?? 0)) })}
    />
  );
}
