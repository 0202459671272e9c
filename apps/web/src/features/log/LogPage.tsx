import { Tag } from 'antd';
import type { ApiLogRow } from '@yym/contract';
import { ListPage, type CrudColumn } from '../../components/CrudPage.tsx';
import { apiLogs } from './api.ts';

const columns: CrudColumn<ApiLogRow>[] = [
  { title: '操作', dataIndex: 'title', width: 180 },
  { title: '方法', dataIndex: 'method', width: 76 },
  { title: '请求地址', dataIndex: 'requestUri', search: true },
  { title: '操作人', dataIndex: 'createBy', search: true, width: 90 },
  { title: 'IP', dataIndex: 'remoteIp', width: 110 },
  { title: '耗时(ms)', dataIndex: 'timeMs', width: 86 },
  { title: '结果', dataIndex: 'outcomeCode', width: 70, render: (v: number) => <Tag color={v === 200 ? 'green' : 'red'}>{v}</Tag> },
  { title: '信息', dataIndex: 'outcomeMsg' },
  { title: '时间', dataIndex: 'createTime', width: 165 },
];

/** Operation log of the tenant (read only). */
export default function LogPage() {
  return <ListPage resource={apiLogs} title="操作日志" columns={columns} exportName="操作日志" />;
}
