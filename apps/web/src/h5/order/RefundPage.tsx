import { useEffect, useState } from 'react';
import { useSearchParams } from '../kit/router.tsx';
import { Button, Input, Radio, useFeedback } from '../kit/index.ts';
import {
  MSG,
  REFUND_DEFAULT_REASON_INDEX,
  REFUND_TEXT_MAX,
  REFUND_WINDOW_TEXT,
  TOAST_MS,
  centsToYuan,
  checkRefundText,
} from '@yym/contract';
import { useQueryOf } from '../../app/data.ts';
import { customerApi } from './api.ts';
import { H5Row, notReady } from '../parts.tsx';
import './order.css';

/** Customer refund application (public): /refound?code=... */
export default function RefundPage() {
  const [search] = useSearchParams();
  const code = search.get('code') ?? '';
  const { message } = useFeedback();
  const detail = useQueryOf('h5-refund-detail', [code], () => customerApi.refundDetail(code), { enabled: !!code });
  const [picked, setReason] = useState<number | null>(null);
  const [text, setText] = useState('');
  const [busy, setBusy] = useState(false);
  const [done, setDone] = useState(false);

  useEffect(() => {
    document.title = '申请退款';
  }, []);
  // Index 1 is preselected; fall back to the first when the list is shorter.
  const reason = picked ?? ((detail.data?.refundReason.length ?? 0) > REFUND_DEFAULT_REASON_INDEX ? REFUND_DEFAULT_REASON_INDEX : 0);

  const submit = async () => {
    const d = detail.data!;
    const bad = checkRefundText(text);
    if (bad) return void message.warning(bad, TOAST_MS / 1000);
    setBusy(true);
    try {
      await customerApi.applyRefund({ code, refundTextNumber: reason, returnReason: d.refundReason[reason] ?? '', refundText: text });
      void message.success(MSG.refundApplied, TOAST_MS / 1000);
      setDone(true);
    } catch (e) {
      void message.warning((e as Error).message || MSG.unknownError, TOAST_MS / 1000);
    } finally {
      setBusy(false);
    }
  };

  const d = detail.data;
  const wait = notReady(detail, code ? null : '订单不存在');
  if (wait || !d) return wait;
  return (
    <div className="h5o">
      <div className="h5o-bar">申请退款</div>
      <div className="h5o-card">
        <H5Row label="景区名称" testId="sc-name">
          {d.scName}
        </H5Row>
        <H5Row label="退款数量" testId="refund-num">
          {d.refundNum}
        </H5Row>
        <H5Row label="主订单号">{d.orderMainId}</H5Row>
        <H5Row label="可退金额" money testId="refund-money">
          ¥{centsToYuan(d.money)}
        </H5Row>
        <div className="h5o-note">退款将原路退回至支付账户,预计{REFUND_WINDOW_TEXT}到账</div>
      </div>
      <div className="h5o-card">
        <h3>退款原因</h3>
        <Radio.Group value={reason} onChange={(e) => setReason(e.target.value)}>
          <div className="h5o-reason">
            {d.refundReason.map((r, i) => (
              <Radio key={i} value={i} data-testid={`reason-${i}`}>
                {r}
              </Radio>
            ))}
          </div>
        </Radio.Group>
      </div>
      <div className="h5o-card">
        <h3>退款说明</h3>
        <Input.TextArea
          rows={4}
          value={text}
          maxLength={REFUND_TEXT_MAX}
          placeholder={MSG.refundTextRequired}
          data-testid="refund-text"
          onChange={(e) => setText(e.target.value.slice(0, REFUND_TEXT_MAX))}
        />
        <div className="h5o-counter" data-testid="refund-counter">
          {text.length}/{REFUND_TEXT_MAX}
        </div>
      </div>
      <div className="h5o-foot">
        <Button type="primary" block loading={busy} disabled={done} onClick={() => void submit()} data-testid="refund-submit">
          申请退款
        </Button>
      </div>
    </div>
  );
}
