import { useEffect, useState } from 'react';
import { useLocation, useSearchParams } from '../kit/router.tsx';
import { STOREFRONT_MSG, type PageDoc } from '@yym/contract';
import { storefrontApi, type Published } from '../../editor/api.ts';
import { FirstScreenContext, LiveContext, StoreTenantContext } from '../../editor/kit/preview.tsx';
import { BlockView } from '../../editor/kit/BlockView.tsx';
import './storefront.css';

/** The published storefront page: `/h5/page/home?tenantId=...` or `/h5/page/<pageId>`, on a phone layout. */
export default function StorefrontPage() {
  // the shell renders public pages from a catch-all route, so the id is read from the path
  const pageId = useLocation().pathname.match(/^\/h5\/page\/([^/]+)/)?.[1] ?? 'home';
  const [search] = useSearchParams();
  const tenantId = search.get('tenantId') ?? '';
  const [state, setState] = useState<{ data?: Published; error?: string }>({});

  // a phone page: device width (the back office widens narrow screens to 768)
  useEffect(() => {
    document.querySelector('meta[name="viewport"]')?.setAttribute('content', 'width=device-width, initial-scale=1, viewport-fit=cover');
  }, []);

  useEffect(() => {
    let alive = true;
    setState({});
    // a home link must name the shop: without it the customer is told the link is incomplete
    if (pageId === 'home' && !/^\d{6}$/.test(tenantId)) return setState({ error: STOREFRONT_MSG.linkIncomplete });
    const load = pageId === 'home' ? storefrontApi.home(tenantId) : storefrontApi.page(pageId);
    load.then(
      (data) => alive && setState({ data }),
      (e: Error) => alive && setState({ error: e.message }),
    );
    return () => {
      alive = false;
    };
  }, [pageId, tenantId]);

  useEffect(() => {
    if (state.data) document.title = state.data.doc.page.title;
  }, [state.data]);

  if (state.error)
    return (
      <div className="sf-shell">
        <div className="sf-msg">{state.error}</div>
      </div>
    );
  if (!state.data)
    return (
      <div className="sf-shell">
        <div className="sf-msg">加载中…</div>
      </div>
    );
  return (
    <StoreTenantContext.Provider value={state.data.tenantId ?? ''}>
      <StorefrontDoc doc={state.data.doc} />
    </StoreTenantContext.Provider>
  );
}

/** The blocks a 390×844 phone shows before scrolling (a search bar, a banner, a nav row): their leading pictures load at once. */
const FIRST_SCREEN_BLOCKS = 3;

export function StorefrontDoc({ doc }: { doc: PageDoc }) {
  return (
    <LiveContext.Provider value={true}>
      <div className="sf-shell" style={{ background: doc.page.backgroundColor }}>
        <header className="sf-bar">{doc.page.title}</header>
        <main className="pv-root" data-testid="storefront">
          {doc.blocks.map((b, i) => (
            <section key={b.id} data-block={b.type}>
              <FirstScreenContext.Provider value={i < FIRST_SCREEN_BLOCKS}>
                <BlockView block={b} />
              </FirstScreenContext.Provider>
            </section>
          ))}
        </main>
      </div>
    </LiveContext.Provider>
  );
}
