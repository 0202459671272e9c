import { useState } from 'react';
import { App, Button, Drawer, Popconfirm, Select, Space } from 'antd';
import { VOUCHER_PERMS as P } from '@yym/contract';
import { useDetail, useQueryOf, useRefresh } from '../../app/data.ts';
import {
  Facts,
  Money,
  OrderList,
  OrderStatusTag,
  SmallTable,
  OrderLogTabs,
  useCan,
  type OrderColumn,
  orderSearch,
} from '../../components/index.ts';
import { gpvOrderActions as A, gpvOrders, type VoucherOrderDetail, type VoucherOrderRow } from './api.ts';

const search = orderSearch({ testId: 'gpv-search-no' });

const columns: OrderColumn<VoucherOrderRow>[] = [
  { title: '订单号', dataIndex: 'orderNo', width: 200 },
  { title: '团购券', dataIndex: 'itemName' },
  { title: '人数', dataIndex: 'quantity', width: 70, render: (v) => `${v}人` },
  { title: '已核销', dataIndex: 'usedCount', width: 80 },
  { title: '联系人', dataIndex: 'contactName', width: 160, render: (_, r) => `${r.contactName} ${r.contactPhone}` },
  { title: '金额', dataIndex: 'totalMoney', width: 90, render: (v) => <Money cents={v} /> },
  { title: '状态', dataIndex: 'orderStatus', width: 90, render: (v) => <OrderStatusTag code={v} /> },
  { title: '下单时间', dataIndex: 'createTime', width: 170 },
];

function GpvOrderDrawer({ orderId, onClose }: { orderId: string; onClose: () => void }) {
  const { message } = App.useApp();
  const info = useDetail(gpvOrders, orderId);
  const pois = useQueryOf('vc-verify-pois', [], () => A.pois(), { staleTime: 60_000 });
  const [picked, setPicked] = useState<string[]>([]);
  const [poiId, setPoiId] = useState<string>();
  const canRefund = useCan(P.gpvRefund);
  const canVerify = useCan(P.gpvVerify);
  const refreshAll = useRefresh(gpvOrders);
  const o = info.data as VoucherOrderDetail | undefined;
  const act = async (p: Promise<unknown>, text: string) => {
    await p;
    void message.success(text);
    setPicked([]);
    void refreshAll();
  };
  return (
    <Drawer open width={860} title="团购订单详情" onClose={onClose} destroyOnHidden>
      {o && (
        <>
          <Facts
            column={2}
            items={{
              订单号: o.orderNo,
              状态: (
                <span data-testid="gpv-status">
                  <OrderStatusTag code={o.orderStatus} />
                </span>
              ),
              团购券: o.itemName,
              人数: `${o.quantity}人(已核销${o.usedCount})`,
              有效期: `${o.validStart} ~ ${o.validEnd}`,
              联系人: `${o.contactName} ${o.contactPhone}`,
              订单金额: <Money cents={o.totalMoney} />,
              '已付 / 已退': (
                <>
                  <Money cents={o.paidMoney} /> / <Money cents={o.refundMoney} />
                </>
              ),
            }}
          />
          <Space wrap style={{ margin: '16px 0 8px' }}>
            {canRefund && (
              <Popconfirm
                title={`退款所选 ${picked.length} 个子订单?款项原路退回`}
                disabled={!picked.length}
                onConfirm={() => void act(A.refund(o.id, picked), '已退款')}
              >
                <Button danger disabled={!picked.length} data-testid="gpv-refund">
                  退款所选
                </Button>
              </Popconfirm>
            )}
            {canVerify && (
              <>
                <Select
                  placeholder="核销地点"
                  style={{ width: 200 }}
                  value={poiId}
                  onChange={setPoiId}
                  options={(pois.data ?? []).map((p) => ({ value: String(p.id), label: p.name }))}
                  data-testid="gpv-verify-poi"
                />
                <Button
                  disabled={!picked.length || !poiId}
                  onClick={() => void act(A.verify(picked, poiId!), '已核销')}
                  data-testid="gpv-verify"
                >
                  手动核销所选
                </Button>
              </>
            )}
          </Space>
          <SmallTable
            title={() => '子订单(每人一张)'}
            dataSource={o.subOrders}
            rowSelection={{
              selectedRowKeys: picked,
              onChange: (keys) => setPicked(keys.map(String)),
              getCheckboxProps: (g) => ({ disabled: g.ticketStatus !== 0 }),
            }}
            columns={[
              { title: '姓名', dataIndex: 'guestName' },
              { title: '证件', dataIndex: 'cardNum', render: (v) => v || '—' },
              { title: '金额', dataIndex: 'price', width: 90, render: (v) => <Money cents={v} /> },
              { title: '状态', dataIndex: 'ticketStatusText', width: 80 },
              { title: '核销时间', dataIndex: 'checkTime', width: 170, render: (v) => v || '—' },
            ]}
          />
          <OrderLogTabs resource={gpvOrders} orderId={orderId} read={(kind) => A.logs(orderId, kind)} />
        </>
      )}
    </Drawer>
  );
}

/** 团购订单: search, detail with sub-orders (refund some, verify some at a POI) and logs. */
export function GpvOrders() {
  return (
    <OrderList<VoucherOrderRow>
      resource={gpvOrders}
      columns={columns}
      search={search}
      // the spec lists no export of gpv orders: no code grants one
      exportPerm="-"
      exportName="团购订单"
      scrollX={1100}
      actionWidth={80}
      emptyText="暂无团购订单"
      detailTestId={(r) => `gpv-detail-${r.orderNo}`}
      detail={(id, close) => <GpvOrderDrawer orderId={id} onClose={close} />}
    />
  );
}
