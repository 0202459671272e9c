import { useState } from 'react';
import { App, Button, Card, Form, Input, Select, Space, Table, Tag } from 'antd';
import { MSG } from '@yym/contract';
import { Money, useCan } from '../../components/index.ts';
import { DIS_MODEL_OPTIONS, disGoods, distributionCalls, type DisRow } from './api.ts';
import { usePaging, useQueryOf } from '../../app/data.ts';
import { rowsOf, useList, useRefresh } from '../../app/data.ts';
import { AuthDialog, ModelDialog, PriceDialog } from './GoodsDialogs.tsx';
import { CalendarDrawer, MODEL_COLORS, ruleText } from './CalendarDrawer.tsx';
import { QuotaDialog } from './QuotaDialog.tsx';

/** 商品分销: which tickets the merchant's distributors may sell, at what price, with how much stock per date. */
export default function GoodsPage() {
  const { message } = App.useApp();
  const [filters, setFilters] = useState<Record<string, unknown>>({});
  const { paging, firstPage, tablePaging } = usePaging();
  const [selected, setSelected] = useState<DisRow[]>([]);
  const [dialog, setDialog] = useState<'model' | 'price' | 'auth' | null>(null);
  const [calendarOf, setCalendarOf] = useState<DisRow | null>(null);
  const [quotaOf, setQuotaOf] = useState<DisRow | null>(null);
  const can = {
    model: useCan('distribution_goods_model'),
    price: useCan('distribution_goods_price'),
    auth: useCan('distribution_goods_authorize'),
    inventory: useCan('distribution_goods_inventory'),
  };
  const distributors = useQueryOf('distributors', [], distributionCalls.distributors);
  const list = useList(disGoods, { ...filters, ...paging });
  const refresh = useRefresh(disGoods);
  const open = (d: 'model' | 'price' | 'auth') => (selected.length ? setDialog(d) : void message.warning(MSG.selectAtLeastOne));
  const ids = selected.map((r) => r.id);
  // the rows as the list has them now: a dialog opened right after a change sees it (not the rows as they were when ticked)
  const rows = rowsOf(list.data);
  const chosen = selected.map((s) => rows.find((r) => r.id === s.id) ?? s);
  const done = async () => {
    await refresh();
    void message.success(MSG.updateSuccess);
    setDialog(null);
  };

  const [search] = Form.useForm();
  return (
    <Card>
      <Form
        form={search}
        layout="inline"
        style={{ marginBottom: 16, rowGap: 12 }}
        onFinish={(v) => {
          setFilters(v);
          firstPage();
        }}
      >
        <Form.Item name="name" label="商品名称">
          <Input allowClear placeholder="请输入商品名称" />
        </Form.Item>
        <Form.Item name="disModel" label="分销模式">
          <Select allowClear style={{ width: 130 }} options={DIS_MODEL_OPTIONS} placeholder="请选择" />
        </Form.Item>
        <Form.Item name="distributorId" label="分销商">
          <Select
            allowClear
            style={{ width: 160 }}
            placeholder="请选择"
            options={(distributors.data ?? []).map((d) => ({ value: d.id, label: d.name }))}
          />
        </Form.Item>
        <Form.Item name="shelfStatus" label="状态">
          <Select
            allowClear
            style={{ width: 110 }}
            options={[
              { value: 1, label: '已上架' },
              { value: 0, label: '已下架' },
            ]}
            placeholder="请选择"
          />
        </Form.Item>
        <Space>
          <Button type="primary" htmlType="submit">
            搜索
          </Button>
          <Button
            onClick={() => {
              search.resetFields();
              setFilters({});
              firstPage();
            }}
          >
            清空
          </Button>
        </Space>
      </Form>
      <Space style={{ marginBottom: 12 }} wrap>
        {can.model && <Button onClick={() => open('model')}>分销模式</Button>}
        {can.price && <Button onClick={() => open('price')}>自动调价</Button>}
        {can.auth && (
          <Button type="primary" onClick={() => open('auth')}>
            分销授权
          </Button>
        )}
        {selected.length > 0 && <span>已选 {selected.length} 个商品</span>}
      </Space>
      <Table<DisRow>
        rowKey="id"
        size="middle"
        loading={list.isFetching}
        dataSource={rows}
        scroll={{ x: 'max-content' }}
        locale={{ emptyText: '暂无商品' }}
        rowSelection={{ selectedRowKeys: ids, onChange: (_k, rows) => setSelected(rows), preserveSelectedRowKeys: true }}
        pagination={tablePaging(list.data)}
        columns={[
          { title: 'ID', dataIndex: 'id', width: 70 },
          { title: '商品名称', dataIndex: 'name' },
          { title: '景区', dataIndex: 'poiName' },
          { title: '销售价(起)', dataIndex: 'price', render: (v) => <Money cents={v} /> },
          {
            title: '分销模式',
            dataIndex: 'disModel',
            render: (v: number) => <Tag color={MODEL_COLORS[v]}>{DIS_MODEL_OPTIONS[v]?.label}</Tag>,
          },
          { title: '自动调价', key: 'rule', render: (_, r) => ruleText(r) },
          {
            title: '分销商',
            dataIndex: 'distributors',
            render: (v: DisRow['distributors']) => (v.length ? v.map((d) => <Tag key={d.id}>{d.name}</Tag>) : '-'),
          },
          { title: '状态', dataIndex: 'shelfStatus', render: (v) => (v === 1 ? <Tag color="green">已上架</Tag> : <Tag>已下架</Tag>) },
          {
            title: '操作',
            key: 'op',
            fixed: 'right',
            render: (_, r) => (
              <Space size={0}>
                <Button type="link" size="small" onClick={() => setCalendarOf(r)}>
                  价格日历
                </Button>
                {can.inventory && (
                  <Button type="link" size="small" onClick={() => setQuotaOf(r)}>
                    分销库存
                  </Button>
                )}
              </Space>
            ),
          },
        ]}
      />
      {dialog === 'model' && (
        <ModelDialog
          rows={chosen}
          onClose={() => setDialog(null)}
          onSave={async (m) => {
            await distributionCalls.changeModel(ids, m);
            // ticked rows on other pages are not in the list: they learn the new mode here
            setSelected((rs) => rs.map((r) => ({ ...r, disModel: m, ...(m === 0 ? { distributors: [] } : {}) })));
            await done();
          }}
        />
      )}
      {dialog === 'price' && (
        <PriceDialog
          rows={chosen}
          onClose={() => setDialog(null)}
          onSave={async (t, v) => {
            await distributionCalls.autoPrice(ids, t, v);
            await done();
          }}
        />
      )}
      {dialog === 'auth' && (
        <AuthDialog
          rows={chosen}
          options={distributors.data ?? []}
          onClose={() => setDialog(null)}
          onSave={async (d) => {
            await distributionCalls.authorize(ids, d);
            await done();
          }}
        />
      )}
      {calendarOf && <CalendarDrawer row={calendarOf} onClose={() => setCalendarOf(null)} />}
      {quotaOf && <QuotaDialog row={quotaOf} onClose={() => setQuotaOf(null)} />}
    </Card>
  );
}
