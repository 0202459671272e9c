import { useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, App, Button, Card, Checkbox, DatePicker, Drawer, Form, Input, InputNumber, Modal, Radio, Select, Space, Table, Tag } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { MSG, PAGE_SIZES, centsToYuan, yuanToCents } from '@yym/contract';
import { Money, useCan } from '../../components/index.ts';
import { productApi } from '../product/api.ts';
import { DIS_MODEL_OPTIONS, WEEK, extrasApi, type DisRow } from '../product/extrasApi.ts';

const MODEL_COLORS = ['default', 'blue', 'purple'];
const ruleText = (r: { disPriceType: number; disPriceValue: string | number }) => {
  const v = Number(r.disPriceValue);
  if (r.disPriceType === 1) return `销售价${v >= 0 ? '+' : '-'}¥${centsToYuan(Math.abs(v))}`;
  if (r.disPriceType === 2) return `销售价×${v}%`;
  return '同销售价';
};

/** 商品分销: which tickets the merchant's distributors may sell, at what price, with how much stock per date. */
export default function GoodsPage() {
  const { message } = App.useApp();
  const qc = useQueryClient();
  const [filters, setFilters] = useState<Record<string, unknown>>({});
  const [paging, setPaging] = useState({ current: 1, size: 10 });
  const [selected, setSelected] = useState<DisRow[]>([]);
  const [dialog, setDialog] = useState<'model' | 'price' | 'auth' | null>(null);
  const [calendarOf, setCalendarOf] = useState<DisRow | null>(null);
  const [quotaOf, setQuotaOf] = useState<DisRow | null>(null);
  const can = { model: useCan('distribution_goods_model'), price: useCan('distribution_goods_price'), auth: useCan('distribution_goods_authorize'),
    inventory: useCan('distribution_goods_inventory') };
  const distributors = useQuery({ queryKey: ['distributors'], queryFn: extrasApi.distributors });
  const list = useQuery({ queryKey: ['dis-goods', filters, paging], queryFn: () => extrasApi.disPage({ ...filters, ...paging }) });
  const refresh = () => void qc.invalidateQueries({ queryKey: ['dis-goods'] });
  const open = (d: 'model' | 'price' | 'auth') => (selected.length ? setDialog(d) : void message.warning(MSG.selectAtLeastOne));
  const ids = selected.map((r) => r.id);
  const done = () => {
    void message.success(MSG.updateSuccess);
    setDialog(null);
    refresh();
  };

  const [search] = Form.useForm();
  return (
    <Card>
      <Form form={search} layout="inline" style={{ marginBottom: 16, rowGap: 12 }} onFinish={(v) => { setFilters(v); setPaging((p) => ({ ...p, current: 1 })); }}>
        <Form.Item name="name" label="商品名称"><Input allowClear placeholder="请输入商品名称" /></Form.Item>
        <Form.Item name="disModel" label="分销模式"><Select allowClear style={{ width: 130 }} options={DIS_MODEL_OPTIONS} placeholder="请选择" /></Form.Item>
        <Form.Item name="distributorId" label="分销商">
          <Select allowClear style={{ width: 160 }} placeholder="请选择" options={(distributors.data ?? []).map((d) => ({ value: d.id, label: d.name }))} />
        </Form.Item>
        <Form.Item name="shelfStatus" label="状态"><Select allowClear style={{ width: 110 }} options={[{ value: 1, label: '已上架' }, { value: 0, label: '已下架' }]} placeholder="请选择" /></Form.Item>
        <Space>
          <Button type="primary" htmlType="submit">搜索</Button>
          <Button onClick={() => { search.resetFields(); setFilters({}); setPaging((p) => ({ ...p, current: 1 })); }}>清空</Button>
        </Space>
      </Form>
      <Space style={{ marginBottom: 12 }} wrap>
        {can.model && <Button onClick={() => open('model')}>分销模式</Button>}
        {can.price && <Button onClick={() => open('price')}>自动调价</Button>}
        {can.auth && <Button type="primary" onClick={() => open('auth')}>分销授权</Button>}
        {selected.length > 0 && <span>已选 {selected.length} 个商品</span>}
      </Space>
      <Table<DisRow> rowKey="id" size="middle" loading={list.isFetching} dataSource={list.data?.records ?? []} scroll={{ x: 'max-content' }}
        locale={{ emptyText: '暂无商品' }}
        rowSelection={{ selectedRowKeys: ids, onChange: (_k, rows) => setSelected(rows), preserveSelectedRowKeys: true }}
        pagination={{ current: paging.current, pageSize: paging.size, total: list.data?.total ?? 0, showSizeChanger: true, pageSizeOptions: PAGE_SIZES.map(String),
          showTotal: (t) => `共 ${t} 条`, onChange: (current, size) => setPaging({ current, size }) }}
        columns={[
          { title: 'ID', dataIndex: 'id', width: 70 }, { title: '商品名称', dataIndex: 'name' }, { title: '景区', dataIndex: 'poiName' },
          { title: '销售价(起)', dataIndex: 'price', render: (v) => <Money cents={v} /> },
          { title: '分销模式', dataIndex: 'disModel', render: (v: number) => <Tag color={MODEL_COLORS[v]}>{DIS_MODEL_OPTIONS[v]?.label}</Tag> },
          { title: '自动调价', key: 'rule', render: (_, r) => ruleText(r) },
          { title: '分销商', dataIndex: 'distributors', render: (v: DisRow['distributors']) => (v.length ? v.map((d) => <Tag key={d.id}>{d.name}</Tag>) : '-') },
          { title: '状态', dataIndex: 'shelfStatus', render: (v) => (v === 1 ? <Tag color="green">已上架</Tag> : <Tag>已下架</Tag>) },
          { title: '操作', key: 'op', fixed: 'right', render: (_, r) => (
            <Space size={0}>
              <Button type="link" size="small" onClick={() => setCalendarOf(r)}>价格日历</Button>
              {can.inventory && <Button type="link" size="small" onClick={() => setQuotaOf(r)}>分销库存</Button>}
            </Space>) },
        ]} />
      {dialog === 'model' && <ModelDialog rows={selected} onClose={() => setDialog(null)} onSave={async (m) => { await extrasApi.changeModel(ids, m); done(); }} />}
      {dialog === 'price' && <PriceDialog rows={selected} onClose={() => setDialog(null)} onSave={async (t, v) => { await extrasApi.autoPrice(ids, t, v); done(); }} />}
      {dialog === 'auth' && <AuthDialog rows={selected} options={distributors.data ?? []} onClose={() => setDialog(null)}
        onSave={async (d) => { await extrasApi.authorize(ids, d); done(); }} />}
      {calendarOf && <CalendarDrawer row={calendarOf} onClose={() => setCalendarOf(null)} />}
      {quotaOf && <QuotaDialog row={quotaOf} onClose={() => setQuotaOf(null)} />}
    </Card>
  );
}

