import { Tag } from 'antd';
import { CrudPage, type CrudColumn } from '../../components/CrudPage.tsx';
import { http } from '../../app/http.ts';

const columns: CrudColumn[] = [
  { title: '操作', dataIndex: 'title' },
  { title: '方法', dataIndex: 'method', width: 80 },
  { title: '请求地址', dataIndex: 'requestUri', search: true },
  { title: '操作人', dataIndex: 'createBy', search: true },
  { title: 'IP', dataIndex: 'remoteIp' },
  { title: '耗时(ms)', dataIndex: 'timeMs', width: 90 },
  { title: '结果', dataIndex: 'outcomeCode', width: 80, render: (v: number) => <Tag color={v === 200 ? 'green' : 'red'}>{v}</Tag> },
  { title: '信息', dataIndex: 'outcomeMsg' },
  { title: '时间', dataIndex: 'createTime', width: 170 },
];

/** Operation log of the tenant (read only). */
export default function LogPage() {
  return <CrudPage queryKey="log-api" title="操作日志" columns={columns} api={{ list: (p) => http.get('/blade-log/api/list', p) }}
    exportName="操作日志" />;
}
