import { useState } from 'react';
import { App, Button, Input, Modal, Popconfirm, Progress, Space, Tag, Typography } from 'antd';
import { FACE_MSG, MESSAGE_MAX, MESSAGE_STATUS, checkMobile } from '@yym/contract';
import { escGuard, PagedTable } from '../../components/index.ts';
import { useCache, useList, usePaging, useQueryOf, useRefresh } from '../../app/data.ts';
import { codeMessages, messageActions, type BatchRow, type MessageProgress, type MessageRow } from './api.ts';

const STATUS_COLOR: Record<number, string> = { 0: 'default', 3: 'processing', 1: 'green', 2: 'red' };
const PROGRESS = 'ecard-code-message-progress';

/** The batch's send progress, polled while messages are still waiting (a background job sends them). */
export function useMessageProgress(batchId: string) {
  return useQueryOf(PROGRESS, [batchId], () => messageActions.progress(batchId), {
    refetchInterval: (q) => (q.state.data?.pending ? 2000 : false),
  });
}

/** One line of the batch row: sent / failed / waiting as a bar (nothing before the first send). */
export function MessageProgressCell({ batchId }: { batchId: string }) {
  const p = useMessageProgress(batchId).data;
  if (!p?.total) return <Typography.Text type="secondary">未发送</Typography.Text>;
  const done = p.sent + p.failed;
  return (
    <div data-testid={`sms-progress-${batchId}`} style={{ minWidth: 120 }}>
      <Progress
        size="small"
        showInfo={false}
        style={{ display: 'block', margin: 0 }}
        percent={Math.floor((done * 100) / p.total)}
        success={{ percent: Math.floor((p.sent * 100) / p.total) }}
        status={p.pending ? 'active' : p.failed ? 'exception' : 'success'}
      />
      <div>
        <Typography.Text type="secondary" style={{ fontSize: 12, whiteSpace: 'nowrap' }}>
          {done}/{p.total} 成功 {p.sent} · 失败 {p.failed}
          {p.pending ? ` · 待发 ${p.pending}` : ''}
        </Typography.Text>
      </div>
    </div>
  );
}

/** "姓名,手机号" or just the phone, one customer a line; answers the recipients or the first problem. */
function parseRecipients(text: string): { recipients: { name?: string; phone: string }[]; error: string | null } {
  const lines = text
    .split(/\r?\n/)
    .map((l) => l.trim())
    .filter(Boolean);
  if (!lines.length) return { recipients: [], error: FACE_MSG.recipientsRequired };
  if (lines.length > MESSAGE_MAX) return { recipients: [], error: FACE_MSG.recipientsTooMany(MESSAGE_MAX) };
  const recipients: { name?: string; phone: string }[] = [];
  for (const [i, line] of lines.entries()) {
    const parts = line.split(/[,,\s\t]+/).filter(Boolean);
    const phone = parts.pop() ?? '';
    const m = checkMobile(phone);
    if (m) return { recipients: [], error: `第 ${i + 1} 行:${m}` };
    recipients.push({ name: parts.join(' ') || undefined, phone });
  }
  return { recipients, error: null };
}

