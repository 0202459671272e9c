import { useState } from 'react';
import { Button, Progress, Tag, Tooltip, Typography } from 'antd';
import { CrudPage, saveBlob, type CrudColumn } from '../../components/CrudPage.tsx';
import { downloadExport, exportRecords, type ExportRecord } from './api.ts';

const size = (n?: number | null) =>
  n == null ? '-' : n < 1024 * 1024 ? `${Math.max(1, Math.round(n / 1024))} KB` : `${(n / 1024 / 1024).toFixed(1)} MB`;

/** Where an export is: the share written while a background export runs, else done or failed (with why). */
function ExportState({ row }: { row: ExportRecord }) {
  if (row.exportStatus === 'running') {
    const percent = row.totalRows ? Math.min(99, Math.floor((row.rowCount * 100) / row.totalRows)) : 0;
    return (
      <Tooltip title={`已写入 ${row.rowCount} / ${row.totalRows ?? '?'} 条`}>
        <Progress percent={percent} size="small" status="active" aria-label="导出进度" />
      </Tooltip>
    );
  }
  if (row.exportStatus === 'failed') return <Tag color="red">{row.error || '导出失败'}</Tag>;
  return <Tag color="green">已完成</Tag>;
}

/** 报表下载: the caller's own exports, newest first, each downloadable again (xlsx opens in Excel). */
export default function ReportExportPage() {
  const [busy, setBusy] = useState<string | null>(null);
  const download = async (row: ExportRecord) => {
    setBusy(String(row.id));
    try {
      saveBlob(await downloadExport(row.id), row.fileName);
    } finally {
      setBusy(null);
    }
  };
  const columns: CrudColumn<ExportRecord>[] = [
    { title: '报表名称', dataIndex: 'name', search: true, form: false },
    { title: '文件名', dataIndex: 'fileName', form: false },
    { title: '状态', dataIndex: 'exportStatus', form: false, width: 190, render: (_, r) => <ExportState row={r} /> },
    { title: '行数', dataIndex: 'rowCount', form: false, width: 90 },
    { title: '大小', dataIndex: 'fileSize', form: false, width: 100, render: (v) => size(v) },
    { title: '导出人', dataIndex: 'userName', form: false, width: 120 },
    { title: '导出时间', dataIndex: 'createTime', form: false, width: 180 },
  ];
  return (
    <CrudPage<ExportRecord>
      resource={exportRecords}
      title={
        <>
          报表下载{' '}
          <Typography.Text type="secondary" style={{ fontSize: 13, fontWeight: 400 }}>
            只列出您本人导出的文件
          </Typography.Text>
        </>
      }
      columns={columns}
      perms={{ export: false, view: false }}
      pollWhile={(rows) => rows.some((r) => r.exportStatus === 'running')}
      rowActions={(r) =>
        r.exportStatus === 'running' ? null : r.downloadable ? (
          <Button type="link" size="small" loading={busy === String(r.id)} onClick={() => void download(r)}>
            下载
          </Button>
        ) : (
          <Typography.Text type="secondary">文件未保留</Typography.Text>
        )
      }
    />
  );
}
