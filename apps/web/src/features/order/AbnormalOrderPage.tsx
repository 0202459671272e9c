import { App, Button, Card, Popconfirm, Space, Table, Tag } from 'antd';
import { Money, OrderStatusTag, useCan, PagedTable } from '../../components/index.ts';
import { rowsOf, useList, usePaging, useRefresh } from '../../app/data.ts';
import { orderActions, refunds, unusualOrders, type RefundListRow, type UnusualOrderRow } from './api.ts';

/** Unusual orders: money without a ticket behind it (paid after close, paid twice, refund failed); refund with audit, then out-audit. */
export default function AbnormalOrderPage() {
  const { paging, tablePaging } = usePaging();
  const { message } = App.useApp();
  const canRefund = useCan('order_abnormal_refund');
  const canAudit = useCan('order_abnormal_audit');
  const list = useList(unusualOrders, paging);
  const unusualRefunds = useList(refunds, { refundType: 4, size: 50 });
  const refresh = useRefresh(unusualOrders, refunds);
  const act = async (p: Promise<unknown>) => {
    await p;
    void message.success('操作成功');
    void refresh();
  };
  return (
    <Space direction="vertical" style={{ width: '100%' }}>
      <Card title="异常订单">
        <PagedTable<UnusualOrderRow>
          list={list}
          paging={tablePaging}
          columns={[
            { title: '订单号', dataIndex: 'orderNo' },
            { title: '商品', dataIndex: 'productName' },
            { title: '异常类型', dataIndex: 'unusualTypeText', render: (v) => <Tag color="red">{v}</Tag> },
            { title: '订单金额', dataIndex: 'totalMoney', render: (v) => <Money cents={v} /> },
            { title: '已付', dataIndex: 'paidMoney', render: (v) => <Money cents={v} /> },
            { title: '已退', dataIndex: 'refundMoney', render: (v) => <Money cents={v} /> },
            { title: '状态', dataIndex: 'orderStatus', render: (v) => <OrderStatusTag code={v} /> },
            {
              title: '操作',
              key: 'op',
              render: (_, r) =>
                canRefund && (
                  <Popconfirm title="确定申请异常退款?" onConfirm={() => act(orderActions.unusualRefund(r.id, r.unusualTypeText))}>
                    <Button type="link" size="small">
                      申请退款
                    </Button>
                  </Popconfirm>
                ),
            },
          ]}
        />
      </Card>
      <Card title="异常退款审核">
        <Table<RefundListRow>
          rowKey="id"
          size="middle"
          pagination={false}
          dataSource={rowsOf(unusualRefunds.data)}
          columns={[
            { title: '退款单号', dataIndex: 'refundNo' },
            { title: '订单号', dataIndex: 'orderNo' },
            { title: '金额', dataIndex: 'amount', render: (v) => <Money cents={v} /> },
            { title: '状态', dataIndex: 'refundStatusText' },
            {
              title: '审核',
              key: 'op',
              render: (_, r) =>
                canAudit &&
                (r.refundStatus === 10 || r.refundStatus === 20) && (
                  <Space>
                    <Button
                      type="link"
                      size="small"
                      onClick={() => void act(orderActions.unusualAudit(r.id, true, r.refundStatus === 20 ? 'out' : 'audit'))}
                    >
                      {r.refundStatus === 20 ? '出账通过' : '审核通过'}
                    </Button>
                    <Button
                      type="link"
                      size="small"
                      danger
                      onClick={() => void act(orderActions.unusualAudit(r.id, false, r.refundStatus === 20 ? 'out' : 'audit'))}
                    >
                      驳回
                    </Button>
                  </Space>
                ),
            },
          ]}
        />
      </Card>
    </Space>
  );
}
