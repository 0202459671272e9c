import type { z } from 'zod';
import {
  SYSTEM_MSG,
  VIDEO_PLATFORMS,
  type PartyKind,
  type SyncLogRow,
  type SystemRow,
  type VideoAccount,
  type VideoPlatform,
  type systemForm,
} from '@yym/contract';
import type { Ctx } from '../../../platform/context.ts';
import type { Row } from '../../../platform/db.ts';
import { bad, notFound } from '../../../platform/errors.ts';
import { PartnerRefused } from '../../../platform/providers/partners.ts';
import { type Sealed, seal, unseal } from '../../../platform/providers/paysecret.ts';
import { type Scoped, inTenant } from '../../../platform/repo.ts';
import { toApi } from '../../../platform/rows.ts';
import * as repo from './repo.ts';

/** The account page a system belongs to → the system's kind (1 supplier system, 2 distribution system). */
const systemKind = (party: PartyKind) => (party === 1 ? 2 : 1);
const bound = (db: Scoped, code: string) => `${db.tenantId}:ptn:${code}`;

function present(r: Row): SystemRow {
  const { secret, ...rest } = toApi<SystemRow & { secret: Sealed | null }>(r);
  return { ...rest, id: String(rest.id), secretTail: secret ? '****' : null };
}
const presentLog = (r: Row): SyncLogRow => ({ ...toApi<SyncLogRow>(r), id: String(r.id) });

export async function page(ctx: Ctx, party: PartyKind, q: { name?: string; status?: number; current: number; size: number }) {
  const p = await repo.systemPage(ctx.data, systemKind(party), q);
  return { ...p, records: p.records.map((r) => present(r as Row)) };
}

export async function detail(ctx: Ctx, party: PartyKind, id: string) {
  const r = await repo.system(ctx.data, systemKind(party), id);
  if (!r) throw notFound();
  return present(r);
}

/** Add or update; the secret is sealed with the tenant and code bound in, blank on an update keeps it. */
export async function submit(ctx: Ctx, party: PartyKind, f: z.output<typeof systemForm>) {
  const kind = systemKind(party);
  const secret = f.secret?.trim() ? seal(ctx.svc.cfg.payKey, f.secret.trim(), bound(ctx.data, f.code)) : undefined;
  if (!f.id) {
    if (!secret) throw bad(SYSTEM_MSG.secretRequired);
    const row = await repo.insertSystem(ctx.data, kind, f, secret);
    return detail(ctx, party, String(row!.id));
  }
  const before = await repo.system(ctx.data, kind, f.id);
  if (!before) throw notFound();
  // The secret is bound to the code: a new code needs the secret typed again.
  if (!secret && before.code !== f.code) throw bad(SYSTEM_MSG.secretRequired);
  await repo.updateSystem(ctx.data, kind, f.id, f, secret);
  return detail(ctx, party, f.id);
}

export async function remove(ctx: Ctx, party: PartyKind, ids: string[]) {
  const removed = await repo.removeSystems(ctx.data, systemKind(party), ids);
  if (!removed.length) throw notFound();
  return removed.length;
}

/** Runs outside the request's transaction: read, ask the other system, then log the answer in a short transaction. */
export async function sync(ctx: Ctx, party: PartyKind, id: string) {
  const user = ctx.requireUser().userId;
  const s = await inTenant(ctx.svc.db, ctx.tenantId, (db) => repo.system(db, systemKind(party), id), user);
  if (!s) throw notFound();
  if (Number(s.status) !== 1) throw bad(SYSTEM_MSG.systemOff);
  if (!s.secret) throw bad(SYSTEM_MSG.secretRequired);
  const secret = unseal<string>(ctx.svc.cfg.payKey, s.secret as Sealed, bound(ctx.data, String(s.code)));
  let result: { ok: boolean; count: number; message: string };
  try {
    const r = await ctx.svc.providers.partners.syncSystem({
      kind: Number(s.kind),
      code: String(s.code),
      endpoint: String(s.endpoint),
      appKey: String(s.app_key),
      secret,
    });
    result = { ok: true, ...r };
  } catch (e) {
    if (!(e instanceof PartnerRefused)) throw e;
    result = { ok: false, count: 0, message: e.message };
  }
  return inTenant(
    ctx.svc.db,
    ctx.tenantId,
    async (db) => {
      await repo.markSynced(db, id, result.ok);
      return presentLog((await repo.insertLog(db, { systemId: id, action: 'sync', ...result }))!);
    },
    user,
  );
}

