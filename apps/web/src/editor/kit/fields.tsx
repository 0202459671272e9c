import { createContext, useContext, type ReactNode } from 'react';
import { App, ColorPicker, Input, InputNumber, Radio, Switch } from 'antd';
import type { RuleResult } from '@yym/contract';

export { ItemList, TagInput } from './listFields.tsx';

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
    <div className="ed-sec-title">
      <span>{title}</span>
      {extra}
    </div>
    {children}
  </div>
);

export function Row({ label, children, hint, path }: { label: string; children: ReactNode; hint?: ReactNode; path?: string }) {
  const err = useIssue(path);
  return (
    <div className={`ed-row${err ? ' has-error' : ''}`}>
      <span className="ed-row-label">{label}</span>
      <div className="ed-row-ctl">
        {children}
        {err ? (
          <div className="ed-err" role="alert">
            {err}
          </div>
        ) : hint ? (
          <div className="ed-hint">{hint}</div>
        ) : null}
      </div>
    </div>
  );
}

export function Text({
  value,
  onChange,
  max,
  placeholder,
  area,
  label,
  path,
  hint,
}: {
  value: string;
  onChange: (v: string) => void;
  max?: number;
  placeholder?: string;
  area?: boolean;
  label: string;
  path?: string;
  hint?: ReactNode;
}) {
  const err = useIssue(path);
  const common = {
    value,
    placeholder,
    status: err ? ('error' as const) : undefined,
    count: max ? { show: true, max } : undefined,
    'aria-label': label,
  };
  return (
    <Row label={label} path={path} hint={hint}>
      {area ? (
        <Input.TextArea {...common} autoSize={{ minRows: 2, maxRows: 8 }} onChange={(e) => onChange(e.target.value)} />
      ) : (
        <Input {...common} onChange={(e) => onChange(e.target.value)} />
      )}
    </Row>
  );
}

/** A number; out-of-range values are kept so the field shows the spec's message instead of silently clamping. */
export function Num({
  value,
  onChange,
  label,
  path,
  hint,
  min,
  max,
  emptyAs,
}: {
  value: number;
  onChange: (v: number) => void;
  label: string;
  path?: string;
  hint?: ReactNode;
  min?: number;
  max?: number;
  emptyAs?: number;
}) {
  const err = useIssue(path);
  return (
    <Row label={label} path={path} hint={hint ?? (min !== undefined && max !== undefined ? `${min}-${max}` : undefined)}>
      <InputNumber
        aria-label={label}
        value={value}
        status={err ? 'error' : undefined}
        style={{ width: 140 }}
        onChange={(v) => onChange(v === null || v === undefined ? (emptyAs ?? 0) : Number(v))}
      />
    </Row>
  );
}

export function Color({ value, onChange, label }: { value: string; onChange: (v: string) => void; label: string }) {
  return (
    <Row label={label}>
      <ColorPicker
        value={value || undefined}
        showText
        allowClear
        size="small"
        onChangeComplete={(c) => onChange(c.cleared ? '' : c.toHexString().toUpperCase())}
      />
    </Row>
  );
}

export function Toggle({
  value,
  onChange,
  label,
  hint,
}: {
  value: boolean;
  onChange: (v: boolean) => void;
  label: string;
  hint?: ReactNode;
}) {
  return (
    <Row label={label} hint={hint}>
      <Switch aria-label={label} checked={value} onChange={onChange} size="small" />
    </Row>
  );
}

export function Choice<T extends string | number>({
  value,
  onChange,
  label,
  options,
  hint,
}: {
  value: T;
  onChange: (v: T) => void;
  label: string;
  options: readonly { value: T; label: string }[];
  hint?: ReactNode;
}) {
  return (
    <Row label={label} hint={hint}>
      <Radio.Group
        aria-label={label}
        size="small"
        optionType="button"
        value={value}
        onChange={(e) => onChange(e.target.value)}
        // antd types the list as mutable; it only reads it
        options={options as { value: T; label: string }[]}
      />
    </Row>
  );
}
