import type { FastifyReply } from 'fastify';
import {
  MP_MSG,
  MP_PLATFORMS,
  MP_STATUS as S,
  type MpAction,
  type MpBatchResult,
  type MpLogRow,
  type MpPanel,
  type MpPlatform,
  type MpStatus,
  type MpVersionRow,
} from '@yym/contract';
import type { Ctx } from '../../../platform/context.ts';
import type { Row } from '../../../platform/db.ts';
import { BizError, bad, notFound } from '../../../platform/errors.ts';
import { pollOne } from './jobs.ts';

// The platform's pushes and the sandbox rehearsal are answered by the audit-result code in jobs.ts.
export { callback, sandboxElapse } from './jobs.ts';
import { sendOnCommit } from '../../../platform/raw.ts';
import type { Scoped } from '../../../platform/repo.ts';
import { toApi } from '../../../platform/rows.ts';
import { appNamed, appOf, appOrNull, keepVisit, presentApp } from '../apps/service.ts';
import { MP_FLOW, USER_ACTIONS } from '../flow.ts';
import { actorName, ask, openPlatform, txFor } from '../shared.ts';
import * as repo from './repo.ts';

export function present(r: Row): MpVersionRow {
  const { openAppId: _o, ...v } = toApi<MpVersionRow & { openAppId: string }>(r);
  const status = Number(v.status) as MpStatus;
  return {
    ...v,
    id: String(v.id),
    appId: String(v.appId),
    status,
    actions: MP_FLOW.actionsFrom(status).filter((a) => USER_ACTIONS.includes(a)),
  };
}

/** Move a version by the flow table (conditional on the state read) and keep the move in its history. */
export async function move(db: Scoped, v: Row, action: MpAction, name: string, set: ReturnType<typeof setOf> = [], remark?: string | null) {
  const from = Number(v.status);
  const { to } = await MP_FLOW.apply(db.q, {
    table: 'mp_version',
    column: 'status',
    tenantId: db.tenantId,
    id: String(v.id),
    from,
    action,
    context: undefined,
    userId: db.userId,
    set,
  });
  await repo.log(db, { versionId: String(v.id), action, from, to, remark, name });
  return to;
}
const setOf = repo.sets;

async function versionOf(db: Scoped, platform: MpPlatform, id: string) {
  const v = await repo.version(db, id);
  if (!v || v.platform !== platform) throw notFound(MP_MSG.versionNotFound);
  return v;
}
/** The version a call names, which must be the one online. */
async function onlineOf(db: Scoped, platform: MpPlatform, id: string) {
  const v = await versionOf(db, platform, id);
  if (Number(v.status) !== S.RELEASED) throw bad(MP_MSG.notOnline);
  return v;
}

// ---------------------------------------------------------------- reads

export async function panels(ctx: Ctx): Promise<MpPanel[]> {
  return Promise.all(
    (Object.keys(MP_PLATFORMS) as MpPlatform[]).map(async (platform) => {
      const a = await appOrNull(ctx.data, platform);
      const online = a ? await repo.newest(ctx.data, String(a.id), S.RELEASED) : undefined;
      const provider = openPlatform(ctx, platform);
      return {
        platform,
        name: MP_PLATFORMS[platform],
        sandbox: provider.sandbox,
        app: a ? presentApp(a) : null,
        online: online ? present(online) : null,
        quota: a && provider.sandbox ? await provider.quota(String(a.app_id)) : null,
      };
    }),
  );
}

export async function versionPage(ctx: Ctx, platform: MpPlatform, q: { status?: number; current: number; size: number }) {
  const a = await appOrNull(ctx.data, platform);
  if (!a) return { records: [], total: 0, current: q.current, size: q.size };
  const p = await repo.versionPage(ctx.data, String(a.id), q);
  return { ...p, records: p.records.map((r) => present(r as Row)) };
}

export async function history(ctx: Ctx, q: { platform?: MpPlatform; versionId?: string; current: number; size: number }) {
  const p = await repo.logPage(ctx.data, q);
  return {
    ...p,
    records: p.records.map((r) => ({ ...toApi<MpLogRow>(r as Row), id: String((r as Row).id), versionId: String((r as Row).version_id) })),
  };
}

// ---------------------------------------------------------------- the flow (the platform asked outside any transaction)

