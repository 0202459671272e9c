import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useQueryOf } from '../data.ts';
import { useTranslation } from '../../i18n/index.ts';
import { App, Avatar, Badge, Button, Dropdown, List, Popover, Tooltip } from 'antd';
import {
  BellOutlined,
  BgColorsOutlined,
  BugOutlined,
  CloudDownloadOutlined,
  CompressOutlined,
  ExpandOutlined,
  HomeOutlined,
  LeftOutlined,
  LockOutlined,
  MenuFoldOutlined,
  MenuUnfoldOutlined,
  RightOutlined,
  SearchOutlined,
  TranslationOutlined,
  UserOutlined,
} from '@ant-design/icons';
import { NOTICE_POLL_MS, TOP_MENU_ITEM_WIDTH } from '@yym/contract';
import { shellApi } from '../api.ts';
import { loadMenus, logout } from '../auth.ts';
import { session, useSession } from '../session.ts';
import type { ThemeLook } from '../themes.ts';
import { MenuSearch } from './MenuSearch.tsx';
import { ErrorLogDialog } from './ErrorLogDialog.tsx';
import { LockDialog } from './LockDialog.tsx';
import { ThemeDialog } from './ThemeDialog.tsx';
import { pressable } from '../../components/pressable.ts';

/** Merchant top menus with left/right scrolling and a home item; choosing one narrows the sidebar to it. */
function TopMenus() {
  const token = useSession((s) => s.token);
  const menuId = useSession((s) => s.menuId);
  const list = useQueryOf('top-menu', [token], shellApi.topMenus, { enabled: !!token, staleTime: 60_000 });
  const ref = useRef<HTMLDivElement>(null);
  const items = list.data ?? [];
  if (!items.length) return null;
  const pick = async (id: string) => {
    session.setMenuId(id);
    await loadMenus(id || undefined);
  };
  const scroll = (d: number) => ref.current?.scrollBy({ left: d * TOP_MENU_ITEM_WIDTH * 3, behavior: 'smooth' });
  return (
    <div className="yym-topmenu">
      <Button type="text" size="small" icon={<LeftOutlined />} onClick={() => scroll(-1)} />
      <div className="yym-topmenu-list" ref={ref}>
        <div className={`yym-topmenu-item ${!menuId ? 'active' : ''}`} {...pressable(() => pick(''))}>
          <HomeOutlined /> 首页
        </div>
        {items.map((m) => (
          <div key={m.id} className={`yym-topmenu-item ${menuId === m.id ? 'active' : ''}`} {...pressable(() => pick(m.id))}>
            {m.name}
          </div>
        ))}
      </div>
      <Button type="text" size="small" icon={<RightOutlined />} onClick={() => scroll(1)} />
    </div>
  );
}

/**
 * The bell: the caller's unread station letters as a count and the newest letters, both polled every
 * 5 minutes (NOTICE_POLL_MS, as the spec says; a poll is one small read per user, and no push channel
 * exists yet). Opening a letter marks it read; the inbox lists them all.
 */
function NoticeBell() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const token = useSession((s) => s.token);
  const [open, setOpen] = useState(false);
  const poll = { enabled: !!token, refetchInterval: NOTICE_POLL_MS };
  const notices = useQueryOf('notice-top', [token], shellApi.noticeTop, poll);
  const unread = useQueryOf('notice-unread', [token], shellApi.unread, poll);
  const read = async (tenantId: string, id: string) => {
    setOpen(false);
    await shellApi.markRead(tenantId, id).catch(() => undefined);
    void unread.refetch();
    void notices.refetch();
    navigate('/stationLetter/index');
  };
  const content = (
    <div style={{ width: 300 }}>
      <List
        size="small"
        dataSource={notices.data?.records ?? []}
        locale={{ emptyText: t('nav.noNotice') }}
        renderItem={(n) => (
          <List.Item style={{ cursor: 'pointer' }} onClick={() => void read(n.tenantId, n.id)}>
            <List.Item.Meta title={<span style={{ fontWeight: n.read ? 400 : 600 }}>{n.title}</span>} description={n.releaseTime} />
          </List.Item>
        )}
      />
      <Button
        type="link"
        block
        onClick={() => {
          setOpen(false);
          navigate('/stationLetter/index');
        }}
      >
        {t('nav.allNotice')}
      </Button>
    </div>
  );
  return (
    <Popover content={content} title={t('nav.notice')} trigger="click" placement="bottomRight" open={open} onOpenChange={setOpen}>
      <Badge count={unread.data ?? 0} size="small" offset={[-4, 4]}>
        <Button type="text" aria-label="notice" icon={<BellOutlined />} />
      </Badge>
    </Popover>
  );
}

