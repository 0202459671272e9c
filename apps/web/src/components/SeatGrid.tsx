import type { CSSProperties } from 'react';
import { SEAT_STATE, type SeatCell } from '@yym/contract';
import './seat-grid.css';

const STATE_TEXT: Record<number, string> = { 0: '可选', 1: '锁定中', 2: '已售', 3: '不可用' };
const STATE_CLASS: Record<number, string> = { 0: 'free', 1: 'held', 2: 'sold', 3: 'off' };

/** Colors of the seat states, as the grid draws them (the legend under it). */
export function SeatLegend({ picking }: { picking?: boolean }) {
  return (
    <div className="seat-legend">
      {[SEAT_STATE.FREE, ...(picking ? [-1] : []), SEAT_STATE.HELD, SEAT_STATE.SOLD, SEAT_STATE.DISABLED].map((s) => (
        <span key={s}>
          <i className={`seat seat-${s === -1 ? 'picked' : STATE_CLASS[s]}`} />
          {s === -1 ? '已选' : STATE_TEXT[s]}
        </span>
      ))}
    </div>
  );
}

/**
 * A screening's seats drawn as the hall is laid out: the screen on top, one row per line with its
 * number, aisles left empty; free seats can be picked (`onPick`), the others show held, sold, or out of use.
 */
export function SeatGrid(p: {
  rows: (SeatCell | null)[][];
  picked?: ReadonlySet<string>;
  onPick?: (cell: SeatCell) => void;
  /** Back office: a taken seat's title names its order. */
  showOrders?: boolean;
  /** The room the grid has (a phone's card): seats shrink to fit it, down to 12px. */
  fit?: number;
}) {
  const cols = Math.max(1, ...p.rows.map((r) => r.length));
  const size = p.fit ? Math.max(12, Math.min(22, Math.floor((p.fit - 24) / cols) - 4)) : 22;
  return (
    <div className="seat-wrap">
      <div className="seat-screen">银幕</div>
      <div className="seat-rows" data-testid="seat-grid" style={{ '--seat': `${size}px` } as CSSProperties}>
        {p.rows.map((line, i) => (
          <div className="seat-row" key={i}>
            <span className="seat-no">{i + 1}</span>
            {line.map((c, j) => {
              if (!c) return <span key={`a${j}`} className="seat seat-aisle" aria-hidden />;
              const key = `${c.row}-${c.col}`;
              const picked = p.picked?.has(key);
              const cls = picked ? 'picked' : STATE_CLASS[c.state];
              const pickable = !!p.onPick && c.state === SEAT_STATE.FREE;
              const title = `${c.label} ${picked ? '已选' : STATE_TEXT[c.state]}${p.showOrders && c.orderNo ? ` 订单 ${c.orderNo}` : ''}`;
              return (
                <button
                  type="button"
                  key={key}
                  className={`seat seat-${cls}`}
                  title={title}
                  aria-label={title}
                  aria-pressed={picked}
                  disabled={!pickable}
                  data-testid={`seat-${key}`}
                  data-state={cls}
                  onClick={() => pickable && p.onPick?.(c)}
                />
              );
            })}
          </div>
        ))}
      </div>
    </div>
  );
}
