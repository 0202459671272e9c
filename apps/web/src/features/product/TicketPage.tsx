import { useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { App, Button, Calendar, Card, Checkbox, DatePicker, Drawer, Form, Input, InputNumber, Popconfirm, Radio, Select, Space, Table, Tabs, Tag } from 'antd';
import type { Dayjs } from 'dayjs';
import { PAGE_SIZES, centsToYuan, yuanToCents } from '@yym/contract';
import { Money, useCan } from '../../components/index.ts';
import { productApi, type ProductRow } from './api.ts';
import { BatchChangeDialog } from './BatchChangeDialog.tsx';
import { extrasApi } from './extrasApi.ts';

const WEEK = ['周日', '周一', '周二', '周三', '周四', '周五', '周六'];

/** E-tickets: list with shelf, copy, remove; a form in three parts (info, rules, skus and price/stock calendar). */
export default function TicketPage() {
  const [filters, setFilters] = useState<Record<string, unknown>>({});
  const [paging, setPaging] = useState({ current: 1, size: 10 });
  const [editing, setEditing] = useState<string | 'new' | null>(null);
  const [batchId, setBatchId] = useState<string | null>(null);
  const qc = useQueryClient();
  const { message } = App.useApp();
  const can = { add: useCan('product_ticket_add'), edit: useCan('product_ticket_edit'), shelf: useCan('product_ticket_shelf'),
    copy: useCan('product_ticket_copy'), remove: useCan('product_ticket_delete'), batch: useCan('product_ticket_batch') };
  const list = useQuery({ queryKey: ['tickets', filters, paging], queryFn: () => productApi.page({ ...filters, ...paging }) });
  const refresh = () => void qc.invalidateQueries({ queryKey: ['tickets'] });
  const act = async (p: Promise<unknown>, msg: string) => {
    await p;
    void message.success(msg);
    refresh();
  };
  return (
    <Card>
      <Form layout="inline" style={{ marginBottom: 16, rowGap: 12 }} onFinish={(v) => { setFilters(v); setPaging((p) => ({ ...p, current: 1 })); }}>
        <Form.Item name="name" label="商品名称"><Input allowClear /></Form.Item>
        <Form.Item name="shelfStatus" label="状态"><Select allowClear style={{ width: 120 }} options={[{ value: 1, label: '已上架' }, { value: 0, label: '已下架' }]} /></Form.Item>
        <Space>
          <Button type="primary" htmlType="submit">搜索</Button>
          {can.add && <Button onClick={() => setEditing('new')}>新增门票</Button>}
        </Space>
      </Form>
      <Table<ProductRow> rowKey="id" size="middle" loading={list.isLoading} dataSource={list.data?.records ?? []}
        pagination={{ current: paging.current, pageSize: paging.size, total: list.data?.total ?? 0, showSizeChanger: true, pageSizeOptions: PAGE_SIZES.map(String),
          onChange: (current, size) => setPaging({ current, size }) }}
        columns={[
          { title: 'ID', dataIndex: 'id', width: 70 }, { title: '名称', dataIndex: 'name' }, { title: '景区', dataIndex: 'poiName' }, { title: '分类', dataIndex: 'classifyName' },
          { title: '标签', dataIndex: 'labels', render: (v: string[]) => v.map((l) => <Tag key={l}>{l}</Tag>) },
          { title: '最低价', dataIndex: 'price', render: (v) => <Money cents={v} /> },
          { title: '状态', dataIndex: 'shelfStatus', render: (v) => (v === 1 ? <Tag color="green">已上架</Tag> : <Tag>已下架</Tag>) },
          { title: '操作', key: 'op', width: 300, render: (_, r) => (
            <Space size={0}>
              {can.edit && <Button type="link" size="small" onClick={() => setEditing(r.id)}>编辑</Button>}
              {can.shelf && <Button type="link" size="small" onClick={() => void act(productApi.shelf([r.id], r.shelfStatus === 1 ? 0 : 1), r.shelfStatus === 1 ? '已下架' : '已上架')}>
                {r.shelfStatus === 1 ? '下架' : '上架'}</Button>}
              {can.copy && <Button type="link" size="small" onClick={() => void act(productApi.copy(r.id), '复制成功')}>复制</Button>}
              {can.batch && <Button type="link" size="small" onClick={() => setBatchId(r.id)}>批量修改</Button>}
              {can.remove && <Popconfirm title="确定将选择数据删除?" onConfirm={() => act(productApi.remove([r.id]), '删除成功')}><Button type="link" size="small" danger>删除</Button></Popconfirm>}
            </Space>) },
        ]} />
      {batchId && <BatchChangeDialog productId={batchId} onClose={() => setBatchId(null)} onDone={refresh} />}
      {editing && <TicketForm id={editing === 'new' ? null : editing} onClose={() => { setEditing(null); refresh(); }} onCreated={(id) => setEditing(id)} />}
    </Card>
  );
}

function TicketForm({ id, onClose, onCreated }: { id: string | null; onClose: () => void; onCreated: (id: string) => void }) {
  const { message } = App.useApp();
  const detail = useQuery({ queryKey: ['ticket', id], queryFn: () => productApi.detail(id!), enabled: !!id });
  const pois = useQuery({ queryKey: ['poi-select'], queryFn: productApi.pois });
  const classes = useQuery({ queryKey: ['classify-all'], queryFn: productApi.classifies });
  const labels = useQuery({ queryKey: ['labels'], queryFn: productApi.labels });
  const p = detail.data;
  if (id && !p) return null;
  const flat = (nodes: any[], depth = 0): { value: string; label: string }[] =>
    nodes.flatMap((n) => [{ value: n.id, label: `${'— '.repeat(depth)}${n.name}` }, ...flat(n.children ?? [], depth + 1)]);

  const saveInfo = async (v: Record<string, unknown>) => {
    const saved = await productApi.saveInfo({ ...v, id: id ?? undefined });
    void message.success('保存成功');
    if (!id) onCreated(saved.id);
  };
  const saveRule = async (v: Record<string, any>) => {
    await productApi.saveRule({ ...v, id, weekly: (v.weekly as number[]).sort().join(','), disDate: ((v.disDate ?? []) as Dayjs[]).map((d) => d.format('YYYY-MM-DD')).join(',') });
    void message.success('保存成功');
  };
  return (
    <Drawer open width={860} title={id ? `编辑门票 ${p?.name ?? ''}` : '新增门票'} onClose={onClose} destroyOnClose>
      <Tabs items={[
        { key: 'info', label: '基本信息', children: (
          <Form layout="vertical" initialValues={p ?? { maxBuy: 20, needConfirm: 0, needIdCard: 0 }} onFinish={(v) => void saveInfo(v)}>
            <Form.Item name="name" label="商品名称" rules={[{ required: true, message: '请输入商品名称' }]}><Input maxLength={100} /></Form.Item>
            <Form.Item name="poiId" label="所属景区"><Select allowClear options={(pois.data ?? []).map((x) => ({ value: x.id, label: x.name }))} /></Form.Item>
            <Form.Item name="classifyId" label="分类"><Select allowClear options={flat(classes.data ?? [])} /></Form.Item>
            <Form.Item name="labelIds" label="标签"><Select mode="multiple" allowClear options={(labels.data ?? []).map((x) => ({ value: x.id, label: x.name }))} /></Form.Item>
            <Space size="large">
              <Form.Item name="maxBuy" label="单笔限购"><InputNumber min={1} max={99} /></Form.Item>
              <Form.Item name="needIdCard" label="实名"><Radio.Group options={[{ value: 0, label: '不需要' }, { value: 1, label: '每位游客' }]} /></Form.Item>
              <Form.Item name="needConfirm" label="二次确认"><Radio.Group options={[{ value: 0, label: '否' }, { value: 1, label: '是' }]} /></Form.Item>
            </Space>
            <Button type="primary" htmlType="submit">保存</Button>
          </Form>) },
        { key: 'rule', label: '使用规则', disabled: !id, children: id && p && (
          <Form layout="vertical" onFinish={(v) => void saveRule(v)} initialValues={{ ...p, weekly: p.weekly.split(',').filter(Boolean).map(Number), disDate: undefined }}>
            <Form.Item name="weekly" label="可用星期"><Checkbox.Group options={WEEK.map((w, i) => ({ value: i, label: w }))} /></Form.Item>
            <Form.Item name="disDate" label="不可用日期" extra={p.disDate ? `当前: ${p.disDate}` : undefined}><DatePicker multiple /></Form.Item>
            <Form.Item name="refundRule" label="退款规则"><Radio.Group options={[{ value: 0, label: '不可退' }, { value: 1, label: '未使用可退' }, { value: 2, label: '随时可退' }]} /></Form.Item>
            <Form.Item name="expireRule" label="过期处理"><Radio.Group options={[{ value: 1, label: '过期失效' }, { value: 2, label: '过期自动核销' }]} /></Form.Item>
            <Form.Item name="etPkTime" label="入园时间"><Input /></Form.Item>
            <Form.Item name="etPkAddress" label="入园地址"><Input /></Form.Item>
            <Form.Item name="cancelOrderText" label="退改说明"><Input.TextArea rows={2} /></Form.Item>
            <Form.Item name="advText" label="预订须知"><Input.TextArea rows={2} /></Form.Item>
            <Form.Item name="etText" label="入园须知"><Input.TextArea rows={2} /></Form.Item>
            <Form.Item name="costDesc" label="费用包含"><Input.TextArea rows={2} /></Form.Item>
            <Button type="primary" htmlType="submit">保存</Button>
          </Form>) },
        { key: 'inventory', label: '票种与价格库存', disabled: !id, children: id && <Inventory productId={id} /> },
      ]} />
    </Drawer>
  );
}

/** Skus and the per-date price/stock calendar: set a range (with weekdays) at once, read it on a month calendar. */
function Inventory({ productId }: { productId: string }) {
  const { message } = App.useApp();
  const inv = useQuery({ queryKey: ['inventory', productId], queryFn: () => productApi.inventory(productId) });
  const [skuName, setSkuName] = useState('成人票');
  const [skuPrice, setSkuPrice] = useState<number | null>(100);
  const [skuId, setSkuId] = useState<string | undefined>();
  const [form] = Form.useForm();
  const [batchOpen, setBatchOpen] = useState(false);
  const [specIds, setSpecIds] = useState<string[]>([]);
  const canBatch = useCan('product_ticket_batch');
  const canSpecs = useCan('product_ticket_inventory');
  const specs = useQuery({ queryKey: ['spec-options'], queryFn: () => extrasApi.specPage({ status: 1, size: 200 }), enabled: canSpecs });
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
    const r = await productApi.saveInventory({ id: productId, calendar: [{ skuId: current.id, startDate: v.range[0].format('YYYY-MM-DD'),
      endDate: v.range[1].format('YYYY-MM-DD'), weekdays: v.weekdays, price: yuanToCents(v.price), stock: v.stock }] });
    void message.success(`已设置 ${r.days} 天`);
    void inv.refetch();
  };
  const addFromSpecs = async () => {
    if (!specIds.length) return void message.warning('请选择规格模板');
    const r = await extrasApi.skusFromSpecs(productId, specIds);
    void message.success(r.skipped.length ? `已添加 ${r.added.length} 个票种,已存在: ${r.skipped.join('、')}` : `已添加 ${r.added.length} 个票种`);
    setSpecIds([]);
    void inv.refetch();
  };
  const byDate = new Map((current?.calendar ?? []).map((c) => [c.playDate, c]));
  return (
    <Space direction="vertical" style={{ width: '100%' }}>
      <Table size="small" rowKey="id" pagination={false} dataSource={skus}
        rowSelection={{ type: 'radio', selectedRowKeys: current ? [current.id] : [], onChange: (k) => setSkuId(String(k[0])) }}
        columns={[{ title: '票种', dataIndex: 'name' }, { title: '默认价', dataIndex: 'price', render: (v) => <Money cents={v} /> }]} />
      <Space>
        <Input value={skuName} onChange={(e) => setSkuName(e.target.value)} placeholder="票种名称" style={{ width: 160 }} />
        <InputNumber value={skuPrice} onChange={setSkuPrice} min={0} max={999999} precision={2} addonAfter="元" />
        <Button onClick={() => void addSku()}>新增票种</Button>
      </Space>
      {canSpecs && <Space>
        <Select mode="multiple" allowClear value={specIds} onChange={setSpecIds} placeholder="选择规格模板" style={{ minWidth: 260 }} data-testid="spec-select"
          options={(specs.data?.records ?? []).map((x) => ({ value: x.id, label: `${x.name} ¥${centsToYuan(x.price)}${x.needIdCard ? ' (实名)' : ''}` }))} />
        <Button onClick={() => void addFromSpecs()}>从规格模板添加</Button>
      </Space>}
      <Form form={form} layout="inline" style={{ rowGap: 12 }} initialValues={{ weekdays: [0, 1, 2, 3, 4, 5, 6], price: 100, stock: 100 }} onFinish={(v) => void setRange(v)}>
        <Form.Item name="range" label="日期" rules={[{ required: true, message: '请选择日期' }]}><DatePicker.RangePicker /></Form.Item>
        <Form.Item name="weekdays"><Checkbox.Group options={WEEK.map((w, i) => ({ value: i, label: w }))} /></Form.Item>
        <Form.Item name="price" label="价格"><InputNumber min={0} max={999999} precision={2} addonAfter="元" /></Form.Item>
        <Form.Item name="stock" label="库存"><InputNumber min={0} max={10000000} precision={0} /></Form.Item>
        <Button type="primary" htmlType="submit">批量设置</Button>
        {canBatch && <Button style={{ marginLeft: 8 }} onClick={() => setBatchOpen(true)}>批量修改</Button>}
      </Form>
      {batchOpen && <BatchChangeDialog productId={productId} onClose={() => setBatchOpen(false)} onDone={() => void inv.refetch()} />}
      <Calendar cellRender={(d: Dayjs, info) => {
        if (info.type !== 'date') return info.originNode;
        const c = byDate.get(d.format('YYYY-MM-DD'));
        return c ? <div style={{ fontSize: 11, lineHeight: 1.2 }}>¥{centsToYuan(c.price)}<br />余{c.stock}</div> : null;
      }} />
    </Space>
  );
}
