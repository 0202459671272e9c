import { useState } from 'react';
import { App, Button, Card, Form, Input, InputNumber, Modal, Space, Statistic, Switch } from 'antd';
import { CUSTOMER_MSG, LOCK_SOURCE_LABELS, MSG, checkMobile, type BlacklistSetup } from '@yym/contract';
import { CrudPage, useCan, type CrudColumn } from '../../components/index.ts';
import { useRefresh, useQueryOf } from '../../app/data.ts';
import { blacklist, blacklistCalls, customers, type CustomerRow } from './api.ts';
import './member.css';

const columns: CrudColumn<CustomerRow>[] = [
  { title: '手机号', dataIndex: 'phone', search: true, width: 130 },
  { title: '姓名', dataIndex: 'name', search: true, width: 100, render: (v) => v || '—' },
  {
    title: '方式',
    dataIndex: 'lockSource',
    width: 100,
    search: true,
    options: Object.entries(LOCK_SOURCE_LABELS).map(([value, label]) => ({ value, label })),
    render: (v) => LOCK_SOURCE_LABELS[v] ?? '—',
  },
  { title: '拉黑原因', dataIndex: 'lockReason', render: (v) => v || '—' },
  { title: '订单数', dataIndex: 'orderCount', width: 80 },
  { title: '拉黑时间', dataIndex: 'lockTime', width: 170 },
  { title: '解除时间', dataIndex: 'lockUntil', width: 170, render: (v) => v || '手动解除' },
];

/** The automatic rule: N refunds in M days blacklist a phone for some days (applied by a job). */
function SetupDialog({ onClose }: { onClose: () => void }) {
  const { message } = App.useApp();
  const [form] = Form.useForm<BlacklistSetup>();
  const q = useQueryOf('blacklist-setup', [], blacklistCalls.setup);
  const days = [{ required: true, message: CUSTOMER_MSG.setupDays }];
  return (
    <Modal
      open
      title="自动拉黑设置"
      okText="保存"
      cancelText="取消"
      onCancel={onClose}
      onOk={async () => {
        const v = await form.validateFields();
        await blacklistCalls.saveSetup({ ...v, enabled: v.enabled ? 1 : 0 });
        void message.success(MSG.updateSuccess);
        onClose();
      }}
    >
      {q.data && (
        <Form form={form} layout="vertical" initialValues={{ ...q.data, enabled: q.data.enabled === 1 }}>
          <Form.Item name="enabled" label="启用自动拉黑" valuePropName="checked">
            <Switch />
          </Form.Item>
          <Space align="start" wrap>
            <Form.Item name="refundDays" label="统计天数" rules={days}>
              <InputNumber min={1} max={365} precision={0} addonAfter="天内" />
            </Form.Item>
            <Form.Item name="refundCount" label="退款次数达到" rules={[{ required: true, message: CUSTOMER_MSG.setupCount }]}>
              <InputNumber min={1} max={100} precision={0} addonAfter="次" />
            </Form.Item>
            <Form.Item name="lockDays" label="拉黑时长" rules={days}>
              <InputNumber min={1} max={365} precision={0} addonAfter="天" />
            </Form.Item>
          </Space>
          <p className="mb-hint">每小时检查一次;到期自动解除。</p>
        </Form>
      )}
    </Modal>
  );
}

/** Blacklist a phone directly (it may not have bought yet). */
function AddDialog({ onClose, onDone }: { onClose: () => void; onDone: () => void }) {
  const { message } = App.useApp();
  const [form] = Form.useForm<{ phone: string; name?: string; lockReason?: string }>();
  return (
    <Modal
      open
      title="添加黑名单"
      okText="确定"
      cancelText="取消"
      onCancel={onClose}
      onOk={async () => {
        const v = await form.validateFields();
        await blacklistCalls.save({ phone: v.phone.trim(), name: v.name, lockReason: v.lockReason ?? '' });
        void message.success(MSG.addSuccess);
        onDone();
        onClose();
      }}
    >
      <Form form={form} layout="vertical">
        <Form.Item
          name="phone"
          label="手机号"
          rules={[
            {
              validator: async (_r, v) => {
                const m = checkMobile(v);
                if (m) throw new Error(m);
              },
            },
          ]}
        >
          <Input maxLength={11} placeholder="请输入手机号" />
        </Form.Item>
        <Form.Item name="name" label="姓名">
          <Input maxLength={50} />
        </Form.Item>
        <Form.Item name="lockReason" label="拉黑原因" rules={[{ max: 200, message: CUSTOMER_MSG.lockReasonMax }]}>
          <Input.TextArea maxLength={200} />
        </Form.Item>
      </Form>
    </Modal>
  );
}

/** 黑名单: who may not order, added by hand or by the automatic rule. */
export default function BlacklistPage() {
  const { message, modal } = App.useApp();
  const canLock = useCan('blacklist_lock');
  const canUnlock = useCan('blacklist_unlock');
  const [dialog, setDialog] = useState<'add' | 'setup' | null>(null);
  const count = useQueryOf('blacklist-count', [], blacklistCalls.count);
  const refresh = useRefresh(blacklist);
  const refreshCustomers = useRefresh(customers);
  const done = () => {
    void refresh();
    void refreshCustomers();
    void count.refetch();
  };
  const unlock = (ids: string[]) => {
    if (!ids.length) return void message.warning(MSG.selectAtLeastOne);
    modal.confirm({
      title: '提示',
      content: `确定解除选中的 ${ids.length} 个用户?解除后可正常下单。`,
      okText: '确定',
      cancelText: '取消',
      onOk: async () => {
        await blacklistCalls.unlock(ids);
        void message.success('已解除');
        done();
      },
    });
  };
  const n = count.data;
  return (
    <>
      <Card size="small" className="mb-stats">
        <Space size={48}>
          {/* loading until the figures arrive: a 0 before then would be a wrong figure */}
          <Statistic title="黑名单人数" value={n?.total} loading={!n} />
          <Statistic title="手动拉黑" value={n?.manual} loading={!n} />
          <Statistic title="自动拉黑" value={n?.auto} loading={!n} />
          <Statistic title="近30天拦截下单" value={n?.refused30d} loading={!n} />
        </Space>
      </Card>
      <CrudPage
        resource={blacklist}
        title="黑名单"
        columns={columns}
        perms={{ add: false, edit: false, remove: false, view: false, export: false }}
        toolbar={(selected) => (
          <Space>
            {canLock && (
              <Button type="primary" onClick={() => setDialog('add')}>
                添加黑名单
              </Button>
            )}
            {canUnlock && <Button onClick={() => unlock(selected.map((r) => r.id))}>批量解除</Button>}
            {canLock && <Button onClick={() => setDialog('setup')}>自动拉黑设置</Button>}
          </Space>
        )}
        rowActions={(r) =>
          canUnlock && (
            <Button type="link" size="small" onClick={() => unlock([r.id])}>
              解除
            </Button>
          )
        }
      />
      {dialog === 'add' && <AddDialog onClose={() => setDialog(null)} onDone={done} />}
      {dialog === 'setup' && <SetupDialog onClose={() => setDialog(null)} />}
    </>
  );
}
