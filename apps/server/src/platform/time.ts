import { CHINA_OFFSET_MS } from '@yym/contract';

export { chinaToday } from '@yym/contract';

const DAY_MS = 86_400_000;

/** Now as a Date shifted to China time, to read its UTC fields as China's wall clock. */
export const chinaClock = (at = Date.now()): Date => new Date(at + CHINA_OFFSET_MS);

/** 'YYYYMMDDHHmmss' in China time (file names, order numbers). */
export const chinaStamp = (at = Date.now()): string => chinaClock(at).toISOString().slice(0, 19).replace(/[-:T]/g, '');

/** 'YYYY-MM-DD HH:mm:ss' in China time, as the product's users read it. */
export const formatTime = (d: Date): string => chinaClock(d.getTime()).toISOString().replace('T', ' ').slice(0, 19);

/** A 'YYYY-MM-DD' date moved by n days. */
export const addDays = (date: string, n: number): string =>
  new Date(Date.parse(`${date}T00:00:00Z`) + n * DAY_MS).toISOString().slice(0, 10);

/** The dates of a range ('YYYY-MM-DD', both ends included), optionally only some weekdays (0 = Sunday); at most `max`. */
export function datesBetween(start: string, end: string, weekdays?: readonly number[], max = 400): string[] {
  const out: string[] = [];
  for (let t = Date.parse(`${start}T00:00:00Z`); t <= Date.parse(`${end}T00:00:00Z`) && out.length < max; t += DAY_MS) {
    const d = new Date(t);
    if (!weekdays || weekdays.includes(d.getUTCDay())) out.push(d.toISOString().slice(0, 10));
  }
  return out;
}

/** A China wall-clock time as the pickers send it ('YYYY-MM-DD HH:mm' or with seconds), as a timestamptz literal. */
export const chinaTimestamp = (t: string): string => `${t.length === 16 ? `${t}:00` : t}+08`;
