import { Suspense, useEffect } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router-dom';
import { useTranslation } from '../i18n/index.ts';
import { Spin } from 'antd';
import { guard } from './guard.ts';
import { LOGIN_PATH, session, useSession } from './session.ts';
import { pathLabel } from './labels.ts';
import { needsRegistry, useRegistry } from './lazy-registry.ts';

export const PageSpin = () => (
  <div style={{ display: 'flex', justifyContent: 'center', alignItems: 'center', minHeight: 240 }}>
    <Spin />
  </div>
);

/** The top of every screen: applies the route guard and sets the page title after each navigation. */
export default function Root() {
  const { pathname } = useLocation();
  const token = useSession((s) => s.token);
  const isLock = useSession((s) => s.isLock);
  const menu = useSession((s) => s.menu);
  const exitTo = useSession((s) => s.exitTo);
  const merchant = useSession((s) => !!s.userInfo?.isMerchant);
  const { t } = useTranslation();
  // A path other than the shell's own screens may be a registered public page: the guard asks the registry.
  useRegistry(needsRegistry(pathname));
  const verdict = guard(pathname, { token, isLock, exitTo });

  useEffect(() => {
    if (verdict?.logout && session.get().token) session.logout(); // rule 3
  }, [verdict?.logout]);

  useEffect(() => {
    if (exitTo && pathname === exitTo) session.clearExit(); // arrived where the ended session was sent
  }, [exitTo, pathname]);

  useEffect(() => {
    if (verdict) return; // a redirect follows: the title is set on the page it lands on
    const app = merchant || !token ? t('title.merchant') : t('title.saas');
    const label = pathname === LOGIN_PATH ? 'login' : pathLabel(pathname, menu);
    document.title = label ? `${label} - ${app}` : app;
  }, [pathname, menu, merchant, token, t, verdict]);

  if (verdict) return <Navigate to={verdict.to} replace />;
  return (
    <Suspense fallback={<PageSpin />}>
      <Outlet />
    </Suspense>
  );
}
