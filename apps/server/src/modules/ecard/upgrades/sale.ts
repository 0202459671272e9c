import { RENEW_WINDOW_DAYS, ORDER_STATUS, UPGRADE_MSG, chinaToday } from '@yym/contract';
import type { Row } from '../../../platform/db.ts';
import type { Moved } from '../../../platform/flow.ts';
import { type Scoped, tenantData } from '../../../platform/repo.ts';
import { bad } from '../../../platform/errors.ts';
import { SYSTEM, move } from '../../order/index.ts';
import * as repo from './repo.ts';
import { addDays } from '../../../platform/time.ts';

/**
 * 升级订单 and 续卡: a customer's held card upgraded under an enabled scheme (A → B for a price) or
 * renewed with one of its card's combos (days for a price). Each is an ord_order of kind
 * 'ec_upgrade' (payment, cashier, refunds, logs and the close job are the order area's) with its
 * ec_upgrade_order row. The rules where the spec is silent:
 *
 * - Upgrade: the held card becomes B (name, card id). Its projects are replaced by B's own; a B
 *   project that matches an old one (same scenic spot, else same product, else same name) keeps the
 *   uses already taken (at most B's total). The card keeps its start; its end becomes the later of
 *   its current end and B's rule (B's fixed end, or B's days counted from the card's start), so an
 *   upgrade never shortens a card. Offered only for a card in use and not expired.
 * - Renewal: offered from RENEW_WINDOW_DAYS days before the end (or once expired). The end moves by
 *   the combo's days: from the current end while the card is valid, from today (today counted) once
 *   expired. The card's renewal projects (ec_card_project, renewal = 1) are added with fresh counters.
 * - Both take effect when the order is paid, exactly once (ec_upgrade_order 1 → 2 in one conditional
 *   UPDATE; a replayed paid notice moves nothing and finds it applied), and the order completes.
 * - Refund: the merchant's refund pays the whole order back at once and puts the held card back as it
 *   was before (card, dates, projects with their counters). Refused once the card was used at the gate
 *   since the order took effect, or when a later upgrade or renewal of the card is still in effect.
 * - One unpaid upgrade or renewal per held card; buying the same option again reopens that order.
 */

const MAX_FUTURE = '9999-12-31';
const laterOf = (a: string | null, b: string | null) => (!a ? b : !b ? a : a > b ? a : b);
/** The end a renewal of `days` gives today: from the current end while valid, from today once expired. */
export const renewedEnd = (validEnd: string | null, days: number) => {
  const today = chinaToday();
  return validEnd && validEnd >= today ? addDays(validEnd, days) : addDays(today, days - 1);
};
export const renewable = (u: Row) => !!u.valid_end && u.valid_end <= addDays(chinaToday(), RENEW_WINDOW_DAYS);

export async function refundBlock(db: Scoped, u: Row): Promise<string | null> {
  if (Number(u.state) === 4) return UPGRADE_MSG.alreadyRefunded;
  if (Number(u.state) !== 2 || !u.applied_time) return UPGRADE_MSG.notApplied;
  const stamp = new Date(u.applied_time as string).toISOString();
  if (await repo.usesSince(db, String(u.user_card_id), stamp)) return UPGRADE_MSG.usedSinceApplied;
  if (await repo.laterApplied(db, String(u.user_card_id), String(u.order_id))) return UPGRADE_MSG.laterOrder;
  return null;
}

// ---------------------------------------------------------------- the order's moves

const asHeld = (p: Row): repo.HeldProject => ({
  project_id: String(p.project_id),
  poi_id: p.poi_id == null ? null : String(p.poi_id),
  product_id: p.product_id == null ? null : String(p.product_id),
  name: p.name,
  day_limit: Number(p.day_limit),
  total_limit: Number(p.total_limit),
  used: Number(p.used),
  day_date: p.day_date ?? null,
  day_used: Number(p.day_used),
  sort: Number(p.sort),
});

/** The old project a project of the new card continues: same scenic spot, else product, else name. */
function matchOld(p: Row, old: repo.HeldProject[], taken: Set<repo.HeldProject>) {
  const free = old.filter((o) => !taken.has(o));
  return (
    (p.poi_id != null && free.find((o) => o.poi_id === String(p.poi_id))) ||
    (p.product_id != null && free.find((o) => o.product_id === String(p.product_id))) ||
    free.find((o) => o.name === p.name) ||
    null
  );
}