export async function upload(
  ctx: Ctx,
  platform: MpPlatform,
  f: { appId: string; templateId: string; version: string; userDesc?: string },
  tenantId = ctx.tenantId,
) {
  const tx = txFor(ctx, tenantId);
  const a = await tx(async (db) => {
    const app = await appNamed(db, platform, f.appId);
    if (await repo.exists(db, String(app.id), f.version)) throw bad(MP_MSG.versionExists);
    return app;
  });
  // The tenant's configuration goes with the code: the storefront it opens.
  const extJson = JSON.stringify({ extAppid: a.app_id, ext: { tenantId, platform } });
  await ask(() =>
    openPlatform(ctx, platform).upload(String(a.app_id), { templateId: f.templateId, version: f.version, desc: f.userDesc ?? '', extJson }),
  );
  return tx(async (db) => {
    const row = await repo.insertVersion(db, {
      appId: String(a.id),
      platform,
      templateId: f.templateId,
      version: f.version,
      userDesc: f.userDesc ?? null,
    });
    await repo.log(db, {
      versionId: String(row!.id),
      action: 'upload',
      from: null,
      to: S.UPLOADED,
      remark: `模板 ${f.templateId}`,
      name: actorName(ctx),
    });
    return present((await repo.version(db, String(row!.id)))!);
  });
}

export async function submit(ctx: Ctx, platform: MpPlatform, id: string, tenantId = ctx.tenantId) {
  const tx = txFor(ctx, tenantId);
  const v = await tx((db) => versionOf(db, platform, id));
  MP_FLOW.next(Number(v.status), 'submit', undefined);
  const { auditId } = await ask(() =>
    openPlatform(ctx, platform).submitAudit(String(v.open_app_id), String(v.version), String(v.user_desc ?? '')),
  );
  return tx(async (db) => {
    await move(db, v, 'submit', actorName(ctx), setOf({ audit_id: auditId, submit_time: 'now()', reason: null }), `审核单 ${auditId}`);
    return present((await repo.version(db, id))!);
  });
}

/** Undo or speed up an audit: the platform first, then the move. */
async function auditMove(ctx: Ctx, platform: MpPlatform, id: string, action: 'cancel' | 'speedup') {
  const tx = txFor(ctx);
  const v = await tx((db) => versionOf(db, platform, id));
  MP_FLOW.next(Number(v.status), action, undefined);
  const p = openPlatform(ctx, platform);
  await ask(() => (action === 'cancel' ? p.cancelAudit : p.speedupAudit).call(p, String(v.open_app_id), String(v.audit_id)));
  return tx(async (db) => {
    await move(db, v, action, actorName(ctx));
    return present((await repo.version(db, id))!);
  });
}
export const cancelAudit = (ctx: Ctx, platform: MpPlatform, id: string) => auditMove(ctx, platform, id, 'cancel');
export const speedupAudit = (ctx: Ctx, platform: MpPlatform, id: string) => auditMove(ctx, platform, id, 'speedup');

/** Release a passed version: it goes online, the one online before is superseded (kept for a rollback). */
export async function release(ctx: Ctx, platform: MpPlatform, id: string, tenantId = ctx.tenantId) {
  const tx = txFor(ctx, tenantId);
  const v = await tx((db) => versionOf(db, platform, id));
  MP_FLOW.next(Number(v.status), 'release', undefined);
  await ask(() => openPlatform(ctx, platform).release(String(v.open_app_id), String(v.version)));
  return tx(async (db) => {
    const online = await repo.newest(db, String(v.app_id), S.RELEASED);
    if (online) await move(db, online, 'supersede', actorName(ctx), [], `由 ${v.version} 替换`);
    await move(db, v, 'release', actorName(ctx), setOf({ release_time: 'now()' }));
    return present((await repo.version(db, id))!);
  });
}

/** Roll back: the named online version steps down, the one released before it comes back online. */
export async function rollback(ctx: Ctx, platform: MpPlatform, id: string) {
  const tx = txFor(ctx);
  const [online, previous] = await tx(async (db) => {
    const v = await onlineOf(db, platform, id);
    return [v, await repo.lastOffline(db, String(v.app_id))] as const;
  });
  if (!previous) throw bad(MP_MSG.nothingToRollback);
  await ask(() => openPlatform(ctx, platform).rollback(String(online.open_app_id), String(previous.version)));
  return tx(async (db) => {
    await move(db, online, 'rollback', actorName(ctx), [], `回退到 ${previous.version}`);
    await move(db, previous, 'restore', actorName(ctx), setOf({ release_time: 'now()' }), `${online.version} 回退`);
    return present((await repo.version(db, String(previous.id)))!);
  });
}

