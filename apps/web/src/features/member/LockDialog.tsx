import { useState } from 'react';
import { App, Input, Modal, Tag } from 'antd';
import { blacklistCalls, type CustomerRow } from './api.ts';

export const lockTag = (r: CustomerRow) => (r.lockStatus === 1 ? <Tag color="red">黑名单</Tag> : <Tag color="green">正常</Tag>);

/** Ask for a reason, then blacklist the customers. */
export function useLockDialog(onDone: () => void) {
  const { message } = App.useApp();
  const [ids, setIds] = useState<string[] | null>(null);
  const [reason, setReason] = useState('');
  const dialog = (
    <Modal
      open={!!ids}
      title="拉黑用户"
      okText="确定拉黑"
      cancelText="取消"
      onCancel={() => setIds(null)}
      onOk={async () => {
        await blacklistCalls.lock(ids!, reason.trim());
        void message.success('已拉黑,该用户将无法下单');
        setIds(null);
        onDone();
      }}
    >
      <p>拉黑后该手机号在商城和后台均无法下单。</p>
      <Input.TextArea
        aria-label="拉黑原因"
        placeholder="拉黑原因(选填)"
        maxLength={200}
        value={reason}
        onChange={(e) => setReason(e.target.value)}
      />
    </Modal>
  );
  return {
    dialog,
    open: (list: string[]) => {
      setReason('');
      setIds(list);
    },
  };
}
