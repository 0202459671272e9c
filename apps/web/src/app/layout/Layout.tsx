import { useEffect, useMemo, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { useQueryOf } from '../data.ts';
import { useTranslation } from '../../i18n/index.ts';
import { FloatButton, Layout as AntLayout } from 'antd';
import { ShopOutlined } from '@ant-design/icons';
import { loadMenus } from '../auth.ts';
import { menuRoutes, pathLabel } from '../labels.ts';
import { session, useSession } from '../session.ts';
import { themeLook } from '../themes.ts';
import { PageFor } from './PageFor.tsx';
import { SideMenu } from './SideMenu.tsx';
import { TopBar } from './TopBar.tsx';
import { TabBar, usePageReload } from './TabBar.tsx';
import './layout.css';
import { pressable } from '../../components/pressable.ts';

/** Paths re-rendered on every visit: their identity is the path plus the query t (spec 1 §2). */
const RERENDER = ['/memberManagement/settings', '/memberManagement/discount', '/couponManagement/detail', '/couponManagement/edit'];

/** The back office: sidebar, top bar, tab bar and the page (kept-alive pages stay mounted while their tab is open). */
export default function Layout() {
  const { pathname, search } = useLocation();
  const navigate = useNavigate();
  const { t } = useTranslation();
  const token = useSession((s) => s.token);
  const menu = useSession((s) => s.menu);
  const tags = useSession((s) => s.tagList);
  const collapsed = useSession((s) => s.isCollapse);
  const look = themeLook(useSession((s) => s.themeName));
  const merchant = useSession((s) => !!s.userInfo?.isMerchant);
  const scrollRef = useRef<HTMLDivElement>(null);
  // Menus and button codes are loaded again whenever the shell starts.
  const menus = useQueryOf('menus', [token], () => loadMenus(), { enabled: !!token, staleTime: Infinity, retry: false });

  // Below the 992 breakpoint the sidebar folds itself.
  useEffect(() => {
    const mq = window.matchMedia('(max-width: 991px)');
    const apply = () => mq.matches && session.setCollapse(true);
    apply();
    mq.addEventListener('change', apply);
    return () => mq.removeEventListener('change', apply);
  }, []);

  const routes = menuRoutes(menu);
  const current = routes.get(pathname);
  // Rule 6: each visited page becomes a tab unless flagged as not a tab.
  useEffect(() => {
    const label = pathLabel(pathname, menu);
    if (label && current?.isTab !== false) session.addTag({ label, value: pathname + search });
    scrollRef.current?.scrollTo({ top: 0 });
  }, [pathname, search, menu, current?.isTab]);

  const kept = useMemo(() => tags.map((tg) => tg.value.split('?')[0]).filter((p) => routes.get(p)?.keepAlive), [tags, routes]);
  const currentKept = kept.includes(pathname);
  const reload = usePageReload();
  const reloadKey = (p: string) => (reload.path === p ? `#${reload.n}` : '');
  const pageKey = (RERENDER.includes(pathname) ? pathname + (new URLSearchParams(search).get('t') ?? '') : pathname) + reloadKey(pathname);

  return (
    <AntLayout className={`yym-shell ${look.dark ? 'is-dark' : ''}`} style={{ height: '100vh' }}>
      <AntLayout.Sider
        width={220}
        collapsedWidth={64}
        collapsed={collapsed}
        trigger={null}
        theme={look.siderTheme}
        style={{ background: look.siderBg, overflow: 'auto' }}
        className="yym-sider"
      >
        <div
          className="yym-logo"
          style={{ background: look.logoBg, color: look.siderTheme === 'dark' ? '#fff' : '#222' }}
          {...pressable(() => navigate('/wel/index'))}
        >
          <span className="yym-logo-mark">
            <ShopOutlined />
          </span>
          {!collapsed && <span className="yym-logo-text">{merchant ? t('title.merchant') : t('title.saas')}</span>}
        </div>
        <SideMenu theme={look.siderTheme} bg={look.siderBg} loading={menus.isLoading} />
      </AntLayout.Sider>
      <AntLayout style={{ background: look.contentBg }}>
        <TopBar look={look} />
        <TabBar />
        <div className="yym-main" ref={scrollRef} id="yym-main">
          {/* One list for the kept pages and the current one, keyed by path: when late menus make the current
              page a kept one, it keeps its element and what the user has typed into it */}
          {(currentKept ? kept : [...kept, pathname]).map((p) => (
            <div key={p === pathname && !currentKept ? pageKey : p + reloadKey(p)} style={{ display: p === pathname ? 'block' : 'none' }}>
              <PageFor path={p} menuReady={!menus.isLoading && !menus.isError} />
            </div>
          ))}
          <FloatButton.BackTop target={() => scrollRef.current ?? window} visibilityHeight={300} />
        </div>
      </AntLayout>
    </AntLayout>
  );
}
