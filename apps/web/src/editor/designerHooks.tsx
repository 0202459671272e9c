import { useEffect } from 'react';
import { useBlocker } from 'react-router-dom';
import { App, Input } from 'antd';
import { MSG } from '@yym/contract';
import { editor, useEditor } from './store.ts';
import { askDelete, revealBlock, stopAskingDelete } from './Canvas.tsx';

/** Unsaved-change warning: closing the tab, and leaving the route. */
export function useUnsavedGuard() {
  const { modal } = App.useApp();
  useEffect(() => {
    const h = (e: BeforeUnloadEvent) => {
      if (useEditor.getState().dirty) {
        e.preventDefault();
        e.returnValue = MSG.edUnsaved;
      }
    };
    window.addEventListener('beforeunload', h);
    return () => window.removeEventListener('beforeunload', h);
  }, []);
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) => useEditor.getState().dirty && currentLocation.pathname !== nextLocation.pathname,
  );
  // biome-ignore lint/correctness/useExhaustiveDependencies: asks once each time the blocker blocks
  useEffect(() => {
    if (blocker.state === 'blocked')
      modal.confirm({ title: MSG.edUnsaved, onOk: () => blocker.proceed(), onCancel: () => blocker.reset() });
  }, [blocker.state]);
}

/** Keyboard: undo / redo / save / delete the selected block (not while typing or in a dialog). */
export function useEditorShortcuts(save: (manual?: boolean) => Promise<boolean>) {
  useEffect(() => {
    const h = (e: KeyboardEvent) => {
      const el = e.target as HTMLElement;
      if (e.key === 'Escape') stopAskingDelete();
      if (el.closest('input, textarea, [contenteditable="true"], .ant-modal, .ant-popover')) return;
      const mod = e.ctrlKey || e.metaKey;
      if (mod && e.key.toLowerCase() === 'z') {
        e.preventDefault();
        if (e.shiftKey) editor.redo();
        else editor.undo();
      } else if (mod && e.key.toLowerCase() === 'y') {
        e.preventDefault();
        editor.redo();
      } else if (mod && e.key.toLowerCase() === 's') {
        e.preventDefault();
        void save(true);
      } else if ((e.key === 'Delete' || e.key === 'Backspace') && useEditor.getState().selectedId) {
        const id = useEditor.getState().selectedId!;
        revealBlock(id);
        askDelete(id);
      }
    };
    window.addEventListener('keydown', h);
    return () => window.removeEventListener('keydown', h);
  }, [save]);
}

/** Ask for a page name (new page, rename); an empty name keeps the dialog open. Reloads the page list after `onOk`. */
export function usePageTitlePrompt(refreshPages: () => Promise<unknown>) {
  const { message, modal } = App.useApp();
  return (title: string, initial: string, onOk: (t: string) => Promise<unknown>) => {
    let value = initial;
    modal.confirm({
      title,
      icon: null,
      okText: '确定',
      cancelText: '取消',
      content: <Input autoFocus defaultValue={initial} maxLength={30} aria-label="页面名称" onChange={(e) => (value = e.target.value)} />,
      onOk: async () => {
        if (!value.trim()) {
          message.error(MSG.edPageNameRequired);
          throw new Error('empty');
        }
        await onOk(value.trim());
        await refreshPages();
      },
    });
  };
}
