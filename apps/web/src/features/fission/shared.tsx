import { useState } from 'react';
import { App, Input, Modal } from 'antd';
import { FISSION_MSG as M } from '@yym/contract';
import { Money, escGuard } from '../../components/index.ts';

export const options = (t: Record<number, string>) => Object.entries(t).map(([v, l]) => ({ value: Number(v), label: l }));
export const yuan = (cents: number) => <Money cents={cents} />;
export const AUDIT_COLOR: Record<number, string> = { 0: 'orange', 1: 'green', 2: 'red' };
export const ORDER_COLOR: Record<number, string> = { 0: 'default', 1: 'green', 2: 'orange', 3: 'red', 4: 'default' };
/** ‰ as the person reads it: 50 → 5%. */
export const percent = (permille: number | null) => (permille == null ? '—' : `${permille / 10}%`);
export const kickText = (r: { kickType: number; kickValue: number }) =>
  r.kickType === 1 ? `成交额的${percent(r.kickValue)}` : `¥${(r.kickValue / 100).toFixed(2)}/件`;

/** 驳回 with the reason the person will read (a promoter's application or a withdrawal). */
export function RejectDialog({
  title,
  onReject,
  onClose,
}: {
  title: string;
  onReject: (reason: string) => Promise<unknown>;
  onClose: (done: boolean) => void;
}) {
  const { message } = App.useApp();
  const [reason, setReason] = useState('');
  const [busy, setBusy] = useState(false);
  const ok = async () => {
    if (!reason.trim()) return void message.warning(M.rejectReasonRequired);
    setBusy(true);
    try {
      await onReject(reason.trim());
      void message.success('已驳回');
      onClose(true);
    } finally {
      setBusy(false);
    }
  };
  return (
    <Modal
      modalRender={escGuard}
      open
      title={title}
      onCancel={() => onClose(false)}
      onOk={() => void ok()}
      okButtonProps={{ loading: busy }}
    >
      <Input.TextArea
        aria-label="驳回原因"
        placeholder="请输入驳回原因"
        maxLength={200}
        showCount
        rows={3}
        value={reason}
        onChange={(e) => setReason(e.target.value)}
      />
    </Modal>
  );
}
