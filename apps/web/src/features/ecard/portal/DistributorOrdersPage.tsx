import { useState } from 'react';
import { App, Button, Checkbox, DatePicker, Drawer, Form, Input, Modal, Popconfirm, Space, Switch, Table, Tag, Typography } from 'antd';
import type { Dayjs } from 'dayjs';
import { ECARD_PERMS, ORDER_STATUS_LABELS, USER_CARD_STATUS } from '@yym/contract';
import { CopyButton, Facts, Money, OrderList, OrderStatusTag, SmallTable, useCan, type OrderColumn } from '../../../components/index.ts';
import { projectsText } from '../text.ts';
import { useRefresh, useQueryOf } from '../../../app/data.ts';
import { useSession } from '../../../app/session.ts';
import { type DistributorSetting, type PortalOrderRow, distributorActions, distributorOrders } from './api.ts';

const P = ECARD_PERMS;
const STATUS_OPTIONS = Object.entries(ORDER_STATUS_LABELS).map(([v, l]) => ({ value: Number(v), label: l.zh }));

/** 绑定账号: a distributor account made in 用户管理 (user type 分销商) logs in for this distributor. */
function AccountDialog({ d, onClose }: { d: DistributorSetting; onClose: () => void }) {
  const { message } = App.useApp();
  const [form] = Form.useForm();
  const submit = async (v: { account: string; readOnly?: boolean }) => {
    await distributorActions.bindAccount({ distributorId: d.id, account: v.account, readOnly: v.readOnly ? 1 : 0 });
    void message.success('绑定成功');
    onClose();
  };
  return (
    <Modal open title={`绑定门户账号 · ${d.name}`} onCancel={onClose} onOk={() => form.submit()}>
      <Form form={form} layout="vertical" onFinish={submit}>
        <Form.Item
          name="account"
          label="分销商账号"
          rules={[{ required: true, message: '请输入账号' }]}
          extra="在 用户管理 中新增用户类型为分销商的账号"
        >
          <Input maxLength={50} />
        </Form.Item>
        <Form.Item name="readOnly" valuePropName="checked">
          <Checkbox>只读(只能查看使用记录)</Checkbox>
        </Form.Item>
      </Form>
    </Modal>
  );
}

/** The distributors: may they sell e-cards (switch), their portal accounts and login link. */
function Distributors() {
  const { message } = App.useApp();
  const tenantId = useSession((s) => s.tenantId);
  const canAudit = useCan(P.orderAudit);
  const list = useQueryOf('ecard-distributors', [], distributorActions.distributors);
  const [binding, setBinding] = useState<DistributorSetting | null>(null);
  const link = (d: DistributorSetting) => `${window.location.origin}/outLogin?code=${tenantId}&id=${d.portalKey}`;
  return (
    <>
      <Table<DistributorSetting>
        rowKey="id"
        size="small"
        loading={list.isLoading}
        dataSource={list.data}
        pagination={false}
        scroll={{ x: 800 }}
        columns={[
          { title: '分销商', dataIndex: 'name', width: 160 },
          { title: '联系人', dataIndex: 'contactName', width: 90 },
          { title: '门户账号', dataIndex: 'accounts', render: (v) => v || <Typography.Text type="secondary">未绑定</Typography.Text> },
          { title: '订单数', dataIndex: 'orders', width: 70 },
          {
            title: '销售电子卡',
            dataIndex: 'sellEnabled',
            width: 110,
            render: (v: number, d) => (
              <Popconfirm
                title={v ? `停止 ${d.name} 销售电子卡?已有订单不受影响` : `允许 ${d.name} 销售电子卡?`}
                disabled={!canAudit}
                onConfirm={async () => {
                  await distributorActions.setSwitch(d.id, v ? 0 : 1);
                  void message.success(v ? '已停止销售' : '已允许销售');
                  void list.refetch();
                }}
              >
                <Switch checked={v === 1} disabled={!canAudit} checkedChildren="允许" unCheckedChildren="停止" />
              </Popconfirm>
            ),
          },
          {
            title: '操作',
            key: 'op',
            width: 190,
            render: (_v, d) => (
              <Space size={0}>
                {canAudit && (
                  <Button type="link" size="small" onClick={() => setBinding(d)}>
                    绑定账号
                  </Button>
                )}
                <CopyButton text={link(d)} type="link" size="small" label="复制登录链接" done="登录链接已复制" />
              </Space>
            ),
          },
        ]}
      />
      {binding && (
        <AccountDialog
          d={binding}
          onClose={() => {
            setBinding(null);
            void list.refetch();
          }}
        />
      )}
    </>
  );
}

