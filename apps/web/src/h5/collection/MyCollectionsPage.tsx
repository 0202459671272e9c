import { useEffect } from 'react';
import { Link, useSearchParams } from '../kit/router.tsx';
import { Tag } from '../kit/index.ts';
import { useQueryOf } from '../../app/data.ts';
import { H5Empty, H5Spin, errorOf } from '../parts.tsx';
import { collectionH5, customerToken } from './api.ts';
import '../order/order.css';
import './collection.css';

const COLOR: Record<number, string> = { 1: 'processing', 2: 'green', 3: 'red' };

/** 我的藏品: each edition the customer holds, with its token id and the transfer's hash on the chain. */
export default function MyCollectionsPage() {
  const [search] = useSearchParams();
  const tenantId = search.get('tenantId') ?? '100001';
  const loggedIn = !!customerToken.get();
  const mine = useQueryOf('h5-my-collections', [], collectionH5.mine, { enabled: loggedIn });
  useEffect(() => {
    document.title = '我的藏品';
  }, []);
  return (
    <div className="h5o">
      <div className="h5o-bar">我的藏品</div>
      {!loggedIn && <H5Empty text="请先登录后查看藏品" />}
      {!loggedIn && (
        <div style={{ textAlign: 'center', marginTop: 12 }}>
          <Link to={`/h5/member?tenantId=${tenantId}`}>去登录</Link>
        </div>
      )}
      {mine.isLoading && loggedIn && <H5Spin />}
      {mine.isError && <H5Empty text={errorOf(mine.error)} />}
      {mine.data && !mine.data.records.length && <H5Empty text="还没有藏品" />}
      {(mine.data?.records ?? []).map((r) => (
        <div className="h5o-card" key={`${r.orderId}-${r.tokenId}`} data-testid="h5-my-token">
          <div className="h5d-item">
            {r.artwork && <img src={r.artwork} alt={r.name} loading="lazy" decoding="async" />}
            <div style={{ minWidth: 0 }}>
              <h4>{r.name}</h4>
              <span className="h5d-token" data-testid="h5-token-id">
                #{r.tokenId}
              </span>{' '}
              <Tag color={COLOR[r.grantStatus]}>{r.grantStatusText}</Tag>
              <div className="h5d-hash">合约 {r.contractAddress}</div>
              <div className="h5d-hash" data-testid="h5-token-tx">
                {r.txHash ? `交易 ${r.txHash}` : '交易 待上链'}
              </div>
            </div>
          </div>
        </div>
      ))}
      <div style={{ textAlign: 'center', margin: 16 }}>
        <Link to={`/h5/collection?tenantId=${tenantId}`}>去逛逛数字藏品</Link>
      </div>
    </div>
  );
}
