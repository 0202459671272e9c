import { useState } from 'react';
import { rowsOf, useList, usePaging } from '../../app/data.ts';
import { Button, Card, DatePicker, Empty, Form, Input, Select, Space, Table, Tag } from 'antd';
import { ReloadOutlined, SearchOutlined } from '@ant-design/icons';
import type { Dayjs } from 'dayjs';
import { VERIFY_METHOD_LABELS } from '@yym/contract';
import { VerifyMethodTag } from '../../components/index.ts';
import { deviceRecords } from './api.ts';

/** Check records made at gate devices (records with a device number): who, when, which device, method, result. */
export default function DeviceRecordPage() {
  const [form] = Form.useForm();
  const [filters, setFilters] = useState<Record<string, unknown>>({});
  const { paging, firstPage, tablePaging } = usePaging();
  const list = useList(deviceRecords, { ...filters, ...paging });
  const search = (v: { deviceNo?: string; method?: number; result?: number; range?: [Dayjs, Dayjs] | null }) => {
    setFilters({
      deviceNo: v.deviceNo?.trim() || undefined,
      method: v.method,
      result: v.result,
      startDate: v.range?.[0]?.format('YYYY-MM-DD'),
      endDate: v.range?.[1]?.format('YYYY-MM-DD'),
    });
    firstPage();
  };
  return (
    <Card title="设备核销记录">
      <Form form={form} layout="inline" onFinish={search} style={{ marginBottom: 16, rowGap: 12 }}>
        <Form.Item name="deviceNo" label="设备编号">
          <Input allowClear placeholder="请输入设备编号" style={{ width: 160 }} data-testid="device-no" />
        </Form.Item>
        <Form.Item name="range" label="核销日期">
          <DatePicker.RangePicker />
        </Form.Item>
        <Form.Item name="method" label="方式">
          <Select
            allowClear
            placeholder="全部"
            style={{ width: 140 }}
            options={Object.entries(VERIFY_METHOD_LABELS).map(([k, v]) => ({ value: Number(k), label: v.zh }))}
          />
        </Form.Item>
        <Form.Item name="result" label="结果">
          <Select
            allowClear
            placeholder="全部"
            style={{ width: 100 }}
            options={[
              { value: 1, label: '成功' },
              { value: 0, label: '拒绝' },
            ]}
          />
        </Form.Item>
        <Space>
          <Button type="primary" htmlType="submit" icon={<SearchOutlined />}>
            搜索
          </Button>
          <Button
            icon={<ReloadOutlined />}
            onClick={() => {
              form.resetFields();
              setFilters({});
              firstPage();
            }}
          >
            清空
          </Button>
        </Space>
      </Form>
      <Table
        rowKey="id"
        size="middle"
        loading={list.isFetching}
        dataSource={rowsOf(list.data)}
        scroll={{ x: 'max-content' }}
        locale={{ emptyText: <Empty description={list.isError ? '加载失败' : '暂无设备核销记录'} data-testid="device-empty" /> }}
        pagination={tablePaging(list.data)}
        columns={[
          { title: '时间', dataIndex: 'createTime', width: 170 },
          { title: '设备编号', dataIndex: 'deviceNo' },
          { title: '订单号', dataIndex: 'orderNo' },
          { title: '商品', dataIndex: 'productName' },
          { title: '游客', dataIndex: 'guestName' },
          { title: '方式', dataIndex: 'method', render: (v) => <VerifyMethodTag code={v} /> },
          {
            title: '结果',
            dataIndex: 'result',
            render: (v, r) => (v === 1 ? <Tag color="green">成功</Tag> : <Tag color="red">{r.reason ?? '拒绝'}</Tag>),
          },
          { title: '核销人', dataIndex: 'userName' },
        ]}
      />
    </Card>
  );
}
