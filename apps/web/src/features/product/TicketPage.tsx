import { useState } from 'react';
import { App, Button, Card, Form, Input, Popconfirm, Select, Space, Tag } from 'antd';
import { Money, useCan, PagedTable } from '../../components/index.ts';
import { productApi, tickets, type ProductRow } from './api.ts';
import { usePaging } from '../../app/data.ts';
import { useList, useRefresh } from '../../app/data.ts';
import { BatchChangeDialog } from './BatchChangeDialog.tsx';
import { TicketForm } from './TicketForm.tsx';

/** E-tickets: list with shelf, copy, remove; a form in three parts (info, rules, skus and price/stock calendar). */
export default function TicketPage() {
  const [filters, setFilters] = useState<Record<string, unknown>>({});
  const { paging, firstPage, tablePaging } = usePaging();
  const [editing, setEditing] = useState<string | 'new' | null>(null);
  const [batchId, setBatchId] = useState<string | null>(null);
  const { message } = App.useApp();
  const can = {
    add: useCan('product_ticket_add'),
    edit: useCan('product_ticket_edit'),
    shelf: useCan('product_ticket_shelf'),
    copy: useCan('product_ticket_copy'),
    remove: useCan('product_ticket_delete'),
    batch: useCan('product_ticket_batch'),
  };
  const list = useList(tickets, { ...filters, ...paging });
  const refresh = useRefresh(tickets);
  const act = async (p: Promise<unknown>, msg: string) => {
    await p;
    void message.success(msg);
    refresh();
  };
  return (
    <Card>
      <Form
        layout="inline"
        style={{ marginBottom: 16, rowGap: 12 }}
        onFinish={(v) => {
          setFilters(v);
          firstPage();
        }}
      >
        <Form.Item name="name" label="商品名称">
          <Input allowClear />
        </Form.Item>
        <Form.Item name="shelfStatus" label="状态">
          <Select
            allowClear
            style={{ width: 120 }}
            options={[
              { value: 1, label: '已上架' },
              { value: 0, label: '已下架' },
            ]}
          />
        </Form.Item>
        <Space>
          <Button type="primary" htmlType="submit">
            搜索
          </Button>
          {can.add && <Button onClick={() => setEditing('new')}>新增门票</Button>}
        </Space>
      </Form>
      <PagedTable<ProductRow>
        list={list}
        paging={tablePaging}
        columns={[
          { title: 'ID', dataIndex: 'id', width: 70 },
          { title: '名称', dataIndex: 'name' },
          { title: '景区', dataIndex: 'poiName' },
          { title: '分类', dataIndex: 'classifyName' },
          { title: '标签', dataIndex: 'labels', render: (v: string[]) => v.map((l) => <Tag key={l}>{l}</Tag>) },
          { title: '最低价', dataIndex: 'price', render: (v) => <Money cents={v} /> },
          { title: '状态', dataIndex: 'shelfStatus', render: (v) => (v === 1 ? <Tag color="green">已上架</Tag> : <Tag>已下架</Tag>) },
          {
            title: '操作',
            key: 'op',
            width: 300,
            render: (_, r) => (
              <Space size={0}>
                {can.edit && (
                  <Button type="link" size="small" onClick={() => setEditing(r.id)}>
                    编辑
                  </Button>
                )}
                {can.shelf && (
                  <Button
                    type="link"
                    size="small"
                    onClick={() =>
                      void act(productApi.shelf([r.id], r.shelfStatus === 1 ? 0 : 1), r.shelfStatus === 1 ? '已下架' : '已上架')
                    }
                  >
                    {r.shelfStatus === 1 ? '下架' : '上架'}
                  </Button>
                )}
                {can.copy && (
                  <Button type="link" size="small" onClick={() => void act(productApi.copy(r.id), '复制成功')}>
                    复制
                  </Button>
                )}
                {can.batch && (
                  <Button type="link" size="small" onClick={() => setBatchId(r.id)}>
                    批量修改
                  </Button>
                )}
                {can.remove && (
                  <Popconfirm title="确定将选择数据删除?" onConfirm={() => act(productApi.remove([r.id]), '删除成功')}>
                    <Button type="link" size="small" danger>
                      删除
                    </Button>
                  </Popconfirm>
                )}
              </Space>
            ),
          },
        ]}
      />
      {batchId && <BatchChangeDialog productId={batchId} onClose={() => setBatchId(null)} onDone={refresh} />}
      {editing && (
        <TicketForm
          id={editing === 'new' ? null : editing}
          onClose={() => {
            setEditing(null);
            refresh();
          }}
          onCreated={(id) => setEditing(id)}
        />
      )}
    </Card>
  );
}
