import { useEffect, useState } from 'react';
import { useSearchParams } from '../kit/router.tsx';
import { Button, useFeedback } from '../kit/index.ts';
import { BREAKFAST_TEXT, MSG, ORDER_STATUS, TOAST_MS, centsToYuan } from '@yym/contract';
import { useQueryOf } from '../../app/data.ts';
import { storeHotelApi } from './api.ts';
import { H5Row, PayButton, PayDeadlineNote, SandboxPayRow, notReady } from '../parts.tsx';
import '../order/order.css';
import './hotel.css';

/** The customer's hotel order (public, by its code): pay in the sandbox cashier, the hotel's confirmation state, cancel within the rule. */
export default function HotelOrderPage() {
  const [search] = useSearchParams();
  const code = search.get('code') ?? '';
  const { message, modal } = useFeedback();
  const valid = /^[\w-]{10,40}$/.test(code);
  const order = useQueryOf('h5-hotel-order', [code], () => storeHotelApi.order(code), { enabled: valid });
  const [busy, setBusy] = useState(false);
  useEffect(() => {
    document.title = '酒店订单';
  }, []);

  const run = async (p: () => Promise<unknown>, ok: string) => {
    setBusy(true);
    try {
      await p();
      void message.success(ok, TOAST_MS / 1000);
      void order.refetch();
    } catch (e) {
      void message.warning((e as Error).message || MSG.unknownError, TOAST_MS / 1000);
    } finally {
      setBusy(false);
    }
  };
  const cancel = () =>
    modal.confirm({
      title: '取消预订',
      content:
        order.data?.orderStatus === ORDER_STATUS.PENDING_PAYMENT ? '确定取消该订单吗?' : '确定取消预订吗?款项将原路退回(1-7个工作日到账)。',
      okText: '确定取消',
      cancelText: '再想想',
      onOk: () => run(() => storeHotelApi.cancel(code), '已取消'),
    });

  const o = order.data;
  const wait = notReady(order, valid ? null : '订单不存在');
  if (wait || !o) return wait;
  const unpaid = o.orderStatus === ORDER_STATUS.PENDING_PAYMENT;
  return (
    <div className="h5o" style={{ paddingBottom: 90 }}>
      <div className="h5o-bar">酒店订单</div>
      <div className="h5o-card" style={{ textAlign: 'center' }}>
        <div className="h5o-state" data-testid="h5-order-state">
          {o.confirmText}
        </div>
        <div className="h5o-money" style={{ fontSize: 28 }} data-testid="h5-order-amount">
          ¥{centsToYuan(o.totalMoney)}
        </div>
        {o.orderStatus === ORDER_STATUS.CONFIRMING && <div className="h5o-note">已付款,酒店确认后将短信通知您</div>}
      </div>
      <div className="h5o-card">
        <h3>{o.hotelName}</h3>
        <div className="h5h-sub" style={{ marginBottom: 8 }}>
          {o.hotelAddress}
          {o.hotelPhone ? ` · ${o.hotelPhone}` : ''}
        </div>
        <H5Row label="房型">
          {o.roomTypeName} · {o.planName} · {BREAKFAST_TEXT(o.breakfast)}
        </H5Row>
        <H5Row label="入住">
          {o.checkIn} 至 {o.checkOut}({o.nights}晚 {o.rooms}间)
        </H5Row>
        <H5Row label="入住人">{o.guests.join('、')}</H5Row>
        <H5Row label="联系人">
          {o.contactName} {o.contactPhone}
        </H5Row>
        <H5Row label="订单号">{o.orderNo}</H5Row>
        <H5Row label="取消规则">{o.cancelText}</H5Row>
      </div>
      {unpaid && (
        <div className="h5o-card">
          <h3>支付方式</h3>
          <SandboxPayRow />
          <PayDeadlineNote />
        </div>
      )}
      <div className="h5o-foot" style={{ display: 'flex', gap: 8, justifyContent: 'center' }}>
        {o.cancellable && (
          <Button
            size="large"
            onClick={cancel}
            disabled={busy}
            data-testid="h5-order-cancel"
            style={{ flex: unpaid ? '0 0 34%' : 1, maxWidth: 460 }}
          >
            取消订单
          </Button>
        )}
        {unpaid && (
          <PayButton
            cents={o.totalMoney}
            loading={busy}
            onClick={() => void run(() => storeHotelApi.paySandbox(code), '支付成功')}
            data-testid="h5-order-pay"
            style={{ flex: 1, maxWidth: 460 }}
          />
        )}
      </div>
    </div>
  );
}
