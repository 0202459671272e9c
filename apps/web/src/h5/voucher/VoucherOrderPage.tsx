import { useEffect, useState } from 'react';
import { useSearchParams } from '../kit/router.tsx';
import { useFeedback } from '../kit/index.ts';
import QRCode from 'qrcode';
import { MSG, ORDER_STATUS, TOAST_MS, centsToYuan } from '@yym/contract';
import { useQueryOf } from '../../app/data.ts';
import { H5Row, PayButton, PayDeadlineNote, SandboxPayRow, notReady } from '../parts.tsx';
import { storeVoucherApi, type StoreVoucherOrder } from './api.ts';
import '../order/order.css';
import './voucher.css';

function Qr({ text }: { text: string }) {
  const [url, setUrl] = useState('');
  useEffect(() => {
    void QRCode.toDataURL(text, { width: 400, margin: 1 }).then(setUrl);
  }, [text]);
  return url ? <img src={url} alt="券码" data-testid="h5-vc-qr" /> : null;
}

function Voucher({ v, i, o }: { v: StoreVoucherOrder['vouchers'][number]; i: number; o: StoreVoucherOrder }) {
  return (
    <div className="h5v-voucher" data-testid={`h5-vc-voucher-${i}`}>
      <div>
        {o.kind === 'gpv' ? v.name : `第${i + 1}张`} · {v.ticketStatusText}
      </div>
      {v.qr ? (
        <Qr text={v.qr} />
      ) : (
        <div className="h5o-note">{o.orderStatus === ORDER_STATUS.PENDING_PAYMENT ? '支付后显示券码' : '暂不可使用'}</div>
      )}
      {o.kind === 'package' && (
        <div className="h5v-uses" data-testid={`h5-vc-left-${i}`}>
          剩余 {v.usesLeft}/{v.uses} 次
        </div>
      )}
    </div>
  );
}

/** The customer's voucher order (public, by its code): pay in the sandbox cashier, the merchant's confirmation, each voucher's QR. */
export default function VoucherOrderPage() {
  const [search] = useSearchParams();
  const code = search.get('code') ?? '';
  const { message } = useFeedback();
  const valid = /^[\w-]{10,64}$/.test(code);
  const order = useQueryOf('h5-voucher-order', [code], () => storeVoucherApi.order(code), { enabled: valid });
  const [busy, setBusy] = useState(false);
  useEffect(() => {
    document.title = '我的券';
  }, []);
  const pay = async () => {
    setBusy(true);
    try {
      await storeVoucherApi.paySandbox(code);
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
      <div className="h5o-bar">{o.kind === 'gpv' ? '团购券订单' : '套餐券订单'}</div>
      <div className="h5o-card" style={{ textAlign: 'center' }}>
        <div className="h5o-state" data-testid="h5-vc-state">
          {o.stateText}
        </div>
        <div className="h5o-money" style={{ fontSize: 28 }}>
          ¥{centsToYuan(o.totalMoney)}
        </div>
        {o.orderStatus === ORDER_STATUS.CONFIRMING && <div className="h5o-note">已付款,商家确认出票后将短信通知您</div>}
      </div>
      <div className="h5o-card">
        <h3>{o.itemName}</h3>
        <H5Row label="数量">{o.kind === 'gpv' ? `${o.quantity}人` : `${o.quantity}张`}</H5Row>
        <H5Row label="有效期">
          {o.validStart} 至 {o.validEnd}
        </H5Row>
        {o.poiName && <H5Row label="使用地点">{o.poiName}</H5Row>}
        <H5Row label="联系人">
          {o.contactName} {o.contactPhone}
        </H5Row>
        <H5Row label="订单号">{o.orderNo}</H5Row>
      </div>
      {!unpaid && (
        <div className="h5o-card">
          <h3>券码</h3>
          {o.vouchers.map((v, i) => (
            <Voucher key={v.id} v={v} i={i} o={o} />
          ))}
        </div>
      )}
      {unpaid && (
        <>
          <div className="h5o-card">
            <h3>支付方式</h3>
            <SandboxPayRow />
            <PayDeadlineNote />
          </div>
          <div className="h5o-foot">
            <PayButton cents={o.totalMoney} loading={busy} block onClick={() => void pay()} data-testid="h5-vc-pay" />
          </div>
        </>
      )}
    </div>
  );
}
