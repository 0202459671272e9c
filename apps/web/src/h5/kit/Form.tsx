import {
  Children,
  cloneElement,
  createContext,
  isValidElement,
  useContext,
  useEffect,
  useId,
  useState,
  useSyncExternalStore,
  type ReactElement,
  type ReactNode,
} from 'react';
import { cx } from './cx.ts';

export interface Rule {
  required?: boolean;
  /** With `required`: blanks alone count as empty. */
  whitespace?: boolean;
  max?: number;
  pattern?: RegExp;
  message?: string;
  validator?: (rule: Rule, value: unknown) => Promise<unknown>;
}

type Values = Record<string, unknown>;

/** A form's values, their rules and errors; `Form.useForm()` makes one per form. */
export class FormStore<T extends object = Values> {
  private values: Values = {};
  private initial: Values = {};
  private errors: Record<string, string | undefined> = {};
  private rules = new Map<string, Rule[]>();
  private listeners = new Set<() => void>();

  subscribe = (l: () => void) => {
    this.listeners.add(l);
    return () => void this.listeners.delete(l);
  };
  private changed() {
    this.values = { ...this.values };
    for (const l of this.listeners) l();
  }
  /** The first render's initial values (kept for `resetFields`). */
  init(initial: Values) {
    this.initial = initial;
    this.values = { ...initial, ...this.values };
  }
  getValues = () => this.values;
  getFieldValue = (name: string) => this.values[name];
  errorOf = (name: string) => this.errors[name];
  setFieldValue(name: string, v: unknown) {
    this.values[name] = v;
    if (this.errors[name]) void this.check(name);
    this.changed();
  }
  setFieldsValue(v: Partial<T>) {
    Object.assign(this.values, v);
    this.changed();
  }
  register(name: string, rules: Rule[]) {
    this.rules.set(name, rules);
    return () => void this.rules.delete(name);
  }
  private async check(name: string): Promise<string | undefined> {
    const v = this.values[name];
    let error: string | undefined;
    for (const r of this.rules.get(name) ?? []) {
      const empty = v === undefined || v === null || v === '' || (r.whitespace && typeof v === 'string' && !v.trim());
      if (r.required && empty) error = r.message ?? '请填写';
      else if (!empty && r.max !== undefined && typeof v === 'string' && v.length > r.max) error = r.message ?? `最多 ${r.max} 个字符`;
      else if (!empty && r.pattern && !r.pattern.test(String(v))) error = r.message ?? '格式不正确';
      else if (r.validator)
        error = await r.validator(r, v).then(
          () => undefined,
          (e: Error) => e?.message ?? r.message,
        );
      if (error) break;
    }
    this.errors[name] = error;
    return error;
  }
  /** Checks every field that has rules: the values when all pass, else rejects with `errorFields`. */
  async validateFields(): Promise<T> {
    const names = [...this.rules.keys()];
    const found = await Promise.all(names.map((n) => this.check(n)));
    this.changed();
    const errorFields = names.map((name, i) => ({ name: [name], errors: found[i] ? [found[i]] : [] })).filter((f) => f.errors.length);
    if (errorFields.length) throw { errorFields, values: this.values };
    const live: Values = {};
    for (const [k, v] of Object.entries(this.values)) if (this.rules.has(k) || k in this.initial) live[k] = v;
    return live as T;
  }
  resetFields() {
    this.values = { ...this.initial };
    this.errors = {};
    this.changed();
  }
}

const FormContext = createContext<FormStore | null>(null);

function FormBase({
  form,
  initialValues,
  children,
  className,
}: {
  // biome-ignore lint/suspicious/noExplicitAny: any form, whatever its values
  form: FormStore<any>;
  initialValues?: Values;
  children?: ReactNode;
  layout?: 'vertical';
  requiredMark?: boolean;
  className?: string;
}) {
  const [ready] = useState(() => {
    form.init(initialValues ?? {});
    return true;
  });
  return (
    <FormContext.Provider value={form}>
      <form
        className={cx('k-form', className)}
        data-ready={ready}
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
        }}
      >
        {children}
      </form>
    </FormContext.Provider>
  );
}

/**
 * One field of a form: its label, its control (given `id`, `value`, `onChange`) and its error under
 * it. `onChange` takes an input's change event or the value itself.
 */
function Item({
  name,
  label,
  rules,
  children,
}: {
  name: string;
  label?: ReactNode;
  rules?: Rule[];
  children: ReactElement<Record<string, unknown>>;
}) {
  const form = useContext(FormContext)!;
  const id = `${useId()}-${name}`;
  useSyncExternalStore(form.subscribe, form.getValues);
  const rulesKey = JSON.stringify(rules?.map((r) => ({ ...r, pattern: r.pattern?.source, validator: !!r.validator })));
  // biome-ignore lint/correctness/useExhaustiveDependencies: the rules change with their content, not their identity
  useEffect(() => form.register(name, rules ?? []), [form, name, rulesKey]);
  const error = form.errorOf(name);
  const control = Children.only(children);
  return (
    <div className={cx('k-item', error && 'k-item-error')}>
      {label && (
        <label className="k-item-label" htmlFor={id}>
          {label}
        </label>
      )}
      {isValidElement(control) &&
        cloneElement(control, {
          id,
          value: form.getFieldValue(name) ?? (control.props as { value?: unknown }).value,
          'aria-invalid': error ? true : undefined,
          'aria-describedby': error ? `${id}-error` : undefined,
          onChange: (e: unknown) => {
            const t = (e as { target?: { type?: string; value?: unknown; checked?: boolean } })?.target;
            form.setFieldValue(name, t && typeof t === 'object' ? (t.type === 'checkbox' ? t.checked : t.value) : e);
          },
        })}
      {error && (
        <div className="k-item-explain" id={`${id}-error`} role="alert">
          {error}
        </div>
      )}
    </div>
  );
}

/** The form's store: `const [form] = Form.useForm()`. */
function useForm<T extends object = Values>(): [FormStore<T>] {
  const [form] = useState(() => new FormStore<T>());
  return [form];
}

/** A field's current value, re-rendering when it changes. */
// biome-ignore lint/suspicious/noExplicitAny: a field's value is whatever its control holds, as the page declared it
function useWatch(name: string, form: FormStore<any>): any {
  return useSyncExternalStore(form.subscribe, () => form.getFieldValue(name));
}

export const Form = Object.assign(FormBase, { Item, useForm, useWatch });
