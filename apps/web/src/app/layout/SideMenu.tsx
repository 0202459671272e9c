import { useEffect, useMemo, useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { Menu, Spin, type MenuProps } from 'antd';
import {
  AppstoreOutlined,
  AuditOutlined,
  BarChartOutlined,
  CreditCardOutlined,
  DesktopOutlined,
  FileTextOutlined,
  GiftOutlined,
  HomeOutlined,
  LayoutOutlined,
  MonitorOutlined,
  SettingOutlined,
  ShareAltOutlined,
  ShoppingOutlined,
  TeamOutlined,
  ToolOutlined,
} from '@ant-design/icons';
import { menuTrail, routeOf, visible } from '../menu.ts';
import { useSession, type MenuNode } from '../session.ts';

/** Icons of the seeded menu (`source`) mapped to Ant Design icons; anything else gets a neutral one. */
const ICONS: Record<string, React.ReactNode> = {
  'icon-shangpin': <ShoppingOutlined />,
  'icon-dingdan': <FileTextOutlined />,
  'icon-jianpiao': <AuditOutlined />,
  'icon-shoupiao': <CreditCardOutlined />,
  'icon-shebei': <DesktopOutlined />,
  'icon-shezhi': <ToolOutlined />,
  'icon-xitong': <SettingOutlined />,
  'icon-zuhu': <TeamOutlined />,
  'icon-jiankong': <MonitorOutlined />,
  'icon-baobiao': <BarChartOutlined />,
  'icon-yingxiao': <GiftOutlined />,
  'icon-fenxiao': <ShareAltOutlined />,
  'icon-zhuangxiu': <LayoutOutlined />,
};
const iconOf = (n: MenuNode) => ICONS[n.source ?? ''] ?? <AppstoreOutlined />;

type Item = Required<MenuProps>['items'][number];

function toItems(list: MenuNode[], top: boolean): Item[] {
  return visible(list).map((n) => {
    const route = routeOf(n, top);
    const kids = visible(n.children ?? []);
    if (kids.length) return { key: route.path, icon: top ? iconOf(n) : undefined, label: n.name, children: toItems(kids, false) };
    return { key: route.path, icon: top ? iconOf(n) : undefined, label: n.name };
  });
}

/** Collapsible sidebar with nested submenus built from the server menu. */
export function SideMenu({ theme, bg, loading }: { theme: 'dark' | 'light'; bg: string; loading: boolean }) {
  const menu = useSession((s) => s.menu);
  const collapsed = useSession((s) => s.isCollapse);
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const items = useMemo(() => [{ key: '/wel/index', icon: <HomeOutlined />, label: '首页' }, ...toItems(menu, true)], [menu]);
  const trail = useMemo(() => menuTrail(menu, pathname), [menu, pathname]);
  const [open, setOpen] = useState<string[]>(trail.slice(0, -1));
  useEffect(() => {
    if (trail.length > 1) setOpen((o) => [...new Set([...o, ...trail.slice(0, -1)])]);
  }, [trail]);
  if (loading && !menu.length)
    return (
      <div style={{ padding: 24, textAlign: 'center' }}>
        <Spin />
      </div>
    );
  return (
    <Menu
      mode="inline"
      theme={theme}
      items={items}
      style={{ background: bg, borderInlineEnd: 0 }}
      selectedKeys={[pathname]}
      {...(collapsed ? {} : { openKeys: open, onOpenChange: setOpen })}
      onClick={({ key }) => navigate(key)}
    />
  );
}