function DetailDrawer({ id, onClose }: { id: string; onClose: () => void }) {
  const d = useQueryOf('ecard-distributor-order', [id], () => distributorActions.detail(id));
  const o = d.data;
  return (
    <Drawer open width={800} title={`分销商订单 ${o?.orderNo ?? ''}`} onClose={onClose}>
      {o && (
        <>
          <Facts
            column={2}
            items={{
              分销商: o.distributorName,
              电子卡: o.productName,
              数量: o.quantity,
              金额: <Money cents={o.totalMoney} />,
              状态: <OrderStatusTag code={o.orderStatus} />,
              下单时间: o.createTime,
            }}
          />
          <h4 style={{ marginTop: 16 }}>电子卡</h4>
          <SmallTable
            dataSource={o.cards}
            columns={[
              { title: '卡号', dataIndex: 'cardNo' },
              { title: '持卡人', dataIndex: 'holderName' },
              { title: '状态', dataIndex: 'cardStatus', render: (v: number) => <Tag>{USER_CARD_STATUS[v] ?? v}</Tag> },
              { title: '使用', key: 'uses', render: (_v, c) => projectsText(c.projects) },
            ]}
          />
        </>
      )}
    </Drawer>
  );
}

type Range = [Dayjs | null, Dayjs | null] | null;

/** 分销商订单 (opened from 电子卡订单): the distributors and their e-card orders; freeze an order's cards. */
export default function DistributorOrdersPage() {
  const { message } = App.useApp();
  const refresh = useRefresh(distributorOrders);
  const canAudit = useCan(P.orderAudit);
  const distributors = useQueryOf('ecard-distributors', [], distributorActions.distributors);
  const cards = useQueryOf('ecard-distributor-cards', [], distributorActions.cardNames);
  const [range, setRange] = useState<Range>(null);
  const freeze = async (r: PortalOrderRow, disabled: number) => {
    const n = await distributorActions.disable(r.id, disabled);
    void message.success(disabled ? `已冻结 ${n} 张电子卡` : `已解冻 ${n} 张电子卡`);
    void refresh();
  };
  const columns: OrderColumn<PortalOrderRow>[] = [
    {
      title: '分销商',
      dataIndex: 'distributorId',
      width: 130,
      search: true,
      options: (distributors.data ?? []).map((d) => ({ value: d.id, label: d.name })),
      render: (_v, r) => r.distributorName,
    },
    { title: '订单号', dataIndex: 'orderNo', width: 200, search: true },
    {
      title: '电子卡',
      dataIndex: 'cardId',
      search: true,
      options: ((cards.data as { id: string; name: string }[] | undefined) ?? []).map((c) => ({ value: c.id, label: c.name })),
      render: (_v, r) => r.productName,
    },
    { title: '数量', dataIndex: 'quantity', width: 60 },
    { title: '金额', dataIndex: 'totalMoney', width: 100, render: (v) => <Money cents={v} /> },
    {
      title: '状态',
      dataIndex: 'orderStatus',
      width: 100,
      search: true,
      options: STATUS_OPTIONS,
      render: (v) => <OrderStatusTag code={v} />,
    },
    { title: '已用/冻结', dataIndex: 'usedCards', width: 90, render: (_v, r) => `${r.usedCards}/${r.frozenCards}` },
    { title: '下单时间', dataIndex: 'createTime', width: 170 },
  ];
  return (
    <Space direction="vertical" style={{ width: '100%' }} size={16}>
      <Distributors />
      <Space wrap>
        <span>下单日期</span>
        <DatePicker.RangePicker value={range} onChange={(v) => setRange(v as Range)} />
      </Space>
      <OrderList<PortalOrderRow>
        resource={distributorOrders}
        title="分销商订单"
        columns={columns}
        params={{ startDate: range?.[0]?.format('YYYY-MM-DD'), endDate: range?.[1]?.format('YYYY-MM-DD') }}
        exportName="分销商电子卡订单"
        exportPerm={P.orderExport}
        actionWidth={130}
        actions={(r) =>
          canAudit && (
            <Popconfirm
              title={r.frozenCards ? '解冻该订单的电子卡?' : '冻结该订单的电子卡?冻结后无法核销'}
              onConfirm={() => freeze(r, r.frozenCards ? 0 : 1)}
            >
              <Button type="link" size="small" danger={!r.frozenCards}>
                {r.frozenCards ? '解冻' : '禁用'}
              </Button>
            </Popconfirm>
          )
        }
        detail={(id, close) => <DetailDrawer id={id} onClose={close} />}
      />
    </Space>
  );
}
