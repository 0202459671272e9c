import { useEffect, useState } from 'react';
import { Link, useNavigate, useSearchParams } from '../kit/router.tsx';
import { Button, Input, InputNumber, Progress } from '../kit/index.ts';
import { SECKILL_STATUS, centsToYuan, chinaToday } from '@yym/contract';
import { customerToken, seckillH5, type StoreSeckillItem } from './api.ts';
import { CouponChooser, type ChosenCoupon } from '../coupon/CouponChooser.tsx';
import { errorOf, H5Spin, H5Empty, useCountdownRead } from '../parts.tsx';
import './seckill.css';

const pad = (n: number) => String(n).padStart(2, '0');
/** Milliseconds as 天 HH:MM:SS. */
function clock(ms: number) {
  const s = Math.max(0, Math.floor(ms / 1000));
  const d = Math.floor(s / 86400);
  const t = `${pad(Math.floor((s % 86400) / 3600))}:${pad(Math.floor((s % 3600) / 60))}:${pad(s % 60)}`;
  return d ? `${d}天 ${t}` : t;
}

/** The buy sheet: play date, quantity (within the limit), contact name, a coupon; then the cashier. */
function BuySheet({
  tenantId,
  item,
  onDone,
  onError,
}: {
  tenantId: string;
  item: StoreSeckillItem;
  onDone: (code: string) => void;
  onError: (m: string) => void;
}) {
  const [date, setDate] = useState(chinaToday());
  const [quantity, setQuantity] = useState(1);
  const [name, setName] = useState('');
  const [busy, setBusy] = useState(false);
  const [coupon, setCoupon] = useState<ChosenCoupon | null>(null);
  const total = item.seckillPrice * quantity;
  const submit = async () => {
    setBusy(true);
    try {
      const o = await seckillH5.buy({
        seckillId: item.seckillId,
        goodsId: item.goodsId,
        touristDate: date,
        quantity,
        contactName: name.trim(),
        couponId: coupon?.id,
      });
      onDone(o.code);
    } catch (e) {
      onError(errorOf(e));
    } finally {
      setBusy(false);
    }
  };
  return (
    <div className="h5s-sheet" data-testid="sk-sheet">
      <div className="row">
        <b>{item.productName}</b>
        <span className="h5s-price">¥{centsToYuan(item.seckillPrice)}</span>
      </div>
      <div className="row">
        <span>游玩日期</span>
        <Input type="date" value={date} min={chinaToday()} onChange={(e) => setDate(e.target.value)} style={{ width: 170 }} />
      </div>
      <div className="row">
        <span>数量(每人限购{item.limitNum}件)</span>
        <InputNumber min={1} max={Math.min(item.limitNum, item.remaining)} value={quantity} onChange={(v) => setQuantity(v ?? 1)} />
      </div>
      <Input placeholder="联系人姓名" value={name} maxLength={50} onChange={(e) => setName(e.target.value)} />
      <CouponChooser tenantId={tenantId} productId={item.productId} amount={total} quantity={quantity} onChange={setCoupon} />
      <div className="row">
        <span>
          合计{' '}
          <b className="h5s-price" data-testid="sk-total">
            ¥{centsToYuan(Math.max(0, total - (coupon?.off ?? 0)))}
          </b>
        </span>
        <Button type="primary" danger loading={busy} onClick={() => void submit()} data-testid="sk-submit">
          提交订单
        </Button>
      </div>
    </div>
  );
}

/** 限时秒杀 (storefront, 390×844): running and upcoming items with a live countdown, remaining stock, buy. */
export default function SeckillHomePage() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const tenantId = params.get('tenantId') ?? '100001';
  const [msg, setMsg] = useState('');
  const [buying, setBuying] = useState<string | null>(null);
  const { home, now, fetchedAt } = useCountdownRead('h5-seckill', tenantId, () => seckillH5.home(tenantId));
  const items = home.data?.items ?? [];
  const left = (i: StoreSeckillItem) => i.countdownMs - (now - fetchedAt);
  // A countdown that ran out changes the item's state: ask the server again.
  useEffect(() => {
    if (items.some((i) => left(i) <= 0 && left(i) > -1500)) void home.refetch();
  });
  const loggedIn = !!customerToken.get();

  return (
    <div className="h5s-page">
      <div className="h5s-head">
        <h2>限时秒杀</h2>
        <div>好价限时抢,售完即止</div>
      </div>
      {msg && (
        <div className="h5s-msg" role="alert">
          {msg}
        </div>
      )}
      <div className="h5s-list">
        {home.isLoading ? <H5Spin /> : !items.length && <H5Empty text="暂无秒杀活动" />}
        {items.map((i) => {
          const running = i.activityStatus === SECKILL_STATUS.RUNNING;
          const soldOut = i.remaining <= 0;
          const key = `${i.seckillId}-${i.goodsId}`;
          return (
            <div key={key}>
              <div className="h5s-item" data-testid="sk-item">
                {i.image ? (
                  <img className="h5s-img" src={i.image} alt={i.productName} loading="lazy" decoding="async" />
                ) : (
                  <div className="h5s-img">秒杀</div>
                )}
                <div className="h5s-body">
                  <div className="h5s-name">{i.productName}</div>
                  <div className="h5s-sku">
                    {i.name} · {i.skuName}
                  </div>
                  <div className={running ? 'h5s-count' : 'h5s-count soon'} data-testid="sk-countdown">
                    {running ? '距结束 ' : '距开始 '}
                    {clock(left(i))}
                  </div>
                  <div className="h5s-price" data-testid="sk-price">
                    ¥{centsToYuan(i.seckillPrice)}
                    <s>¥{centsToYuan(i.originalPrice)}</s>
                  </div>
                  <div className="h5s-foot">
                    <div className="h5s-left">
                      <span data-testid="sk-remaining">剩余 {i.remaining} 件</span>
                      <Progress
                        percent={Math.round(((i.stock - i.remaining) / i.stock) * 100)}
                        size="small"
                        showInfo={false}
                        strokeColor="#f5222d"
                      />
                    </div>
                    <Button
                      type="primary"
                      danger
                      size="small"
                      disabled={!running || soldOut}
                      data-testid="sk-buy"
                      onClick={() => {
                        setMsg('');
                        if (!loggedIn) return setMsg('请先登录后抢购');
                        setBuying(buying === key ? null : key);
                      }}
                    >
                      {soldOut ? '已抢光' : running ? '立即抢购' : '即将开始'}
                    </Button>
                  </div>
                </div>
              </div>
              {buying === key && (
                <BuySheet tenantId={tenantId} item={i} onDone={(code) => navigate(`/h5/pay?code=${code}`)} onError={setMsg} />
              )}
            </div>
          );
        })}
        {!loggedIn && (
          <div style={{ textAlign: 'center', padding: 8 }}>
            <Link to={`/h5/member?tenantId=${tenantId}`}>登录后抢购</Link>
          </div>
        )}
      </div>
    </div>
  );
}
