import { useState } from 'react';
import { useQueryOf } from '../../app/data.ts';
import { App, Button, Calendar, Checkbox, DatePicker, Form, Input, InputNumber, Select, Space, Table } from 'antd';
import type { Dayjs } from 'dayjs';
import { centsToYuan, yuanToCents } from '@yym/contract';
import { Money, useCan } from '../../components/index.ts';
import { productApi } from './api.ts';
import { BatchChangeDialog } from './BatchChangeDialog.tsx';

export const WEEK = ['周日', '周一', '周二', '周三', '周四', '周五', '周六'];

/** Skus and the per-date price/stock calendar: set a range (with weekdays) at once, read it on a month calendar. */
export function TicketInventory({ productId }: { productId: string }) {
  const { message } = App.useApp();
  const inv = useQueryOf('inventory', [productId], () => productApi.inventory(productId));
  const [skuName, setSkuName] = useState('成人票');
  const [skuPrice, setSkuPrice] = useState<number | null>(100);
  const [skuId, setSkuId] = useState<string | undefined>();
  const [form] = Form.useForm();
  const [batchOpen, setBatchOpen] = useState(false);
  const [specIds, setSpecIds] = useState<string[]>([]);
  const canBatch = useCan('product_ticket_batch');
  const canSpecs = useCan('product_ticket_inventory');
  const specs = useQueryOf('spec-options', [], () => productApi.specOptions(), { enabled: canSpecs });
  const skus = inv.data?.skus ?? [];
  const current = skus.find((s) => s.id === (skuId ?? skus[0]?.id));
  const addSku = async () => {
    if (!skuName.trim() || skuPrice === null) return;
    await productApi.saveInventory({ id: productId, skus: [{ name: skuName.trim(), price: yuanToCents(skuPrice) }] });
    void message.success('保存成功');
    void inv.refetch();
  };
  const setRange = async (v: { range: [Dayjs, Dayjs]; weekdays: number[]; price: number; stock: number }) => {
    if (!current) return void message.warning('请先设置票种');
    const r = await productApi.saveInventory({
      id: productId,
      calendar: [
        {
          skuId: current.id,
          startDate: v.range[0].format('YYYY-MM-DD'),
          endDate: v.range[1].format('YYYY-MM-DD'),
          weekdays: v.weekdays,
          price: yuanToCents(v.price),
          stock: v.stock,
        },
      ],
    });
    void message.success(`已设置 ${r.days} 天`);
    void inv.refetch();
  };
  const addFromSpecs = async () => {
    if (!specIds.length) return void message.warning('请选择规格模板');
    const r = await productApi.skusFromSpecs(productId, specIds);
    void message.success(
      r.skipped.length ? `已添加 ${r.added.length} 个票种,已存在: ${r.skipped.join('、')}` : `已添加 ${r.added.length} 个票种`,
    );
    setSpecIds([]);
    void inv.refetch();
  };
  const byDate = new Map((current?.calendar ?? []).map((c) => [c.playDate, c]));
  return (
    <Space direction="vertical" style={{ width: '100%' }}>
      <Table
        size="small"
        rowKey="id"
        pagination={false}
        dataSource={skus}
        rowSelection={{ type: 'radio', selectedRowKeys: current ? [current.id] : [], onChange: (k) => setSkuId(String(k[0])) }}
        columns={[
          { title: '票种', dataIndex: 'name' },
          { title: '默认价', dataIndex: 'price', render: (v) => <Money cents={v} /> },
        ]}
      />
      <Space>
        <Input value={skuName} onChange={(e) => setSkuName(e.target.value)} placeholder="票种名称" style={{ width: 160 }} />
        <InputNumber value={skuPrice} onChange={setSkuPrice} min={0} max={999999} precision={2} addonAfter="元" />
        <Button onClick={() => void addSku()}>新增票种</Button>
      </Space>
      {canSpecs && (
        <Space>
          <Select
            mode="multiple"
            allowClear
            value={specIds}
            onChange={setSpecIds}
            placeholder="选择规格模板"
            style={{ minWidth: 260 }}
            data-testid="spec-select"
            options={(specs.data?.records ?? []).map((x) => ({
              value: x.id,
              label: `${x.name} ¥${centsToYuan(x.price)}${x.needIdCard ? ' (实名)' : ''}`,
            }))}
          />
          <Button onClick={() => void addFromSpecs()}>从规格模板添加</Button>
        </Space>
      )}
      <Form
        form={form}
        layout="inline"
        style={{ rowGap: 12 }}
        initialValues={{ weekdays: [0, 1, 2, 3, 4, 5, 6], price: 100, stock: 100 }}
        onFinish={(v) => void setRange(v)}
      >
        <Form.Item name="range" label="日期" rules={[{ required: true, message: '请选择日期' }]}>
          <DatePicker.RangePicker />
        </Form.Item>
        <Form.Item name="weekdays">
          <Checkbox.Group options={WEEK.map((w, i) => ({ value: i, label: w }))} />
        </Form.Item>
        <Form.Item name="price" label="价格">
          <InputNumber min={0} max={999999} precision={2} addonAfter="元" />
        </Form.Item>
        <Form.Item name="stock" label="库存">
          <InputNumber min={0} max={10000000} precision={0} />
        </Form.Item>
        <Button type="primary" htmlType="submit">
          批量设置
        </Button>
        {canBatch && (
          <Button style={{ marginLeft: 8 }} onClick={() => setBatchOpen(true)}>
            批量修改
          </Button>
        )}
      </Form>
      {batchOpen && <BatchChangeDialog productId={productId} onClose={() => setBatchOpen(false)} onDone={() => void inv.refetch()} />}
      <Calendar
        cellRender={(d: Dayjs, info) => {
          if (info.type !== 'date') return info.originNode;
          const c = byDate.get(d.format('YYYY-MM-DD'));
          return c ? (
            <div style={{ fontSize: 11, lineHeight: 1.2 }}>
              ¥{centsToYuan(c.price)}
              <br />余{c.stock}
            </div>
          ) : null;
        }}
      />
    </Space>
  );
}
