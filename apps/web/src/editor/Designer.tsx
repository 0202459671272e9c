import { useCallback, useEffect, useRef, useState } from 'react';
import { useBlocker, useSearchParams } from 'react-router-dom';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { App, Badge, Button, Drawer, Dropdown, Empty, Input, Popconfirm, Popover, Select, Space, Spin, Tag, Tooltip } from 'antd';
import {
  CloudUploadOutlined, HistoryOutlined, MoreOutlined, PlusOutlined, QrcodeOutlined, RedoOutlined, SaveOutlined, UndoOutlined,
} from '@ant-design/icons';
import QRCode from 'qrcode';
import { BLOCK_NAMES, MSG, validatePage } from '@yym/contract';
import { ApiError } from '../app/http.ts';
import { useCan, useSession } from '../app/session.ts';
import { decoApi, type DecoPage, type DecoVersion } from './api.ts';
import { editor, useEditor } from './store.ts';
import { Palette } from './Palette.tsx';
import { Canvas, askDelete, revealBlock, stopAskingDelete } from './Canvas.tsx';
import { PanelHost } from './PanelHost.tsx';
import { BLOCKS } from './registry.ts';
import './editor.css';

const AUTOSAVE_MS = 3000;

/** The storefront links of a page: the tenant's home link for the home page, the page link always. */
function storefrontLinks(page: DecoPage | undefined, tenantId: string) {
  if (!page) return [];
  const links = [{ label: '页面链接', url: `${location.origin}/h5/page/${page.id}` }];
  if (page.isHome) links.unshift({ label: '店铺首页', url: `${location.origin}/h5/page/home?tenantId=${tenantId}` });
  return links;
}

function QrPanel({ page, tenantId }: { page: DecoPage | undefined; tenantId: string }) {
  const links = storefrontLinks(page, tenantId);
  const [img, setImg] = useState<string[]>([]);
  useEffect(() => {
    void Promise.all(links.map((l) => QRCode.toDataURL(l.url, { margin: 1, width: 160 }))).then(setImg);
  }, [links.map((l) => l.url).join()]); // eslint-disable-line react-hooks/exhaustive-deps
  if (!page?.publishedVersionId) return <div style={{ width: 220 }}>{MSG.edNotPublished}</div>;
  return (
    <Space align="start" size={16} data-testid="qr">
      {links.map((l, i) => (
        <div key={l.url} style={{ textAlign: 'center', width: 170 }}>
          {img[i] && <img src={img[i]} alt={l.label} width={160} height={160} />}
          <div style={{ fontWeight: 600 }}>{l.label}</div>
          <a href={l.url} target="_blank" rel="noreferrer" style={{ fontSize: 12, wordBreak: 'break-all' }}>{l.url.replace(location.origin, '')}</a>
        </div>
      ))}
    </Space>
  );
}

/** Undo/redo and the save state: the only toolbar parts that change on every edit. */
function EditStatus({ saving, savedAt }: { saving: boolean; savedAt: string }) {
  const dirty = useEditor((s) => s.dirty);
  const canUndo = useEditor((s) => s.past.length > 0);
  const canRedo = useEditor((s) => s.future.length > 0);
  const blockCount = useEditor((s) => s.blocks.length);
  const status = saving ? '保存中…' : dirty ? '有未保存的修改' : savedAt ? `已保存 ${savedAt}` : '已保存';
  return (
    <Space>
      <Tooltip title="撤销 (Ctrl+Z)"><Button icon={<UndoOutlined />} disabled={!canUndo} onClick={() => editor.undo()} aria-label="撤销" /></Tooltip>
      <Tooltip title="重做 (Ctrl+Shift+Z)"><Button icon={<RedoOutlined />} disabled={!canRedo} onClick={() => editor.redo()} aria-label="重做" /></Tooltip>
      <span className="ed-status" data-testid="save-status"><Badge status={dirty ? 'warning' : 'success'} />{status}</span>
      <span className="ed-status">{blockCount} 个组件</span>
    </Space>
  );
}

