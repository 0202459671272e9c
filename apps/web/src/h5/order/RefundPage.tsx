import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { App, Button, Input, Radio } from 'antd';
import {
  MSG,
  REFUND_DEFAULT_REASON_INDEX,
  REFUND_TEXT_MAX,
  REFUND_WINDOW_TEXT,
  TOAST_MS,
  centsToYuan,
  checkRefundText,
} from '@yym/contract';
import { customerApi, type CustomerRefundDetail } from './api.ts';
import { usePhoneViewport } from '../viewport.ts';
import './order.css';

/** Customer refund application (public): /refound?code=... */
export default function RefundPage() {
  usePhoneViewport();
  const [search] = useSearchParams();
  const code = search.get('code') ?? '';
  const { message } = App.useApp();
  const [state, setState] = useState<{ data?: CustomerRefundDetail; error?: string }>({});
  const [reason, setReason] = useState(REFUND_DEFAULT_REASON_INDEX);
  const [text, setText] = useState('');
  const [busy, setBusy] = useState(false);
  const [done, setDone] = useState(false);

  useEffect(() => {
    document.title = '申请退款';
    if (!code) return setState({ error: '订单不存在' });
    customerApi.refundDetail(code).then(
      (data) => {
        setState({ data });
        // Index 1 is preselected; fall back to the first when the list is shorter.
        setReason(data.refundReason.length > REFUND_DEFAULT_REASON_INDEX ? REFUND_DEFAULT_REASON_INDEX : 0);
      },
      (e: Error) => setState({ error: e.message }),
    );
  }, [code]);

  const submit = async () => {
    const d = state.data!;
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

  if (state.error)
    return (
      <div className="h5o">
        <div className="h5o-msg">{state.error}</div>
      </div>
    );
  const d = state.data;
  if (!d)
    return (
      <div className="h5o">
        <div className="h5o-msg">加载中…</div>
      </div>
    );
  return (
    <div className="h5o">
      <div className="h5o-bar">申请退款</div>
      <div className="h5o-card">
        <div className="h5o-row">
          <span>景区名称</span>
          <span data-testid="sc-name">{d.scName}</span>
        </div>
        <div className="h5o-row">
          <span>退款数量</span>
          <span data-testid="refund-num">{d.refundNum}</span>
        </div>
        <div className="h5o-row">
          <span>主订单号</span>
          <span>{d.orderMainId}</span>
        </div>
        <div className="h5o-row">
          <span>可退金额</span>
          <span className="h5o-money" data-testid="refund-money">
            ¥{centsToYuan(d.money)}
          </span>
        </div>
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
