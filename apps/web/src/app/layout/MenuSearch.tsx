import { useMemo, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useTranslation } from '../../i18n/index.ts';
import { Input, List, Modal } from 'antd';
import { SearchOutlined } from '@ant-design/icons';
import { menuLeaves } from '../menu.ts';
import { useSession } from '../session.ts';

/** Menu search overlay: leaves whose name starts with what was typed; Esc closes, Enter opens the first. */
export function MenuSearch({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const menu = useSession((s) => s.menu);
  const [text, setText] = useState('');
  const leaves = useMemo(() => menuLeaves(menu), [menu]);
  const hits = text.trim() ? leaves.filter((l) => l.node.name.startsWith(text.trim())) : leaves.slice(0, 12);
  const go = (path: string) => {
    onClose();
    setText('');
    navigate(path);
  };
  return (
    <Modal
      open={open}
      onCancel={onClose}
      footer={null}
      closable={false}
      keyboard
      destroyOnHidden
      width={560}
      styles={{ body: { padding: 4 } }}
    >
      <Input
        autoFocus
        size="large"
        prefix={<SearchOutlined />}
        placeholder={t('nav.searchPlaceholder')}
        value={text}
        aria-label="menu-search-input"
        onChange={(e) => setText(e.target.value)}
        onPressEnter={() => hits[0] && go(hits[0].path)}
        onKeyDown={(e) => e.key === 'Escape' && onClose()}
      />
      <List
        size="small"
        style={{ maxHeight: 360, overflow: 'auto', marginTop: 8 }}
        dataSource={hits}
        renderItem={(l) => (
          <List.Item style={{ cursor: 'pointer' }} onClick={() => go(l.path)}>
            <span>{l.node.name}</span>
            <span style={{ color: 'var(--yym-muted)' }}>{l.path}</span>
          </List.Item>
        )}
      />
    </Modal>
  );
}
