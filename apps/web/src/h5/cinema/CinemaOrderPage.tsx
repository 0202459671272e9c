import { useEffect, useState } from 'react';
import { Link, useSearchParams } from '../kit/router.tsx';
import { useFeedback } from '../kit/index.ts';
import { MSG, ORDER_STATUS, TOAST_MS, centsToYuan } from '@yym/contract';
import { useQueryOf } from '../../app/data.ts';
import { H5Row, PayButton, SandboxPayRow, notReady } from '../parts.tsx';
import { storeCinemaApi } from './api.ts';
import '../order/order.css';
import './cinema.css';

/** The customer's ticket order (public, by its code): the seats, pay in the sandbox cashier before the hold ends. */
export default function CinemaOrderPage() {
  const [search] = useSearchParams();
  const code = search.get('code') ?? '';
  const { message } = useFeedback();
  const valid = /^[\w-]{10,64}$/.test(code);
  const order = useQueryOf('h5-cinema-order', [code], () => storeCinemaApi.order(code), { enabled: valid });
  const [busy, setBusy] = useState(false);
  useEffect(() => {
    document.title = '我的影票';
  }, []);
  const pay = async () => {
    setBusy(true);
    try {
      await storeCinemaApi.paySandbox(code);
      void message.success('支付成功', TOAST_MS / 1000);
      void order.refetch();
    } catch (e) {
      void message.warning((e as Error).message || MSG.unknownError, TOAST_MS / 1000);
    } finally {
      setBusy(false);
    }
  };
  const o = order.data;
  const wait = notReady(order, valid ? null : '订单不存在');
  if (wait || !o) return wait;
  const unpaid = o.orderStatus === ORDER_STATUS.PENDING_PAYMENT;
  return (
    <div className="h5o" style={{ paddingBottom: unpaid ? 90 : 16 }}>
      <div className="h5o-bar">影票订单</div>
      <div className="h5o-card" style={{ textAlign: 'center' }}>
        <div className="h5o-state" data-testid="h5-cin-state">
          {unpaid ? '待支付' : o.statusText}
        </div>
        <div className="h5o-money" style={{ fontSize: 28 }}>
          ¥{centsToYuan(o.totalMoney)}
        </div>
        {unpaid && o.payDeadline && <div className="h5o-note">座位已为您锁定,请在 {o.payDeadline} 前完成支付,超时座位将释放</div>}
      </div>
      <div className="h5o-card">
        <h3>{o.filmName}</h3>
        <H5Row label="影院">{o.cinemaName}</H5Row>
        <H5Row label="影厅">{o.hallName}</H5Row>
        <H5Row label="开场">{o.startTime}</H5Row>
        <H5Row label="座位" testId="h5-cin-seats">
          {o.seats.join('、')}
        </H5Row>
        <H5Row label="订单号">{o.orderNo}</H5Row>
        {!unpaid && (
          <div style={{ textAlign: 'right', marginTop: 8 }}>
            <Link to={`/orderDetail?code=${encodeURIComponent(code)}`}>订单详情 / 退票</Link>
          </div>
        )}
      </div>
      {unpaid && (
        <>
          <div className="h5o-card">
            <h3>支付方式</h3>
            <SandboxPayRow />
          </div>
          <div className="h5o-foot">
            <PayButton cents={o.totalMoney} loading={busy} block onClick={() => void pay()} data-testid="h5-cin-pay" />
          </div>
        </>
      )}
    </div>
  );
}
