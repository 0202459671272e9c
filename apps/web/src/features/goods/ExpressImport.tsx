import { useState } from 'react';
import { Button, Modal, Space, Upload } from 'antd';
import { SmallTable, saveBlob, useBusy } from '../../components/index.ts';
import { escGuard } from '../../components/EscGuard.tsx';
import { useRefresh } from '../../app/data.ts';
import { goodsOrders, orderActions } from './api.ts';

/** The xlsx import of couriers and tracking numbers, with the per-row report. */
export function ImportDialog({ onClose }: { onClose: () => void }) {
  const refresh = useRefresh(goodsOrders);
  const { busy, attempt } = useBusy();
  const [report, setReport] = useState<Awaited<ReturnType<typeof orderActions.importFile>> | null>(null);
  return (
    <Modal modalRender={escGuard} open title="批量发货(导入)" footer={null} onCancel={onClose} width={640}>
      <Space style={{ marginBottom: 12 }}>
        <Upload
          accept=".xlsx"
          showUploadList={false}
          beforeUpload={(file) => {
            void attempt(async () => {
              setReport(await orderActions.importFile(file));
              refresh();
            });
            return false;
          }}
        >
          <Button type="primary" loading={busy} data-testid="go-import-file">
            选择xlsx文件
          </Button>
        </Upload>
        <Button onClick={() => attempt(async () => saveBlob(await orderActions.template(), '发货导入模板.xlsx'))}>下载模板</Button>
      </Space>
      <div style={{ color: 'var(--yym-muted)', marginBottom: 8 }}>
        模板列: 订单号、快递公司(名称或编码)、快递单号;错误的行会逐行列出,其余行照常发货。
      </div>
      {report && (
        <>
          <div data-testid="go-import-report">
            发货/更新 {report.written} 单,未变化 {report.unchanged} 单,失败 {report.failed.length} 行
          </div>
          {report.failed.length > 0 && (
            <SmallTable
              rowKey="row"
              dataSource={report.failed}
              columns={[
                { title: '行', dataIndex: 'row', width: 60 },
                { title: '订单号', dataIndex: 'orderNo', width: 220 },
                { title: '原因', dataIndex: 'message' },
              ]}
            />
          )}
        </>
      )}
    </Modal>
  );
}
