import { createContext, useContext, useState, type ReactNode } from 'react';
import { App, Button, ColorPicker, Input, InputNumber, Radio, Space, Switch, Tooltip } from 'antd';
import { ArrowDownOutlined, ArrowUpOutlined, DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import type { RuleResult } from '@yym/contract';

/** Validation issues of the selected block, by path ('h', 'list.0.title'); fields show their own. */
export const IssuesContext = createContext<Map<string, string>>(new Map());
export const useIssue = (path?: string) => {
  const m = useContext(IssuesContext);
  return path ? m.get(path) : undefined;
};

/** Show a rule's message and apply its props unless it refused. */
export function useApply<P>(set: (p: P, key?: string) => void) {
  const { message } = App.useApp();
  return (r: RuleResult<P>, key?: string) => {
    if (r.message) (r.refused ? message.error : message.warning)(r.message);
    if (!r.refused) set(r.props, key);
  };
}

export const Section = ({ title, children, extra }: { title: string; children: ReactNode; extra?: ReactNode }) => (
  <div className="ed-sec">
    <div className="ed-sec-title"><span>{title}</span>{extra}</div>
    {children}
  </div>
);

export function Row({ label, children, hint, path }: { label: string; children: ReactNode; hint?: ReactNode; path?: string }) {
  const err = useIssue(path);
  return (
    <div className={`ed-row${err ? ' has-error' : ''}`}>
      <label>{label}</label>
      <div className="ed-row-ctl">
        {children}
        {err ? <div className="ed-err" role="alert">{err}</div> : hint ? <div className="ed-hint">{hint}</div> : null}
      </div>
    </div>
  );
}

export function Text({ value, onChange, max, placeholder, area, label, path, hint }: {
  value: string; onChange: (v: string) => void; max?: number; placeholder?: string; area?: boolean; label: string; path?: string; hint?: ReactNode;
}) {
  const err = useIssue(path);
  const common = { value, placeholder, status: err ? ('error' as const) : undefined, count: max ? { show: true, max } : undefined, 'aria-label': label };
  return (
    <Row label={label} path={path} hint={hint}>
      {area ? <Input.TextArea {...common} autoSize={{ minRows: 2, maxRows: 8 }} onChange={(e) => onChange(e.target.value)} />
        : <Input {...common} onChange={(e) => onChange(e.target.value)} />}
    </Row>
  );
}

/** A number; out-of-range values are kept so the field shows the spec's message instead of silently clamping. */
export function Num({ value, onChange, label, path, hint, min, max, emptyAs }: {
  value: number; onChange: (v: number) => void; label: string; path?: string; hint?: ReactNode; min?: number; max?: number; emptyAs?: number;
}) {
  const err = useIssue(path);
  return (
    <Row label={label} path={path} hint={hint ?? (min !== undefined && max !== undefined ? `${min}-${max}` : undefined)}>
      <InputNumber aria-label={label} value={value} status={err ? 'error' : undefined} style={{ width: 140 }}
        onChange={(v) => onChange(v === null || v === undefined ? emptyAs ?? 0 : Number(v))} />
    </Row>
  );
}

export function Color({ value, onChange, label }: { value: string; onChange: (v: string) => void; label: string }) {
  return (
    <Row label={label}>
      <ColorPicker value={value || undefined} showText allowClear size="small" onChangeComplete={(c) => onChange(c.cleared ? '' : c.toHexString().toUpperCase())} />
    </Row>
  );
}

export function Toggle({ value, onChange, label, hint }: { value: boolean; onChange: (v: boolean) => void; label: string; hint?: ReactNode }) {
  return <Row label={label} hint={hint}><Switch aria-label={label} checked={value} onChange={onChange} size="small" /></Row>;
}

export function Choice<T extends string | number>({ value, onChange, label, options, hint }: {
  value: T; onChange: (v: T) => void; label: string; options: readonly { value: T; label: string }[]; hint?: ReactNode;
}) {
  return (
    <Row label={label} hint={hint}>
      <Radio.Group aria-label={label} size="small" optionType="button" value={value} onChange={(e) => onChange(e.target.value)} options={options as any} />
    </Row>
  );
}

/** An ordered list of items with move up/down, delete and add (keyboard reachable buttons). */
export function ItemList<T>({ items, onChange, render, onAdd, addLabel, max, onRemove, counter }: {
  items: T[]; onChange: (items: T[]) => void; render: (item: T, index: number, set: (v: T) => void) => ReactNode;
  onAdd?: () => void; addLabel?: string; max?: number; onRemove?: (index: number) => void; counter?: string;
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
              <Tooltip title="上移"><Button size="small" type="text" icon={<ArrowUpOutlined />} disabled={i === 0} onClick={() => move(i, -1)} /></Tooltip>
              <Tooltip title="下移"><Button size="small" type="text" icon={<ArrowDownOutlined />} disabled={i === items.length - 1} onClick={() => move(i, 1)} /></Tooltip>
              <Tooltip title="删除"><Button size="small" type="text" danger icon={<DeleteOutlined />} aria-label={`删除第${i + 1}项`}
                onClick={() => (onRemove ? onRemove(i) : onChange(items.filter((_, k) => k !== i)))} /></Tooltip>
            </Space>
          </div>
          {render(it, i, (v) => onChange(items.map((x, k) => (k === i ? v : x))))}
        </div>
      ))}
      {onAdd && (
        <Button block type="dashed" icon={<PlusOutlined />} onClick={onAdd} disabled={max !== undefined && items.length >= max}>
          {addLabel ?? '添加'}{counter ? ` (${counter})` : max !== undefined ? ` (${items.length}/${max})` : ''}
        </Button>
      )}
    </div>
  );
}

/** Hot-word style tag editor: add by typing, each checked by `check`. */
export function TagInput({ values, onAdd, onRemove, max, placeholder }: { values: string[]; onAdd: (v: string) => void; onRemove: (i: number) => void; max: number; placeholder: string }) {
  const [v, setV] = useState('');
  return (
    <div>
      <div style={{ display: 'flex', flexWrap: 'wrap', gap: 6, marginBottom: 6 }}>
        {values.map((t, i) => <span key={i} className="ed-tag">{t}<a aria-label={`删除${t}`} onClick={() => onRemove(i)}>×</a></span>)}
      </div>
      <Space.Compact style={{ width: '100%' }}>
        <Input value={v} placeholder={placeholder} aria-label={placeholder} onChange={(e) => setV(e.target.value)} onPressEnter={() => { onAdd(v.trim()); setV(''); }} />
        <Button disabled={values.length >= max} onClick={() => { onAdd(v.trim()); setV(''); }}>添加</Button>
      </Space.Compact>
    </div>
  );
}