function Fullscreen() {
  const { t } = useTranslation();
  const [full, setFull] = useState(!!document.fullscreenElement);
  useEffect(() => {
    const on = () => setFull(!!document.fullscreenElement);
    document.addEventListener('fullscreenchange', on);
    return () => document.removeEventListener('fullscreenchange', on);
  }, []);
  const toggle = () => (full ? document.exitFullscreen() : document.documentElement.requestFullscreen()).catch(() => undefined);
  return (
    <Tooltip title={full ? t('nav.exitFullscreen') : t('nav.fullscreen')}>
      <Button type="text" aria-label="fullscreen" icon={full ? <CompressOutlined /> : <ExpandOutlined />} onClick={toggle} />
    </Tooltip>
  );
}

export function TopBar({ look }: { look: ThemeLook }) {
  const { t, i18n } = useTranslation();
  const { modal } = App.useApp();
  const navigate = useNavigate();
  const collapsed = useSession((s) => s.isCollapse);
  const user = useSession((s) => s.userInfo);
  const logs = useSession((s) => s.logs);
  const [dialog, setDialog] = useState<'' | 'search' | 'log' | 'lock' | 'theme'>('');
  const merchant = !!user?.isMerchant;

  const askLogout = () =>
    modal.confirm({
      title: t('nav.tip'),
      content: t('nav.logoutConfirm'),
      okText: t('nav.confirm'),
      cancelText: t('nav.cancel'),
      onOk: async () => {
        await logout();
        navigate('/login', { replace: true });
      },
    });
  const userItems = [
    { key: 'dashboard', label: t('nav.dashboard'), onClick: () => navigate('/wel/dashboard') },
    { key: 'info', label: t('nav.info'), onClick: () => navigate('/info/index') },
    ...(merchant ? [{ key: 'shop', label: t('nav.selectShop'), onClick: () => navigate('/selectMerchant') }] : []),
    { key: 'color', label: t('nav.color'), onClick: () => setDialog('theme') },
    { type: 'divider' as const },
    { key: 'logout', label: t('nav.logout'), danger: true, onClick: askLogout },
  ];
  const langItems = [
    {
      key: 'zh',
      label: '中文',
      onClick: () => {
        session.setLanguage('zh');
        void i18n.changeLanguage('zh');
      },
    },
    {
      key: 'en',
      label: 'English',
      onClick: () => {
        session.setLanguage('en');
        void i18n.changeLanguage('en');
      },
    },
  ];

  return (
    <header className="yym-header" style={{ background: look.headerBg, color: look.headerText }}>
      <Button
        type="text"
        aria-label="collapse"
        style={{ color: look.headerText }}
        icon={collapsed ? <MenuUnfoldOutlined /> : <MenuFoldOutlined />}
        onClick={() => session.setCollapse(!collapsed)}
      />
      {merchant ? <TopMenus /> : <div style={{ flex: 1 }} />}
      <div className="yym-header-tools" style={{ color: look.headerText }}>
        <Tooltip title={t('nav.search')}>
          <Button type="text" aria-label="menu-search" icon={<SearchOutlined />} onClick={() => setDialog('search')} />
        </Tooltip>
        <Tooltip title={t('nav.download')}>
          <Button
            type="text"
            aria-label="download"
            icon={<CloudDownloadOutlined />}
            onClick={() => navigate('/reportExport/reportExport')}
          />
        </Tooltip>
        <NoticeBell />
        {logs.length > 0 && (
          <Tooltip title={t('nav.errorLog')}>
            <Badge count={logs.length} size="small" offset={[-4, 4]}>
              <Button type="text" aria-label="error-log" icon={<BugOutlined />} onClick={() => setDialog('log')} />
            </Badge>
          </Tooltip>
        )}
        <Tooltip title={t('nav.lock')}>
          <Button type="text" aria-label="lock-screen" icon={<LockOutlined />} onClick={() => setDialog('lock')} />
        </Tooltip>
        <Fullscreen />
        <Tooltip title={t('nav.theme')}>
          <Button type="text" aria-label="theme-picker" icon={<BgColorsOutlined />} onClick={() => setDialog('theme')} />
        </Tooltip>
        <Dropdown menu={{ items: langItems, selectedKeys: [i18n.language] }}>
          <Button type="text" aria-label="language-switch" icon={<TranslationOutlined />} />
        </Dropdown>
        <Dropdown menu={{ items: userItems }} placement="bottomRight">
          <Button type="text" className="yym-user">
            <Avatar size="small" src={user?.avatar} icon={<UserOutlined />} />
            <span className="yym-user-name">{user?.realName || user?.account}</span>
          </Button>
        </Dropdown>
      </div>
      <MenuSearch open={dialog === 'search'} onClose={() => setDialog('')} />
      <ErrorLogDialog open={dialog === 'log'} onClose={() => setDialog('')} />
      <LockDialog open={dialog === 'lock'} onClose={() => setDialog('')} />
      <ThemeDialog open={dialog === 'theme'} onClose={() => setDialog('')} />
    </header>
  );
}