/** A dialog whose save shows the server's refusal (the client already did) and stays open. */
function useSaving() {
  const [busy, setBusy] = useState(false);
  const run = async (f: () => Promise<unknown>) => {
    setBusy(true);
    try {
      await f();
    } catch {
      // shown by the http client
    } finally {
      setBusy(false);
    }
  };
  return { busy, run };
}

function ModelDialog({ rows, onClose, onSave }: { rows: DisRow[]; onClose: () => void; onSave: (m: number) => Promise<void> }) {
  const [model, setModel] = useState(rows.length === 1 ? rows[0]!.disModel : 1);
  const { busy, run } = useSaving();
  return (
    <Modal open title={`分销模式(${rows.length} 个商品)`} onCancel={onClose} onOk={() => void run(() => onSave(model))} confirmLoading={busy} okText="确定" cancelText="取消">
      <Radio.Group value={model} onChange={(e) => setModel(e.target.value)} options={DIS_MODEL_OPTIONS} />
      <div style={{ marginTop: 12, color: '#888' }}>统一价:每个票种一个分销价(票种默认价按调价规则计算);按日历价:每天的销售价按调价规则计算。</div>
      {model === 0 && <Alert style={{ marginTop: 12 }} type="warning" showIcon message="设为不分销将取消这些商品的全部分销授权" />}
    </Modal>
  );
}

