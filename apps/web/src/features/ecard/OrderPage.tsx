import { App, Button, Drawer, Popconfirm, Space, Tabs, Tag } from 'antd';
import { ECARD_PERMS, ORDER_STATUS, ORDER_STATUS_LABELS, USER_CARD_STATUS } from '@yym/contract';
import { Facts, Money, OrderList, OrderStatusTag, SmallTable, logColumns, useCan, type OrderColumn } from '../../components/index.ts';
import { projectsText } from './text.ts';
import { useRefresh, useQueryOf } from '../../app/data.ts';
import { ecardOrders, orderActions, useCardOptions, type EcardOrderRow } from './api.ts';
import UpgradeOrderPage from './UpgradeOrderPage.tsx';
import DistributorOrdersPage from './portal/DistributorOrdersPage.tsx';

const P = ECARD_PERMS;
const STATUS_OPTIONS = Object.entries(ORDER_STATUS_LABELS).map(([v, l]) => ({ value: Number(v), label: l.zh }));

/** One order: its cards with their uses, refunds and logs; refund, confirm, forced refund, SMS. */
function OrderDrawer({ id, onClose }: { id: string; onClose: () => void }) {
  const { message } = App.useApp();
  const refreshList = useRefresh(ecardOrders);
  const d = useQueryOf('ecard-order', [id], () => orderActions.detail(id));
  const canRefund = useCan(P.orderRefund);
  const canForce = useCan(P.orderForced);
  const canAudit = useCan(P.orderAudit);
  const act = async (p: Promise<unknown>, text: string) => {
    await p;
    void message.success(text);
    void d.refetch();
    void refreshList();
  };
  const o = d.data;
  const status = o?.orderStatus;
  const paid = status === ORDER_STATUS.TO_BE_USED || status === ORDER_STATUS.IN_USE || status === ORDER_STATUS.CONFIRMING;
  return (
    <Drawer open width={860} title={`电子卡订单 ${o?.orderNo ?? ''}`} onClose={onClose}>
      {o && (
        <>
          <Facts
            column={3}
            items={{
              电子卡: o.productName,
              数量: o.quantity,
              状态: <OrderStatusTag code={o.orderStatus} />,
              订单金额: <Money cents={o.totalMoney} />,
              实付: <Money cents={o.paidMoney} />,
              已退: <Money cents={o.refundMoney} />,
              联系人: o.contactName,
              电话: o.contactPhone,
              下单时间: o.createTime,
            }}
          />
          <Space style={{ margin: '16px 0' }}>
            {canRefund && paid && (
              <Popconfirm title="为未使用的卡申请退款?" onConfirm={() => act(orderActions.refund(id), '已申请退款')}>
                <Button>退款</Button>
              </Popconfirm>
            )}
            {canAudit && status === ORDER_STATUS.REFUNDING && (
              <>
                <Button type="primary" onClick={() => void act(orderActions.refundSure(id, 1), '已退款')}>
                  确认退款
                </Button>
                <Button onClick={() => void act(orderActions.refundSure(id, 0), '已驳回')}>驳回退款</Button>
              </>
            )}
            {canForce && (paid || status === ORDER_STATUS.COMPLETED) && (
              <Popconfirm title="强制退款将作废所有卡并立即退回款项,确定?" onConfirm={() => act(orderActions.forced(id), '已强制退款')}>
                <Button danger>强制退款</Button>
              </Popconfirm>
            )}
            {o.cards.length > 0 && <Button onClick={() => void act(orderActions.sendMsg(id), '短信已发送')}>发送激活短信</Button>}
          </Space>
          <SmallTable
            dataSource={o.cards}
            columns={[
              { title: '卡号', dataIndex: 'cardNo', width: 170 },
              { title: '持卡人', dataIndex: 'holderName', width: 90 },
              { title: '状态', dataIndex: 'cardStatus', width: 80, render: (v) => <Tag>{USER_CARD_STATUS[v]}</Tag> },
              { title: '有效期', dataIndex: 'validEnd', width: 200, render: (_, r) => `${r.validStart ?? ''} 至 ${r.validEnd ?? ''}` },
              { title: '项目(已用/总次数)', dataIndex: 'projects', render: projectsText },
            ]}
          />
          <h4 style={{ marginTop: 16 }}>订单日志</h4>
          <SmallTable dataSource={o.logs} columns={logColumns(100)} />
        </>
      )}
    </Drawer>
  );
}

/** 电子卡订单: status filter, search, export; the drawer holds the cards and the refund actions. */
function CardOrders() {
  const columns: OrderColumn<EcardOrderRow>[] = [
    { title: '订单号', dataIndex: 'orderNo', width: 200, search: true },
    { title: '电子卡', dataIndex: 'productName' },
    { title: '电子卡', dataIndex: 'cardId', hideInTable: true, search: true, options: useCardOptions() },
    { title: '数量', dataIndex: 'quantity', width: 70 },
    { title: '订单金额', dataIndex: 'totalMoney', width: 100, render: (v) => <Money cents={v} /> },
    { title: '实付', dataIndex: 'paidMoney', width: 100, render: (v) => <Money cents={v} /> },
    {
      title: '状态',
      dataIndex: 'orderStatus',
      width: 110,
      search: true,
      options: STATUS_OPTIONS,
      render: (v) => <OrderStatusTag code={v} />,
    },
    { title: '联系人', dataIndex: 'contactName', width: 100 },
    { title: '联系电话', dataIndex: 'contactPhone', width: 130, search: true },
    { title: '下单时间', dataIndex: 'createTime', width: 170, search: 'dateRange' },
  ];
  return (
    <OrderList<EcardOrderRow>
      resource={ecardOrders}
      title="电子卡订单"
      columns={columns}
      exportName="电子卡订单"
      exportPerm={P.orderExport}
      actionWidth={80}
      detail={(id, close) => <OrderDrawer id={id} onClose={close} />}
    />
  );
}

/** The 电子卡订单 page: card orders, and the upgrade and renewal orders of held cards (升级订单). */
export default function OrderPage() {
  return (
    <Tabs
      destroyOnHidden
      items={[
        { key: 'cards', label: '电子卡订单', children: <CardOrders /> },
        { key: 'upgrades', label: '升级订单', children: <UpgradeOrderPage /> },
        { key: 'distributors', label: '分销商订单', children: <DistributorOrdersPage /> },
      ]}
    />
  );
}
