import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { App, Button, Dropdown, Image, Modal, Space, Table, Tag } from 'antd';
import { HOTEL_MSG, HOTEL_PERMS, HOTEL_STARS, MSG } from '@yym/contract';
import { CrudPage, LinkCopy, Money, UploadField, useCan, type CrudColumn } from '../../components/index.ts';
import { useSession } from '../../app/session.ts';
import { escGuard } from '../../components/EscGuard.tsx';
import { useRefresh, useQueryOf } from '../../app/data.ts';
import { hotelActions, hotels, type HotelRow } from './api.ts';
import { STAR_OPTIONS, SHELF_OPTIONS, ShelfTag, firstPic } from './shared.tsx';
import { SupplierDialog } from './SupplierDialog.tsx';

const hhmm = { pattern: /^([01]\d|2[0-3]):[0-5]\d$/, message: HOTEL_MSG.timeInvalid };
const columns: CrudColumn<HotelRow>[] = [
  {
    title: '封面',
    dataIndex: 'cover',
    width: 96,
    render: (v, r) => (v ? <Image src={v} alt={r.name} width={72} height={48} style={{ objectFit: 'cover', borderRadius: 4 }} /> : '—'),
    form: { span: 24, control: <UploadField maxFiles={1} maxMb={3} dir="hotel" hint="png/jpg/jpeg/gif,不超过3MB" /> },
  },
  { title: '酒店名称', dataIndex: 'name', search: true, form: { required: HOTEL_MSG.nameRequired, span: 12 } },
  {
    title: '星级',
    dataIndex: 'star',
    width: 90,
    options: STAR_OPTIONS,
    search: true,
    render: (v) => HOTEL_STARS[v] ?? '—',
    form: { type: 'select', span: 12 },
  },
  { title: '电话', dataIndex: 'phone', width: 140, form: { span: 12 } },
  {
    title: '确认邮箱',
    dataIndex: 'email',
    hideInTable: true,
    form: { span: 12, rules: [{ type: 'email', message: HOTEL_MSG.emailInvalid }] },
  },
  { title: '地址', dataIndex: 'address', form: { span: 24 } },
  { title: '入住时间', dataIndex: 'checkInTime', hideInTable: true, form: { span: 12, rules: [hhmm] } },
  { title: '离店时间', dataIndex: 'checkOutTime', hideInTable: true, form: { span: 12, rules: [hhmm] } },
  { title: '房型/产品', dataIndex: 'roomCount', width: 100, form: false, render: (_, r) => `${r.roomCount ?? 0} / ${r.planCount ?? 0}` },
  { title: '起价', dataIndex: 'minPrice', width: 100, form: false, render: (v) => (v == null ? '—' : <Money cents={v} />) },
  {
    title: '状态',
    dataIndex: 'shelfStatus',
    width: 130,
    options: SHELF_OPTIONS,
    search: true,
    form: false,
    render: (v, r) => (
      <Space size={4}>
        <ShelfTag v={v} />
        {Number(r.recommend) === 1 && <Tag color="orange">推荐</Tag>}
      </Space>
    ),
  },
  { title: '供应商', dataIndex: 'supplierName', width: 120, form: false, render: (v) => v || '自营' },
  { title: '设施', dataIndex: 'facilities', hideInTable: true, form: { span: 24, placeholder: '用逗号分隔,如 免费WiFi,停车场' } },
  {
    title: '图片',
    dataIndex: 'images',
    hideInTable: true,
    form: { span: 24, control: <UploadField maxFiles={9} maxMb={3} dir="hotel" /> },
  },
  { title: '简介', dataIndex: 'intro', hideInTable: true, form: { type: 'textarea', span: 24 } },
  { title: '入住须知', dataIndex: 'notice', hideInTable: true, form: { type: 'textarea', span: 24 } },
];

/** The mini-program code of the hotel's storefront page, and its change records. */
function HotelInfoDialog({ row, mode, onClose }: { row: HotelRow; mode: 'code' | 'changes'; onClose: () => void }) {
  const tenantId = useSession((s) => s.tenantId);
  const code = useQueryOf('hotel-code', [row.id], async () => URL.createObjectURL(await hotelActions.wxaCode(row.id)), {
    enabled: mode === 'code',
  });
  const changes = useQueryOf('hotel-changes', [row.id], () => hotelActions.changes(row.id), { enabled: mode === 'changes' });
  return (
    <Modal
      modalRender={escGuard}
      open
      title={mode === 'code' ? `小程序码 · ${row.name}` : `变更记录 · ${row.name}`}
      footer={null}
      onCancel={onClose}
      width={mode === 'code' ? 380 : 720}
    >
      {mode === 'code' ? (
        <div style={{ textAlign: 'center' }}>
          {code.data ? <img src={code.data} alt="小程序码" width={280} height={280} data-testid="hotel-wxacode" /> : '生成中…'}
          <div style={{ color: 'var(--yym-muted)', marginTop: 8 }}>扫码打开酒店预订页</div>
          <LinkCopy url={`${window.location.origin}/h5/hotel/${row.id}?tenantId=${tenantId}`} label="酒店预订页" />
        </div>
      ) : (
        <Table
          rowKey="id"
          size="small"
          loading={changes.isLoading}
          dataSource={changes.data?.records ?? []}
          pagination={false}
          columns={[
            { title: '时间', dataIndex: 'createTime', width: 170 },
            { title: '操作人', dataIndex: 'userName', width: 100 },
            { title: '内容', dataIndex: 'content' },
          ]}
        />
      )}
    </Modal>
  );
}

