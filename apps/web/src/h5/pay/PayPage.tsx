import { useEffect, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { App, Button } from 'antd';
import { MSG, ORDER_STATUS as S, TOAST_MS, centsToYuan, orderStatusText } from '@yym/contract';
import { customerApi, type CustomerOrder } from '../order/api.ts';
import { storeProductApi } from '../product/api.ts';
import '../order/order.css';

/**
 * The sandbox cashier (public): /h5/pay?code=... shows what is paid for and the amount; 确认支付 has the
 * sandbox provider pay it, then the customer goes to the order detail with the tickets.
 */
export default function PayPage() {
  const [search] = useSearchParams();
  const code = search.get('code') ?? '';
  const navigate = useNavigate();
  const { message } = App.useApp();
  const [state, setState] = useState<{ o?: CustomerOrder; error?: string }>({});
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    document.title = '收银台';
    // Arriving from the product page's bottom button: start at the top, where the amount is.
    window.scrollTo(0, 0);
    if (!/^[\w-]{10,40}$/.test(code)) return setState({ error: '订单不存在' });
    customerApi.order(code).then((o) => setState({ o }), (e: Error) => setState({ error: e.message }));
  }, [code]);

  const detail = () => {
    window.scrollTo(0, 0);
    navigate(`/orderDetail?code=${encodeURIComponent(code)}`);
  };
  const pay = async () => {
    setBusy(true);
    try {
      await storeProductApi.paySandbox(code);
      void message.success('支付成功', TOAST_MS / 1000);
      detail();
    } catch (e) {
      void message.warning((e as Error).message || MSG.unknownError, TOAST_MS / 1000);
      setBusy(false);
    }
  };

  if (state.error) return <div className="h5o"><div className="h5o-msg">{state.error}</div></div>;
  const o = state.o;
  if (!o) return <div className="h5o"><div className="h5o-msg">加载中…</div></div>;
  const unpaid = o.orderStatus === S.PENDING_PAYMENT;
  return (
    <div className="h5o">
      <div className="h5o-bar">收银台</div>
      <div className="h5o-card" style={{ textAlign: 'center' }}>
        <div className="h5o-note">应付金额</div>
        <div className="h5o-money" style={{ fontSize: 32 }} data-testid="pay-amount">¥{centsToYuan(o.totalMoney)}</div>
        {!unpaid && <div className="h5o-state" data-testid="pay-state">{orderStatusText(o.orderStatus)}</div>}
      </div>
      <div className="h5o-card">
        <div className="h5o-row"><span>商品</span><span>{o.product.prdName}{o.product.skuName ? ` · ${o.product.skuName}` : ''}</span></div>
        <div className="h5o-row"><span>游玩日期</span><span>{o.playDate}</span></div>
        <div className="h5o-row"><span>数量</span><span>{o.orderNum} 张</span></div>
        <div className="h5o-row"><span>订单号</span><span>{o.orderMainId}</span></div>
        <div className="h5o-row"><span>联系人</span><span>{o.linkName} {o.contactPhone}</span></div>
      </div>
      <div className="h5o-card">
        <h3>支付方式</h3>
        <div className="h5o-row"><span>沙箱支付</span><span className="h5o-note">测试环境,不产生真实扣款</span></div>
        {unpaid && <div className="h5o-note">请尽快完成支付,超时未支付的订单将自动关闭。</div>}
      </div>
      <div className="h5o-foot">
        {unpaid
          ? <Button type="primary" size="large" block loading={busy} onClick={() => void pay()} data-testid="pay-confirm" style={{ maxWidth: 460 }}>确认支付 ¥{centsToYuan(o.totalMoney)}</Button>
          : <Button size="large" block onClick={detail} style={{ maxWidth: 460 }}>查看订单</Button>}
      </div>
    </div>
  );
}
