import { useState } from 'react';
import { App, Button, Image, Space } from 'antd';
import { BED_TYPES, HOTEL_MSG, HOTEL_PERMS, MSG } from '@yym/contract';
import { CrudPage, EnabledTag, UploadField, useCan, type CrudColumn } from '../../components/index.ts';
import { useRefresh } from '../../app/data.ts';
import { hotelActions, roomTypes, type RoomTypeRow } from './api.ts';
import { HotelSelect, firstPic } from './shared.tsx';

const columns: CrudColumn<RoomTypeRow>[] = [
  {
    title: '图片',
    dataIndex: 'images',
    width: 96,
    render: (v) => (firstPic(v) ? <Image src={firstPic(v)} width={72} height={48} style={{ objectFit: 'cover', borderRadius: 4 }} /> : '—'),
    form: { span: 24, control: <UploadField maxFiles={9} maxMb={3} dir="hotel-room" hint="最多9张,png/jpg/jpeg/gif,不超过3MB" /> },
  },
  {
    title: '所属酒店',
    dataIndex: 'hotelId',
    hideInTable: true,
    form: { required: HOTEL_MSG.hotelRequired, span: 12, control: <HotelSelect width={320} /> },
  },
  { title: '房型名称', dataIndex: 'name', search: true, form: { required: HOTEL_MSG.roomNameRequired, span: 12 } },
  { title: '酒店', dataIndex: 'hotelName', width: 150, form: false },
  {
    title: '床型',
    dataIndex: 'bedType',
    width: 80,
    options: BED_TYPES.map((b) => ({ value: b, label: b })),
    form: { type: 'select', span: 12 },
  },
  { title: '床数', dataIndex: 'bedCount', width: 70, hideInTable: true, form: { type: 'number', min: 1, max: 10, span: 12 } },
  { title: '面积(㎡)', dataIndex: 'area', width: 90, form: { type: 'number', min: 0, max: 10000, span: 12 } },
  { title: '可住人数', dataIndex: 'maxGuests', width: 90, form: { type: 'number', min: 1, max: 20, span: 12 } },
  { title: '楼层', dataIndex: 'floor', width: 80, hideInTable: true, form: { span: 12 } },
  {
    title: '窗户',
    dataIndex: 'hasWindow',
    width: 70,
    options: [
      { value: 1, label: '有窗' },
      { value: 0, label: '无窗' },
    ],
    render: (v) => (Number(v) === 1 ? '有窗' : '无窗'),
    form: { type: 'radio', span: 12 },
  },
  { title: '产品数', dataIndex: 'planCount', width: 70, form: false },
  { title: '状态', dataIndex: 'status', width: 80, form: false, render: (v) => <EnabledTag value={v} /> },
  { title: '设施', dataIndex: 'facilities', hideInTable: true, form: { span: 24, placeholder: '用逗号分隔,如 空调,电视,独立卫浴' } },
  { title: '备注', dataIndex: 'remark', hideInTable: true, form: { type: 'textarea', span: 24 } },
];

const joinPics = (v: unknown) => (Array.isArray(v) ? v.join(',') : ((v as string) ?? ''));

/** 房型管理: the room types of a hotel with pictures, beds, area, facilities and their status. */
export default function RoomTypePage() {
  const { message } = App.useApp();
  const [hotelId, setHotelId] = useState('');
  const refresh = useRefresh(roomTypes);
  const canStatus = useCan(HOTEL_PERMS.room.shelf);
  const status = async (ids: string[], s: number) => {
    await hotelActions.roomStatus(ids, s);
    void message.success(MSG.updateSuccess);
    void refresh();
  };
  return (
    <CrudPage<RoomTypeRow>
      resource={roomTypes}
      title={
        <Space>
          房型管理
          <HotelSelect value={hotelId} onChange={setHotelId} allowClear testId="room-hotel-filter" />
        </Space>
      }
      columns={columns}
      params={hotelId ? { hotelId } : {}}
      dialogWidth={820}
      defaults={{ hotelId, bedType: '大床', bedCount: 1, area: 25, maxGuests: 2, hasWindow: 1 } as Partial<RoomTypeRow>}
      perms={{ ...HOTEL_PERMS.room, view: false, export: false }}
      toolbar={(selected) =>
        canStatus &&
        selected.length > 0 && (
          <>
            <Button
              onClick={() =>
                void status(
                  selected.map((r) => r.id),
                  1,
                )
              }
            >
              启用
            </Button>
            <Button
              onClick={() =>
                void status(
                  selected.map((r) => r.id),
                  0,
                )
              }
            >
              停用
            </Button>
          </>
        )
      }
      rowActions={(r) =>
        canStatus && (
          <Button type="link" size="small" onClick={() => void status([r.id], Number(r.status) === 1 ? 0 : 1)}>
            {Number(r.status) === 1 ? '停用' : '启用'}
          </Button>
        )
      }
      // biome-ignore lint/suspicious/noExplicitAny: the form holds the pictures as a list where the row has a comma-separated string
      toForm={(r) => ({ ...r, images: (r.images ?? '').split(',').filter(Boolean) as any })}
      beforeSubmit={(r) => ({ ...r, images: joinPics(r.images) })}
    />
  );
}
