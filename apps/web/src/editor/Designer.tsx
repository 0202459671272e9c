import { useCallback, useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { App, Button, Dropdown, Empty, Popover, Space, Spin } from 'antd';
import { CloudUploadOutlined, HistoryOutlined, MoreOutlined, PlusOutlined, QrcodeOutlined, SaveOutlined } from '@ant-design/icons';
import { BLOCK_NAMES, MSG, validatePage } from '@yym/contract';
import { useCan, useSession } from '../app/session.ts';
import { useList, useRefresh, rowsOf } from '../app/data.ts';
import { DECO_PAGE_LIST, decoApi, decoPages, isSaveConflict, type DecoVersion } from './api.ts';
import { QrPanel } from './QrPanel.tsx';
import { editor, useEditor } from './store.ts';
import { Palette } from './Palette.tsx';
import { Canvas, revealBlock } from './Canvas.tsx';
import { PanelHost } from './PanelHost.tsx';
import { BLOCKS } from './registry.ts';
import { Autosave, EditStatus } from './EditStatus.tsx';
import { useEditorShortcuts, usePageTitlePrompt, useUnsavedGuard } from './designerHooks.tsx';
import { VersionDrawer } from './VersionDrawer.tsx';
import { PageSelect } from './PageSelect.tsx';
import './editor.css';

// Created once: the designer's own state (saving, dialogs) never re-renders the palette, canvas and panel.
const workspace = (
  <div className="ed-main">
    <Palette />
    <div className="ed-stage">
      <Canvas />
    </div>
    <PanelHost />
  </div>
);

export default function Designer() {
  const { message, modal } = App.useApp();
  const [params] = useSearchParams();
  const tenantId = useSession((s) => s.tenantId);
  const can = {
    add: useCan('customize_page_add'),
    edit: useCan('customize_page_edit'),
    del: useCan('customize_page_delete'),
    publish: useCan('customize_page_publish'),
    rollback: useCan('customize_page_rollback'),
  };
  const pagesQ = useList(decoPages, DECO_PAGE_LIST);
  const refreshPages = useRefresh(decoPages);
  const pages = rowsOf(pagesQ.data);
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
  // biome-ignore lint/correctness/useExhaustiveDependencies: once per list or page, not on each render's new `open`
  useEffect(() => {
    if (pageId || !pages.length) return;
    const want = params.get('pageId');
    void open((pages.find((p) => p.id === want) ?? pages.find((p) => p.isHome) ?? pages[0]!).id);
  }, [pages, pageId]);

  const switchTo = (id: string) => {
    if (id === pageId) return;
    if (!useEditor.getState().dirty) return void open(id);
    modal.confirm({ title: MSG.edUnsaved, onOk: () => open(id) });
  };

  /** Save the draft; on a conflict ask whether to reload theirs or keep mine. */
  const save = useCallback(
    async (manual = false): Promise<boolean> => {
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
          if (isSaveConflict(e)) {
            conflict.current = true;
            modal.confirm({
              title: e.message,
              okText: '加载最新版本',
              cancelText: '保留我的修改并覆盖',
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
    },
    [message, modal, open],
  );

  useUnsavedGuard();
  useEditorShortcuts(save);

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
      void refreshPages();
      if (versions) setVersions(await decoApi.versions(s.pageId!));
    } catch (e) {
      if (isSaveConflict(e)) return void save(true);
      message.error((e as Error).message);
    }
  };

  const showVersions = async () => setVersions(await decoApi.versions(pageId!));
  const rollback = async (v: DecoVersion) => {
    await decoApi.rollback(pageId!, v.id);
    message.success(`${MSG.edRollbackSuccess}: 版本 ${v.versionNo}`);
    await open(pageId!);
    setVersions(await decoApi.versions(pageId!));
    void refreshPages();
  };

  const promptTitle = usePageTitlePrompt(refreshPages);
  const pageMenu = [
    can.edit && {
      key: 'rename',
      label: '重命名',
      onClick: () =>
        promptTitle('重命名页面', current?.title ?? '', async (t) => {
          await decoApi.rename(pageId!, t);
          editor.setPage({ ...useEditor.getState().page, title: t });
        }),
    },
    can.add && {
      key: 'copy',
      label: '复制页面',
      onClick: async () => {
        const c = await decoApi.copy(pageId!);
        await refreshPages();
        switchTo(c.id);
      },
    },
    can.edit &&
      !current?.isHome && {
        key: 'home',
        label: '设为首页',
        onClick: async () => {
          await decoApi.setHome(pageId!);
          message.success(MSG.updateSuccess);
          void refreshPages();
        },
      },
    can.del && {
      key: 'delete',
      danger: true,
      label: '删除页面',
      onClick: () =>
        modal.confirm({
          title: `确定删除页面「${current?.title}」?`,
          okButtonProps: { danger: true },
          onOk: async () => {
            await decoApi.remove(pageId!);
            useEditor.setState({ pageId: null, dirty: false });
            await refreshPages();
            message.success(MSG.deleteSuccess);
          },
        }),
    },
  ].filter(Boolean) as { key: string; label: string; onClick: () => void }[];

  return (
    <div className="ed-root" data-page-id={pageId ?? ''}>
      <div className="ed-toolbar">
        <Space>
          <PageSelect pages={pages} pageId={pageId} loading={pagesQ.isLoading} onChange={switchTo} />
          {can.add && (
            <Button
              icon={<PlusOutlined />}
              onClick={() =>
                promptTitle('新建页面', '新页面', async (t) => {
                  const c = await decoApi.create(t);
                  await refreshPages();
                  await open(c.id);
                })
              }
            >
              新建页面
            </Button>
          )}
          {pageId && pageMenu.length > 0 && (
            <Dropdown menu={{ items: pageMenu }}>
              <Button icon={<MoreOutlined />} aria-label="页面操作" />
            </Dropdown>
          )}
        </Space>
        <Space>
          <EditStatus saving={saving} savedAt={savedAt} />
          <Autosave save={save} />
        </Space>
        <Space>
          {can.edit && (
            <Button icon={<SaveOutlined />} onClick={() => void save(true)} disabled={!pageId} loading={saving}>
              保存
            </Button>
          )}
          <Button icon={<HistoryOutlined />} onClick={() => void showVersions()} disabled={!pageId}>
            版本记录
          </Button>
          <Popover trigger="click" title="扫码预览" content={<QrPanel page={current} tenantId={tenantId} />}>
            <Button icon={<QrcodeOutlined />} disabled={!pageId}>
              预览
            </Button>
          </Popover>
          {can.publish && (
            <Button type="primary" icon={<CloudUploadOutlined />} onClick={() => void publish()} disabled={!pageId}>
              发布
            </Button>
          )}
        </Space>
      </div>
      {!pagesQ.isLoading && !pages.length ? (
        <Empty style={{ marginTop: 80 }} description="还没有页面">
          {can.add && (
            <Button
              type="primary"
              onClick={() =>
                promptTitle('新建页面', '首页', async (t) => {
                  const c = await decoApi.create(t);
                  await refreshPages();
                  await open(c.id);
                })
              }
            >
              新建页面
            </Button>
          )}
        </Empty>
      ) : (
        <Spin spinning={loading}>{workspace}</Spin>
      )}
      <VersionDrawer versions={versions} canRollback={can.rollback} onRollback={rollback} onClose={() => setVersions(null)} />
    </div>
  );
}
