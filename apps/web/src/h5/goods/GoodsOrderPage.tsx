import { useEffect, useState } from 'react';
import { useSearchParams } from '../kit/router.tsx';
import { Button, Popconfirm, Timeline, useFeedback } from '../kit/index.ts';
import { STOREFRONT_MSG, TOAST_MS, centsToYuan } from '@yym/contract';
import QRCode from 'qrcode';
import { useCache, useQueryOf } from '../../app/data.ts';
import { H5Row, errorOf, notReady } from '../parts.tsx';
import { storeGoodsApi, type StoreGoodsOrder } from './api.ts';
import '../order/order.css';

function Code({ text }: { text: string }) {
  const [src, setSrc] = useState('');
  useEffect(() => {
    void QRCode.toDataURL(text, { width: 180 }).then(setSrc);
  }, [text]);
  return src ? <img src={src} alt="核销码" width={180} height={180} /> : null;
}

/** The customer's order `/h5/goodsOrder?code=`: what was bought, the parcel with its tracking and 确认收货, or the codes to redeem. */
export default function GoodsOrderPage() {
  const [search] = useSearchParams();
  const code = search.get('code') ?? '';
  const valid = /^[\w-]{10,40}$/.test(code);
  const { message } = useFeedback();
  const { set } = useCache();
  const q = useQueryOf('h5-goods-order', [code], () => storeGoodsApi.order(code), { enabled: valid });
  const [busy, setBusy] = useState(false);
  useEffect(() => {
    document.title = '我的订单';
  }, []);
  const wait = notReady(q, valid ? null : STOREFRONT_MSG.linkIncomplete);
  if (wait || !q.data) return wait;
  const o = q.data;
  const confirm = async () => {
    setBusy(true);
    try {
      set<StoreGoodsOrder>('h5-goods-order', [code], await storeGoodsApi.confirm(code));
      void message.success('已确认收货', TOAST_MS / 1000);
    } catch (e) {
      void message.warning(errorOf(e), TOAST_MS / 1000);
    } finally {
      setBusy(false);
    }
  };
  return (
    <div className="h5o">
      <div className="h5o-card">
        <h2 style={{ margin: '4px 0' }} data-testid="h5-go-status">
          {o.orderStatusText}
        </h2>
        <H5Row label="订单号">{o.orderNo}</H5Row>
        <H5Row label="商品">{`${o.productName} · ${o.skuName} × ${o.quantity}`}</H5Row>
        {o.playDate && <H5Row label="出发日期">{o.playDate}</H5Row>}
        {o.freight > 0 && (
          <H5Row label="运费" money>
            ¥{centsToYuan(o.freight)}
          </H5Row>
        )}
        <H5Row label="实付" money>
          ¥{centsToYuan(o.totalMoney)}
        </H5Row>
        <H5Row label="下单时间">{o.createTime}</H5Row>
      </div>
      {o.receiverName && (
        <div className="h5o-card">
          <div>
            {o.receiverName} {o.receiverPhone}
          </div>
          <div className="h5o-note">
            {o.regionName}
            {o.address}
          </div>
        </div>
      )}
      {o.trackingNo && (
        <div className="h5o-card">
          <H5Row label="物流" testId="h5-go-tracking">{`${o.expressName} ${o.trackingNo}`}</H5Row>
          {o.track.length === 0 && <div className="h5o-note">暂无物流轨迹,请稍后再看</div>}
          {o.track.length > 0 && (
            <Timeline
              style={{ marginTop: 12 }}
              items={o.track.map((s) => ({
                children: (
                  <span style={{ fontSize: 13 }}>
                    {s.time} {s.text}
                  </span>
                ),
              }))}
            />
          )}
          {o.canConfirm && (
            <Popconfirm title="确认已收到商品?" onConfirm={confirm}>
              <Button type="primary" block size="large" loading={busy} style={{ marginTop: 12 }} data-testid="h5-go-confirm">
                确认收货
              </Button>
            </Popconfirm>
          )}
        </div>
      )}
      {o.codes.length > 0 && (
        <div className="h5o-card" style={{ textAlign: 'center' }}>
          <div className="h5o-note">出示核销码使用(共{o.codes.length}份)</div>
          {o.codes.map((c) => (
            <div key={c} data-testid="h5-go-code">
              <Code text={c} />
            </div>
          ))}
        </div>
      )}
    </div>
  );
}
