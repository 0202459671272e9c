import { useState } from 'react';
import { App, Button, Card, Form, Input, Popconfirm, Select, Space, Switch, Tag } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import { useList, usePaging, useRefresh } from '../../app/data.ts';
import { Money, SearchButtons, useCan, PagedTable } from '../../components/index.ts';
import { reservationActions, reservations, type ReservationRow } from './api.ts';
import { ReservationDialog } from './ReservationDialog.tsx';

/** 活动预约: search and paging, create/edit (basic info, rule, slots), open/close, remove with confirm. */
export default function ReservationPage() {
  const [form] = Form.useForm();
  const { message } = App.useApp();
  const [filters, setFilters] = useState<Record<string, unknown>>({});
  const { paging, firstPage, tablePaging } = usePaging();
  const list = useList(reservations, { ...filters, ...paging });
  const refresh = useRefresh(reservations);
  const [editing, setEditing] = useState<string | null | undefined>(undefined);
  const canAdd = useCan('reservation_add');
  const canEdit = useCan('reservation_edit');
  const canDelete = useCan('reservation_delete');

  const search = (v: Record<string, unknown>) => {
    setFilters({ name: v.name || undefined, openStatus: v.openStatus });
    firstPage();
  };
  const toggle = async (r: ReservationRow, on: boolean) => {
    await reservationActions.open(r.id, on ? 1 : 0);
    message.success(on ? '已开放预约' : '已关闭预约');
    refresh();
  };
  const remove = async (r: ReservationRow) => {
    await reservations.remove!([r.id]);
    message.success('删除成功');
    refresh();
  };
  return (
    <Card>
      <Form form={form} layout="inline" onFinish={search} style={{ rowGap: 12, marginBottom: 12 }}>
        <Form.Item name="name" label="活动名称">
          <Input allowClear placeholder="请输入活动名称" />
        </Form.Item>
        <Form.Item name="openStatus" label="状态">
          <Select
            allowClear
            style={{ width: 140 }}
            placeholder="请选择状态"
            options={[
              { value: 1, label: '开放中' },
              { value: 0, label: '已关闭' },
            ]}
          />
        </Form.Item>
        <SearchButtons form={form} onClear={() => search({})}>
          {canAdd && (
            <Button type="primary" icon={<PlusOutlined />} onClick={() => setEditing(null)}>
              新增
            </Button>
          )}
        </SearchButtons>
      </Form>
      <PagedTable<ReservationRow>
        list={list}
        paging={tablePaging}
        locale={{ emptyText: '暂无活动预约' }}
        scroll={{ x: 1100 }}
        columns={[
          {
            title: '活动',
            dataIndex: 'name',
            render: (_, r) => (
              <Space>
                {r.image && <img src={r.image} alt="" style={{ width: 48, height: 48, objectFit: 'cover', borderRadius: 4 }} />}
                <div>
                  <div>{r.name}</div>
                  <div style={{ color: 'var(--yym-muted)', fontSize: 12 }}>{r.address}</div>
                </div>
              </Space>
            ),
          },
          { title: '价格', dataIndex: 'price', width: 100, render: (v) => (v ? <Money cents={v} /> : <Tag color="green">免费</Tag>) },
          { title: '审核', dataIndex: 'needAudit', width: 90, render: (v) => (v ? <Tag color="orange">需审核</Tag> : '无需审核') },
          { title: '每次限约', dataIndex: 'limitNum', width: 90, render: (v) => `${v}人` },
          { title: '时段', dataIndex: 'slotCount', width: 80 },
          { title: '已约/总量', dataIndex: 'booked', width: 110, render: (_, r) => `${r.booked} / ${r.capacity}` },
          {
            title: '开放预约',
            dataIndex: 'openStatus',
            width: 100,
            render: (v, r) => (
              <Switch checked={v === 1} disabled={!canEdit} onChange={(on) => void toggle(r, on)} data-testid={`res-open-${r.id}`} />
            ),
          },
          { title: '创建时间', dataIndex: 'createTime', width: 170 },
          {
            title: '操作',
            key: 'op',
            width: 130,
            fixed: 'right',
            render: (_, r) => (
              <Space size={0}>
                {canEdit && (
                  <Button type="link" size="small" onClick={() => setEditing(r.id)}>
                    编辑
                  </Button>
                )}
                {canDelete && (
                  <Popconfirm title="确定删除该活动预约?" onConfirm={() => remove(r)}>
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
      {editing !== undefined && (
        <ReservationDialog
          id={editing}
          onClose={() => setEditing(undefined)}
          onSaved={() => {
            setEditing(undefined);
            refresh();
          }}
        />
      )}
    </Card>
  );
}
