import { CINEMA_MSG, SEAT_STATE, type SeatCell } from '@yym/contract';
import { bad } from '../../platform/errors.ts';
import type { Scoped } from '../../platform/repo.ts';
import { toApi } from '../../platform/rows.ts';
import type { Sql } from '../../platform/sql.ts';

/**
 * What the cinema's sub-areas share. A hall's layout: one string per row, one character per cell ('S' a seat, 'X' a seat out of use, '_'
 * an aisle). Seats are named by row and by their number in the row, aisles not counted: `5排7座`.
 */
export const seatCount = (layout: readonly string[]) => layout.reduce((n, r) => n + [...r].filter((c) => c === 'S').length, 0);

/** The label of the cell at row r, column c (1-based), or null where there is no sellable seat. */
export function seatLabel(layout: readonly string[], r: number, c: number): string | null {
  const line = layout[r - 1] ?? '';
  if (line[c - 1] !== 'S') return null;
  const n = [...line.slice(0, c)].filter((x) => x !== '_').length;
  return `${r}排${n}座`;
}

/** The chosen seats, each a sellable seat, none twice; their labels in the order chosen. */
export function checkSeats(layout: readonly string[], seats: readonly { row: number; col: number }[]): string[] {
  const seen = new Set<string>();
  return seats.map((s) => {
    const label = seatLabel(layout, s.row, s.col);
    const key = `${s.row}-${s.col}`;
    if (!label || seen.has(key)) throw bad(CINEMA_MSG.seatInvalid);
    seen.add(key);
    return label;
  });
}

/** The drawn map: every cell of the layout with its state (taken seats from the screening's seat rows). */
export function drawMap(layout: readonly string[], taken: ReadonlyMap<string, { state: number; orderNo?: string }>): (SeatCell | null)[][] {
  return layout.map((line, i) =>
    [...line].map((ch, j) => {
      if (ch === '_') return null;
      const row = i + 1;
      const col = j + 1;
      const n = [...line.slice(0, col)].filter((x) => x !== '_').length;
      const t = taken.get(`${row}-${col}`);
      const state = ch === 'X' ? SEAT_STATE.DISABLED : (t?.state ?? SEAT_STATE.FREE);
      return { row, col, label: `${row}排${n}座`, state, ...(t?.orderNo ? { orderNo: t.orderNo } : {}) };
    }),
  );
}

/** `YYYY-MM-DD HH:mm` (China time, or with a zone) to an instant; refused when it is no time. */
export function parseStart(v: string): Date {
  const s = v.replace(' ', 'T');
  const d = new Date(/(Z|[+-]\d{2}:?\d{2})$/.test(s) ? s : `${s.length === 16 ? `${s}:00` : s}+08:00`);
  if (Number.isNaN(d.getTime())) throw bad(CINEMA_MSG.startRequired);
  return d;
}

/** China time of a stored instant, to the minute. */
export const chinaMinute = (v: unknown) =>
  v instanceof Date ? new Date(v.getTime() + 8 * 3600_000).toISOString().replace('T', ' ').slice(0, 16) : String(v ?? '').slice(0, 16);

/** One row or the rows of a statement as the API shows them (snake_case columns to camelCase). */
export const apiOne = async <T>(db: Scoped, q: Sql): Promise<T | undefined> => {
  const r = await db.one(q);
  return r && toApi<T>(r);
};
export const apiRows = async <T>(db: Scoped, q: Sql): Promise<T[]> => (await db.query(q)).map((r) => toApi<T>(r));
