import { describe, expect, it } from 'vitest';
import { everyPeriod, periodsOf } from '../src/modules/report/shared.ts';

describe('a report series has one row a period', () => {
  const q = { startDate: '2026-02-26', endDate: '2026-03-03', period: 'day' as const };
  const zero = (period: string) => ({ period, n: 0 });

  it('gives every day of the range, the missing ones as zero, in order', () => {
    expect(periodsOf(q)).toEqual(['2026-02-26', '2026-02-27', '2026-02-28', '2026-03-01', '2026-03-02', '2026-03-03']);
    const rows = [
      { period: '2026-02-27', n: 2 },
      { period: '2026-03-02', n: 5 },
    ];
    expect(everyPeriod(q, rows, zero).map((r) => r.n)).toEqual([0, 2, 0, 0, 5, 0]);
  });

  it('places rows that come in another order by their period', () => {
    const rows = [
      { period: '2026-03-02', n: 5 },
      { period: '2026-02-27', n: 2 },
    ];
    expect(everyPeriod(q, rows, zero).map((r) => r.n)).toEqual([0, 2, 0, 0, 5, 0]);
  });

  it('gives weeks and months by their first day', () => {
    expect(periodsOf({ ...q, period: 'week' })).toEqual(['2026-02-23', '2026-03-02']);
    expect(periodsOf({ ...q, period: 'month' })).toEqual(['2026-02-01', '2026-03-01']);
  });
});
