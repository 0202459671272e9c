import { useState, type ReactNode } from 'react';
import type { Page } from '@yym/contract';
import { useQueryOf } from '../../app/data.ts';
import { Button } from '../kit/index.ts';
import { Link, useSearchParams } from '../kit/router.tsx';
import { H5Empty, H5Message, H5Spin, errorOf } from '../parts.tsx';
import '../product/product.css';

export interface ShelfCard {
  id: string;
  /** Where the card goes (the thing's own storefront page). */
  to: string;
  title: string;
  sub?: ReactNode;
  image: string | null;
  price?: ReactNode;
}

/**
 * A storefront list of one kind of thing on shelf (/h5/hotels, /h5/foods): cards linking to each one's
 * page, ten at a time with 加载更多. Pictures below the first screen load when scrolled to.
 */
export function ShelfList<T>(p: {
  title: string;
  name: string;
  empty: string;
  read: (tenantId: string, current: number) => Promise<Page<T>>;
  card: (row: T, tenantId: string) => ShelfCard;
}) {
  const [params] = useSearchParams();
  const tenantId = params.get('tenantId') ?? '';
  const [pages, setPages] = useState(1);
  const reads = Array.from({ length: pages }, (_, i) => i + 1);
  if (!/^\d{6}$/.test(tenantId)) return <H5Message text="链接不完整,请从商家的页面进入" />;
  return (
    <div className="h5p-search">
      <h1 className="h5p-list-title">{p.title}</h1>
      {reads.map((current) => (
        <ShelfPage key={current} {...p} tenantId={tenantId} current={current} last={current === pages} more={() => setPages(pages + 1)} />
      ))}
    </div>
  );
}

function ShelfPage<T>(p: {
  name: string;
  empty: string;
  read: (tenantId: string, current: number) => Promise<Page<T>>;
  card: (row: T, tenantId: string) => ShelfCard;
  tenantId: string;
  current: number;
  last: boolean;
  more: () => void;
}) {
  const q = useQueryOf(p.name, [p.tenantId, p.current], () => p.read(p.tenantId, p.current));
  if (q.isLoading) return <H5Spin />;
  if (q.error) return <H5Message text={errorOf(q.error)} />;
  const page = q.data!;
  if (p.current === 1 && !page.records.length) return <H5Empty text={p.empty} />;
  return (
    <>
      <ul className="h5p-results" data-testid={`${p.name}-list`}>
        {page.records.map((row, i) => {
          const c = p.card(row, p.tenantId);
          return (
            <li key={c.id}>
              <Link to={c.to}>
                {c.image ? (
                  <img src={c.image} alt="" width={64} height={64} loading={p.current === 1 && i < 6 ? 'eager' : 'lazy'} decoding="async" />
                ) : (
                  <span className="h5p-noimg" />
                )}
                <span className="h5p-result-text">
                  <b>{c.title}</b>
                  {c.sub && <small>{c.sub}</small>}
                </span>
                {c.price && <em>{c.price}</em>}
              </Link>
            </li>
          );
        })}
      </ul>
      {p.last && p.current < page.pages && (
        <Button block onClick={p.more} style={{ marginTop: 12 }}>
          加载更多
        </Button>
      )}
    </>
  );
}