/** Open or close the named online version to visitors (the app's service status). */
export async function changeVisit(ctx: Ctx, platform: MpPlatform, id: string, action: 'open' | 'close') {
  const tx = txFor(ctx);
  const online = await tx((db) => onlineOf(db, platform, id));
  const appId = String(online.open_app_id);
  await ask(() => openPlatform(ctx, platform).setVisit(appId, action === 'open'));
  return tx(async (db) => {
    await keepVisit(db, platform, appId, action);
    await move(db, online, 'visit', actorName(ctx), [], action === 'open' ? '恢复访问' : '暂停访问');
    return presentApp((await appOrNull(db, platform))!);
  });
}

/** refreshStatus (a named version) / lastAuditStatus (the named app's last audit): asked now. */
export async function refresh(ctx: Ctx, platform: MpPlatform, named: { id: string } | { appId: string }) {
  const tx = txFor(ctx);
  const last = await tx(async (db) =>
    'id' in named ? versionOf(db, platform, named.id) : repo.lastAudited(db, String((await appNamed(db, platform, named.appId)).id)),
  );
  if (!last) return null;
  await pollOne(ctx.svc, ctx.tenantId, String(last.id));
  return present((await tx((db) => repo.version(db, String(last.id))))!);
}

// ---------------------------------------------------------------- templates, trial code, batches

export const templates = (ctx: Ctx, platform: MpPlatform) => ask(() => openPlatform(ctx, platform).templates());
export const drafts = (ctx: Ctx) => ask(() => openPlatform(ctx, 'wechat').drafts());
export const addToTemplate = (ctx: Ctx, draftId: string) => ask(() => openPlatform(ctx, 'wechat').addToTemplate(draftId));

export async function qrcode(ctx: Ctx, reply: FastifyReply, platform: MpPlatform) {
  const a = await txFor(ctx)((db) => appOf(db, platform));
  const png = await ask(() => openPlatform(ctx, platform).trialCode(String(a.app_id)));
  sendOnCommit(reply, () => reply.type('image/png').send(png));
}

export async function experience(ctx: Ctx, id: string) {
  const tx = txFor(ctx);
  const v = await tx((db) => versionOf(db, 'alipay', id));
  if (![S.UPLOADED, S.PASSED, S.AUDITING, S.REJECTED, S.CANCELLED].includes(Number(v.status) as 1))
    throw MP_FLOW.refuse(Number(v.status), 'upload');
  await ask(() => openPlatform(ctx, 'alipay').setting(String(v.open_app_id), 'experience', v.version));
  const png = await ask(() => openPlatform(ctx, 'alipay').trialCode(String(v.open_app_id)));
  return { url: `data:image/png;base64,${png.toString('base64')}` };
}

type Target = { tenantId: string; platform: MpPlatform };
/** A batch over tenants' apps: each on its own (one refused does not stop the others). */
async function batch<T extends Target>(ctx: Ctx, targets: T[], one: (t: T) => Promise<unknown>): Promise<MpBatchResult> {
  // A merchant's batch names only its own apps; the platform's any tenant's.
  for (const t of targets) txFor(ctx, t.tenantId);
  const failed: MpBatchResult['failed'] = [];
  for (const t of targets) {
    try {
      await one(t);
    } catch (e) {
      if (!(e instanceof BizError)) throw e;
      failed.push({ tenantId: t.tenantId, msg: e.message });
    }
  }
  return { done: targets.length - failed.length, failed };
}

// Each target names its version (submit, release) or its app (upload).
export const batchSubmit = (ctx: Ctx, targets: (Target & { id: string })[]) =>
  batch(ctx, targets, (t) => submit(ctx, t.platform, t.id, t.tenantId));
export const batchRelease = (ctx: Ctx, targets: (Target & { id: string })[]) =>
  batch(ctx, targets, (t) => release(ctx, t.platform, t.id, t.tenantId));
export const batchUpload = (
  ctx: Ctx,
  targets: (Target & { appId: string })[],
  f: { templateId: string; version: string; userDesc?: string },
) => batch(ctx, targets, (t) => upload(ctx, t.platform, { ...f, appId: t.appId }, t.tenantId));