/** Autosave a few seconds after the last change. */
function Autosave({ save }: { save: () => Promise<boolean> }) {
  const dirty = useEditor((s) => s.dirty);
  const changeNo = useEditor((s) => s.changeNo);
  useEffect(() => {
    if (!dirty) return;
    const t = setTimeout(() => void save(), AUTOSAVE_MS);
    return () => clearTimeout(t);
  }, [changeNo, dirty, save]);
  return null;
}

// Created once: the designer's own state (saving, dialogs) never re-renders the palette, canvas and panel.
const workspace = (
  <div className="ed-main">
    <Palette />
    <div className="ed-stage"><Canvas /></div>
    <PanelHost />
  </div>
);

export default function Designer() {
  const { message, modal } = App.useApp();
  const qc = useQueryClient();
  const [params] = useSearchParams();
  const tenantId = useSession((s) => s.tenantId);
  const can = { add: useCan('customize_page_add'), edit: useCan('customize_page_edit'), del: useCan('customize_page_delete'),
    publish: useCan('customize_page_publish'), rollback: useCan('customize_page_rollback') };
  const pagesQ = useQuery({ queryKey: ['deco-pages'], queryFn: () => decoApi.pages() });
  const pages = pagesQ.data?.records ?? [];
  const pageId = useEditor((s) => s.pageId);
  const [loading, setLoading] = useState(false);
  const [saving, setSaving] = useState(false);
  const [savedAt, setSavedAt] = useState('');
  const [versions, setVersions] = useState<DecoVersion[] | null>(null);
  const conflict = useRef(false);
  const saveRun = useRef<Promise<boolean> | null>(null);
  const current = pages.find((p) => p.id === pageId);

  const open = useCallback(async (id: string) => {
    setLoading(true);
    try {
      const d = await decoApi.detail(id);
      editor.load(d.id, d.revision, d.draft);
      conflict.current = false;
      setSavedAt('');
    } finally {
      setLoading(false);
    }
  }, []);

  // Load every property panel up front: selecting a block never waits for (or flashes) a loading panel.
  useEffect(() => {
    for (const b of Object.values(BLOCKS)) void b.Panel.load();
  }, []);

  // Open the page of the URL, else the home page, once the list is there.
  useEffect(() => {
    if (pageId || !pages.length) return;
    const want = params.get('pageId');
    void open((pages.find((p) => p.id === want) ?? pages.find((p) => p.isHome) ?? pages[0]!).id);
  }, [pages, pageId]); // eslint-disable-line react-hooks/exhaustive-deps

  const switchTo = (id: string) => {
    if (id === pageId) return;
    if (!useEditor.getState().dirty) return void open(id);
    modal.confirm({ title: MSG.edUnsaved, onOk: () => open(id) });
  };

  /** Save the draft; on a conflict ask whether to reload theirs or keep mine. */
  const save = useCallback(async (manual = false): Promise<boolean> => {
    if (saveRun.current) return saveRun.current;
    const s = useEditor.getState();
    if (!s.pageId || (!s.dirty && !manual) || conflict.current) return !s.dirty;
    const run = (async () => {
      setSaving(true);
      const no = s.changeNo;
      try {
        const r = await decoApi.saveDraft(s.pageId!, s.revision, editor.doc());
        editor.saved(r.revision, no);
        setSavedAt(new Date().toLocaleTimeString());
        if (manual) message.success(MSG.edSaveSuccess);
        return true;
      } catch (e) {
        if (e instanceof ApiError && e.code === 409) {
          conflict.current = true;
          modal.confirm({
            title: e.message, okText: '加载最新版本', cancelText: '保留我的修改并覆盖',
            content: '另一位同事在您编辑期间保存了这个页面。加载最新版本会放弃您未保存的修改；覆盖会用您的版本替换对方的修改。',
            onOk: () => open(s.pageId!),
            onCancel: async () => {
              const latest = await decoApi.detail(s.pageId!);
              useEditor.setState({ revision: latest.revision });
              conflict.current = false;
              void save(true);
            },
          });
        } else message.error((e as Error).message);
        return false;
      } finally {
        setSaving(false);
        saveRun.current = null;
      }
    })();
    saveRun.current = run;
    return run;
  }, [message, modal, open]);

  // Unsaved-change warning: closing the tab, and leaving the route.
  useEffect(() => {
    const h = (e: BeforeUnloadEvent) => { if (useEditor.getState().dirty) { e.preventDefault(); e.returnValue = MSG.edUnsaved; } };
    window.addEventListener('beforeunload', h);
    return () => window.removeEventListener('beforeunload', h);
  }, []);
  const blocker = useBlocker(({ currentLocation, nextLocation }) => useEditor.getState().dirty && currentLocation.pathname !== nextLocation.pathname);
  useEffect(() => {
    if (blocker.state === 'blocked') modal.confirm({ title: MSG.edUnsaved, onOk: () => blocker.proceed(), onCancel: () => blocker.reset() });
  }, [blocker.state]); // eslint-disable-line react-hooks/exhaustive-deps

  // Keyboard: undo / redo / delete the selected block.
  useEffect(() => {
    const h = (e: KeyboardEvent) => {
      const el = e.target as HTMLElement;
      if (e.key === 'Escape') stopAskingDelete();
      if (el.closest('input, textarea, [contenteditable="true"], .ant-modal, .ant-popover')) return;
      const mod = e.ctrlKey || e.metaKey;
      if (mod && e.key.toLowerCase() === 'z') { e.preventDefault(); if (e.shiftKey) editor.redo(); else editor.undo(); }
      else if (mod && e.key.toLowerCase() === 'y') { e.preventDefault(); editor.redo(); }
      else if (mod && e.key.toLowerCase() === 's') { e.preventDefault(); void save(true); }
      else if ((e.key === 'Delete' || e.key === 'Backspace') && useEditor.getState().selectedId) {
        const id = useEditor.getState().selectedId!;
        revealBlock(id);
        askDelete(id);
      }
    };
    window.addEventListener('keydown', h);
    return () => window.removeEventListener('keydown', h);
  }, [save]); // eslint-disable-line react-hooks/exhaustive-deps

  const publish = async () => {
    const issues = validatePage(editor.doc());
    if (issues.length) {
      const i = issues[0]!;
      editor.select(i.blockId);
      revealBlock(i.blockId, 'center');
      return void message.error(`${BLOCK_NAMES[i.type]}(第${i.index + 1}个组件): ${i.message}`);
    }
    const s = useEditor.getState();
    try {
      const r = await decoApi.publish(s.pageId!, s.revision, editor.doc());
      editor.saved(r.revision, s.changeNo);
      message.success(`${MSG.edPublishSuccess} (版本 ${r.versionNo})`);
      void qc.invalidateQueries({ queryKey: ['deco-pages'] });
      if (versions) setVersions(await decoApi.versions(s.pageId!));
    } catch (e) {
      if (e instanceof ApiError && e.code === 409) return void save(true);
      message.error((e as Error).message);
    }
  };

  const showVersions = async () => setVersions(await decoApi.versions(pageId!));
  const rollback = async (v: DecoVersion) => {
    await decoApi.rollback(pageId!, v.id);
    message.success(`${MSG.edRollbackSuccess}: 版本 ${v.versionNo}`);
    await open(pageId!);
    setVersions(await decoApi.versions(pageId!));
    void qc.invalidateQueries({ queryKey: ['deco-pages'] });
  };

  const promptTitle = (title: string, initial: string, onOk: (t: string) => Promise<unknown>) => {
    let value = initial;
    modal.confirm({
      title, icon: null, okText: '确定', cancelText: '取消',
      content: <Input autoFocus defaultValue={initial} maxLength={30} aria-label="页面名称" onChange={(e) => (value = e.target.value)} />,
      onOk: async () => {
        if (!value.trim()) { message.error(MSG.edPageNameRequired); throw new Error('empty'); }
        await onOk(value.trim());
        await qc.invalidateQueries({ queryKey: ['deco-pages'] });
      },
    });
  };
  const pageMenu = [
    can.edit && { key: 'rename', label: '重命名', onClick: () => promptTitle('重命名页面', current?.title ?? '', async (t) => { await decoApi.rename(pageId!, t); editor.setPage({ ...useEditor.getState().page, title: t }); }) },
    can.add && { key: 'copy', label: '复制页面', onClick: async () => { const c = await decoApi.copy(pageId!); await qc.invalidateQueries({ queryKey: ['deco-pages'] }); switchTo(c.id); } },
    can.edit && !current?.isHome && { key: 'home', label: '设为首页', onClick: async () => { await decoApi.setHome(pageId!); message.success(MSG.updateSuccess); void qc.invalidateQueries({ queryKey: ['deco-pages'] }); } },
    can.del && { key: 'delete', danger: true, label: '删除页面', onClick: () => modal.confirm({ title: `确定删除页面「${current?.title}」?`, okButtonProps: { danger: true },
      onOk: async () => { await decoApi.remove(pageId!); useEditor.setState({ pageId: null, dirty: false }); await qc.invalidateQueries({ queryKey: ['deco-pages'] }); message.success(MSG.deleteSuccess); } }) },
  ].filter(Boolean) as { key: string; label: string; onClick: () => void }[];

  return (
    <div className="ed-root" data-page-id={pageId ?? ''}>
      <div className="ed-toolbar">
        <Space>
          <Select style={{ width: 220 }} value={pageId ?? undefined} placeholder="选择页面" loading={pagesQ.isLoading} onChange={switchTo} aria-label="页面"
            options={pages.map((p) => ({ value: p.id, label: <span>{p.title} {p.isHome ? <Tag color="green">首页</Tag> : null}{!p.publishedVersionId && <Tag>草稿</Tag>}</span> }))} />
          {can.add && <Button icon={<PlusOutlined />} onClick={() => promptTitle('新建页面', '新页面', async (t) => { const c = await decoApi.create(t); await qc.invalidateQueries({ queryKey: ['deco-pages'] }); await open(c.id); })}>新建页面</Button>}
          {pageId && pageMenu.length > 0 && <Dropdown menu={{ items: pageMenu }}><Button icon={<MoreOutlined />} aria-label="页面操作" /></Dropdown>}
        </Space>
        <Space>
          <EditStatus saving={saving} savedAt={savedAt} />
          <Autosave save={save} />
        </Space>
        <Space>
          {can.edit && <Button icon={<SaveOutlined />} onClick={() => void save(true)} disabled={!pageId} loading={saving}>保存</Button>}
          <Button icon={<HistoryOutlined />} onClick={() => void showVersions()} disabled={!pageId}>版本记录</Button>
          <Popover trigger="click" title="扫码预览" content={<QrPanel page={current} tenantId={tenantId} />}>
            <Button icon={<QrcodeOutlined />} disabled={!pageId}>预览</Button>
          </Popover>
          {can.publish && <Button type="primary" icon={<CloudUploadOutlined />} onClick={() => void publish()} disabled={!pageId}>发布</Button>}
        </Space>
      </div>
      {!pagesQ.isLoading && !pages.length ? (
        <Empty style={{ marginTop: 80 }} description="还没有页面">
          {can.add && <Button type="primary" onClick={() => promptTitle('新建页面', '首页', async (t) => { const c = await decoApi.create(t); await qc.invalidateQueries({ queryKey: ['deco-pages'] }); await open(c.id); })}>新建页面</Button>}
        </Empty>
      ) : (
        <Spin spinning={loading}>
          {workspace}
        </Spin>
      )}
      <Drawer title="版本记录" open={!!versions} onClose={() => setVersions(null)} width={420}>
        {versions?.length ? versions.map((v) => (
          <div key={v.id} className="ed-version" data-version={v.versionNo}>
            <div>
              <b>版本 {v.versionNo}</b> {v.current && <Tag color="green">线上</Tag>}
              <div className="ed-hint">{v.createTime} · {v.createUserName ?? ''} · {v.blockCount} 个组件 · {v.note}</div>
            </div>
            {can.rollback && !v.current && (
              <Popconfirm title={`回滚到版本 ${v.versionNo}?`} description="将以该版本重新发布，并替换当前草稿" onConfirm={() => rollback(v)} okText="回滚" cancelText="取消">
                <Button size="small">回滚</Button>
              </Popconfirm>
            )}
          </div>
        )) : <Empty description="尚未发布" />}
      </Drawer>
    </div>
  );
}
