import { useEffect, useRef, useState } from 'react';
import { useNavigate, useSearchParams } from '../kit/router.tsx';
import { Button, Radio, useFeedback } from '../kit/index.ts';
import QRCode from 'qrcode';
import { MSG, ORDER_STATUS, TOAST_MS, centsToYuan, orderStatusText, type PayType } from '@yym/contract';
import { useCache, useQueryOf } from '../../app/data.ts';
import { customerApi, type CustomerOrder } from '../order/api.ts';
import { cashierApi } from './api.ts';
import { H5Row, PayButton, PayDeadlineNote, SANDBOX_NOTE, SandboxPayRow, notReady } from '../parts.tsx';
import '../order/order.css';

/** WeChat's in-app bridge (present inside WeChat): getBrandWCPayRequest takes the signed JSAPI parameters. */
type Bridge = { invoke(name: string, params: unknown, cb: (r: { err_msg?: string }) => void): void };
const wechatBridge = () => (window as unknown as { WeixinJSBridge?: Bridge }).WeixinJSBridge;
const POLL_MS = 1500;
const POLL_TIMES = 80;

/**
 * The cashier (public): /h5/pay?code=... shows what is paid for, the amount and the tenant's payment
 * methods switched on. WeChat Pay runs through WeChat's bridge, Alipay shows its QR code; the page then
 * waits for the provider's notice to pay the order. The sandbox (demo and tests only) pays at once.
 * The payer's id at the provider (WeChat openid) comes from the storefront's login there: `openid` in
 * the link, or kept in this tab's session.
 */
export default function PayPage() {
  const [search] = useSearchParams();
  const code = search.get('code') ?? '';
  const navigate = useNavigate();
  const { message } = useFeedback();
  const valid = /^[\w-]{10,40}$/.test(code);
  const order = useQueryOf('h5-pay-order', [code], () => customerApi.order(code), { enabled: valid });
  // no methods (none switched on, or the call failed): the sandbox pays
  const methodsRead = useQueryOf('h5-pay-methods', [code], () => cashierApi.methods(code).catch(() => []), { enabled: valid });
  const methods = methodsRead.data ?? [];
  const { set } = useCache();
  const [busy, setBusy] = useState(false);
  const [chosen, setMethod] = useState<string>('');
  const method = chosen || (methods[0]?.payType ?? '');
  const [qr, setQr] = useState('');
  const polling = useRef(false);
  const payerId = search.get('openid') ?? sessionStorage.getItem('yym-openid') ?? undefined;

  // biome-ignore lint/correctness/useExhaustiveDependencies: a new order code is a new arrival: to the top again, and a running wait for the old one stops
  useEffect(() => {
    document.title = '收银台';
    // Arriving from the product page's bottom button: start at the top, where the amount is.
    window.scrollTo(0, 0);
    return () => {
      polling.current = false;
    };
  }, [code]);

  const detail = () => {
    window.scrollTo(0, 0);
    // the goods area's orders (parcels with tracking, meal and line codes) have their own page
    navigate(`${search.get('then') === 'goods' ? '/h5/goodsOrder' : '/orderDetail'}?code=${encodeURIComponent(code)}`);
  };
  const paid = () => {
    void message.success('支付成功', TOAST_MS / 1000);
    detail();
  };
  /** The provider's notice pays the order on the server: ask until it has (or the customer leaves). */
  const waitPaid = async () => {
    polling.current = true;
    for (let i = 0; i < POLL_TIMES && polling.current; i++) {
      const o = await customerApi.order(code).catch(() => null);
      if (o && o.orderStatus !== ORDER_STATUS.PENDING_PAYMENT) {
        set<CustomerOrder>('h5-pay-order', [code], o);
        return paid();
      }
      await new Promise((r) => setTimeout(r, POLL_MS));
    }
    setBusy(false);
  };
  const pay = async () => {
    setBusy(true);
    try {
      if (method === 'sandbox' || !methods.length) {
        await customerApi.paySandbox(code);
        return paid();
      }
      const started = await cashierApi.start({ code, payType: method as PayType, payerId });
      if (method === 'wechat') {
        const bridge = wechatBridge();
        if (!bridge) throw new Error('请在微信中打开本页完成支付');
        const answer = await new Promise<string>((ok) =>
          bridge.invoke('getBrandWCPayRequest', started.payParams, (r) => ok(r.err_msg ?? '')),
        );
        if (!answer.endsWith(':ok')) throw new Error(answer.endsWith(':cancel') ? '已取消支付' : '支付未完成');
      } else if (typeof started.payParams.qrCode === 'string') {
        setQr(await QRCode.toDataURL(started.payParams.qrCode, { margin: 1, width: 220 }));
      }
      await waitPaid();
    } catch (e) {
      void message.warning((e as Error).message || MSG.unknownError, TOAST_MS / 1000);
      setBusy(false);
    }
  };

  const o = order.data;
  const wait = notReady(order, valid ? null : '订单不存在');
  if (wait || !o) return wait;
  const unpaid = o.orderStatus === ORDER_STATUS.PENDING_PAYMENT;
  return (
    <div className="h5o">
      <div className="h5o-bar">收银台</div>
      <div className="h5o-card" style={{ textAlign: 'center' }}>
        <div className="h5o-note">应付金额</div>
        <div className="h5o-money" style={{ fontSize: 32 }} data-testid="pay-amount">
          ¥{centsToYuan(o.totalMoney)}
        </div>
        {!unpaid && (
          <div className="h5o-state" data-testid="pay-state">
            {orderStatusText(o.orderStatus)}
          </div>
        )}
      </div>
      <div className="h5o-card">
        <H5Row label="商品">
          {o.product.prdName}
          {o.product.skuName ? ` · ${o.product.skuName}` : ''}
        </H5Row>
        <H5Row label="游玩日期">{o.playDate}</H5Row>
        <H5Row label="数量">{o.orderNum} 张</H5Row>
        <H5Row label="订单号">{o.orderMainId}</H5Row>
        <H5Row label="联系人">
          {o.linkName} {o.contactPhone}
        </H5Row>
      </div>
      <div className="h5o-card">
        <h3>支付方式</h3>
        {methods.length ? (
          <Radio.Group value={method} onChange={(e) => setMethod(e.target.value)} style={{ width: '100%' }} data-testid="pay-methods">
            {methods.map((m) => (
              <div className="h5o-row" key={m.payType}>
                <Radio value={m.payType}>{m.name}</Radio>
                {m.payType === 'sandbox' && <span className="h5o-note">{SANDBOX_NOTE}</span>}
              </div>
            ))}
          </Radio.Group>
        ) : (
          <SandboxPayRow />
        )}
        {qr && (
          <div style={{ textAlign: 'center' }}>
            <img src={qr} alt="支付宝扫码付款" width={220} height={220} />
            <div className="h5o-note">请使用支付宝扫码付款</div>
          </div>
        )}
        {unpaid && <PayDeadlineNote />}
      </div>
      <div className="h5o-foot">
        {unpaid ? (
          <PayButton
            cents={o.totalMoney}
            block
            loading={busy}
            onClick={() => void pay()}
            data-testid="pay-confirm"
            style={{ maxWidth: 460 }}
          />
        ) : (
          <Button size="large" block onClick={detail} style={{ maxWidth: 460 }}>
            查看订单
          </Button>
        )}
      </div>
    </div>
  );
}
