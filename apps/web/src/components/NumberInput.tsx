import { Input, type InputProps } from 'antd';
import { NUMBER_INPUT_MAX, NUMBER_INPUT_MAX_LENGTH } from '@yym/contract';

export interface NumberInputProps extends Omit<InputProps, 'value' | 'onChange'> {
  value?: number | string | null;
  onChange?: (v: number | null) => void;
  min?: number;
  /** Default 99999. */
  max?: number;
  /** Decimal places allowed (0 = integers). */
  decimals?: number;
}

/**
 * Keep only what a number of this kind may contain: digits, one point (when decimals are allowed),
 * a leading minus (when min < 0), at most `decimals` places and 10 characters.
 */
export function sanitizeNumber(text: string, decimals = 0, allowNegative = false): string {
  let s = text.replace(decimals > 0 ? /[^\d.-]/g : /[^\d-]/g, '');
  const neg = allowNegative && s.startsWith('-');
  s = s.replace(/-/g, '');
  if (decimals > 0) {
    const [int, ...rest] = s.split('.');
    s = rest.length ? `${int}.${rest.join('').slice(0, decimals)}` : int;
  }
  return ((neg ? '-' : '') + s).slice(0, NUMBER_INPUT_MAX_LENGTH);
}

/** Clamp to [min, max] (spec 1 §5 "Number input"). */
export const clampNumber = (n: number, min: number, max: number) => Math.min(max, Math.max(min, n));

/** Number input: strips non-numeric characters, limits decimals and length, clamps on change. */
export function NumberInput({ value, onChange, min = 0, max = NUMBER_INPUT_MAX, decimals = 0, ...rest }: NumberInputProps) {
  const change = (text: string) => {
    const s = sanitizeNumber(text, decimals, min < 0);
    if (s === '' || s === '-' || s.endsWith('.')) return onChange?.(s === '' ? null : Number(s.replace(/\.$/, '')) || null);
    onChange?.(clampNumber(Number(s), min, max));
  };
  return (
    <Input
      {...rest}
      inputMode={decimals > 0 ? 'decimal' : 'numeric'}
      maxLength={NUMBER_INPUT_MAX_LENGTH}
      value={value === null || value === undefined ? '' : String(value)}
      onChange={(e) => change(e.target.value)}
    />
  );
}
