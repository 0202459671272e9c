import type { FastifyRequest } from 'fastify';
import { MSG, UPGRADE_MSG, chinaToday, type RenewalOption, type UpgradeBought, type UpgradeOption } from '@yym/contract';
import type { Ctx } from '../../../platform/context.ts';
import type { Row } from '../../../platform/db.ts';
import type { Scoped } from '../../../platform/repo.ts';
import { bad, conflict, notFound, tooMany } from '../../../platform/errors.ts';
import { lockedKeys, recordFailure } from '../../auth/index.ts';
import { asCustomer } from '../../customer/index.ts';
import { CUSTOMER, openKindOrder } from '../../order/index.ts';
import * as repo from './repo.ts';
import { renewable, renewedEnd } from './sale.ts';

/** The storefront's 升级 and 续卡: what a held card is offered, and the unpaid order of an offer. */

/** The customer's own held card (another's, or another tenant's, is simply not found). */
async function ownCard(db: Scoped, c: Row, userCardId: string, lock = false) {
  const u = lock ? await repo.lockUserCard(db, userCardId) : await repo.findUserCard(db, userCardId);
  if (!u || (String(u.customer_id ?? '') !== String(c.id) && u.holder_phone !== c.phone)) throw notFound();
  return u;
}
const usable = (u: Row) => {
  if (Number(u.card_status) !== 1) throw bad(UPGRADE_MSG.cardNotUsable);
};
const projectsText = (ps: Row[]) => ps.map((p) => ({ name: p.name, totalLimit: Number(p.total_limit), dayLimit: Number(p.day_limit) }));
const validityText = (c: Row) => (Number(c.validity_type) === 1 ? `${c.valid_start} 至 ${c.valid_end}` : `自开卡起${c.valid_days}天内有效`);

export const upgradeOptions = (ctx: Ctx, req: FastifyRequest, userCardId: string) =>
  asCustomer(ctx, req, async (db, c): Promise<UpgradeOption[]> => {
    const u = await ownCard(db, c, userCardId);
    if (Number(u.card_status) !== 1 || (u.valid_end && u.valid_end < chinaToday())) return [];
    const schemes = await repo.schemesFrom(db, String(u.card_id));
    return Promise.all(
      schemes.map(async (s) => {
        const to = (await repo.cardRow(db, String(s.to_card_id)))!;
        return {
          upgradeId: String(s.id),
          name: s.name,
          toCardId: String(s.to_card_id),
          toCardName: s.to_card_name,
          price: Number(s.price),
          validityText: validityText(to),
          projects: projectsText(await repo.cardProjects(db, String(to.id), false)),
        };
      }),
    );
  });

export const renewalOptions = (ctx: Ctx, req: FastifyRequest, userCardId: string) =>
  asCustomer(ctx, req, async (db, c): Promise<RenewalOption[]> => {
    const u = await ownCard(db, c, userCardId);
    if (Number(u.card_status) !== 1 || !renewable(u)) return [];
    const extra = projectsText(await repo.cardProjects(db, String(u.card_id), true));
    return (await repo.combosOf(db, String(u.card_id))).map((k) => ({
      comboId: String(k.id),
      name: k.name,
      days: Number(k.days),
      price: Number(k.price),
      newValidEnd: renewedEnd(u.valid_end, Number(k.days)),
      projects: extra,
    }));
  });

/** Orders per address are throttled like the card purchase (30 per window). */
async function throttle(ctx: Ctx) {
  const key = `h5ecard:ip:${ctx.ip}`;
  if (await lockedKeys(ctx.svc, [key])) throw tooMany(MSG.coOrderTooFrequent);
  await recordFailure(ctx.svc, key, 30);
}

export interface Offer {
  orderType: 1 | 2;
  toCard: Row;
  upgradeId: string | null;
  comboId: string | null;
  comboDays: number | null;
  price: number;
  productName: string;
  skuName: string;
}

/** The unpaid order of the offer: a new one, or the card's open one when it is the same offer. */
export async function placeOffer(db: Scoped, c: Row, u: Row, offer: Offer): Promise<UpgradeBought> {
  const open = await repo.unpaidOf(db, String(u.id));
  if (open) {
    const same =
      Number(open.order_type) === offer.orderType && String(open.upgrade_id ?? open.combo_id) === (offer.upgradeId ?? offer.comboId);
    if (!same) throw bad(UPGRADE_MSG.otherUnpaid);
    return { orderId: String(open.order_id), code: open.code, orderNo: open.order_no, totalMoney: Number(open.total_money) };
  }
  const o = await openKindOrder(db, CUSTOMER, {
    kind: repo.KIND,
    prefix: 'U',
    productName: offer.productName,
    skuName: offer.skuName,
    date: chinaToday(),
    quantity: 1,
    unit: offer.price,
    contactName: u.holder_name || c.name || c.phone,
    contactPhone: c.phone,
    guests: [{ guestName: u.holder_name || c.name || c.phone, phone: c.phone }],
    channel: 'h5',
  });
  const row = await repo.insertUpgradeOrder(db, {
    orderId: String(o.id),
    orderType: offer.orderType,
    userCardId: String(u.id),
    fromCardId: String(u.card_id),
    toCardId: String(offer.toCard.id),
    upgradeId: offer.upgradeId,
    comboId: offer.comboId,
    comboDays: offer.comboDays,
    price: offer.price,
    customerId: c.id == null ? null : String(c.id),
  });
  // The held card is locked above, so only a concurrent transaction of another path could win here.
  if (!row) throw conflict(UPGRADE_MSG.otherUnpaid);
  return { orderId: String(o.id), code: o.code as string, orderNo: o.order_no as string, totalMoney: Number(o.total_money) };
}

export async function buyUpgrade(ctx: Ctx, req: FastifyRequest, body: { userCardId: string; upgradeId: string }) {
  await throttle(ctx);
  return asCustomer(ctx, req, async (db, c) => {
    const u = await ownCard(db, c, body.userCardId, true);
    usable(u);
    if (u.valid_end && u.valid_end < chinaToday()) throw bad(UPGRADE_MSG.cardExpiredUpgrade);
    const s = (await repo.schemesFrom(db, String(u.card_id))).find((x) => String(x.id) === body.upgradeId);
    if (!s) throw bad(UPGRADE_MSG.noScheme);
    const toCard = (await repo.cardRow(db, String(s.to_card_id)))!;
    return placeOffer(db, c, u, {
      orderType: 1,
      toCard,
      upgradeId: String(s.id),
      comboId: null,
      comboDays: null,
      price: Number(s.price),
      productName: `${u.card_name}升级`,
      skuName: `${u.card_name} → ${toCard.name}`,
    });
  });
}

export async function buyRenewal(ctx: Ctx, req: FastifyRequest, body: { userCardId: string; comboId: string }) {
  await throttle(ctx);
  return asCustomer(ctx, req, async (db, c) => {
    const u = await ownCard(db, c, body.userCardId, true);
    usable(u);
    if (!renewable(u)) throw bad(UPGRADE_MSG.notRenewable);
    const k = (await repo.combosOf(db, String(u.card_id))).find((x) => String(x.id) === body.comboId);
    if (!k) throw bad(UPGRADE_MSG.noCombo);
    return placeOffer(db, c, u, {
      orderType: 2,
      toCard: (await repo.cardRow(db, String(u.card_id)))!,
      upgradeId: null,
      comboId: String(k.id),
      comboDays: Number(k.days),
      price: Number(k.price),
      productName: `${u.card_name}续卡`,
      skuName: `${k.name}(${k.days}天)`,
    });
  });
}
