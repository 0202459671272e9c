import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parseTimestamptz } from '../src/platform/pg-timestamps.ts';
import { formatTime } from '../src/platform/time.ts';

/** A timestamptz as a session in UTC writes it: microseconds without trailing zeros, none when whole. */
const pgText = (ms: number, micros: number) => {
  const iso = new Date(ms).toISOString();
  const fraction = String(micros).padStart(6, '0').replace(/0+$/, '');
  return `${iso.slice(0, 10)} ${iso.slice(11, 19)}${fraction ? `.${fraction}` : ''}+00`;
};

describe('timestamptz from node-postgres', () => {
  it('reads what PostgreSQL writes in UTC to the millisecond, truncated', () => {
    const years1000to9999 = fc.integer({ min: Date.UTC(1000, 0, 1) / 1000, max: Date.UTC(9999, 11, 31, 23, 59, 59) / 1000 });
    fc.assert(
      fc.property(years1000to9999, fc.integer({ min: 0, max: 999_999 }), (seconds, micros) => {
        const text = pgText(seconds * 1000, micros);
        expect(parseTimestamptz(text).getTime(), text).toBe(seconds * 1000 + Math.floor(micros / 1000));
      }),
      { numRuns: 2000 },
    );
    expect(parseTimestamptz('2026-11-28 09:41:49.6+00').toISOString()).toBe('2026-11-28T09:41:49.600Z');
    expect(parseTimestamptz('2026-11-28 09:41:49.63+00').toISOString()).toBe('2026-11-28T09:41:49.630Z');
    expect(parseTimestamptz('2026-11-28 09:41:49.637857+00').toISOString()).toBe('2026-11-28T09:41:49.637Z');
  });

  it('reads other zones, early years, BC and infinity the generic way', () => {
    expect(parseTimestamptz('2026-01-01 08:00:00+08').toISOString()).toBe('2026-01-01T00:00:00.000Z');
    expect(parseTimestamptz('2026-01-01 05:30:00.25+05:30').toISOString()).toBe('2026-01-01T00:00:00.250Z');
    expect(parseTimestamptz('0099-03-01 00:00:00+00').getUTCFullYear()).toBe(99);
    expect(parseTimestamptz('2026-01-01 00:00:00+00 BC').getUTCFullYear()).toBe(-2025);
    expect(parseTimestamptz('infinity')).toBe(Infinity);
  });
});

describe('formatTime', () => {
  const isoWay = (ms: number) => new Date(ms + 8 * 3600_000).toISOString().replace('T', ' ').slice(0, 19);

  it('writes China wall-clock time to the second, as cut from the ISO string', () => {
    fc.assert(
      fc.property(fc.integer({ min: Date.UTC(1000, 0, 1), max: Date.UTC(9999, 11, 31, 15, 59, 59, 999) }), (ms) => {
        expect(formatTime(new Date(ms))).toBe(isoWay(ms));
      }),
      { numRuns: 5000 },
    );
    expect(formatTime(new Date('2026-12-31T16:00:00.999Z'))).toBe('2027-01-01 00:00:00');
    expect(formatTime(new Date('2024-02-28T16:05:09Z'))).toBe('2024-02-29 00:05:09');
  });

  it('writes years past 9999 the ISO way and refuses an invalid date', () => {
    const far = Date.UTC(10000, 0, 1);
    expect(formatTime(new Date(far))).toBe(isoWay(far));
    expect(() => formatTime(new Date(Number.NaN))).toThrow(RangeError);
  });
});
