import { useState, type ReactNode } from 'react';
import { App, Button, Input, Modal, Popconfirm } from 'antd';
import { escGuard } from './EscGuard.tsx';
import { useBusy } from './useBusy.ts';

/**
 * 驳回 with the reason the person will read (a promoter's application, a withdrawal, a team visit):
 * the reason is asked for (`required` when left empty), `onReject` sends it, 已驳回 says it is done.
 */
export function RejectDialog(p: {
  title: string;
  placeholder: string;
  required: string;
  onReject: (reason: string) => Promise<unknown>;
  onClose: (done: boolean) => void;
}) {
  const { message } = App.useApp();
  const [reason, setReason] = useState('');
  const { busy, attempt } = useBusy();
  const ok = async () => {
    if (!reason.trim()) return void message.warning(p.required);
    await attempt(async () => {
      await p.onReject(reason.trim());
      void message.success('已驳回');
      p.onClose(true);
    });
  };
  return (
    <Modal
      modalRender={escGuard}
      open
      title={p.title}
      onCancel={() => p.onClose(false)}
      onOk={() => void ok()}
      okButtonProps={{ loading: busy }}
    >
      <Input.TextArea
        aria-label="驳回原因"
        placeholder={p.placeholder}
        maxLength={200}
        showCount
        rows={3}
        value={reason}
        onChange={(e) => setReason(e.target.value)}
      />
    </Modal>
  );
}

/**
 * A row's 通过 (asked first: `confirm`) and 驳回 links; `onApprove` does the approval and `onReject` opens
 * the row's RejectDialog. 通过 says 已通过 and refreshes with `onDone`.
 */
export function AuditLinks(p: {
  confirm: string;
  approveText?: string;
  onApprove: () => Promise<unknown>;
  onDone: () => void;
  onReject: () => void;
}): ReactNode {
  const { message } = App.useApp();
  return (
    <>
      <Popconfirm
        title={p.confirm}
        onConfirm={async () => {
          await p.onApprove();
          void message.success('已通过');
          p.onDone();
        }}
      >
        <Button type="link" size="small">
          {p.approveText ?? '通过'}
        </Button>
      </Popconfirm>
      <Button type="link" size="small" danger onClick={p.onReject}>
        驳回
      </Button>
    </>
  );
}
