import { useState } from 'react';
import { Alert, App, Button, Modal, Space, Table, Typography, Upload } from 'antd';
import { InboxOutlined } from '@ant-design/icons';
import { HELD_IMPORT_MAX_ROWS, HELD_MSG, type ImportReport } from '@yym/contract';
import { escGuard, saveBlob, useBusy } from '../../components/index.ts';
import { userCardActions } from './api.ts';

/**
 * 导入持卡人: download the template, fill it, upload it. Every row is checked on the server first; when a
 * row fails, nothing is imported and the rows to fix are listed here.
 */
export function HeldImportDialog({ onClose, onImported }: { onClose: () => void; onImported: () => void }) {
  const { message } = App.useApp();
  const [file, setFile] = useState<File | null>(null);
  const { busy, attempt } = useBusy();
  const [report, setReport] = useState<ImportReport | null>(null);
  const start = async () => {
    if (!file) return;
    await attempt(async () => {
      const r = await userCardActions.importFile(file);
      setReport(r);
      if (r.imported) {
        void message.success(`已导入 ${r.imported} 张会员卡`);
        onImported();
      }
    });
  };
  return (
    <Modal
      modalRender={escGuard}
      open
      width={640}
      title="导入持卡人"
      onCancel={onClose}
      footer={
        <Space>
          <Button onClick={onClose}>关闭</Button>
          <Button type="primary" disabled={!file} loading={busy} onClick={() => void start()} data-testid="held-import-start">
            开始导入
          </Button>
        </Space>
      }
    >
      <Space direction="vertical" style={{ width: '100%' }}>
        <Typography.Text type="secondary">
          每行一张卡:电子卡名称须与已填写完整的电子卡一致;有效期可空(按电子卡的规则计算)。一次最多 {HELD_IMPORT_MAX_ROWS} 行。
        </Typography.Text>
        <Button onClick={() => void userCardActions.importTemplate().then((b) => saveBlob(b, '电子卡持卡人导入模板.xlsx'))}>
          下载模板
        </Button>
        <Upload.Dragger
          accept=".xlsx"
          maxCount={1}
          beforeUpload={(f) => {
            setFile(f);
            setReport(null);
            return false;
          }}
          onRemove={() => setFile(null)}
          fileList={file ? [{ uid: '1', name: file.name, status: 'done' }] : []}
          data-testid="held-import-file"
        >
          <p className="ant-upload-drag-icon">
            <InboxOutlined />
          </p>
          <p>点击或拖入填好的 xlsx 文件</p>
        </Upload.Dragger>
        {report && report.problems.length > 0 && (
          <>
            <Alert type="error" showIcon message={HELD_MSG.importFailed(report.problems.length)} />
            <Table
              size="small"
              rowKey="row"
              pagination={{ pageSize: 8, hideOnSinglePage: true }}
              dataSource={report.problems}
              columns={[
                { title: '行号', dataIndex: 'row', width: 80, render: (v) => `第 ${v} 行` },
                { title: '原因', dataIndex: 'error' },
              ]}
              data-testid="held-import-problems"
            />
          </>
        )}
        {report && !report.problems.length && <Alert type="success" showIcon message={`共 ${report.total} 行,已全部导入`} />}
      </Space>
    </Modal>
  );
}
