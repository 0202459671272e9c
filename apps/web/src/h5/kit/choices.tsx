import { createContext, useContext, useId, type ChangeEvent, type CSSProperties, type ReactNode } from 'react';
import { cx } from './cx.ts';

/** A box to tick, its words beside it. */
export function Checkbox({
  checked,
  onChange,
  children,
  style,
  disabled,
  ...rest
}: {
  checked?: boolean;
  onChange?: (e: ChangeEvent<HTMLInputElement>) => void;
  children?: ReactNode;
  style?: CSSProperties;
  disabled?: boolean;
  'data-testid'?: string;
}) {
  return (
    <label className="k-check" style={style}>
      <input type="checkbox" {...rest} checked={checked} disabled={disabled} onChange={onChange} />
      <span>{children}</span>
    </label>
  );
}

type RadioValue = string | number;
interface RadioCtx {
  name: string;
  value: RadioValue | undefined;
  pick(v: RadioValue): void;
  button: boolean;
}
const RadioContext = createContext<RadioCtx | null>(null);

/** The value a radio group hands to `onChange`, shaped like an input's change (`e.target.value`). */
export interface RadioChange {
  // biome-ignore lint/suspicious/noExplicitAny: the group's values are the page's own type
  target: { value: any };
}

function RadioGroup({
  value,
  onChange,
  options,
  optionType,
  children,
  style,
  className,
  ...rest
}: {
  value?: RadioValue;
  onChange?: (e: RadioChange) => void;
  options?: { value: RadioValue; label: ReactNode; disabled?: boolean }[];
  optionType?: 'default' | 'button';
  children?: ReactNode;
  style?: CSSProperties;
  className?: string;
  id?: string;
  'aria-label'?: string;
  'data-testid'?: string;
}) {
  const name = useId();
  const ctx: RadioCtx = { name, value, pick: (v) => onChange?.({ target: { value: v } }), button: optionType === 'button' };
  return (
    <RadioContext.Provider value={ctx}>
      <div {...rest} role="radiogroup" className={cx('k-radio-group', className)} style={style}>
        {options
          ? options.map((o) => (
              <Radio key={String(o.value)} value={o.value} disabled={o.disabled}>
                {o.label}
              </Radio>
            ))
          : children}
      </div>
    </RadioContext.Provider>
  );
}

function RadioBase({
  value,
  children,
  disabled,
  button,
  ...rest
}: {
  value: RadioValue;
  children?: ReactNode;
  disabled?: boolean;
  button?: boolean;
  'data-testid'?: string;
}) {
  const g = useContext(RadioContext);
  const checked = g?.value === value;
  const asButton = button ?? g?.button;
  return (
    <label className={cx(asButton ? 'k-radio-btn' : 'k-radio', checked && 'k-checked', disabled && 'k-disabled')} {...rest}>
      <input type="radio" name={g?.name} checked={checked} disabled={disabled} onChange={() => g?.pick(value)} />
      <span>{children}</span>
    </label>
  );
}

function RadioButton(p: { value: RadioValue; children?: ReactNode; disabled?: boolean; 'data-testid'?: string }) {
  return <RadioBase {...p} button />;
}

export const Radio = Object.assign(RadioBase, { Group: RadioGroup, Button: RadioButton });

/** One of a few choices side by side (a radio group drawn as a segmented bar). */
export function Segmented<V extends string | number>({
  options,
  value,
  onChange,
  block,
  style,
}: {
  options: (V | { value: V; label: ReactNode })[];
  value: V;
  onChange: (v: V) => void;
  block?: boolean;
  style?: CSSProperties;
}) {
  return (
    <RadioGroup
      value={value}
      onChange={(e) => onChange(e.target.value as V)}
      className={cx('k-segmented', block && 'k-segmented-block')}
      style={style}
      optionType="button"
    >
      {options.map((o) => {
        const opt = typeof o === 'object' ? o : { value: o, label: String(o) };
        return (
          <RadioBase key={String(opt.value)} value={opt.value}>
            {opt.label}
          </RadioBase>
        );
      })}
    </RadioGroup>
  );
}
