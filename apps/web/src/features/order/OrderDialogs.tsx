import { useRef, useState } from 'react';
import { App, Checkbox, DatePicker, Input, Modal, Radio } from 'antd';
import type { Dayjs } from 'dayjs';
import { centsToYuan } from '@yym/contract';
import { Money, escGuard, useCan } from '../../components/index.ts';
import { newIdempotencyKey } from '../../app/keys.ts';
import { TICKET_STATUS_TEXT, orderActions, type OrderInfo } from './api.ts';

/** Refund chosen guests: an application that waits for audit, or a forced refund that is paid at once. */
export function RefundDialog({
  order,
  forcedOnly,
  onClose,
  onDone,
}: {
  order: OrderInfo;
  forcedOnly: boolean;
  onClose: () => void;
  onDone: () => void;
}) {
  const { message } = App.useApp();
  const forcedAllowed = useCan('order_scenic_forced_refund');
  const choosable = order.guests.filter((g) => g.ticketStatus === 0 || g.ticketStatus === 3 || (g.ticketStatus === 1 && forcedAllowed));
  const [ids, setIds] = useState<string[]>([]);
  const [mode, setMode] = useState<'part' | 'forced'>(forcedOnly ? 'forced' : 'part');
  const [reason, setReason] = useState('');
  const key = useRef(newIdempotencyKey());
  const money = order.guests.filter((g) => ids.includes(g.id)).reduce((s, g) => s + Number(g.price), 0);
  const submit = async () => {
    if (!ids.length) return void message.warning('请选择至少一条数据');
    if (mode === 'part') await orderActions.partRefund(order.id, ids, reason, key.current);
    else await orderActions.forcedRefund(order.id, ids, reason, key.current);
    void message.success('退款已提交');
    onDone();
  };
  return (
    <Modal open title="退款" onCancel={onClose} onOk={() => void submit()} okText="确定退款">
      <Radio.Group value={mode} onChange={(e) => setMode(e.target.value)} style={{ marginBottom: 12 }}>
        {!forcedOnly && <Radio value="part">退款(待审核)</Radio>}
        {forcedAllowed && <Radio value="forced">强制退款</Radio>}
      </Radio.Group>
      <Checkbox.Group value={ids} onChange={(v) => setIds(v as string[])} style={{ display: 'flex', flexDirection: 'column', gap: 6 }}>
        {choosable.map((g) => (
          <Checkbox key={g.id} value={g.id} data-testid={`refund-guest-${g.id}`} disabled={mode === 'part' && g.ticketStatus === 1}>
            {g.guestName ?? '游客'} {g.cardNum ?? ''} ¥{centsToYuan(g.price)} ({TICKET_STATUS_TEXT[g.ticketStatus]})
          </Checkbox>
        ))}
      </Checkbox.Group>
      <Input.TextArea
        style={{ marginTop: 12 }}
        maxLength={100}
        rows={2}
        placeholder="退款原因"
        value={reason}
        onChange={(e) => setReason(e.target.value)}
      />
      <p style={{ marginTop: 8 }}>
        退款金额:
        <Money cents={money} />
      </p>
    </Modal>
  );
}

/** Move the order's unused tickets to another play date; the server checks the date rules and stock. */
export function RescheduleDialog({ order, onClose, onDone }: { order: OrderInfo; onClose: () => void; onDone: () => void }) {
  const { message } = App.useApp();
  const [date, setDate] = useState<Dayjs | null>(null);
  const submit = async () => {
    if (!date) return void message.warning('请选择新的游玩日期');
    await orderActions.reschedule(order.id, date.format('YYYY-MM-DD'));
    void message.success('改期成功');
    onDone();
  };
  return (
    <Modal open title="改期" modalRender={escGuard} onCancel={onClose} onOk={() => void submit()} okText="确定改期">
      <p>原游玩日期:{order.playDate}</p>
      <DatePicker value={date} onChange={setDate} placeholder="新的游玩日期" style={{ width: '100%' }} />
    </Modal>
  );
}
