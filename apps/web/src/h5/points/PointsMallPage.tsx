import { Link, useSearchParams } from '../kit/router.tsx';
import { Empty, Spin, Tabs } from '../kit/index.ts';
import { useQueryOf } from '../../app/data.ts';
import { customerToken, pointsH5 } from './api.ts';
import { errorOf } from '../parts.tsx';
import './points.css';

/** The customer's exchange records. */
function MyExchanges() {
  const q = useQueryOf('h5-points-mine', [], () => pointsH5.mine(1));
  if (q.isLoading) return <Spin />;
  if (q.isError) return <Empty description={errorOf(q.error)} />;
  if (!q.data?.records.length) return <Empty description="还没有兑换记录" />;
  return (
    <div>
      {q.data.records.map((r) => (
        <div className="h5p-record" key={r.id} data-testid="points-record">
          <div>
            <b>{r.itemName}</b> × {r.quantity}
            <div className="h5p-muted">{r.createTime}</div>
          </div>
          <span className="h5p-cost">-{r.points} 积分</span>
        </div>
      ))}
    </div>
  );
}

/** 积分商城: the items on shelf with their points price and stock; the logged-in customer's points and exchanges. */
export default function PointsMallPage() {
  const [params] = useSearchParams();
  const tenantId = params.get('tenantId') ?? '100001';
  const loggedIn = !!customerToken.get();
  const items = useQueryOf('h5-points', [tenantId], () => pointsH5.list(tenantId));
  const banners = useQueryOf('h5-points-banners', [tenantId], () => pointsH5.banners(tenantId));
  const me = useQueryOf('h5-points-centre', [], () => pointsH5.centre(), { enabled: loggedIn, retry: false });
  const list = (
    <>
      {items.isLoading && <Spin />}
      {items.isError && <Empty description={errorOf(items.error)} />}
      {items.data && !items.data.length && <Empty description="暂无可兑换的商品" />}
      <div className="h5p-grid">
        {(items.data ?? []).map((it) => (
          <Link key={it.id} to={`/h5/points/${it.id}?tenantId=${tenantId}`} className="h5p-item" data-testid="points-item">
            <img src={it.image} alt={it.name} loading="lazy" decoding="async" />
            <div className="h5p-name">{it.name}</div>
            <div className="h5p-price">
              <b>{it.pointsPrice}</b> 积分
            </div>
            <div className="h5p-muted">{it.stock > 0 ? `剩余 ${it.stock}` : '已兑完'}</div>
          </Link>
        ))}
      </div>
    </>
  );
  return (
    <div className="h5p-page">
      <div className="h5p-head">
        <h2>积分商城</h2>
        {loggedIn ? (
          <span>
            我的积分 <b data-testid="my-points">{me.data?.points ?? '…'}</b>
          </span>
        ) : (
          <Link to={`/h5/member?tenantId=${tenantId}`}>登录查看积分</Link>
        )}
      </div>
      {(banners.data ?? []).slice(0, 1).map((b) => (
        <a key={b.id} href={b.link || undefined} className="h5p-banner">
          <img src={b.image} alt={b.name} />
        </a>
      ))}
      {loggedIn ? (
        <Tabs
          items={[
            { key: 'items', label: '兑换商品', children: list },
            { key: 'mine', label: '兑换记录', children: <MyExchanges /> },
          ]}
        />
      ) : (
        list
      )}
    </div>
  );
}
