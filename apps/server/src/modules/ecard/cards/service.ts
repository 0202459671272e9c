import type { z } from 'zod';
import {
  ECARD_MSG,
  type CardProject,
  type CardRow,
  type DistributionCard,
  type StoreCard,
  type cardInfoForm,
  type cardProjectForm,
  type cardQuery,
  type cardRuleForm,
  type giveForm,
} from '@yym/contract';
import type { Row } from '../../../platform/db.ts';
import type { Ctx } from '../../../platform/context.ts';
import type { Scoped } from '../../../platform/repo.ts';
import { bad, notFound } from '../../../platform/errors.ts';
import { toApi } from '../../../platform/rows.ts';
import { issueCard, userCardDetail } from '../held/service.ts';
import { mustHave } from '../shared.ts';
import * as repo from './repo.ts';

/** Cards in three steps (info → rules → projects), shelves, copy, delete, give away, renewal, sales channels. */

const num = (v: unknown) => Number(v ?? 0);
const presentCard = (r: Row): CardRow => ({
  ...(r as CardRow),
  id: String(r.id),
  price: num(r.price),
  originalPrice: num(r.originalPrice),
  holders: r.holders === undefined ? undefined : num(r.holders),
});

export async function cardPage(ctx: Ctx, q: z.output<typeof cardQuery>) {
  const page = await repo.cardPage(ctx.data, q);
  return { ...page, records: page.records.map(presentCard) };
}
export const cardInfo = async (db: Scoped, id: string) => presentCard(await db.get(repo.CARD, id));
export async function cardRule(db: Scoped, id: string) {
  const c = await cardInfo(db, id);
  return {
    id: c.id,
    validityType: c.validityType,
    validStart: c.validStart,
    validEnd: c.validEnd,
    validDays: c.validDays,
    realName: c.realName,
    faceCheck: c.faceCheck,
  };
}
export const cardProjects = async (db: Scoped, id: string, renewal = false) => {
  await db.get(repo.CARD, id);
  return (await repo.projectsOf(db, id, renewal)).map((p) => ({
    ...(p as CardProject),
    id: String(p.id),
    poiId: p.poiId && String(p.poiId),
    productId: p.productId && String(p.productId),
  }));
};

type ProjectInput = z.output<typeof cardProjectForm>['projects'][number];
/** Only the tenant's own scenic spots and products (another tenant's id is simply not found). */
async function mustOwn(db: Scoped, projects: ProjectInput[]) {
  const pois = [...new Set(projects.flatMap((p) => (p.poiId ? [p.poiId] : [])))];
  const products = [...new Set(projects.flatMap((p) => (p.productId ? [p.productId] : [])))];
  if (pois.length && (await repo.ownPois(db, pois)).length !== pois.length) throw notFound();
  if (products.length && (await repo.ownProducts(db, products)).length !== products.length) throw notFound();
}

/** 续卡: the projects a renewed card gets, and the combos (days for a price) a holder renews with. */
export async function submitRenewalProjects(db: Scoped, id: string, projects: ProjectInput[]) {
  await db.get(repo.CARD, id);
  await mustOwn(db, projects);
  await repo.replaceProjects(db, id, projects, true);
  return cardProjects(db, id, true);
}
export async function renewalCombos(db: Scoped, id: string) {
  await db.get(repo.CARD, id);
  return (await repo.combosOf(db, id)).map((c) => ({ id: String(c.id), name: c.name, days: c.days, price: Number(c.price) }));
}
type Combo = { name: string; days: number; price: number };
export async function submitRenewalCombos(db: Scoped, id: string, combos: Combo[]) {
  await db.get(repo.CARD, id);
  await repo.replaceCombos(db, id, combos);
  return renewalCombos(db, id);
}

export async function submitInfo(ctx: Ctx, f: z.output<typeof cardInfoForm>) {
  await mustHave(ctx, f.id ? 'ele_card_list_edit' : 'ele_card_list_add');
  const { id, ...row } = f;
  return presentCard(id ? await ctx.data.update(repo.CARD, id, row) : await ctx.data.insert(repo.CARD, row, { step: 1 }));
}

export async function submitRule(ctx: Ctx, f: z.output<typeof cardRuleForm>) {
  const c = await ctx.data.get(repo.CARD, f.id);
  await mustHave(ctx, c.step >= 2 ? 'ele_card_list_edit' : 'ele_card_list_add');
  const fixed = f.validityType === 1;
  await ctx.data.update(repo.CARD, f.id, {
    validityType: f.validityType,
    validStart: fixed ? f.validStart : null,
    validEnd: fixed ? f.validEnd : null,
    validDays: f.validDays,
    realName: f.realName,
    faceCheck: f.faceCheck,
    step: Math.max(c.step, 2),
  });
  return cardRule(ctx.data, f.id);
}

