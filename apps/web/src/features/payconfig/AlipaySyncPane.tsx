import { useState } from 'react';
import { useQueryOf, useRefresh } from '../../app/data.ts';
import { App, Button, Card, Form, Input, Modal, Select, Space, Switch, Table, Tag } from 'antd';
import { ALIPAY_SYNC_MSG, ALIPAY_SYNC_STATUS, ALIPAY_TICKET_TYPES } from '@yym/contract';
import { saveBlob } from '../../components/index.ts';
import { useCan } from '../../app/session.ts';
import { alipaySync, type AlipaySyncConfigRow, type AlipayTicketRow } from './api.ts';

/** The cache name of the sync's reads (scenic spots, configurations, products): refreshed together. */
const SYNC = 'alipay-sync';
const typeName = (code: string) => ALIPAY_TICKET_TYPES.find((t) => t.code === code)?.name ?? code;

/** A scenic spot → Alipay mini-program configuration, added or changed in a dialog. */
function ConfigDialog({ row, onClose }: { row: Partial<AlipaySyncConfigRow> | null; onClose: (saved: boolean) => void }) {
  const [form] = Form.useForm();
  const scenic = useQueryOf(SYNC, ['scenic'], alipaySync.scenic, { enabled: !!row });
  const ok = async () => {
    const v = await form.validateFields().catch(() => null);
    if (!v) return;
    await alipaySync.saveConfig({
      ...(row?.id ? { id: row.id } : {}),
      name: v.name,
      poiId: v.poiId,
      appId: v.appId,
      autoSync: v.autoSync ? 1 : 0,
    });
    onClose(true);
  };
  return (
    <Modal
      open={!!row}
      title={row?.id ? '修改同步配置' : '新增同步配置'}
      onOk={() => void ok()}
      onCancel={() => onClose(false)}
      destroyOnHidden
    >
      <Form form={form} name="alipay-sync-config" layout="vertical" initialValues={{ ...row, autoSync: !!row?.autoSync }} preserve={false}>
        <Form.Item name="name" label="配置名称" rules={[{ required: true, message: ALIPAY_SYNC_MSG.configNameRequired }]}>
          <Input maxLength={50} />
        </Form.Item>
        <Form.Item name="poiId" label="景区" rules={[{ required: true, message: ALIPAY_SYNC_MSG.poiRequired }]}>
          <Select options={(scenic.data ?? []).map((s) => ({ value: s.id, label: s.name }))} loading={scenic.isLoading} />
        </Form.Item>
        <Form.Item
          name="appId"
          label="支付宝小程序 AppID"
          rules={[{ required: true, pattern: /^\d{16}$/, message: ALIPAY_SYNC_MSG.appIdInvalid }]}
        >
          <Input maxLength={16} />
        </Form.Item>
        <Form.Item name="autoSync" label="商品变更自动同步" valuePropName="checked">
          <Switch />
        </Form.Item>
      </Form>
    </Modal>
  );
}

