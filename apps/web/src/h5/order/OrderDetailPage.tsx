import { useEffect, useState } from 'react';
import { Link, useNavigate, useSearchParams } from '../kit/router.tsx';
import { Button, Modal, useFeedback } from '../kit/index.ts';
import QRCode from 'qrcode';
import { CUSTOMER_CANCELLABLE, centsToYuan, certificateTypeText, type CustomerOrderStatus } from '@yym/contract';
import { useQueryOf } from '../../app/data.ts';
import { customerApi } from './api.ts';
import { H5Row, notReady, unusableWeekdays } from '../parts.tsx';
import './order.css';
import { copyText } from '../../app/clipboard.ts';

/** Save an image the way a phone browser can: a download of the data URL. */
function saveImage(dataUrl: string, name: string) {
  const a = document.createElement('a');
  a.href = dataUrl;
  a.download = name;
  a.click();
}

function QrBlock({ text, label }: { text: string; label: string }) {
  const [url, setUrl] = useState('');
  useEffect(() => {
    void QRCode.toDataURL(text, { width: 336, margin: 1 }).then(setUrl);
  }, [text]);
  if (!url) return null;
  return (
    <div className="h5o-qr">
      <img src={url} alt={label} data-testid="order-qr" />
      <span className="h5o-note">{label}</span>
      <Button size="small" onClick={() => saveImage(url, `${label}.png`)}>
        保存到相册
      </Button>
    </div>
  );
}

/** A rendered picture of the assist code, so it can be saved like the QR code. */
function assistImage(code: string): string {
  const c = document.createElement('canvas');
  c.width = 360;
  c.height = 120;
  const g = c.getContext('2d');
  if (!g) return '';
  g.fillStyle = '#fff';
  g.fillRect(0, 0, 360, 120);
  g.fillStyle = '#222';
  g.font = 'bold 40px sans-serif';
  g.textAlign = 'center';
  g.fillText(code, 180, 75);
  return c.toDataURL('image/png');
}

