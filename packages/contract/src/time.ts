/** The business runs on China time (UTC+8, no daylight saving): "today" is the gate's today, wherever the browser or server is. */
export const CHINA_OFFSET_MS = 8 * 3600_000;
const DAY_MS = 86_400_000;

/** Today's date in China ('YYYY-MM-DD'), or N days from it. */
export function chinaToday(offsetDays = 0, now = Date.now()): string {
  return new Date(now + CHINA_OFFSET_MS + offsetDays * DAY_MS).toISOString().slice(0, 10);
}

/** Now in China as the pickers write it ('YYYY-MM-DD HH:mm:ss'), or this many minutes from now. */
export function chinaNow(offsetMinutes = 0, now = Date.now()): string {
  return new Date(now + CHINA_OFFSET_MS + offsetMinutes * 60_000).toISOString().slice(0, 19).replace('T', ' ');
}