/** The Alipay mini-program ticket sync: configurations per scenic spot, and the ticket products there. */
export default function AlipaySyncPane() {
  const { message, modal } = App.useApp();
  const canEdit = useCan('pay_config_edit');
  const canStart = useCan('pay_config_start');
  const [page, setPage] = useState(1);
  const [selected, setSelected] = useState<string[]>([]);
  const [editing, setEditing] = useState<Partial<AlipaySyncConfigRow> | null>(null);
  const [batchType, setBatchType] = useState<string>();
  const configs = useQueryOf(SYNC, ['configs'], () => alipaySync.configs({ current: 1, size: 50 }));
  const products = useQueryOf(SYNC, ['products', page], () => alipaySync.products({ current: page, size: 10 }));
  const refresh = useRefresh(SYNC);
  const act = async (f: () => Promise<unknown>, done: string) => {
    await f();
    void message.success(done);
    await refresh();
  };
  const enable = (r: AlipaySyncConfigRow, on: boolean) =>
    modal.confirm({
      title: on ? '启用同步' : '停用同步',
      content: `确定${on ? '启用' : '停用'}「${r.name}」的支付宝票务同步吗?`,
      onOk: () => act(() => alipaySync.enableConfig(r.id, on ? 1 : 0), on ? '已启用' : '已停用'),
    });

  return (
    <Space direction="vertical" style={{ width: '100%' }} size="middle">
      <Card variant="borderless" title="同步配置" extra={canEdit && <Button onClick={() => setEditing({})}>新增配置</Button>}>
        <Table<AlipaySyncConfigRow>
          rowKey="id"
          size="small"
          pagination={false}
          loading={configs.isLoading}
          dataSource={configs.data?.records ?? []}
          columns={[
            { title: '配置名称', dataIndex: 'name' },
            { title: '景区', dataIndex: 'poiName' },
            { title: '小程序 AppID', dataIndex: 'appId' },
            {
              title: '启用',
              dataIndex: 'enabled',
              render: (v, r) => <Switch checked={!!v} disabled={!canStart} onChange={(on) => enable(r, on)} />,
            },
            {
              title: '操作',
              render: (_, r) =>
                canEdit && (
                  <Button type="link" onClick={() => setEditing(r)}>
                    修改
                  </Button>
                ),
            },
          ]}
        />
      </Card>
      <Card
        variant="borderless"
        title="票务商品"
        extra={
          <Space wrap>
            <Select
              placeholder="支付宝票种"
              style={{ width: 120 }}
              value={batchType}
              onChange={setBatchType}
              options={ALIPAY_TICKET_TYPES.map((t) => ({ value: t.code, label: t.name }))}
            />
            <Button
              disabled={!canEdit || !selected.length || !batchType}
              onClick={() => void act(() => alipaySync.batchSet(selected, batchType!), '已设置票种')}
            >
              批量设置票种
            </Button>
            <Button disabled={!canEdit || !selected.length} onClick={() => void act(() => alipaySync.onSale(selected, 1), '已上架')}>
              上架
            </Button>
            <Button disabled={!canEdit || !selected.length} onClick={() => void act(() => alipaySync.onSale(selected, 0), '已下架')}>
              下架
            </Button>
            <Button onClick={() => void alipaySync.exportFile().then((b) => saveBlob(b, '支付宝票务同步.xlsx'))}>导出</Button>
          </Space>
        }
      >
        <Table<AlipayTicketRow>
          rowKey="productId"
          size="small"
          loading={products.isLoading}
          dataSource={products.data?.records ?? []}
          rowSelection={{ selectedRowKeys: selected, onChange: (keys) => setSelected(keys.map(String)) }}
          pagination={{ current: page, pageSize: 10, total: products.data?.total ?? 0, onChange: setPage, showTotal: (n) => `共 ${n} 条` }}
          columns={[
            { title: '商品', dataIndex: 'productName' },
            { title: '景区', dataIndex: 'poiName' },
            { title: '支付宝票种', dataIndex: 'ticketType', render: typeName },
            {
              title: '同步状态',
              dataIndex: 'syncStatus',
              render: (v: number, r) => (
                <Tag color={v === 1 ? 'success' : v === 2 ? 'error' : 'default'} title={r.message ?? ''}>
                  {ALIPAY_SYNC_STATUS[v]}
                </Tag>
              ),
            },
            { title: '支付宝在售', dataIndex: 'onSale', render: (v: number) => (v ? '在售' : '未上架') },
            {
              title: '操作',
              render: (_, r) =>
                canEdit && (
                  <Button type="link" onClick={() => void act(() => alipaySync.submit(r.productId), '已同步')}>
                    同步
                  </Button>
                ),
            },
          ]}
        />
      </Card>
      <ConfigDialog
        row={editing}
        onClose={(saved) => {
          setEditing(null);
          if (saved) void act(async () => undefined, '保存成功');
        }}
      />
    </Space>
  );
}