/** Customer order detail (public): /orderDetail?code=... */
export default function OrderDetailPage() {
  const [search] = useSearchParams();
  const code = search.get('code') ?? '';
  const navigate = useNavigate();
  const { message } = useFeedback();
  const order = useQueryOf('h5-order-detail', [code], () => customerApi.order(code), { enabled: !!code });
  const [allGuests, setAllGuests] = useState(false);
  const [dialog, setDialog] = useState<'notice' | 'merchant' | null>(null);

  useEffect(() => {
    document.title = '订单详情';
  }, []);

  const o = order.data;
  const wait = notReady(order, code ? null : '订单不存在');
  if (wait || !o) return wait;
  const p = o.product;
  const guests = allGuests ? o.spOrder : o.spOrder.slice(0, 1);
  const card = o.orderKind === 'ecard';
  const cancellable = CUSTOMER_CANCELLABLE.includes(o.orderState as CustomerOrderStatus);

  return (
    <div className="h5o">
      <div className="h5o-bar">订单详情</div>
      <div className="h5o-card">
        <div className="h5o-state" data-testid="order-state">
          {o.orderState}
        </div>
        <H5Row label={p.prdName}>{p.skuName}</H5Row>
      </div>

      <div className="h5o-card">
        <H5Row label="支付金额" money testId="pay-money">
          ¥{centsToYuan(o.totalMoney)}
        </H5Row>
        {!!o.couponDiscount && (
          <H5Row label="优惠券" testId="coupon-discount">
            -¥{centsToYuan(o.couponDiscount)}
          </H5Row>
        )}
        <H5Row label={card ? '单价' : '门票单价'}>¥{centsToYuan(o.ticketprice)}</H5Row>
        <H5Row label="购买数量">{o.orderNum}</H5Row>
        {card ? (
          <H5Row label="卡号与有效期">
            <Link to="/h5/ecard?tab=pack">在「我的卡包」查看</Link>
          </H5Row>
        ) : (
          <>
            <H5Row label="有效日期">{o.playDate}</H5Row>
            <H5Row label="不可用星期">{unusableWeekdays(p.weekly)}</H5Row>
            <H5Row label="不可用日期">{p.disDate ? p.disDate.split(',').join('、') : '无'}</H5Row>
          </>
        )}
      </div>

      {(o.spOrder.some((g) => g.qrCode) || o.assistCode) && (
        <div className="h5o-card">
          <h3>入园凭证</h3>
          {o.spOrder
            .filter((g) => g.qrCode)
            .map((g, i) => (
              <QrBlock key={g.id} text={g.qrCode} label={`${g.guestName ?? '游客'}-入园码${i + 1}`} />
            ))}
          {o.assistCode && (
            <div className="h5o-qr">
              <span className="h5o-note">辅助码</span>
              <span className="h5o-assist" data-testid="assist-code">
                {o.assistCode}
              </span>
              <Button size="small" onClick={() => saveImage(assistImage(o.assistCode), `辅助码-${o.assistCode}.png`)}>
                保存到相册
              </Button>
            </div>
          )}
        </div>
      )}

      <div className="h5o-card">
        {!card && <H5Row label="入园时间">{p.etPkTime || '-'}</H5Row>}
        {!card && <H5Row label="入园地址">{p.etPkAddress || '-'}</H5Row>}
        <H5Row label="退改规则">{p.cancelOrderText || p.cancelOrderDesc || '-'}</H5Row>
      </div>

      <div className="h5o-card">
        <h3>{card ? '持卡人' : '游客信息'}</h3>
        {guests.map((g) => (
          <div key={g.id} className="h5o-row" data-testid="guest">
            <span>{g.guestName ?? '-'}</span>
            <span>{g.guestCardNum ? `${certificateTypeText(g.guestCardType ?? 1)} ${g.guestCardNum}` : (g.guestPhone ?? '')}</span>
          </div>
        ))}
        {o.spOrder.length > 1 && (
          <Button type="link" block onClick={() => setAllGuests((v) => !v)}>
            {allGuests ? '收起' : `展开全部(${o.spOrder.length})`}
          </Button>
        )}
      </div>

      <div className="h5o-card">
        <H5Row label="订单编号">
          <span data-testid="order-no">{o.orderMainId}</span>{' '}
          <Button
            size="small"
            type="link"
            onClick={() =>
              void copyText(o.orderMainId).then((ok) => (ok ? message.success('复制成功') : message.warning('复制失败,请长按订单号复制')))
            }
          >
            复制
          </Button>
        </H5Row>
        <H5Row label="下单时间">{o.orderCreateTime}</H5Row>
        <H5Row label="发票">
          <a href={`/h5/invoice?code=${encodeURIComponent(o.code)}`} data-testid="invoice-link">
            申请发票
          </a>
        </H5Row>
        <H5Row label="联系人">
          {o.linkName} {o.contactPhone}
        </H5Row>
      </div>

      <div className="h5o-foot">
        <Button onClick={() => setDialog('notice')}>购买须知</Button>
        <Button onClick={() => setDialog('merchant')}>联系商家</Button>
        {cancellable && (
          <Button type="primary" danger onClick={() => navigate(`/refound?code=${encodeURIComponent(o.code)}`)}>
            取消订单
          </Button>
        )}
      </div>

      <Modal open={dialog === 'notice'} title="购买须知" footer={null} onCancel={() => setDialog(null)}>
        {[
          ['预订须知', p.advText],
          ['入园须知', p.etText],
          ['费用包含', p.costDesc],
          ['费用不含', p.costNotDesc],
          ['退改说明', p.cancelOrderText],
          ['其他说明', p.otDesc],
        ]
          .filter(([, v]) => v)
          .map(([k, v]) => (
            <p key={k}>
              <b>{k}:</b>
              {v}
            </p>
          ))}
      </Modal>
      <Modal open={dialog === 'merchant'} title="联系商家" footer={null} onCancel={() => setDialog(null)}>
        <p>{o.merchant.name}</p>
        <p>客服电话:{o.merchant.phone ? <a href={`tel:${o.merchant.phone}`}>{o.merchant.phone}</a> : '-'}</p>
      </Modal>
    </div>
  );
}
