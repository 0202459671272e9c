import { useState } from 'react';
import { useList, usePaging } from '../../app/data.ts';
import { App, Button, Card, Form, Input, Select, Space, Tag } from 'antd';
import { VERIFY_METHOD_LABELS } from '@yym/contract';
import { VerifyMethodTag, saveExport, useCan, PagedTable } from '../../components/index.ts';
import { checkRecords } from './api.ts';

/** Check records: accepted and refused scans, who, when, device, method and reason. */
export default function VerificationPage() {
  const [filters, setFilters] = useState<Record<string, unknown>>({});
  const { paging, firstPage, tablePaging } = usePaging();
  const canExport = useCan('ticket_verification_export');
  const { message } = App.useApp();
  const list = useList(checkRecords, { ...filters, ...paging });
  return (
    <Card>
      <Form
        layout="inline"
        onFinish={(v) => {
          setFilters(v);
          firstPage();
        }}
        style={{ marginBottom: 16, rowGap: 12 }}
      >
        <Form.Item name="orderNo" label="订单号">
          <Input allowClear />
        </Form.Item>
        <Form.Item name="method" label="方式">
          <Select
            allowClear
            style={{ width: 140 }}
            options={Object.entries(VERIFY_METHOD_LABELS).map(([k, v]) => ({ value: Number(k), label: v.zh }))}
          />
        </Form.Item>
        <Form.Item name="result" label="结果">
          <Select
            allowClear
            style={{ width: 100 }}
            options={[
              { value: 1, label: '成功' },
              { value: 0, label: '拒绝' },
            ]}
          />
        </Form.Item>
        <Form.Item name="deviceNo" label="设备">
          <Input allowClear />
        </Form.Item>
        <Space>
          <Button type="primary" htmlType="submit">
            搜索
          </Button>
          {canExport && (
            <Button onClick={() => void checkRecords.exportFile!(filters).then((b) => saveExport(b, '核销记录.xlsx', message))}>
              导出
            </Button>
          )}
        </Space>
      </Form>
      <PagedTable
        list={list}
        paging={tablePaging}
        columns={[
          { title: '时间', dataIndex: 'createTime', width: 170 },
          { title: '订单号', dataIndex: 'orderNo' },
          { title: '商品', dataIndex: 'productName' },
          { title: '游客', dataIndex: 'guestName' },
          { title: '方式', dataIndex: 'method', render: (v) => <VerifyMethodTag code={v} /> },
          {
            title: '结果',
            dataIndex: 'result',
            render: (v, r) => (v === 1 ? <Tag color="green">成功</Tag> : <Tag color="red">{r.reason}</Tag>),
          },
          { title: '设备', dataIndex: 'deviceNo' },
          { title: '核销人', dataIndex: 'userName' },
        ]}
      />
    </Card>
  );
}