/** 酒店管理: hotels with their pictures and rules; shelves, offline recommendation, mini-program code, the room status board, suppliers. */
export default function HotelPage() {
  const { message } = App.useApp();
  const navigate = useNavigate();
  const refresh = useRefresh(hotels, 'hotel-options');
  const canShelf = useCan(HOTEL_PERMS.hotel.shelf);
  const canEdit = useCan(HOTEL_PERMS.hotel.edit);
  const [info, setInfo] = useState<{ row: HotelRow; mode: 'code' | 'changes' } | null>(null);
  const [suppliersOpen, setSuppliersOpen] = useState(false);
  const after = async (p: Promise<unknown>, text: string = MSG.updateSuccess) => {
    await p;
    void message.success(text);
    void refresh();
  };
  const shelve = (ids: string[], status: number) => after(hotelActions.shelveHotels(ids, status));
  return (
    <>
      <CrudPage<HotelRow>
        addedMessage={MSG.addedOffShelf}
        resource={hotels}
        title="酒店管理"
        columns={columns}
        dialogWidth={820}
        defaults={{ star: 0, checkInTime: '14:00', checkOutTime: '12:00' } as Partial<HotelRow>}
        perms={{ ...HOTEL_PERMS.hotel, export: false }}
        actionWidth={300}
        toolbar={(selected) => (
          <>
            {canShelf && selected.length > 0 && (
              <>
                <Button
                  onClick={() =>
                    void shelve(
                      selected.map((r) => r.id),
                      1,
                    )
                  }
                >
                  批量上架
                </Button>
                <Button
                  onClick={() =>
                    void shelve(
                      selected.map((r) => r.id),
                      0,
                    )
                  }
                >
                  批量下架
                </Button>
              </>
            )}
            <Button onClick={() => setSuppliersOpen(true)}>酒店供应商</Button>
          </>
        )}
        rowActions={(r) => (
          <>
            <Button type="link" size="small" data-testid="hotel-board" onClick={() => navigate(`/hotel/roomStatus?hotelId=${r.id}`)}>
              房态
            </Button>
            {canShelf && (
              <Button type="link" size="small" onClick={() => void shelve([r.id], Number(r.shelfStatus) === 1 ? 0 : 1)}>
                {Number(r.shelfStatus) === 1 ? '下架' : '上架'}
              </Button>
            )}
            <Dropdown
              trigger={['click']}
              menu={{
                items: [
                  ...(canEdit ? [{ key: 'recommend', label: Number(r.recommend) === 1 ? '取消推荐' : '线下推荐' }] : []),
                  { key: 'code', label: '小程序码' },
                  { key: 'changes', label: '变更记录' },
                  ...(canEdit && r.supplierId ? [{ key: 'sync', label: '同步供应商' }] : []),
                ],
                onClick: ({ key }) => {
                  if (key === 'recommend') void after(hotelActions.recommend(r.id, Number(r.recommend) === 1 ? 0 : 1));
                  if (key === 'code' || key === 'changes') setInfo({ row: r, mode: key });
                  if (key === 'sync') void after(hotelActions.syncHotel(r.id), '同步完成');
                },
              }}
            >
              <Button type="link" size="small" data-testid={`hotel-more-${r.id}`}>
                更多
              </Button>
            </Dropdown>
          </>
        )}
        // biome-ignore lint/suspicious/noExplicitAny: the form holds the pictures as a list where the row has a comma-separated string
        toForm={(r) => ({ ...r, cover: r.cover ?? '', images: (r.images ?? '').split(',').filter(Boolean) as any })}
        beforeSubmit={(r) => {
          // biome-ignore lint/suspicious/noExplicitAny: the form holds the pictures as a list where the row has a comma-separated string
          const imgs = (r as any).images;
          return {
            ...r,
            images: Array.isArray(imgs) ? imgs.join(',') : imgs,
            cover: firstPic(Array.isArray(r.cover) ? r.cover.join(',') : r.cover),
          };
        }}
      />
      {info && <HotelInfoDialog row={info.row} mode={info.mode} onClose={() => setInfo(null)} />}
      {suppliersOpen && <SupplierDialog onClose={() => setSuppliersOpen(false)} onPulled={() => void refresh()} />}
    </>
  );
}
