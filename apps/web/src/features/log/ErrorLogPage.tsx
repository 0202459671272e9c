import type { ErrorLogRow } from '@yym/contract';
import { ListPage, type CrudColumn } from '../../components/CrudPage.tsx';
import { errorLogs } from './api.ts';

const columns: CrudColumn<ErrorLogRow>[] = [
  { title: '类型', dataIndex: 'type', width: 90 },
  { title: '地址', dataIndex: 'url' },
  { title: '内容', dataIndex: 'message' },
  { title: '上传人', dataIndex: 'createBy', width: 110 },
  { title: '发生时间', dataIndex: 'happenedAt', width: 170 },
  { title: '上传时间', dataIndex: 'createTime', width: 170 },
];

/** Browser errors uploaded from the shell's error-log dialog. */
export default function ErrorLogPage() {
  return <ListPage resource={errorLogs} title="错误日志" columns={columns} />;
}
