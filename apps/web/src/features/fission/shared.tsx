import { Money } from '../../components/index.ts';

export const options = (t: Record<number, string>) => Object.entries(t).map(([v, l]) => ({ value: Number(v), label: l }));
export const yuan = (cents: number) => <Money cents={cents} />;
export const AUDIT_COLOR: Record<number, string> = { 0: 'orange', 1: 'green', 2: 'red' };
export const ORDER_COLOR: Record<number, string> = { 0: 'default', 1: 'green', 2: 'orange', 3: 'red', 4: 'default' };
/** ‰ as the person reads it: 50 → 5%. */
export const percent = (permille: number | null) => (permille == null ? '—' : `${permille / 10}%`);
export const kickText = (r: { kickType: number; kickValue: number }) =>
  r.kickType === 1 ? `成交额的${percent(r.kickValue)}` : `¥${(r.kickValue / 100).toFixed(2)}/件`;
