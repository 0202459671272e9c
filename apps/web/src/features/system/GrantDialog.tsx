import { useEffect, useState } from 'react';
import { App, Empty, Modal, Spin, Tabs, Tree } from 'antd';
import type { TreeNode } from '@yym/contract';
import { escGuard } from '../../components/EscGuard.tsx';

export interface GrantTab {
  key: string;
  label: string;
  tree: TreeNode[];
  checked: string[];
}

/** Checkable trees in tabs (role grants: menus, data scopes, api scopes; top-menu settings: menus). */
export function GrantDialog({
  title,
  open,
  load,
  onSave,
  onClose,
}: {
  title: string;
  open: boolean;
  load: () => Promise<GrantTab[]>;
  onSave: (checked: Record<string, string[]>) => Promise<unknown>;
  onClose: () => void;
}) {
  const { message } = App.useApp();
  const [tabs, setTabs] = useState<GrantTab[] | null>(null);
  const [checked, setChecked] = useState<Record<string, string[]>>({});
  const [saving, setSaving] = useState(false);
  // biome-ignore lint/correctness/useExhaustiveDependencies: loads when the dialog opens (`load` and `onClose` are new each render)
  useEffect(() => {
    if (!open) return;
    setTabs(null);
    load().then((t) => {
      setTabs(t);
      setChecked(Object.fromEntries(t.map((x) => [x.key, x.checked])));
    }, onClose);
  }, [open]);
  const save = async () => {
    setSaving(true);
    try {
      await onSave(checked);
      void message.success('操作成功');
      onClose();
    } finally {
      setSaving(false);
    }
  };
  return (
    <Modal
      modalRender={escGuard}
      title={title}
      open={open}
      onCancel={onClose}
      onOk={save}
      confirmLoading={saving}
      okText="保存"
      cancelText="取消"
      width={560}
      destroyOnHidden
    >
      {!tabs ? (
        <div style={{ textAlign: 'center', padding: 32 }}>
          <Spin />
        </div>
      ) : (
        <Tabs
          items={tabs.map((t) => ({
            key: t.key,
            label: t.label,
            children: t.tree.length ? (
              <div style={{ maxHeight: 420, overflow: 'auto' }}>
                <Tree
                  checkable
                  defaultExpandAll={t.tree.length < 30}
                  treeData={t.tree}
                  checkedKeys={checked[t.key] ?? []}
                  onCheck={(keys) => setChecked((c) => ({ ...c, [t.key]: (Array.isArray(keys) ? keys : keys.checked).map(String) }))}
                />
              </div>
            ) : (
              <Empty />
            ),
          }))}
        />
      )}
    </Modal>
  );
}