export async function submitProject(ctx: Ctx, f: z.output<typeof cardProjectForm>) {
  const c = await ctx.data.get(repo.CARD, f.id);
  if (c.step < 2) throw bad(ECARD_MSG.stepOrder);
  await mustHave(ctx, c.step >= 3 ? 'ele_card_list_edit' : 'ele_card_list_add');
  await mustOwn(ctx.data, f.projects);
  await repo.replaceProjects(ctx.data, f.id, f.projects);
  await ctx.data.update(repo.CARD, f.id, { step: 3 });
  return cardProjects(ctx.data, f.id);
}

export async function shelves(db: Scoped, ids: string[], status: number) {
  const moved = await repo.setShelf(db, ids, status);
  if (!moved.length) throw status ? bad(ECARD_MSG.notComplete) : notFound();
  return moved.length;
}

export async function copyCard(db: Scoped, id: string) {
  const c = await db.get(repo.CARD, id);
  const { id: _id, createTime: _c, updateTime: _u, sold: _s, shelfStatus: _sh, ...rest } = c;
  const copy = await db.insert(repo.CARD, { ...rest, name: `${c.name}(副本)`.slice(0, 100) });
  await repo.replaceProjects(db, String(copy.id), (await repo.projectsOf(db, id)) as ProjectInput[]);
  await repo.replaceProjects(db, String(copy.id), (await repo.projectsOf(db, id, true)) as ProjectInput[], true);
  await repo.replaceCombos(db, String(copy.id), (await repo.combosOf(db, id)) as Combo[]);
  return presentCard(copy);
}

export async function deleteCards(db: Scoped, ids: string[]) {
  for (const id of ids) {
    const c = await db.find(repo.CARD, id);
    if (!c) throw notFound();
    if (Number(c.shelf_status) === 1) throw bad(ECARD_MSG.onShelfDelete);
  }
  if (await repo.holdersOf(db, ids)) throw bad(ECARD_MSG.hasHolders);
  return db.remove(repo.CARD, ids);
}

export async function recommend(db: Scoped, id: string, value: number) {
  await db.update(repo.CARD, id, { recommend: value });
  return true;
}

/** A complete card (all three steps), for selling, codes and gifts. */
export async function completeCard(db: Scoped, id: string): Promise<Row> {
  const c = await db.find(repo.CARD, id);
  if (!c) throw notFound(ECARD_MSG.offShelf);
  if (Number(c.step) < 3) throw bad(ECARD_MSG.notComplete);
  return c;
}

export async function giveAway(ctx: Ctx, f: z.output<typeof giveForm>) {
  const c = await completeCard(ctx.data, f.cardId);
  if (Number(c.real_name) === 1 && !f.holderIdCard) throw bad(ECARD_MSG.idCardRequired);
  const u = await issueCard(ctx.data, c, { source: 3, holderName: f.holderName, holderPhone: f.holderPhone, holderIdCard: f.holderIdCard });
  return userCardDetail(ctx.data, String(u.id));
}

export const nameList = (db: Scoped) => repo.nameList(db);
export const cardList = async (db: Scoped) => (await repo.onShelf(db)).map(presentCard);

const validityText = (c: CardRow) => (c.validityType === 1 ? `${c.validStart} 至 ${c.validEnd}` : `激活后${c.validDays}天内有效`);
export async function storeCard(db: Scoped, row: Row): Promise<StoreCard> {
  const c = presentCard(toApi(row));
  return {
    id: c.id,
    name: c.name,
    cardType: c.cardType,
    cover: c.cover,
    price: c.price,
    originalPrice: c.originalPrice,
    intro: c.intro,
    notice: c.notice,
    validityText: validityText(c),
    realName: c.realName,
    left: Math.max(0, c.stock - c.sold),
    projects: await cardProjects(db, c.id),
  };
}
export const preview = async (db: Scoped, id: string) => storeCard(db, (await db.find(repo.CARD, id)) ?? (await db.get(repo.CARD, id)));

// ---------------------------------------------------------------- what the other e-card sub-areas read and move

/** The card (not deleted), or nothing. */
export const findCard = (db: Scoped, id: string) => db.find(repo.CARD, id);
export { cardById, cardsLeft, completeCardsByName, returnStock, takeStock } from './repo.ts';

// ---------------------------------------------------------------- sales channels

export async function getChannels(db: Scoped, id: string) {
  const c = await db.get(repo.CARD, id);
  return String(c.channels ?? '')
    .split(',')
    .filter(Boolean);
}
export async function setChannels(db: Scoped, id: string, channels: string[]) {
  const r = await repo.setChannels(db, id, [...new Set(channels)].join(','));
  if (!r) throw notFound();
  return String(r.channels).split(',');
}

export const distributionList = async (db: Scoped): Promise<DistributionCard[]> =>
  (await repo.forDistribution(db)).map((c) => ({
    id: c.id,
    name: c.name,
    price: Number(c.price),
    left: Number(c.left),
    channels: String(c.channels ?? '')
      .split(',')
      .filter(Boolean),
  }));
