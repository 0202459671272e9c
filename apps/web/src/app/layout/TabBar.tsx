import { useState, type ReactNode } from 'react';
import { create } from 'zustand';
import { useLocation, useNavigate } from 'react-router-dom';
import { useCache } from '../data.ts';
import { useTranslation } from '../../i18n/index.ts';
import { App, Button, Dropdown, Select, Tabs } from 'antd';
import { DownOutlined, SearchOutlined } from '@ant-design/icons';
import { MSG } from '@yym/contract';
import { shellApi } from '../api.ts';
import { HOME_PATH, session, useSession } from '../session.ts';

/** "Refresh" of a tab: the page at `path` is mounted afresh (Layout adds `n` to its key). */
export const usePageReload = create<{ path: string; n: number }>(() => ({ path: '', n: 0 }));

/** Tab bar: home always first, close, close others, close all (back to the welcome page), clear cache, search. */
export function TabBar() {
  const { t } = useTranslation();
  const { modal, message } = App.useApp();
  const cache = useCache();
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  const tags = useSession((s) => s.tagList);
  const [searching, setSearching] = useState(false);
  const active = pathname + search;
  const activeKey = tags.find((tg) => tg.value === active)?.value ?? tags.find((tg) => tg.value.split('?')[0] === pathname)?.value ?? '';

  const close = (value: string) => {
    const next = session.closeTag(value);
    if (value === activeKey && next.length) navigate(next[next.length - 1].value);
  };
  const clearCache = () =>
    modal.confirm({
      title: t('nav.tip'),
      content: MSG.clearCacheConfirm,
      okText: t('nav.confirm'),
      cancelText: t('nav.cancel'),
      onOk: async () => {
        await shellApi.clearCache();
        cache.clear();
        void message.success(MSG.clearCacheDone);
      },
    });
  // Right-click on a tab: the same actions, applied to the tab clicked.
  const contextItems = (value: string) => [
    {
      key: 'refresh',
      label: t('tags.refresh', { defaultValue: '刷新' }),
      onClick: () => {
        if (value !== activeKey) navigate(value);
        void cache.invalidate();
        usePageReload.setState((s) => ({ path: value.split('?')[0], n: s.n + 1 }));
      },
    },
    {
      key: 'close',
      label: t('tags.close', { defaultValue: '关闭' }),
      disabled: tags.length <= 1 || value === HOME_PATH,
      onClick: () => close(value),
    },
    {
      key: 'others',
      label: t('tags.closeOthers'),
      onClick: () => {
        session.closeOthers(value);
        if (value !== activeKey) navigate(value);
      },
    },
    {
      key: 'all',
      label: t('tags.closeAll'),
      onClick: () => {
        session.closeAll();
        navigate(HOME_PATH);
      },
    },
  ];
  const withMenu = (value: string, label: ReactNode) => (
    <Dropdown trigger={['contextMenu']} menu={{ items: contextItems(value) }}>
      <span className="yym-tab-label">{label}</span>
    </Dropdown>
  );
  const items = [
    { key: 'others', label: t('tags.closeOthers'), onClick: () => session.closeOthers(activeKey) },
    {
      key: 'all',
      label: t('tags.closeAll'),
      onClick: () => {
        session.closeAll();
        navigate(HOME_PATH);
      },
    },
    { key: 'cache', label: t('tags.clearCache'), onClick: clearCache },
  ];
  return (
    <div className="yym-tabs">
      <Tabs
        type="editable-card"
        size="small"
        hideAdd
        activeKey={activeKey}
        onChange={(k) => navigate(k)}
        onEdit={(k, action) => action === 'remove' && close(String(k))}
        items={tags.map((tg) => ({
          key: tg.value,
          label: withMenu(tg.value, tg.value === HOME_PATH ? t('nav.home') : tg.label),
          closable: tags.length > 1 && tg.value !== HOME_PATH,
        }))}
      />
      {/* beside the tab list, not in it: a tablist holds tabs only */}
      <div className="yym-tabs-extra">
        {searching ? (
          <Select
            size="small"
            autoFocus
            showSearch
            open
            style={{ width: 180 }}
            placeholder={t('tags.search')}
            optionFilterProp="label"
            options={tags.map((tg) => ({ value: tg.value, label: tg.label }))}
            onBlur={() => setSearching(false)}
            onChange={(v: string) => {
              setSearching(false);
              navigate(v);
            }}
          />
        ) : (
          <Button size="small" type="text" aria-label={t('tags.find')} icon={<SearchOutlined />} onClick={() => setSearching(true)} />
        )}
        <Dropdown menu={{ items }} placement="bottomRight">
          <Button size="small">
            {t('tags.menu')} <DownOutlined />
          </Button>
        </Dropdown>
      </div>
    </div>
  );
}
