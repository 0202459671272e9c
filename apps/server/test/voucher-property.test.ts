import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { MSG, PKG_STATUS as P, pkgStatusText } from '@yym/contract';
import { PKG_FLOW, type PkgAction } from '../src/modules/voucher/flow.ts';
import { Client, DEMO, login, startApp, type TestApp } from './harness.ts';
import { PO, buyAndPay, makePackage, pkgStatus } from './voucher-helpers.ts';

// Random sequences of moves over the package order's flow table, sent to the API: the service and the
// table agree on every step (the same target state, or the same refusal with nothing changed).

let t: TestApp;
let boss: Client;
let anon: Client;
beforeAll(async () => {
  t = await startApp();
  boss = (await login(t, ...DEMO.boss)).client;
  anon = new Client(t.url);
});
afterAll(async () => {
  await t?.close();
});

/** The clerk's moves: the action of the table, the call that asks for it, and what it passes. */
interface Move {
  action: PkgAction;
  ok?: boolean;
  pass?: boolean;
}
const MOVES: Move[] = [
  { action: 'confirm' },
  { action: 'secondConfirm' },
  { action: 'refuse' },
  { action: 'outConfirm', ok: true },
  { action: 'outConfirm', ok: false },
  { action: 'secondOut', ok: true },
  { action: 'secondOut', ok: false },
  { action: 'applyRefund' },
  { action: 'auditPass', pass: true },
  { action: 'auditReject', pass: false },
  { action: 'outPass', pass: true },
  { action: 'outReject', pass: false },
];
const call = (m: Move, orderId: string) => {
  switch (m.action) {
    case 'confirm':
      return boss.post(`${PO}/confirm`, { orderId });
    case 'secondConfirm':
      return boss.post(`${PO}/second-confirm`, { orderId });
    case 'refuse':
      return boss.post(`${PO}/refuse`, { orderId });
    case 'outConfirm':
      return boss.post(`${PO}/out-confirm`, { orderId, ok: m.ok });
    case 'secondOut':
      return boss.post(`${PO}/second-out`, { orderId, ok: m.ok });
    case 'applyRefund':
      return boss.post(`${PO}/refund`, { orderId });
    case 'auditPass':
    case 'auditReject':
      return boss.post(`${PO}/audit-refund`, { orderId, pass: m.pass });
    default:
      return boss.post(`${PO}/audit-out`, { orderId, pass: m.pass });
  }
};

describe('package order flow (property-based, through the API)', () => {
  it('any state and action of the table either moves to a known state or refuses with the spec message', () => {
    const states = Object.values(P);
    fc.assert(
      fc.property(fc.constantFrom(...states), fc.constantFrom(...MOVES), fc.boolean(), (from, m, needSecond) => {
        if (!PKG_FLOW.rule(from, m.action)) {
          expect(() => PKG_FLOW.next(from, m.action, {})).toThrow(
            MSG.coActionNotAllowed(pkgStatusText(from), PKG_FLOW.actionText[m.action]),
          );
          return;
        }
        expect(states).toContain(PKG_FLOW.next(from, m.action, { needSecond, ok: m.ok, before: P.OUT_DONE, kept: 0 }));
      }),
    );
    // the ends allow nothing
    for (const s of [P.CLOSED, P.REFUSED, P.REFUNDED]) expect(PKG_FLOW.actionsFrom(s)).toEqual([]);
  });

  it('random sequences of moves: the service follows the table step by step', async () => {
    const pkgs = [await makePackage(boss, { stock: 1000 }), await makePackage(boss, { stock: 1000, second: 1 })];
    await fc.assert(
      fc.asyncProperty(fc.boolean(), fc.array(fc.constantFrom(...MOVES), { minLength: 3, maxLength: 8 }), async (second, moves) => {
        const b = await buyAndPay(anon, pkgs[second ? 1 : 0]!);
        let state: number = P.WAIT_CONFIRM;
        let before: number | null = null;
        for (const m of moves) {
          const r = await call(m, b.orderId);
          if (!PKG_FLOW.rule(state, m.action)) {
            // auditPass and auditReject share a call (likewise outPass/outReject): the table names the pair
            expect(r.body.msg).toBe(MSG.coActionNotAllowed(pkgStatusText(state), PKG_FLOW.actionText[m.action]));
            expect(await pkgStatus(boss, b.orderId)).toBe(state);
            continue;
          }
          expect(r.body.code).toBe(200);
          const next = PKG_FLOW.next(state, m.action, { needSecond: second, ok: m.ok, before, kept: 0 });
          if (m.action === 'applyRefund') before = state;
          state = next;
          expect(await pkgStatus(boss, b.orderId)).toBe(state);
        }
      }),
      { numRuns: 8 },
    );
  });
});
