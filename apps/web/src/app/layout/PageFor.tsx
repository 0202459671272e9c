import { Component, lazy, Suspense, type ReactNode } from 'react';
import { Navigate } from 'react-router-dom';
import { HOME_PATH, session, useSession } from '../session.ts';
import { FIXED_LABELS, menuRoutes } from '../labels.ts';
import { findPage, lazyOf } from '../registry.tsx';
import { ComingSoon, ErrorResult, IframePage } from '../pages/Misc.tsx';
import { PageSpin } from '../Root.tsx';

const Home = lazy(() => import('../../features/home/Home.tsx'));
const Dashboard = lazy(() => import('../../features/home/Dashboard.tsx'));
const Info = lazy(() => import('../../features/profile/InfoPage.tsx'));
const StationLetter = lazy(() => import('../../features/home/StationLetter.tsx'));
const ReportExport = lazy(() => import('../../features/report/ReportExportPage.tsx'));

/** The shell's own pages (spec 1 §2 "Authenticated routes"). */
const FIXED: Record<string, React.ComponentType> = {
  '/wel/index': Home,
  '/wel/dashboard': Dashboard,
  '/info/index': Info,
  '/stationLetter/index': StationLetter,
  '/reportExport/reportExport': ReportExport,
};

/** A page that throws shows the 500 result inside the shell (tabs and menu stay usable); the error is logged. */
class PageBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  componentDidCatch(error: Error) {
    session.addLog({ type: 'render', url: window.location.href, message: error.message, stack: error.stack ?? '', time: new Date().toLocaleString('zh-CN', { hour12: false }) });
  }
  render() {
    return this.state.failed ? <ErrorResult status={500} /> : this.props.children;
  }
}

/** What a back-office location shows: a fixed page, a registered page, "coming soon" for a menu item, else 404. */
export function PageFor({ path, menuReady }: { path: string; menuReady: boolean }) {
  const menu = useSession((s) => s.menu);
  let el: React.ReactNode;
  if (path === '/' || path === '/wel') el = <Navigate to={HOME_PATH} replace />;
  else if (FIXED[path]) {
    const C = FIXED[path];
    el = <C />;
  } else if (path.startsWith('/myiframe/')) {
    el = <IframePage code={path.slice('/myiframe/'.length)} />;
  } else if (path === '/404' || path === '/403' || path === '/500') el = <ErrorResult status={Number(path.slice(1)) as 404} />;
  else {
    const loader = findPage(path);
    const route = menuRoutes(menu).get(path);
    if (loader) {
      const C = lazyOf(loader);
      el = <C />;
    } else if (route || FIXED_LABELS[path]) el = <ComingSoon name={route?.node.name ?? FIXED_LABELS[path]} />;
    else if (!menuReady) el = <PageSpin />;
    else el = <Navigate to="/404" replace />;
  }
  return <PageBoundary><Suspense fallback={<PageSpin />}>{el}</Suspense></PageBoundary>;
}
