import type { Row } from '../../platform/db.ts';
import { snake } from '../../platform/rows.ts';
import { formatTime } from '../../platform/time.ts';

/** A row read raw or through the pager (which answers camelCase): its columns by their snake_case names. */
export const columns = (x: Row): Row => Object.fromEntries(Object.entries(x).map(([k, v]) => [snake(k), v]));
/** A time as the API shows it. */
export const timeText = (v: unknown) => (v instanceof Date ? formatTime(v) : String(v ?? ''));