/** 发送短信: give the batch's unused codes to a customer list and send each its code; the log below. */
export function MessageDialog({ batch, onClose }: { batch: BatchRow; onClose: () => void }) {
  const { message } = App.useApp();
  const cache = useCache();
  const [text, setText] = useState('');
  const [busy, setBusy] = useState(false);
  const progress = useMessageProgress(batch.id);
  const { paging, tablePaging } = usePaging(10);
  const log = useList(codeMessages, { batchId: batch.id, ...paging });
  const refreshLog = useRefresh(codeMessages);
  const parsed = parseRecipients(text);
  const after = (p: MessageProgress & { queued: boolean }) => {
    cache.set(PROGRESS, [batch.id], p);
    void refreshLog();
  };
  const send = async () => {
    if (parsed.error) return void message.error(parsed.error);
    setBusy(true);
    try {
      const r = await messageActions.send(batch.id, parsed.recipients);
      after(r);
      setText('');
      void message.success(r.queued ? FACE_MSG.messageQueued(parsed.recipients.length) : `发送完成:成功 ${r.sent},失败 ${r.failed}`);
    } catch {
      // the client showed the server's message
    } finally {
      setBusy(false);
    }
  };
  const p = progress.data;
  return (
    <Modal modalRender={escGuard} open width={820} title={`发送激活码短信 · ${batch.batchNo}`} onCancel={onClose} footer={null}>
      <Space direction="vertical" style={{ width: '100%' }}>
        <Typography.Text type="secondary">
          每行一位客户:“姓名,手机号”或只填手机号。每位客户按顺序分配本批次一个未使用的激活码并收到短信。
          {p ? ` 可分配的激活码:${p.free} 个。` : ''}
        </Typography.Text>
        <Input.TextArea
          rows={5}
          value={text}
          onChange={(e) => setText(e.target.value)}
          placeholder={'张三,13800138000\n13900139000'}
          data-testid="sms-recipients"
        />
        <Space>
          <Button type="primary" loading={busy} disabled={!text.trim()} onClick={() => void send()} data-testid="sms-send">
            发送短信{parsed.recipients.length ? `(${parsed.recipients.length} 人)` : ''}
          </Button>
          <RetryButton batchId={batch.id} failed={p?.failed ?? 0} onDone={after} />
        </Space>
        {p && p.total > 0 && <MessageProgressCell batchId={batch.id} />}
        <PagedTable<MessageRow>
          list={log}
          paging={tablePaging}
          size="small"
          locale={{ emptyText: '还没有发送记录' }}
          columns={[
            { title: '激活码', dataIndex: 'code', width: 170, render: (v) => <code>{v}</code> },
            { title: '客户', dataIndex: 'name', width: 90 },
            { title: '手机号', dataIndex: 'phone', width: 120 },
            {
              title: '状态',
              dataIndex: 'msgStatus',
              width: 80,
              render: (v) => <Tag color={STATUS_COLOR[v]}>{MESSAGE_STATUS[v]}</Tag>,
            },
            { title: '次数', dataIndex: 'attempts', width: 60 },
            { title: '原因', dataIndex: 'error', ellipsis: true },
            { title: '发送时间', dataIndex: 'sendTime', width: 170 },
          ]}
        />
      </Space>
    </Modal>
  );
}

/** 重试失败: sends the failed messages again (the server takes each once, however often it is clicked). */
export function RetryButton({
  batchId,
  failed,
  onDone,
  link,
}: {
  batchId: string;
  failed: number;
  onDone: (p: MessageProgress & { queued: boolean }) => void;
  link?: boolean;
}) {
  const { message } = App.useApp();
  const [busy, setBusy] = useState(false);
  if (!failed) return link ? null : <Button disabled>重试失败</Button>;
  return (
    <Popconfirm
      title={`重新发送 ${failed} 条失败的短信?`}
      onConfirm={async () => {
        setBusy(true);
        try {
          const r = await messageActions.retry(batchId);
          onDone(r);
          void message.success(r.queued ? FACE_MSG.messageQueued(failed) : `重试完成:成功 ${r.sent},失败 ${r.failed}`);
        } catch {
          // the client showed the server's message
        } finally {
          setBusy(false);
        }
      }}
    >
      <Button
        type={link ? 'link' : 'default'}
        size={link ? 'small' : 'middle'}
        style={link ? { padding: 0 } : undefined}
        danger
        loading={busy}
        data-testid={`sms-retry-${batchId}`}
      >
        重试失败({failed})
      </Button>
    </Popconfirm>
  );
}

/** The row's 重试失败 link: shown only when some sends failed. */
export function RowRetry({ batchId }: { batchId: string }) {
  const cache = useCache();
  const p = useMessageProgress(batchId).data;
  return <RetryButton link batchId={batchId} failed={p?.failed ?? 0} onDone={(r) => cache.set(PROGRESS, [batchId], r)} />;
}
