import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useQueryOf, useRefresh } from '../../../app/data.ts';
import { App, Button, DatePicker, Empty, Form, Input, InputNumber, Modal, Segmented, Select, Table, Tabs } from 'antd';
import type { Dayjs } from 'dayjs';
import { ECARD_MSG, checkMobile } from '@yym/contract';
import { Money, OrderStatusTag } from '../../../components/index.ts';
import { type PortalOrderRow, portalApi } from './api.ts';
import { DayUses, ExportButton, PortalShell, UseRecords, VerifyBox, paging } from './parts.tsx';

/** 下单: a card the distributor may sell, how many, the holder; settled on account with the merchant. */
function PlaceDialog({ onClose }: { onClose: () => void }) {
  const { message } = App.useApp();
  const refreshOrders = useRefresh('ecard-portal-orders', 'ecard-portal-status');
  const cards = useQueryOf('ecard-portal-cards', [], portalApi.cards);
  const [form] = Form.useForm();
  const [busy, setBusy] = useState(false);
  const submit = async (v: { cardId: string; quantity: number; holderName: string; contactPhone: string }) => {
    setBusy(true);
    try {
      const o = await portalApi.place(v);
      void message.success(`下单成功,订单号 ${o.orderNo}`);
      void refreshOrders();
      onClose();
    } catch (e) {
      void message.error((e as Error).message);
    } finally {
      setBusy(false);
    }
  };
  return (
    <Modal open title="购买电子卡" onCancel={onClose} onOk={() => form.submit()} confirmLoading={busy} okText="提交订单">
      <Form form={form} layout="vertical" onFinish={submit} initialValues={{ quantity: 1 }}>
        <Form.Item name="cardId" label="电子卡" rules={[{ required: true, message: '请选择电子卡' }]}>
          <Select
            loading={cards.isLoading}
            placeholder="请选择"
            options={(cards.data ?? []).map((c) => ({ value: c.id, label: `${c.name} ¥${(c.price / 100).toFixed(2)}(剩余 ${c.left})` }))}
          />
        </Form.Item>
        <Form.Item name="quantity" label="数量" rules={[{ required: true, message: '请输入数量' }]}>
          <InputNumber min={1} max={100} precision={0} style={{ width: '100%' }} />
        </Form.Item>
        <Form.Item name="holderName" label="持卡人" rules={[{ required: true, message: ECARD_MSG.holderRequired }]}>
          <Input maxLength={50} />
        </Form.Item>
        <Form.Item
          name="contactPhone"
          label="手机号"
          rules={[{ validator: (_r, v) => (checkMobile(v) ? Promise.reject(new Error(checkMobile(v)!)) : Promise.resolve()) }]}
        >
          <Input maxLength={11} />
        </Form.Item>
      </Form>
    </Modal>
  );
}

type Range = [Dayjs | null, Dayjs | null] | null;

/** The distributor's own orders: status counts as a filter, search, paging, export, 下单. */
function Orders({ canSell }: { canSell: boolean }) {
  const navigate = useNavigate();
  const [status, setStatus] = useState('all');
  const [orderNo, setOrderNo] = useState('');
  const [range, setRange] = useState<Range>(null);
  const [page, setPage] = useState({ current: 1, size: 10 });
  const [placing, setPlacing] = useState(false);
  const counts = useQueryOf('ecard-portal-status', [], portalApi.orderStatus);
  const filters = {
    orderStatus: status === 'all' ? undefined : Number(status),
    orderNo: orderNo.trim() || undefined,
    startDate: range?.[0]?.format('YYYY-MM-DD'),
    endDate: range?.[1]?.format('YYYY-MM-DD'),
  };
  const q = useQueryOf('ecard-portal-orders', [filters, page], () => portalApi.orderPage({ ...filters, ...page }));
  const total = (counts.data ?? []).reduce((n, c) => n + c.count, 0);
  return (
    <>
      <Segmented
        style={{ marginBottom: 12, maxWidth: '100%', overflowX: 'auto' }}
        value={status}
        onChange={(v) => {
          setStatus(v);
          setPage((p) => ({ ...p, current: 1 }));
        }}
        options={[
          { value: 'all', label: `全部 ${total}` },
          ...(counts.data ?? []).map((c) => ({ value: String(c.orderStatus), label: `${c.orderStatusText} ${c.count}` })),
        ]}
      />
      <div className="ecp-filters">
        <Input.Search allowClear placeholder="订单号" style={{ width: 240 }} onSearch={setOrderNo} />
        <DatePicker.RangePicker value={range} onChange={(v) => setRange(v as Range)} />
        <ExportButton kind="order" filters={filters} />
        {canSell && (
          <Button type="primary" onClick={() => setPlacing(true)}>
            购买电子卡
          </Button>
        )}
      </div>
      <Table<PortalOrderRow>
        rowKey="id"
        size="small"
        scroll={{ x: 1100 }}
        loading={q.isLoading}
        dataSource={q.data?.records}
        locale={{ emptyText: <Empty description="暂无订单" /> }}
        pagination={paging(page, setPage, q.data?.total)}
        columns={[
          { title: '订单号', dataIndex: 'orderNo', width: 200 },
          { title: '电子卡', dataIndex: 'productName', width: 180 },
          { title: '数量', dataIndex: 'quantity', width: 60 },
          { title: '金额', dataIndex: 'totalMoney', width: 100, render: (v) => <Money cents={v} /> },
          { title: '状态', dataIndex: 'orderStatus', width: 100, render: (v) => <OrderStatusTag code={v} /> },
          { title: '已用卡', dataIndex: 'usedCards', width: 70 },
          { title: '持卡人', dataIndex: 'contactName', width: 90 },
          { title: '下单时间', dataIndex: 'createTime', width: 170 },
          {
            title: '操作',
            key: 'op',
            width: 70,
            fixed: 'right',
            render: (_v, r) => (
              <Button type="link" size="small" onClick={() => navigate(`/distributionDetail?id=${r.id}`)}>
                详情
              </Button>
            ),
          },
        ]}
      />
      {placing && <PlaceDialog onClose={() => setPlacing(false)} />}
    </>
  );
}

/** /distributorDataList: the distributor's orders, its gate, the check records and daily uses. */
export default function PortalPage() {
  const refreshUses = useRefresh('ecard-portal-uses');
  return (
    <PortalShell kind="out" title="分销商电子卡平台">
      {(s) =>
        s.readOnly ? (
          <UseRecords />
        ) : (
          <Tabs
            items={[
              { key: 'orders', label: '我的订单', children: <Orders canSell={s.sellEnabled} /> },
              {
                key: 'verify',
                label: '核销',
                children: <VerifyBox onChecked={() => void refreshUses()} />,
              },
              { key: 'uses', label: '核销记录', children: <UseRecords /> },
              { key: 'days', label: '每日使用', children: <DayUses /> },
            ]}
          />
        )
      }
    </PortalShell>
  );
}
