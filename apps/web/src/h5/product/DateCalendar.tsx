import { centsToYuan } from '@yym/contract';
import type { CalendarDay } from './api.ts';
import { unusableWeekdays } from '../parts.tsx';

const WEEK = ['日', '一', '二', '三', '四', '五', '六'];

/** The play-date grid of the chosen ticket kind, with the chosen day's price and the product's unusable days. */
export function DateCalendar({
  days,
  picked,
  chosen,
  weekly,
  disDate,
  error,
  onPick,
}: {
  days: CalendarDay[];
  picked: string;
  chosen: CalendarDay | undefined;
  weekly: string;
  disDate: string;
  error: string | undefined;
  onPick: (day: CalendarDay) => void;
}) {
  // Blank cells before the first day so the grid lines up under its weekday.
  const lead = new Date(`${days[0]!.date}T00:00:00Z`).getUTCDay();
  return (
    <div className="h5o-card">
      <h3>选择游玩日期</h3>
      <div className="h5p-cal">
        {WEEK.map((w) => (
          <div key={w} className="h5p-wd">
            {w}
          </div>
        ))}
        {Array.from({ length: lead }, (_, i) => (
          <div key={`b${i}`} />
        ))}
        {days.map((d) => (
          <button
            key={d.date}
            type="button"
            data-date={d.date}
            disabled={!d.bookable}
            aria-pressed={d.date === picked}
            className={`h5p-day${d.bookable ? '' : ' is-off'}${d.date === picked ? ' is-on' : ''}`}
            onClick={() => onPick(d)}
          >
            <b>{Number(d.date.slice(8))}</b>
            <span>{d.allowed && d.priceYuan ? (d.stock > 0 ? `¥${d.priceYuan}` : '售罄') : '不可用'}</span>
          </button>
        ))}
      </div>
      {chosen && (
        <div className="h5o-row">
          <span>{chosen.date}</span>
          <span className="h5o-money">
            ¥{centsToYuan(chosen.price)} · 余{chosen.stock}
          </span>
        </div>
      )}
      <div className="h5o-row">
        <span>不可用星期</span>
        <span>{unusableWeekdays(weekly)}</span>
      </div>
      <div className="h5o-row">
        <span>不可用日期</span>
        <span>{disDate || '无'}</span>
      </div>
      {error && !chosen && <div className="h5p-err">{error}</div>}
    </div>
  );
}
