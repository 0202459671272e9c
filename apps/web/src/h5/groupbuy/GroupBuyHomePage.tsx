import { useState } from 'react';
import { Link, useNavigate, useSearchParams } from '../kit/router.tsx';
import { Button, Input } from '../kit/index.ts';
import { centsToYuan, chinaToday } from '@yym/contract';
import { customerToken, groupBuyH5, type GroupBuyGoods, type StoreGroupBuy } from './api.ts';
import { errorOf, H5Spin, H5Empty, useCountdownRead } from '../parts.tsx';
import './groupbuy.css';

const pad = (n: number) => String(n).padStart(2, '0');
function clock(ms: number) {
  const s = Math.max(0, Math.floor(ms / 1000));
  return `${pad(Math.floor(s / 3600))}:${pad(Math.floor((s % 3600) / 60))}:${pad(s % 60)}`;
}
interface Buying {
  a: StoreGroupBuy;
  g: GroupBuyGoods;
  groupId?: string;
}

/** The order sheet: play date and contact name; opening or joining places the order, then the cashier. */
function JoinSheet({ b, onDone, onError }: { b: Buying; onDone: (code: string) => void; onError: (m: string) => void }) {
  const [date, setDate] = useState(chinaToday());
  const [name, setName] = useState('');
  const [busy, setBusy] = useState(false);
  const submit = async () => {
    setBusy(true);
    try {
      const o = await groupBuyH5.join({
        groupBuyId: b.a.groupBuyId,
        goodsId: b.g.id,
        groupId: b.groupId,
        touristDate: date,
        quantity: 1,
        contactName: name.trim(),
      });
      onDone(o.code);
    } catch (e) {
      onError(errorOf(e));
    } finally {
      setBusy(false);
    }
  };
  return (
    <div className="h5g-sheet" data-testid="gb-sheet">
      <div className="row">
        <b>{b.groupId ? '参加拼团' : '发起拼团'}</b>
        <span className="h5g-price">¥{centsToYuan(b.g.groupPrice)}</span>
      </div>
      <div className="row">
        <span>游玩日期</span>
        <Input type="date" value={date} min={chinaToday()} onChange={(e) => setDate(e.target.value)} style={{ width: 170 }} />
      </div>
      <Input placeholder="联系人姓名" value={name} maxLength={50} onChange={(e) => setName(e.target.value)} />
      <Button type="primary" loading={busy} onClick={() => void submit()} data-testid="gb-submit" style={{ background: '#fa541c' }}>
        提交订单并支付
      </Button>
    </div>
  );
}

/** 拼团 (storefront, 390×844): running activities, group price, members needed, open groups with countdowns. */
export default function GroupBuyHomePage() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const tenantId = params.get('tenantId') ?? '100001';
  const only = params.get('groupBuyId');
  const [msg, setMsg] = useState('');
  const [buying, setBuying] = useState<Buying | null>(null);
  const { home, now, fetchedAt } = useCountdownRead('h5-groupbuy', tenantId, () => groupBuyH5.home(tenantId));
  const list = (home.data?.activities ?? []).filter((a) => !only || a.groupBuyId === only);
  const loggedIn = !!customerToken.get();
  const start = (b: Buying) => {
    setMsg('');
    if (!loggedIn) return setMsg('请先登录后参团');
    setBuying(b);
  };
  const sheet = (b: Buying) =>
    buying && buying.g.id === b.g.id && buying.groupId === b.groupId ? (
      <JoinSheet b={buying} onDone={(code) => navigate(`/h5/pay?code=${code}`)} onError={setMsg} />
    ) : null;

  return (
    <div className="h5g-page">
      <div className="h5g-head">
        <h2>拼团</h2>
        <div>邀好友一起买,成团享拼团价;未成团自动退款</div>
      </div>
      {msg && (
        <div className="h5g-msg" role="alert">
          {msg}
        </div>
      )}
      <div className="h5g-list">
        {home.isLoading ? <H5Spin /> : !list.length && <H5Empty text="暂无拼团活动" />}
        {list.map((a) => (
          <div className="h5g-card" key={a.groupBuyId} data-testid="gb-activity">
            <div className="h5g-title">
              <span>{a.name}</span>
              <span className="h5g-tag" data-testid="gb-size">
                {a.groupSize}人团 · {a.hours}小时内成团
              </span>
            </div>
            {a.goods.map((g) => (
              <div key={g.id}>
                <div className="h5g-goods">
                  {g.image ? (
                    <img className="h5g-img" src={g.image} alt={g.productName} loading="lazy" decoding="async" />
                  ) : (
                    <div className="h5g-img">拼团</div>
                  )}
                  <div className="h5g-body">
                    <div className="h5g-name">{g.productName}</div>
                    <div className="h5g-sku">{g.skuName}</div>
                    <div className="h5g-price" data-testid="gb-price">
                      ¥{centsToYuan(g.groupPrice)}
                      <s>¥{centsToYuan(g.originalPrice)}</s>
                    </div>
                  </div>
                  <Button
                    type="primary"
                    size="small"
                    style={{ background: '#fa541c' }}
                    data-testid="gb-open"
                    onClick={() => start({ a, g })}
                  >
                    发起拼团
                  </Button>
                </div>
                {sheet({ a, g })}
                {a.groups
                  .filter((r) => r.goodsId === g.id)
                  .map((r) => (
                    <div key={r.groupId}>
                      <div className="h5g-group" data-testid="gb-group">
                        <span>
                          已有{r.members}人,还差<b>{r.needed}</b>人
                        </span>
                        <span className="h5g-count" data-testid="gb-countdown">
                          剩余 {clock(r.countdownMs - (now - fetchedAt))}
                        </span>
                        <Button size="small" data-testid="gb-join" onClick={() => start({ a, g, groupId: r.groupId })}>
                          去参团
                        </Button>
                      </div>
                      {sheet({ a, g, groupId: r.groupId })}
                    </div>
                  ))}
              </div>
            ))}
          </div>
        ))}
        {!loggedIn && (
          <div style={{ textAlign: 'center', padding: 8 }}>
            <Link to={`/h5/member?tenantId=${tenantId}`}>登录后参团</Link>
          </div>
        )}
      </div>
    </div>
  );
}