/** Paid: the card changes, once. Answers what the log says. */
async function apply(db: Scoped, u: Row): Promise<string> {
  const card = await repo.lockUserCard(db, String(u.user_card_id));
  if (!card) return '持卡不存在,未生效';
  const old = (await repo.userCardProjects(db, String(card.id))).map(asHeld);
  const before = {
    cardId: String(card.card_id),
    cardName: card.card_name,
    validStart: card.valid_start,
    validEnd: card.valid_end,
    projects: old,
  };
  if (Number(u.order_type) === 2) {
    const end = renewedEnd(card.valid_end, Number(u.combo_days));
    if (!(await repo.claimApply(db, String(u.order_id), before, end))) return '';
    await repo.setValidEnd(db, String(card.id), end);
    const extra = await repo.cardProjects(db, String(card.card_id), true);
    for (const [i, p] of extra.entries())
      await repo.insertProject(db, String(card.id), {
        ...asHeld({ ...p, project_id: p.id, used: 0, day_used: 0, day_date: null }),
        sort: 100 + old.length + i,
      });
    return `续卡已生效: 有效期至${end}`;
  }
  const to = (await repo.cardRow(db, String(u.to_card_id)))!;
  const start = card.valid_start ?? chinaToday();
  const ruleEnd = Number(to.validity_type) === 1 ? to.valid_end : addDays(start, Number(to.valid_days) - 1);
  const end = laterOf(card.valid_end, ruleEnd) ?? MAX_FUTURE;
  if (!(await repo.claimApply(db, String(u.order_id), before, end))) return '';
  if (!(await repo.setCard(db, String(card.id), String(u.from_card_id), { id: String(to.id), name: to.name }, start, end)))
    return '持卡已不是原卡,未生效';
  await repo.dropProjects(db, String(card.id));
  const taken = new Set<repo.HeldProject>();
  for (const p of await repo.cardProjects(db, String(to.id), false)) {
    const prev = matchOld(p, old, taken);
    if (prev) taken.add(prev);
    const total = Number(p.total_limit);
    const dayLimit = Number(p.day_limit);
    await repo.insertProject(db, String(card.id), {
      ...asHeld({ ...p, project_id: p.id, used: 0, day_used: 0, day_date: null }),
      used: Math.min(prev?.used ?? 0, total),
      day_date: prev?.day_date ?? null,
      day_used: prev ? (dayLimit ? Math.min(prev.day_used, dayLimit) : prev.day_used) : 0,
    });
  }
  return `升级已生效: ${before.cardName} → ${to.name}, 有效期至${end}`;
}

/** Refunded: the card as it was before the order, once. */
async function revert(db: Scoped, u: Row) {
  if (!(await repo.claimRevert(db, String(u.order_id)))) return;
  const b = u.before as {
    cardId: string;
    cardName: string;
    validStart: string | null;
    validEnd: string | null;
    projects: repo.HeldProject[];
  };
  const id = String(u.user_card_id);
  // Only a card still as the order left it goes back (the held card is never another card's).
  if (!(await repo.setCard(db, id, String(u.to_card_id), { id: b.cardId, name: b.cardName }, b.validStart, b.validEnd))) return;
  await repo.dropProjects(db, id);
  for (const p of b.projects) await repo.insertProject(db, id, p);
  await repo.setCardStatus(db, id, 3, 1);
}

/**
 * Runs inside every order move: paid → the card changes and the order completes; ended unpaid → the
 * card may be offered again; refund applied → the card waits at the gate (refused if used since);
 * refunded → the card goes back; refund rejected → the card is in use again.
 */
export async function upgradeMoved(m: Moved<number, string>) {
  if (m.row.order_kind !== repo.KIND) return;
  const db = tenantData(m.q, m.tenantId);
  const id = String(m.row.id);
  const u = await repo.upgradeOrderOf(db, id);
  if (!u) return;
  if (m.action === 'pay') {
    const text = await apply(db, u);
    if (!text) return;
    let row = m.row;
    if (m.to === ORDER_STATUS.CONFIRMING) row = await move(db, row, 'confirm', SYSTEM, text);
    if (Number(row.order_status) === ORDER_STATUS.TO_BE_USED) await move(db, row, 'autoCheck', SYSTEM, text);
    return;
  }
  if (m.to === ORDER_STATUS.CANCELLED || m.to === ORDER_STATUS.CLOSED) {
    if (Number(u.state) === 1) await repo.markEnded(db, id);
    else if (Number(u.state) === 2) {
      const block = await refundBlock(db, u);
      if (block && block !== UPGRADE_MSG.alreadyRefunded) throw bad(block);
      await revert(db, u);
    }
    return;
  }
  if (m.action === 'applyRefund') {
    const block = await refundBlock(db, u);
    if (block) throw bad(block);
    await repo.setCardStatus(db, String(u.user_card_id), 1, 3);
  } else if (m.action === 'refundRejected') await repo.setCardStatus(db, String(u.user_card_id), 3, 1);
}
