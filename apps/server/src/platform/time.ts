import { CHINA_OFFSET_MS } from '@yym/contract';

export { chinaToday } from '@yym/contract';

const DAY_MS = 86_400_000;

/** Now as a Date shifted to China time, to read its UTC fields as China's wall clock. */
export const chinaClock = (at = Date.now()): Date => new Date(at + CHINA_OFFSET_MS);

/** 'YYYYMMDDHHmmss' in China time (file names, order numbers). */
export const chinaStamp = (at = Date.now()): string => chinaClock(at).toISOString().slice(0, 19).replace(/[-:T]/g, '');

const pad2 = (n: number) => (n < 10 ? `0${n}` : `${n}`);
/**
 * 'YYYY-MM-DD HH:mm:ss' in China time, as the product's users read it. Put together from the fields,
 * not cut from an ISO string: every timestamp of every row a list answers passes here.
 */
export function formatTime(d: Date): string {
  const c = chinaClock(d.getTime());
  const y = c.getUTCFullYear();
  // other years (and an invalid date, which throws) the ISO way
  if (!(y >= 1000 && y <= 9999)) return c.toISOString().replace('T', ' ').slice(0, 19);
  return `${y}-${pad2(c.getUTCMonth() + 1)}-${pad2(c.getUTCDate())} ${pad2(c.getUTCHours())}:${pad2(c.getUTCMinutes())}:${pad2(c.getUTCSeconds())}`;
}

/** A 'YYYY-MM-DD' date moved by n days. */
export const addDays = (date: string, n: number): string =>
  new Date(Date.parse(`${date}T00:00:00Z`) + n * DAY_MS).toISOString().slice(0, 10);

/** The dates of a range ('YYYY-MM-DD', both ends included), optionally only some weekdays (0 = Sunday); at most `max`. */
export function datesBetween(start: string, end: string, weekdays?: readonly number[], max = 400): string[] {
  const out: string[] = [];
  const first = new Date(`${start}T00:00:00Z`);
  const days = Math.floor((Date.parse(`${end}T00:00:00Z`) - first.getTime()) / DAY_MS) + 1;
  // Counted on the calendar, not through a Date a day: a year of them cost a report more than its SQL.
  let [y, m, d, dow] = [first.getUTCFullYear(), first.getUTCMonth() + 1, first.getUTCDate(), first.getUTCDay()];
  for (let i = 0; i < days && out.length < max; i++) {
    if (!weekdays || weekdays.includes(dow)) out.push(`${y}-${m < 10 ? '0' : ''}${m}-${d < 10 ? '0' : ''}${d}`);
    dow = (dow + 1) % 7;
    if (++d > monthDays(y, m)) [d, m] = [1, m + 1];
    if (m > 12) [m, y] = [1, y + 1];
  }
  return out;
}

const monthDays = (y: number, m: number) =>
  m === 2 ? (y % 4 === 0 && (y % 100 !== 0 || y % 400 === 0) ? 29 : 28) : [4, 6, 9, 11].includes(m) ? 30 : 31;

/** A China wall-clock time as the pickers send it ('YYYY-MM-DD HH:mm' or with seconds), as a timestamptz literal. */
export const chinaTimestamp = (t: string): string => `${t.length === 16 ? `${t}:00` : t}+08`;
