import { Component, Suspense, type ReactNode } from 'react';
import { Navigate } from 'react-router-dom';
import { HOME_PATH, session, useSession } from '../session.ts';
import { FIXED_LABELS, menuRoutes } from '../labels.ts';
import { findPage, lazyOf } from '../registry.tsx';
import { ComingSoon, ErrorResult, IframePage } from '../pages/Misc.tsx';
import { PageSpin } from '../Root.tsx';

/** A page that throws shows the 500 result inside the shell (tabs and menu stay usable); the error is logged. */
class PageBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  componentDidCatch(error: Error) {
    session.addLog({
      type: 'render',
      url: window.location.href,
      message: error.message,
      stack: error.stack ?? '',
      time: new Date().toLocaleString('zh-CN', { hour12: false }),
    });
  }
  render() {
    return this.state.failed ? <ErrorResult status={500} /> : this.props.children;
  }
}

/**
 * What a back-office location shows (spec 1 §2 "Authenticated routes"): a registered page (the profile,
 * home, dashboard, station letters and report download are registered by their features in pages.ts), "coming soon" for a menu item, else 404. */
export function PageFor({ path, menuReady }: { path: string; menuReady: boolean }) {
  const menu = useSession((s) => s.menu);
  let el: React.ReactNode;
  if (path === '/' || path === '/wel') el = <Navigate to={HOME_PATH} replace />;
  else if (path.startsWith('/myiframe/')) {
    el = <IframePage code={path.slice('/myiframe/'.length)} />;
  } else if (path === '/404' || path === '/403' || path === '/500') el = <ErrorResult status={Number(path.slice(1)) as 404} />;
  else {
    const loader = findPage(path);
    const route = menuRoutes(menu).get(path);
    if (loader) {
      const Page = lazyOf(loader);
      el = <Page />;
    } else if (route || FIXED_LABELS[path]) el = <ComingSoon name={route?.node.name ?? FIXED_LABELS[path]} />;
    else if (!menuReady) el = <PageSpin />;
    else el = <Navigate to="/404" replace />;
  }
  return (
    <PageBoundary>
      <Suspense fallback={<PageSpin />}>{el}</Suspense>
    </PageBoundary>
  );
}
