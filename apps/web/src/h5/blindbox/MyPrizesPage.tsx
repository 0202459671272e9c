import { useEffect } from 'react';
import { Link, useSearchParams } from '../kit/router.tsx';
import { Empty, Spin } from '../kit/index.ts';
import { useQueryOf } from '../../app/data.ts';
import { errorOf } from '../parts.tsx';
import { customerToken, storeBoxApi } from './api.ts';
import '../order/order.css';
import './blindbox.css';

/** 我的奖品: every prize the logged-in customer has drawn, each linking to its order and proof. */
export default function MyPrizesPage() {
  const [params] = useSearchParams();
  const tenantId = params.get('tenantId') ?? '100001';
  const loggedIn = !!customerToken.get();
  const list = useQueryOf('h5-blindbox-mine', [], () => storeBoxApi.mine(), { enabled: loggedIn });
  useEffect(() => {
    document.title = '我的奖品';
  }, []);
  return (
    <div className="h5o">
      <div className="h5o-bar">我的奖品</div>
      <div className="h5o-card">
        {!loggedIn && <Empty description={<Link to={`/h5/member?tenantId=${tenantId}`}>请先登录</Link>} />}
        {loggedIn && list.isLoading && <Spin />}
        {list.isError && <Empty description={errorOf(list.error)} />}
        {list.data && !list.data.length && <Empty description="还没有抽到奖品" />}
        {list.data && list.data.length > 0 && (
          <div className="h5b-prizes" data-testid="h5-bb-mine">
            {list.data.map((p) => (
              <Link className="h5b-prize" key={`${p.orderNo}-${p.index}`} to={`/h5/blindbox/order?code=${encodeURIComponent(p.code)}`}>
                {p.prizeName}
                <small>
                  {p.boxName} · {p.createTime.slice(0, 16)}
                </small>
              </Link>
            ))}
          </div>
        )}
      </div>
    </div>
  );
}
