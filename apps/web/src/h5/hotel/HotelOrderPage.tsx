import { useCallback, useEffect, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { App, Button, Modal } from 'antd';
import { BREAKFAST_TEXT, MSG, ORDER_STATUS, TOAST_MS, centsToYuan } from '@yym/contract';
import { storeHotelApi, type StoreHotelOrder } from './api.ts';
import { usePhoneViewport } from '../viewport.ts';
import '../order/order.css';
import './hotel.css';

/** The customer's hotel order (public, by its code): pay in the sandbox cashier, the hotel's confirmation state, cancel within the rule. */
export default function HotelOrderPage() {
  usePhoneViewport();
  const [search] = useSearchParams();
  const code = search.get('code') ?? '';
  const { message } = App.useApp();
  const [state, setState] = useState<{ o?: StoreHotelOrder; error?: string }>({});
  const [busy, setBusy] = useState(false);
  const load = useCallback(() => {
    if (!/^[\w-]{10,40}$/.test(code)) return setState({ error: '订单不存在' });
    storeHotelApi.order(code).then(
      (o) => setState({ o }),
      (e: Error) => setState({ error: e.message }),
    );
  }, [code]);
  useEffect(() => {
    document.title = '酒店订单';
    load();
  }, [load]);

  const run = async (p: () => Promise<unknown>, ok: string) => {
    setBusy(true);
    try {
      await p();
      void message.success(ok, TOAST_MS / 1000);
      load();
    } catch (e) {
      void message.warning((e as Error).message || MSG.unknownError, TOAST_MS / 1000);
    } finally {
      setBusy(false);
    }
  };
  const cancel = () =>
    Modal.confirm({
      title: '取消预订',
      content:
        state.o?.orderStatus === ORDER_STATUS.PENDING_PAYMENT ? '确定取消该订单吗?' : '确定取消预订吗?款项将原路退回(1-7个工作日到账)。',
      okText: '确定取消',
      cancelText: '再想想',
      onOk: () => run(() => storeHotelApi.cancel(code), '已取消'),
    });

  if (state.error)
    return (
      <div className="h5o">
        <div className="h5o-msg">{state.error}</div>
      </div>
    );
  const o = state.o;
  if (!o)
    return (
      <div className="h5o">
        <div className="h5o-msg">加载中…</div>
      </div>
    );
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
        <div className="h5o-row">
          <span>房型</span>
          <span>
            {o.roomTypeName} · {o.planName} · {BREAKFAST_TEXT(o.breakfast)}
          </span>
        </div>
        <div className="h5o-row">
          <span>入住</span>
          <span>
            {o.checkIn} 至 {o.checkOut}({o.nights}晚 {o.rooms}间)
          </span>
        </div>
        <div className="h5o-row">
          <span>入住人</span>
          <span>{o.guests.join('、')}</span>
        </div>
        <div className="h5o-row">
          <span>联系人</span>
          <span>
            {o.contactName} {o.contactPhone}
          </span>
        </div>
        <div className="h5o-row">
          <span>订单号</span>
          <span>{o.orderNo}</span>
        </div>
        <div className="h5o-row">
          <span>取消规则</span>
          <span>{o.cancelText}</span>
        </div>
      </div>
      {unpaid && (
        <div className="h5o-card">
          <h3>支付方式</h3>
          <div className="h5o-row">
            <span>沙箱支付</span>
            <span className="h5o-note">测试环境,不产生真实扣款</span>
          </div>
          <div className="h5o-note">请尽快完成支付,超时未支付的订单将自动关闭。</div>
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
          <Button
            type="primary"
            size="large"
            loading={busy}
            onClick={() => void run(() => storeHotelApi.paySandbox(code), '支付成功')}
            data-testid="h5-order-pay"
            style={{ flex: 1, maxWidth: 460 }}
          >
            确认支付 ¥{centsToYuan(o.totalMoney)}
          </Button>
        )}
      </div>
    </div>
  );
}