function PriceDialog({ rows, onClose, onSave }: { rows: DisRow[]; onClose: () => void; onSave: (type: number, value: number) => Promise<void> }) {
  const first = rows.length === 1 ? rows[0]! : null;
  const [type, setType] = useState(first?.disPriceType ?? 2);
  const [amount, setAmount] = useState<number | null>(first?.disPriceType === 1 ? Number(centsToYuan(first.disPriceValue)) : 0);
  const [rate, setRate] = useState<number | null>(first?.disPriceType === 2 ? Number(first.disPriceValue) : 95);
  const { busy, run } = useSaving();
  const { message } = App.useApp();
  const save = () => {
    if (type === 2 && (rate === null || rate < 1 || rate > 100)) return void message.warning(MSG.coDisRateInvalid);
    if (type === 1 && amount === null) return void message.warning('请输入金额');
    void run(() => onSave(type, type === 1 ? (amount! < 0 ? -yuanToCents(-amount!) : yuanToCents(amount!)) : type === 2 ? rate! : 0));
  };
  return (
    <Modal open title={`自动调价(${rows.length} 个商品)`} onCancel={onClose} onOk={save} confirmLoading={busy} okText="确定" cancelText="取消">
      <Radio.Group value={type} onChange={(e) => setType(e.target.value)} style={{ display: 'flex', flexDirection: 'column', gap: 12 }}>
        <Radio value={0}>同销售价</Radio>
        <Radio value={1}>销售价加减 <InputNumber value={amount} onChange={setAmount} min={-999999} max={999999} precision={2} addonAfter="元" disabled={type !== 1} style={{ width: 180 }} /></Radio>
        <Radio value={2}>销售价的 <InputNumber value={rate} onChange={setRate} min={1} max={100} precision={0} addonAfter="%" disabled={type !== 2} style={{ width: 140 }} /></Radio>
      </Radio.Group>
      <div style={{ marginTop: 12, color: '#888' }}>分销价按分计算,四舍五入;加减后低于0按0计。</div>
    </Modal>
  );
}

function AuthDialog({ rows, options, onClose, onSave }: { rows: DisRow[]; options: { id: string; name: string }[]; onClose: () => void; onSave: (ids: string[]) => Promise<void> }) {
  const [ids, setIds] = useState<string[]>(rows.length === 1 ? rows[0]!.distributors.map((d) => d.id) : []);
  const { busy, run } = useSaving();
  const off = rows.filter((r) => r.disModel === 0);
  return (
    <Modal open title={`分销授权(${rows.length} 个商品)`} onCancel={onClose} onOk={() => void run(() => onSave(ids))} confirmLoading={busy} okText="确定" cancelText="取消">
      {off.length > 0 && <Alert style={{ marginBottom: 12 }} type="warning" showIcon message={`${off.map((r) => r.name).join('、')}: ${MSG.coDisModelOff}`} />}
      <div style={{ marginBottom: 8 }}>可销售这些商品的分销商(保存后替换原有授权,不选则取消全部授权):</div>
      <Checkbox.Group value={ids} onChange={(v) => setIds(v as string[])} options={options.map((d) => ({ value: d.id, label: d.name }))} />
      {!options.length && <div style={{ color: '#888' }}>暂无分销商</div>}
    </Modal>
  );
}

