import { useEffect } from 'react';
import { Badge, Button, Space, Tooltip } from 'antd';
import { RedoOutlined, UndoOutlined } from '@ant-design/icons';
import { editor, useEditor } from './store.ts';

const AUTOSAVE_MS = 3000;

/** Undo/redo and the save state: the only toolbar parts that change on every edit. */
export function EditStatus({ saving, savedAt }: { saving: boolean; savedAt: string }) {
  const dirty = useEditor((s) => s.dirty);
  const canUndo = useEditor((s) => s.past.length > 0);
  const canRedo = useEditor((s) => s.future.length > 0);
  const blockCount = useEditor((s) => s.blocks.length);
  const status = saving ? '保存中…' : dirty ? '有未保存的修改' : savedAt ? `已保存 ${savedAt}` : '已保存';
  return (
    <Space>
      <Tooltip title="撤销 (Ctrl+Z)">
        <Button icon={<UndoOutlined />} disabled={!canUndo} onClick={() => editor.undo()} aria-label="撤销" />
      </Tooltip>
      <Tooltip title="重做 (Ctrl+Shift+Z)">
        <Button icon={<RedoOutlined />} disabled={!canRedo} onClick={() => editor.redo()} aria-label="重做" />
      </Tooltip>
      <span className="ed-status" data-testid="save-status">
        <Badge status={dirty ? 'warning' : 'success'} />
        {status}
      </span>
      <span className="ed-status">{blockCount} 个组件</span>
    </Space>
  );
}

/** Autosave a few seconds after the last change. */
export function Autosave({ save }: { save: () => Promise<boolean> }) {
  const dirty = useEditor((s) => s.dirty);
  const changeNo = useEditor((s) => s.changeNo);
  // biome-ignore lint/correctness/useExhaustiveDependencies: each change restarts the autosave countdown
  useEffect(() => {
    if (!dirty) return;
    const t = setTimeout(() => void save(), AUTOSAVE_MS);
    return () => clearTimeout(t);
  }, [changeNo, dirty, save]);
  return null;
}
