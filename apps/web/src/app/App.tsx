import { lazy, Suspense, useEffect, useMemo, useSyncExternalStore } from 'react';
import { createBrowserRouter, RouterProvider, useLocation } from 'react-router-dom';
import { ConfigProvider, theme as antTheme } from 'antd';
import zhCN from 'antd/es/locale/zh_CN';
import enUS from 'antd/es/locale/en_US';
import i18n from '../i18n/index.ts';
import Root from './Root.tsx';
import { setNavigator } from './setup.ts';
import { useSession } from './session.ts';
import { themeLook } from './themes.ts';
import { useRegistry } from './lazy-registry.ts';
import { PUBLIC_PATHS } from './guard.ts';
// Not lazy: the login page is the first screen of every visit without a session, and loading it
// after the entry cost a second round of requests (its code and its antd parts) before it showed.
import LoginPage from './pages/LoginPage.tsx';

const LockPage = lazy(() => import('./pages/LockPage.tsx'));
const SelectShop = lazy(() => import('./pages/SelectShop.tsx'));
const RouteError = lazy(() => import('./pages/RouteError.tsx'));
const ForgetPassword = lazy(() => import('./pages/ForgetPassword.tsx'));
const Layout = lazy(() => import('./layout/Layout.tsx'));
const Providers = lazy(() => import('./Providers.tsx'));
const ComingSoon = lazy(() => import('./pages/Misc.tsx').then((m) => ({ default: m.ComingSoon })));

/** /outLogin: with ?code=&id= the distributor portal's login (registered by the e-card area), else the 411 login. */
function OutLogin() {
  const { search } = useLocation();
  const { findPublicPage, lazyOf } = useRegistry();
  const q = new URLSearchParams(search);
  const loader = q.get('code') && q.get('id') ? findPublicPage('/outLogin') : null;
  if (loader) {
    const C = lazyOf(loader);
    return <C />;
  }
  return <LoginPage outLogin />;
}

/** A public page (customer H5 pages, storefront) without the back-office layout, else the back office. */
function PublicOrShell() {
  const { pathname } = useLocation();
  const { findPublicPage, lazyOf } = useRegistry();
  const loader = findPublicPage(pathname);
  if (loader) {
    const C = lazyOf(loader);
    return <C />;
  }
  // A public path whose page another area has not registered yet.
  if (PUBLIC_PATHS.includes(pathname) || /h5/i.test(pathname))
    return (
      <div style={{ padding: 24 }}>
        <ComingSoon name={pathname} />
      </div>
    );
  return <Layout />;
}

export const router = createBrowserRouter([
  {
    element: <Root />,
    errorElement: (
      <Suspense fallback={null}>
        <RouteError />
      </Suspense>
    ),
    children: [
      { path: '/login', element: <LoginPage /> },
      { path: '/merchantLogin', element: <LoginPage /> },
      { path: '/reg', element: <LoginPage register /> },
      {
        // Every other screen: antd's App, TanStack Query and dayjs load with them, not with the login page.
        element: <Providers />,
        children: [
          { path: '/forgetpassword', element: <ForgetPassword /> },
          { path: '/outLogin', element: <OutLogin /> },
          { path: '/lock', element: <LockPage /> },
          { path: '/selectMerchant', element: <SelectShop /> },
          { path: '/welcome', element: <SelectShop /> },
          { path: '*', element: <PublicOrShell /> },
        ],
      },
    ],
  },
]);
setNavigator((to) => void router.navigate(to, { replace: true }));

const REDUCED_MOTION = '(prefers-reduced-motion: reduce)';
/** Whether the person asked their system for less motion; antd then opens dialogs and menus without animating. */
function useReducedMotion(): boolean {
  return useSyncExternalStore(
    (changed) => {
      const query = window.matchMedia(REDUCED_MOTION);
      query.addEventListener('change', changed);
      return () => query.removeEventListener('change', changed);
    },
    () => window.matchMedia(REDUCED_MOTION).matches,
  );
}

/** Providers: antd (locale, colour and theme from the session), i18n, the router (the others: Providers.tsx). */
export default function App() {
  const color = useSession((s) => s.colorName);
  const language = useSession((s) => s.language);
  const look = themeLook(useSession((s) => s.themeName));
  const reducedMotion = useReducedMotion();
  useEffect(() => {
    void i18n.changeLanguage(language);
    document.documentElement.lang = language === 'en' ? 'en' : 'zh-CN';
  }, [language]);
  useEffect(() => {
    document.documentElement.style.setProperty('--yym-primary', color);
  }, [color]);
  const theme = useMemo(
    () => ({
      token: { colorPrimary: color, borderRadius: 6, motion: !reducedMotion },
      algorithm: look.dark ? antTheme.darkAlgorithm : antTheme.defaultAlgorithm,
      components: {
        Layout: { siderBg: look.siderBg },
        Menu: { darkItemBg: look.siderBg, darkSubMenuItemBg: 'rgba(0,0,0,.18)', darkItemSelectedBg: color },
      },
    }),
    [color, look, reducedMotion],
  );
  return (
    <ConfigProvider locale={language === 'en' ? enUS : zhCN} theme={theme}>
      <RouterProvider router={router} />
    </ConfigProvider>
  );
}