function CalendarDrawer({ row, onClose }: { row: DisRow; onClose: () => void }) {
  const [range, setRange] = useState<[Dayjs, Dayjs]>([dayjs(), dayjs().add(29, 'day')]);
  const [skuId, setSkuId] = useState<string | undefined>();
  const q = useQuery({ queryKey: ['dis-calendar', row.id, skuId, range[0].format('YYYY-MM-DD'), range[1].format('YYYY-MM-DD')],
    queryFn: () => extrasApi.priceCalendar({ productId: row.id, skuId, startDate: range[0].format('YYYY-MM-DD'), endDate: range[1].format('YYYY-MM-DD') }) });
  // one date's skus together
  const rows = (q.data?.skus ?? []).flatMap((s, i) => s.calendar.map((c) => ({ ...c, skuName: s.skuName, order: i, key: `${s.skuId}-${c.date}` })))
    .sort((a, b) => a.date.localeCompare(b.date) || a.order - b.order);
  return (
    <Drawer open width={820} title={`价格日历 · ${row.name}`} onClose={onClose}>
      <Space style={{ marginBottom: 12 }} wrap>
        <DatePicker.RangePicker value={range} allowClear={false} onChange={(v) => v?.[0] && v[1] && setRange([v[0], v[1]])} />
        <Select allowClear placeholder="全部票种" style={{ width: 160 }} value={skuId} onChange={setSkuId}
          options={(q.data?.skus ?? []).map((s) => ({ value: s.skuId, label: s.skuName }))} />
        {q.data && <span>分销模式: <Tag color={MODEL_COLORS[q.data.disModel]}>{DIS_MODEL_OPTIONS[q.data.disModel]?.label}</Tag> 调价: {ruleText(q.data)}</span>}
      </Space>
      <Table size="small" rowKey="key" loading={q.isFetching} dataSource={rows} pagination={{ pageSize: 31, showSizeChanger: false }}
        locale={{ emptyText: '该日期范围内没有价格库存' }}
        columns={[
          { title: '日期', dataIndex: 'date', render: (d: string) => `${d} ${WEEK[dayjs(d).day()]}` }, { title: '票种', dataIndex: 'skuName' },
          { title: '销售价', dataIndex: 'salePrice', render: (v) => <Money cents={v} /> },
          { title: '分销价', dataIndex: 'distributionPrice', render: (v) => <Money cents={v} /> },
          { title: '可售库存', dataIndex: 'stock' }, { title: '已售', dataIndex: 'sold' },
          { title: '分销库存', dataIndex: 'quota', render: (v) => (v === null ? '不限(共享可售库存)' : v) },
        ]} />
    </Drawer>
  );
}

function QuotaDialog({ row, onClose }: { row: DisRow; onClose: () => void }) {
  const { message } = App.useApp();
  const qc = useQueryClient();
  const [form] = Form.useForm();
  const { busy, run } = useSaving();
  const detail = useQuery({ queryKey: ['dis-skus', row.id], queryFn: () => productApi.detail(row.id), gcTime: 0 });
  const skus = (detail.data?.skus ?? []) as { id: string; name: string }[];
  const save = async () => {
    const v = await form.validateFields();
    await run(async () => {
      const r = await extrasApi.batchInventory({ productId: row.id, skuIds: v.skuIds, startDate: v.range[0].format('YYYY-MM-DD'), endDate: v.range[1].format('YYYY-MM-DD'),
        weekdays: v.weekdays, quota: v.quota });
      void message.success(`已设置 ${r.cellCount} 条分销库存${r.skipped ? `,${r.skipped} 条日期未设置价格库存已跳过` : ''}`);
      void qc.invalidateQueries({ queryKey: ['dis-calendar', row.id] });
      onClose();
    });
  };
  return (
    <Modal open title={`分销库存 · ${row.name}`} width={620} onCancel={onClose} onOk={() => void save()} confirmLoading={busy} okText="确定" cancelText="取消">
      {detail.isLoading ? null : (
        <Form form={form} layout="vertical" initialValues={{ range: [dayjs(), dayjs().add(6, 'day')], weekdays: [0, 1, 2, 3, 4, 5, 6], skuIds: skus.map((s) => s.id), quota: 0 }}>
          <Form.Item name="range" label="日期范围" rules={[{ required: true, message: '请选择日期' }]}><DatePicker.RangePicker /></Form.Item>
          <Form.Item name="weekdays" label="适用星期" rules={[{ required: true, type: 'array', min: 1, message: MSG.coBatchNoDates }]}>
            <Checkbox.Group options={WEEK.map((w, i) => ({ value: i, label: w }))} />
          </Form.Item>
          <Form.Item name="skuIds" label="票种" rules={[{ required: true, type: 'array', min: 1, message: MSG.coSkuRequired }]}>
            <Checkbox.Group options={skus.map((s) => ({ value: s.id, label: s.name }))} />
          </Form.Item>
          <Form.Item name="quota" label="每日分销库存" extra="不能超过当日可售库存" rules={[{ required: true, message: '请输入库存' }]}>
            <InputNumber min={0} max={10000000} precision={0} style={{ width: 200 }} />
          </Form.Item>
        </Form>
      )}
    </Modal>
  );
}
