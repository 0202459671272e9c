import { useEffect, useState, type CSSProperties, type InputHTMLAttributes, type ReactNode, type TextareaHTMLAttributes } from 'react';
import { Button } from './Button.tsx';
import { cx } from './cx.ts';

type InputProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'size' | 'prefix'> & {
  size?: 'small' | 'middle' | 'large';
  /** 'error' marks the field as refused (aria-invalid). */
  status?: 'error' | 'warning' | '';
  'data-testid'?: string;
};

/** A one-line text field. */
function InputBase({ size, status, className, ...rest }: InputProps) {
  return (
    <input
      aria-invalid={status === 'error' || undefined}
      {...rest}
      className={cx('k-input', size === 'large' && 'k-input-large', className)}
    />
  );
}

/** Several lines of text. */
function TextArea({ className, ...rest }: TextareaHTMLAttributes<HTMLTextAreaElement> & { 'data-testid'?: string }) {
  return <textarea {...rest} className={cx('k-input', 'k-textarea', className)} />;
}

/** A search box with its button; Enter or the button hands the words to `onSearch`. */
function Search({ enterButton = '搜索', onSearch, ...rest }: InputProps & { enterButton?: ReactNode; onSearch?: (value: string) => void }) {
  const [own, setOwn] = useState('');
  const value = rest.value !== undefined ? String(rest.value) : own;
  return (
    <form
      className="k-search"
      onSubmit={(e) => {
        e.preventDefault();
        onSearch?.(value);
      }}
    >
      <InputBase
        type="search"
        enterKeyHint="search"
        {...rest}
        value={value}
        onChange={(e) => {
          setOwn(e.target.value);
          rest.onChange?.(e);
        }}
      />
      <Button type="primary" htmlType="submit">
        {enterButton}
      </Button>
    </form>
  );
}

export const Input = Object.assign(InputBase, { TextArea, Search });

/**
 * A number field: `onChange` gets the number (null when empty), within `min`–`max` and rounded to
 * `precision` when the field is left. What is typed stays as typed until then.
 */
export function InputNumber({
  value,
  onChange,
  min,
  max,
  precision,
  style,
  className,
  prefix,
  size: _size,
  status,
  ...rest
}: Omit<InputProps, 'value' | 'onChange' | 'min' | 'max'> & {
  /** Words before the figure (¥). */
  prefix?: ReactNode;
  value?: number | null;
  onChange?: (v: number | null) => void;
  min?: number;
  max?: number;
  precision?: number;
  style?: CSSProperties;
}) {
  const [text, setText] = useState(value == null ? '' : String(value));
  // A value set from outside (a reset, a step) shows; a value being typed is left alone.
  useEffect(() => {
    setText((t) => (value == null ? (t === '' || t === '-' ? t : '') : Number(t) === value && t !== '' ? t : String(value)));
  }, [value]);
  const fit = (n: number) => {
    let v = precision === undefined ? n : Number(n.toFixed(precision));
    if (min !== undefined && v < min) v = min;
    if (max !== undefined && v > max) v = max;
    return v;
  };
  const field = (
    <input
      aria-invalid={status === 'error' || undefined}
      inputMode={precision === 0 || precision === undefined ? 'numeric' : 'decimal'}
      {...rest}
      style={style}
      className={cx('k-input', 'k-input-number', className)}
      role="spinbutton"
      aria-valuemin={min}
      aria-valuemax={max}
      aria-valuenow={value ?? undefined}
      value={text}
      onChange={(e) => {
        const t = e.target.value.replace(/[^\d.-]/g, '');
        setText(t);
        if (t === '') return onChange?.(null);
        const n = Number(t);
        if (Number.isFinite(n) && (min === undefined || n >= min) && (max === undefined || n <= max))
          onChange?.(precision === undefined ? n : Number(n.toFixed(precision)));
      }}
      onBlur={(e) => {
        if (text !== '' && Number.isFinite(Number(text))) {
          const v = fit(Number(text));
          setText(String(v));
          if (v !== value) onChange?.(v);
        }
        rest.onBlur?.(e);
      }}
    />
  );
  return prefix ? (
    <span className="k-affix" style={style}>
      <span aria-hidden>{prefix}</span>
      {field}
    </span>
  ) : (
    field
  );
}

export interface Option<V> {
  value: V;
  label: ReactNode;
  disabled?: boolean;
}

/** A choice from a list: the phone's own picker (a native select). */
export function Select<V extends string | number>({
  value,
  onChange,
  options = [],
  placeholder,
  loading,
  style,
  className,
  disabled,
  ...rest
}: {
  value?: V | null;
  onChange?: (v: V) => void;
  options?: Option<V>[];
  placeholder?: string;
  loading?: boolean;
  disabled?: boolean;
  style?: CSSProperties;
  className?: string;
  id?: string;
  'aria-label'?: string;
  'aria-invalid'?: boolean;
  'data-testid'?: string;
}) {
  const at = options.findIndex((o) => o.value === value);
  return (
    <select
      {...rest}
      style={style}
      disabled={disabled}
      aria-busy={loading || undefined}
      className={cx('k-input', 'k-select', at < 0 && 'k-select-empty', className)}
      value={at < 0 ? '' : String(at)}
      onChange={(e) => onChange?.(options[Number(e.target.value)]!.value)}
    >
      <option value="" disabled>
        {loading ? '加载中…' : (placeholder ?? '请选择')}
      </option>
      {options.map((o, i) => (
        <option key={String(o.value)} value={String(i)} disabled={o.disabled}>
          {typeof o.label === 'string' || typeof o.label === 'number' ? o.label : String(o.value)}
        </option>
      ))}
    </select>
  );
}

export interface CascaderOption {
  value: string;
  label: string;
  children?: CascaderOption[];
}

/** Two levels (province, city) as two pickers; with `changeOnSelect` the first alone is a value. */
export function Cascader({
  value = [],
  onChange,
  options,
  placeholder = '省 / 市',
  style,
  ...rest
}: {
  value?: string[];
  onChange?: (v: string[]) => void;
  options: CascaderOption[];
  placeholder?: string;
  changeOnSelect?: boolean;
  style?: CSSProperties;
  'data-testid'?: string;
}) {
  const { changeOnSelect: _, ...own } = rest;
  const first = options.find((o) => o.value === value[0]);
  const [a, b] = placeholder.split('/').map((s) => s.trim());
  return (
    <div className="k-cascader" style={style} {...own}>
      <Select aria-label={a || '省'} placeholder={a || '省'} value={value[0] ?? null} options={options} onChange={(v) => onChange?.([v])} />
      <Select
        aria-label={b || '市'}
        placeholder={b || '市'}
        disabled={!first?.children?.length}
        value={value[1] ?? null}
        options={first?.children ?? []}
        onChange={(v) => onChange?.([value[0]!, v])}
      />
    </div>
  );
}
