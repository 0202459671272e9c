import { useTranslation } from '../../i18n/index.ts';
import { App, Button, Modal, Space, Table } from 'antd';
import { shellApi } from '../api.ts';
import { session, useSession } from '../session.ts';

/** Errors the browser caught: upload them to the server or clear them (both confirmed first). */
export function ErrorLogDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const { modal, message } = App.useApp();
  const logs = useSession((s) => s.logs);
  const upload = () =>
    modal.confirm({
      title: t('nav.tip'),
      content: t('log.uploadConfirm'),
      onOk: async () => {
        await shellApi.uploadErrors(logs);
        void message.success(t('log.uploaded'));
      },
    });
  const clear = () =>
    modal.confirm({
      title: t('nav.tip'),
      content: t('log.clearConfirm'),
      onOk: () => {
        session.clearLogs();
        void message.success(t('log.cleared'));
        onClose();
      },
    });
  return (
    <Modal title={t('log.title')} open={open} onCancel={onClose} width={960} footer={null}>
      <Space style={{ marginBottom: 12 }}>
        <Button type="primary" onClick={upload} disabled={!logs.length}>
          {t('log.upload')}
        </Button>
        <Button danger onClick={clear} disabled={!logs.length}>
          {t('log.clear')}
        </Button>
      </Space>
      <Table
        size="small"
        rowKey={(r) => `${r.time}-${r.message}`}
        dataSource={logs}
        pagination={{ pageSize: 10 }}
        locale={{ emptyText: t('log.empty') }}
        columns={[
          { title: t('log.type'), dataIndex: 'type', width: 90 },
          { title: t('log.url'), dataIndex: 'url', width: 200, ellipsis: true },
          { title: t('log.message'), dataIndex: 'message', ellipsis: true },
          { title: t('log.stack'), dataIndex: 'stack', ellipsis: true },
          { title: t('log.time'), dataIndex: 'time', width: 170 },
        ]}
      />
    </Modal>
  );
}
