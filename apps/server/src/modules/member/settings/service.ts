import type { z } from 'zod';
import {
  MEMBER_MSG,
  type LevelRightRow,
  type MemberBase,
  type MemberLevelRow,
  type MemberSpeed,
  type levelRightsForm,
  type memberBaseForm,
  type memberDiscountForm,
  type memberLevelForm,
  type memberSpeedForm,
  type rightGoodsForm,
} from '@yym/contract';
import type { Ctx } from '../../../platform/context.ts';
import type { Row } from '../../../platform/db.ts';
import type { Scoped } from '../../../platform/repo.ts';
import { bad, notFound } from '../../../platform/errors.ts';
import { toApi } from '../../../platform/rows.ts';
import * as repo from './repo/programme.ts';
import * as pick from './repo/selectors.ts';

/** The tenant's settings, or the defaults before the first save. */
export async function settingsOf(db: Scoped) {
  const r = await repo.setting(db);
  return {
    enabled: r?.enabled ?? 1,
    memberName: (r?.member_name as string) ?? '会员',
    pointsPerYuan: r?.points_per_yuan ?? 1,
    pointsValidDays: r?.points_valid_days ?? 365,
    growthPerYuan: r?.growth_per_yuan ?? 1,
    growthMaxPerOrder: r?.growth_max_per_order ?? 0,
    ruleText: (r?.rule_text as string) ?? '',
  };
}

export async function baseDetail(ctx: Ctx): Promise<MemberBase> {
  const s = await settingsOf(ctx.data);
  return {
    enabled: s.enabled,
    memberName: s.memberName,
    pointsPerYuan: s.pointsPerYuan,
    pointsValidDays: s.pointsValidDays,
    ruleText: s.ruleText,
  };
}
export async function baseSubmit(ctx: Ctx, f: z.output<typeof memberBaseForm>) {
  await repo.saveSetting(ctx.data, {
    enabled: f.enabled,
    member_name: f.memberName,
    points_per_yuan: f.pointsPerYuan,
    points_valid_days: f.pointsValidDays,
    rule_text: f.ruleText,
  });
  return baseDetail(ctx);
}
export async function speedDetail(ctx: Ctx): Promise<MemberSpeed> {
  const s = await settingsOf(ctx.data);
  return { growthPerYuan: s.growthPerYuan, growthMaxPerOrder: s.growthMaxPerOrder };
}
export async function updateSpeed(ctx: Ctx, f: z.output<typeof memberSpeedForm>) {
  await repo.saveSetting(ctx.data, { growth_per_yuan: f.growthPerYuan, growth_max_per_order: f.growthMaxPerOrder });
  return speedDetail(ctx);
}

// ---------------------------------------------------------------- levels

const levelOf = (r: Row): MemberLevelRow => {
  const l = toApi<MemberLevelRow>(r);
  return { ...l, growthMin: Number(l.growthMin), memberCount: Number(l.memberCount ?? 0) };
};
export const levelList = async (ctx: Ctx) => (await repo.levels(ctx.data)).map(levelOf);

export async function levelDetail(ctx: Ctx, id: string) {
  const l = (await repo.levels(ctx.data)).find((r) => String(r.id) === id);
  if (!l) throw notFound();
  return levelOf(l);
}

/** Levels climb: a higher level number needs more growth than every lower one. */
export async function levelSubmit(ctx: Ctx, f: z.output<typeof memberLevelForm>) {
  if (await repo.levelNoTaken(ctx.data, f.levelNo, f.id)) throw bad(MEMBER_MSG.levelNoExists);
  const others = (await repo.levels(ctx.data)).filter((l) => String(l.id) !== f.id);
  const wrong = others.some((l) => (l.level_no < f.levelNo ? Number(l.growth_min) >= f.growthMin : Number(l.growth_min) <= f.growthMin));
  if (wrong) throw bad(MEMBER_MSG.growthOrder);
  const saved = f.id ? await ctx.data.update(repo.LEVEL, f.id, f) : await ctx.data.insert(repo.LEVEL, f);
  return levelDetail(ctx, String((saved as { id: string }).id));
}

export async function levelRemove(ctx: Ctx, ids: string[]) {
  if (await repo.levelsInUse(ctx.data, ids)) throw bad(MEMBER_MSG.levelInUse);
  const n = await ctx.data.remove(repo.LEVEL, ids);
  if (!n) throw notFound();
  return n;
}

/** 会员折扣: every level's discount at once; another tenant's level is not found (and nothing changes). */
export async function discountSubmit(ctx: Ctx, f: z.output<typeof memberDiscountForm>) {
  for (const l of f.levels) if (!(await repo.setDiscount(ctx.data, l.id, l.discount, l.discountEnabled))) throw notFound();
  return f.levels.length;
}

async function requireLevel(ctx: Ctx, id: string) {
  if (!(await ctx.data.find(repo.LEVEL, id))) throw notFound();
}

export async function rightList(ctx: Ctx, levelId: string): Promise<LevelRightRow[]> {
  await requireLevel(ctx, levelId);
  return (await repo.rights(ctx.data, levelId)).map((r) => toApi<LevelRightRow>(r));
}
export async function rightSubmitByBatch(ctx: Ctx, f: z.output<typeof levelRightsForm>) {
  await requireLevel(ctx, f.levelId);
  await repo.replaceRights(ctx.data, f.levelId, f.rights);
  return rightList(ctx, f.levelId);
}

const goodsRows = (rows: Row[]) =>
  rows.map((r) => ({ targetId: String(r.target_id), targetName: r.target_name as string, quantity: r.quantity as number }));
export async function rightGoods(ctx: Ctx, levelId: string, kind: 'goods' | 'coupon') {
  await requireLevel(ctx, levelId);
  return goodsRows(await repo.rightGoods(ctx.data, levelId, kind));
}
export async function saveRightGoods(ctx: Ctx, f: z.output<typeof rightGoodsForm>, kind: 'goods' | 'coupon') {
  await requireLevel(ctx, f.levelId);
  // Goods must be the tenant's products; coupons belong to the marketing area (not built yet): kept as given.
  if (kind === 'goods' && f.items.length) {
    const ids = [...new Set(f.items.map((i) => i.targetId))];
    if ((await repo.productsAmong(ctx.data, ids)).length !== ids.length) throw notFound();
  }
  await repo.replaceRightGoods(ctx.data, f.levelId, kind, f.items);
  return rightGoods(ctx, f.levelId, kind);
}

// ---------------------------------------------------------------- the right dialogs' pickers

export const selectors = {
  classify: (ctx: Ctx) => pick.classify(ctx.data),
  poi: (ctx: Ctx, q: Parameters<typeof pick.pois>[1]) => pick.pois(ctx.data, q),
  // No hotel area yet: an empty page until hotels exist.
  hotel: async (_ctx: Ctx, q: { current: number; size: number }) => ({ records: [], total: 0, size: q.size, current: q.current, pages: 0 }),
  sku: (ctx: Ctx, q: Parameters<typeof pick.skus>[1]) => pick.skus(ctx.data, q),
  ticket: (ctx: Ctx, q: Parameters<typeof pick.products>[1]) => pick.products(ctx.data, q, true),
};

// ---------------------------------------------------------------- for the ledger and the member centre

/** The highest level a growth value reaches, a level by id, the next level above a growth. */
export { levelById, levelFor, nextLevel } from './repo/programme.ts';
