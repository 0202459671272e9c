import { useState } from 'react';
import { Link, useLocation, useSearchParams } from '../kit/router.tsx';
import { Button, Empty, InputNumber, Spin, useFeedback } from '../kit/index.ts';
import { useQueryOf, useRefresh } from '../../app/data.ts';
import { customerToken, pointsH5 } from './api.ts';
import { errorOf } from '../parts.tsx';
import './points.css';

/** An integral item: picture, points price, stock and limit, description; the exchange with its confirm. */
export default function PointsItemPage() {
  // Public pages render under the catch-all route: the id comes from the path.
  const id = useLocation().pathname.match(/^\/h5\/points\/(\d+)/)?.[1] ?? '';
  const [params] = useSearchParams();
  const tenantId = params.get('tenantId') ?? '100001';
  // the points left, the item's stock, my exchanges and the mall's list (and the member page's points) change
  const refreshPoints = useRefresh('h5-points-centre', 'h5-points-item', 'h5-points-mine', 'h5-points');
  const { modal } = useFeedback();
  const loggedIn = !!customerToken.get();
  const [qty, setQty] = useState(1);
  const [msg, setMsg] = useState<{ ok: boolean; text: string } | null>(null);
  const [busy, setBusy] = useState(false);
  const item = useQueryOf('h5-points-item', [tenantId, id], () => pointsH5.detail(tenantId, id));
  const me = useQueryOf('h5-points-centre', [], () => pointsH5.centre(), { enabled: loggedIn, retry: false });

  const exchange = async () => {
    setBusy(true);
    try {
      const r = await pointsH5.submit(id, qty);
      setMsg({ ok: true, text: `兑换成功,消耗${r.points}积分,剩余${r.pointsLeft}积分` });
      void refreshPoints();
    } catch (e) {
      setMsg({ ok: false, text: errorOf(e) });
    } finally {
      setBusy(false);
    }
  };
  const confirm = () => {
    const it = item.data!;
    modal.confirm({
      title: '确认兑换',
      content: `使用 ${it.pointsPrice * qty} 积分兑换「${it.name}」× ${qty}?`,
      okText: '确认兑换',
      cancelText: '取消',
      onOk: exchange,
    });
  };

  if (item.isLoading) return <Spin style={{ display: 'block', marginTop: 80 }} />;
  if (item.isError || !item.data) return <Empty style={{ marginTop: 80 }} description={errorOf(item.error)} />;
  const it = item.data;
  const max = Math.max(1, Math.min(99, it.stock, it.perLimit > 0 ? it.perLimit : 99));
  return (
    <div className="h5p-page h5p-detail">
      <Link to={`/h5/points?tenantId=${tenantId}`} className="h5p-back">
        ‹ 积分商城
      </Link>
      <img className="h5p-hero" src={it.image} alt={it.name} fetchPriority="high" />
      <div className="h5p-card">
        <h2>{it.name}</h2>
        <div className="h5p-price">
          <b data-testid="item-price">{it.pointsPrice}</b> 积分
        </div>
        <div className="h5p-muted">
          剩余 {it.stock} 件 · 已兑 {it.exchanged} 件{it.perLimit > 0 ? ` · 每人限兑 ${it.perLimit} 件` : ''}
        </div>
      </div>
      {it.description && (
        <div className="h5p-card">
          <h3>商品说明</h3>
          <p className="h5p-desc">{it.description}</p>
        </div>
      )}
      {msg && (
        <div className={msg.ok ? 'h5p-ok' : 'h5p-error'} role="alert">
          {msg.text}
        </div>
      )}
      <div className="h5p-bar">
        {loggedIn ? (
          <>
            <span>
              我的积分 <b data-testid="my-points">{me.data?.points ?? '…'}</b>
            </span>
            <InputNumber
              min={1}
              max={max}
              value={qty}
              onChange={(v) => setQty(Number(v) || 1)}
              aria-label="兑换数量"
              style={{ width: 70 }}
            />
            <Button type="primary" shape="round" disabled={it.stock <= 0} loading={busy} onClick={confirm}>
              {it.stock <= 0 ? '已兑完' : '立即兑换'}
            </Button>
          </>
        ) : (
          <Link to={`/h5/member?tenantId=${tenantId}`}>
            <Button type="primary" shape="round" block>
              登录后兑换
            </Button>
          </Link>
        )}
      </div>
    </div>
  );
}
