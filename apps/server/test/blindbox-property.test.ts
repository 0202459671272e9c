import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { pickPrize, replaySnapshots, shownOdds } from '@yym/contract';

// The fair draw's pick, written once for the server and the browser: it only ever gives a prize with
// stock left, refuses only an empty pool, follows the shown odds, and the log's replay ends where the
// stock ends.

const prizes = fc.array(fc.record({ weight: fc.integer({ min: 1, max: 1_000_000 }), remaining: fc.integer({ min: 0, max: 50 }) }), {
  minLength: 1,
  maxLength: 12,
});
const hex = fc.uint8Array({ minLength: 32, maxLength: 32 }).map((b) => Buffer.from(b).toString('hex'));

describe('the fair pick', () => {
  it('gives a prize with stock left, and nothing only when none is left', () => {
    fc.assert(
      fc.property(prizes, hex, (ps, h) => {
        const list = ps.map((p, i) => ({ id: String(i), ...p }));
        const id = pickPrize(h, list);
        const anyLeft = list.some((p) => p.remaining > 0);
        if (!anyLeft) return id === null;
        return id !== null && list[Number(id)]!.remaining > 0;
      }),
      { numRuns: 2000 },
    );
  });

  it('follows the shown odds over 20,000 draws (each share within 1.5 points)', () => {
    const list = [
      { id: 'a', weight: 1, remaining: 1e6 },
      { id: 'b', weight: 20, remaining: 1e6 },
      { id: 'c', weight: 79, remaining: 1e6 },
      { id: 'd', weight: 50, remaining: 0 },
    ];
    const seen = new Map<string, number>();
    for (let i = 0; i < 20_000; i++) {
      const id = pickPrize(createHmac('sha256', 'odds-seed').update(`T:${i}`).digest('hex'), list)!;
      seen.set(id, (seen.get(id) ?? 0) + 1);
    }
    const odds = shownOdds(list);
    expect(odds).toEqual([1, 20, 79, 0]);
    for (const [i, p] of list.entries()) expect(Math.abs(((seen.get(p.id) ?? 0) / 20_000) * 100 - odds[i]!)).toBeLessThan(1.5);
  });

  it("replaying a pool's picks never shows a prize below zero and ends at the stock left", () => {
    fc.assert(
      fc.property(
        fc.array(fc.record({ weight: fc.integer({ min: 1, max: 100 }), quantity: fc.integer({ min: 1, max: 8 }) }), {
          minLength: 1,
          maxLength: 6,
        }),
        fc.string(),
        (ps, seed) => {
          const pool = ps.map((p, i) => ({ id: String(i), ...p }));
          const picks: string[] = [];
          const left = pool.map((p) => ({ id: p.id, weight: p.weight, remaining: p.quantity }));
          for (let k = 0; ; k++) {
            const id = pickPrize(createHmac('sha256', seed).update(`O:${k}`).digest('hex'), left);
            if (!id) break;
            picks.push(id);
            left[Number(id)]!.remaining--;
          }
          const snaps = replaySnapshots(pool, picks);
          return (
            picks.length === pool.reduce((s, p) => s + p.quantity, 0) &&
            snaps.every((s, k) => s.every((p) => p.remaining >= 0) && s[Number(picks[k])]!.remaining > 0)
          );
        },
      ),
      { numRuns: 300 },
    );
  });
});