export async function logPage(ctx: Ctx, party: PartyKind, q: { id: string; current: number; size: number }) {
  await detail(ctx, party, q.id);
  const p = await repo.logPage(ctx.data, q.id, q);
  return { ...p, records: p.records.map((r) => presentLog(r as Row)) };
}

// ---------------------------------------------------------------- short video

export const videoAccounts = (ctx: Ctx) => accountsOf(ctx.data, ctx.svc.providers.partners.sandbox);

async function accountsOf(db: Scoped, sandbox: boolean): Promise<VideoAccount[]> {
  const rows = await repo.videoAccounts(db);
  return (Object.keys(VIDEO_PLATFORMS) as VideoPlatform[]).map((platform) => {
    const a = rows.find((r) => r.platform === platform);
    const base = { platform, name: VIDEO_PLATFORMS[platform], sandbox };
    if (!a) return { ...base, bound: false };
    return {
      ...base,
      bound: true,
      id: String(a.id),
      accountId: String(a.account_id),
      accountName: String(a.account_name),
      bindTime: toApi<{ bindTime: string }>(a).bindTime,
      products: Number(a.products),
    };
  });
}

const refusedToBad = (e: unknown) => (e instanceof PartnerRefused ? bad(e.message) : e);

/** Outside the request's transaction: the platform checks the code, then the binding is kept. */
export async function bindVideo(ctx: Ctx, platform: VideoPlatform, authCode: string) {
  const user = ctx.requireUser().userId;
  if (await inTenant(ctx.svc.db, ctx.tenantId, (db) => repo.videoAccount(db, platform), user)) throw bad(SYSTEM_MSG.bound);
  const a = await ctx.svc.providers.partners.videoBind(platform, authCode).catch((e) => {
    throw refusedToBad(e);
  });
  await inTenant(ctx.svc.db, ctx.tenantId, (db) => repo.insertVideoAccount(db, platform, a), user);
  const all = await inTenant(ctx.svc.db, ctx.tenantId, (db) => accountsOf(db, ctx.svc.providers.partners.sandbox), user);
  return all.find((x) => x.platform === platform)!;
}

export async function unbindVideo(ctx: Ctx, platform: VideoPlatform) {
  const rows = await repo.unbindVideo(ctx.data, platform);
  if (!rows.length) throw bad(SYSTEM_MSG.notBound);
  return rows.length;
}

export async function syncVideo(ctx: Ctx, platform: VideoPlatform, productIds: string[]) {
  const user = ctx.requireUser().userId;
  const [account, products] = await inTenant(
    ctx.svc.db,
    ctx.tenantId,
    (db) => Promise.all([repo.videoAccount(db, platform), repo.liveProducts(db, productIds)]),
    user,
  );
  if (!account) throw bad(SYSTEM_MSG.notBound);
  if (!products.length) throw notFound();
  let result: { ok: boolean; count: number; message: string; outIds: string[] };
  try {
    const { outIds } = await ctx.svc.providers.partners.videoSync(platform, String(account.account_id), products);
    result = { ok: true, count: outIds.length, message: `已同步 ${outIds.length} 个商品到${VIDEO_PLATFORMS[platform]}`, outIds };
  } catch (e) {
    if (!(e instanceof PartnerRefused)) throw e;
    result = { ok: false, count: 0, message: e.message, outIds: [] };
  }
  return inTenant(
    ctx.svc.db,
    ctx.tenantId,
    async (db) => {
      if (result.ok)
        await repo.saveVideoProducts(
          db,
          String(account.id),
          products.map((p) => p.id),
          result.outIds,
        );
      return presentLog((await repo.insertLog(db, { videoAccountId: String(account.id), action: `video:${platform}`, ...result }))!);
    },
    user,
  );
}

export async function videoProducts(ctx: Ctx, q: { platform: VideoPlatform; current: number; size: number }) {
  const account = await repo.videoAccount(ctx.data, q.platform);
  if (!account) return { records: [], total: 0, current: q.current, size: q.size };
  const p = await repo.videoProductPage(ctx.data, String(account.id), q);
  return { ...p, records: p.records.map((r) => ({ ...toApi<Row>(r as Row), productId: String((r as Row).product_id) })) };
}
