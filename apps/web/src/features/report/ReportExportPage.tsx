import { useState } from 'react';
import { Button, Typography } from 'antd';
import { CrudPage, saveBlob, type CrudColumn } from '../../components/CrudPage.tsx';
import { http } from '../../app/http.ts';

const R = '/yym-biz-report/export/record';

const size = (n?: number | null) => (n == null ? '-' : n < 1024 * 1024 ? `${Math.max(1, Math.round(n / 1024))} KB` : `${(n / 1024 / 1024).toFixed(1)} MB`);

/** 报表下载: the caller's own exports, newest first, each downloadable again (xlsx opens in Excel). */
export default function ReportExportPage() {
  const [busy, setBusy] = useState<string | null>(null);
  const download = async (row: any) => {
    setBusy(String(row.id));
    try {
      saveBlob(await http.blob(`${R}/download`, { id: row.id }), row.fileName);
    } finally {
      setBusy(null);
    }
  };
  const columns: CrudColumn[] = [
    { title: '报表名称', dataIndex: 'name', search: true, form: false },
    { title: '文件名', dataIndex: 'fileName', form: false },
    { title: '行数', dataIndex: 'rowCount', form: false, width: 90 },
    { title: '大小', dataIndex: 'fileSize', form: false, width: 100, render: (v) => size(v) },
    { title: '导出人', dataIndex: 'userName', form: false, width: 120 },
    { title: '导出时间', dataIndex: 'createTime', form: false, width: 180 },
  ];
  return (
    <CrudPage queryKey="report-export" title={<>报表下载 <Typography.Text type="secondary" style={{ fontSize: 13, fontWeight: 400 }}>只列出您本人导出的文件</Typography.Text></>}
      columns={columns} api={{ list: (p) => http.get(`${R}/page`, p) }} perms={{ export: false, view: false }}
      rowActions={(r) => (r.downloadable
        ? <Button type="link" size="small" loading={busy === String(r.id)} onClick={() => void download(r)}>下载</Button>
        : <Typography.Text type="secondary">文件未保留</Typography.Text>)} />
  );
}
