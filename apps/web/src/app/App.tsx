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
import { contrast, readable } from './contrast.ts';

import { useRegistry } from './lazy-registry.ts';
import { PUBLIC_PATHS } from './guard.ts';
import { isCustomerPath } from '@yym/contract';
// Not lazy: the login page is the first screen of every visit without a session, and loading it
// after the entry cost a second round of requests (its code and its antd parts) before it showed.
import LoginPage from './pages/LoginPage.tsx';

const DARK_BG = '#141414';
/** antd's red and its 45% grey read below 4.5:1 on white: their nearest readable shades. */
const READABLE_ERROR = readable('#ff4d4f');
const MUTED_TEXT = 'rgba(0, 0, 0, 0.6)';
const isLight = (bg: string) => contrast(bg, '#000000') > contrast(bg, '#ffffff');

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
  // A customer page is the customer app's (h5.html): a link from here loads it in full.
  if (isCustomerPath(pathname)) {
    window.location.reload();
    return null;
  }
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
  // The chosen colour's shade that white text reads on (and that reads on white): WCAG AA in every theme.
  // On the light themes it also reads on their grey page background; the dark theme's text shade is lighter.
  const primary = useMemo(
    () =>
      (look.dark ? [] : [look.contentBg, look.headerBg, look.siderBg].filter(isLight)).reduce((c, bg) => readable(c, bg), readable(color)),
    [color, look],
  );
  const onDark = useMemo(() => readable(color, DARK_BG), [color]);
  useEffect(() => {
    const root = document.documentElement;
    root.style.setProperty('--yym-primary', look.dark ? onDark : primary);
    root.style.setProperty('--yym-on-header', readable(look.dark ? onDark : primary, look.headerBg));
    root.dataset.theme = look.dark ? 'dark' : 'light';
  }, [primary, onDark, look]);
  const theme = useMemo(
    () => ({
      token: {
        colorPrimary: primary,
        colorLink: look.dark ? onDark : primary,
        colorError: READABLE_ERROR,
        ...(look.dark ? {} : { colorTextDescription: MUTED_TEXT, colorTextTertiary: MUTED_TEXT }),
        borderRadius: 6,
        motion: !reducedMotion,
      },
      algorithm: look.dark ? antTheme.darkAlgorithm : antTheme.defaultAlgorithm,
      components: {
        Layout: { siderBg: look.siderBg },
        // the selected item is solid in the light menus too: white on the readable shade
        Tabs: look.dark ? { itemSelectedColor: onDark, itemActiveColor: onDark, itemHoverColor: onDark, inkBarColor: onDark } : {},
        Menu: {
          darkItemBg: look.siderBg,
          darkSubMenuItemBg: 'rgba(0,0,0,.18)',
          darkItemSelectedBg: primary,
          itemSelectedBg: primary,
          itemSelectedColor: '#ffffff',
        },
      },
    }),
    [primary, onDark, look, reducedMotion],
  );
  return (
    <ConfigProvider locale={language === 'en' ? enUS : zhCN} theme={theme}>
      <RouterProvider router={router} />
    </ConfigProvider>
  );
}
