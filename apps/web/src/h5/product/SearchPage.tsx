import { useEffect, useState } from 'react';
import { Link, useNavigate, useSearchParams } from '../kit/router.tsx';
import { Input } from '../kit/index.ts';
import { centsToYuan } from '@yym/contract';
import { useQueryOf } from '../../app/data.ts';
import { H5Empty, H5Message, H5Spin, errorOf } from '../parts.tsx';
import { storeProductApi } from './api.ts';
import './product.css';

/** The storefront's search (/h5/search?tenantId=&q=): the merchant's tickets on shelf by name. */
export default function SearchPage() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const tenantId = params.get('tenantId') ?? '';
  const q = params.get('q') ?? '';
  const [typed, setTyped] = useState(q);
  const found = useQueryOf('h5-search', [tenantId, q], () => storeProductApi.search(tenantId, q), { enabled: !!tenantId });
  useEffect(() => {
    document.title = q ? `搜索: ${q}` : '搜索';
  }, [q]);
  if (!tenantId) return <H5Message text="链接不完整,请从商家的页面进入" />;
  const rows = found.data?.records ?? [];
  return (
    <div className="h5p-search">
      <Input.Search
        autoFocus
        enterButton="搜索"
        placeholder="搜索景点、门票"
        aria-label="搜索景点、门票"
        value={typed}
        onChange={(e) => setTyped(e.target.value)}
        onSearch={(v) => navigate(`/h5/search?tenantId=${tenantId}&q=${encodeURIComponent(v.trim())}`, { replace: true })}
      />
      {found.isLoading ? (
        <H5Spin />
      ) : found.error ? (
        <H5Message text={errorOf(found.error)} />
      ) : !rows.length ? (
        <H5Empty text={q ? `没有找到与「${q}」相关的门票` : '暂无在售门票'} />
      ) : (
        <ul className="h5p-results" data-testid="search-results">
          {rows.map((r) => (
            <li key={r.id}>
              <Link to={`/h5/product/${r.id}?tenantId=${tenantId}`}>
                {r.image ? <img src={r.image} alt="" loading="lazy" decoding="async" /> : <span className="h5p-noimg" />}
                <span className="h5p-result-text">
                  <b>{r.name}</b>
                  {r.poiName && <small>{r.poiName}</small>}
                </span>
                <em>¥{centsToYuan(r.price)}</em>
              </Link>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
