import { useState, type ReactNode } from 'react';
import { Button, Input, Space, Tooltip } from 'antd';
import { ArrowDownOutlined, ArrowUpOutlined, DeleteOutlined, PlusOutlined } from '@ant-design/icons';

/** An ordered list of items with move up/down, delete and add (keyboard reachable buttons). */
export function ItemList<T>({
  items,
  onChange,
  render,
  onAdd,
  addLabel,
  max,
  onRemove,
  counter,
}: {
  items: T[];
  onChange: (items: T[]) => void;
  render: (item: T, index: number, set: (v: T) => void) => ReactNode;
  onAdd?: () => void;
  addLabel?: string;
  max?: number;
  onRemove?: (index: number) => void;
  counter?: string;
}) {
  const move = (i: number, d: number) => {
    const j = i + d;
    if (j < 0 || j >= items.length) return;
    const next = items.slice();
    [next[i], next[j]] = [next[j]!, next[i]!];
    onChange(next);
  };
  return (
    <div className="ed-items">
      {items.map((it, i) => (
        <div className="ed-item" key={i}>
          <div className="ed-item-tools">
            <span className="ed-item-no">{i + 1}</span>
            <Space size={2}>
              <Tooltip title="上移">
                <Button size="small" type="text" icon={<ArrowUpOutlined />} disabled={i === 0} onClick={() => move(i, -1)} />
              </Tooltip>
              <Tooltip title="下移">
                <Button
                  size="small"
                  type="text"
                  icon={<ArrowDownOutlined />}
                  disabled={i === items.length - 1}
                  onClick={() => move(i, 1)}
                />
              </Tooltip>
              <Tooltip title="删除">
                <Button
                  size="small"
                  type="text"
                  danger
                  icon={<DeleteOutlined />}
                  aria-label={`删除第${i + 1}项`}
                  onClick={() => (onRemove ? onRemove(i) : onChange(items.filter((_, k) => k !== i)))}
                />
              </Tooltip>
            </Space>
          </div>
          {render(it, i, (v) => onChange(items.map((x, k) => (k === i ? v : x))))}
        </div>
      ))}
      {onAdd && (
        <Button block type="dashed" icon={<PlusOutlined />} onClick={onAdd} disabled={max !== undefined && items.length >= max}>
          {addLabel ?? '添加'}
          {counter ? ` (${counter})` : max !== undefined ? ` (${items.length}/${max})` : ''}
        </Button>
      )}
    </div>
  );
}

/** Hot-word style tag editor: add by typing, each checked by `check`. */
export function TagInput({
  values,
  onAdd,
  onRemove,
  max,
  placeholder,
}: {
  values: string[];
  onAdd: (v: string) => void;
  onRemove: (i: number) => void;
  max: number;
  placeholder: string;
}) {
  const [v, setV] = useState('');
  return (
    <div>
      <div style={{ display: 'flex', flexWrap: 'wrap', gap: 6, marginBottom: 6 }}>
        {values.map((t, i) => (
          <span key={i} className="ed-tag">
            {t}
            <button type="button" className="ed-tag-remove" aria-label={`删除${t}`} onClick={() => onRemove(i)}>
              ×
            </button>
          </span>
        ))}
      </div>
      <Space.Compact style={{ width: '100%' }}>
        <Input
          value={v}
          placeholder={placeholder}
          aria-label={placeholder}
          onChange={(e) => setV(e.target.value)}
          onPressEnter={() => {
            onAdd(v.trim());
            setV('');
          }}
        />
        <Button
          disabled={values.length >= max}
          onClick={() => {
            onAdd(v.trim());
            setV('');
          }}
        >
          添加
        </Button>
      </Space.Compact>
    </div>
  );
}
