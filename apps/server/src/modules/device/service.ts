import { randomBytes } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import {
  CHECKING_KINDS,
  DEVICE_MSG as M,
  DEVICE_TOKEN_HEADER,
  MSG,
  type DeviceFilters,
  type DeviceRow,
  type deviceCheckForm,
  type deviceForm,
  type groupForm,
  type machineForm,
} from '@yym/contract';
import type { z } from 'zod';
import type { Queryable, Row } from '../../platform/db.ts';
import type { Ctx } from '../../platform/context.ts';
import { tenantData, type Scoped } from '../../platform/repo.ts';
import { bad, forbidden, notFound, unauthorized } from '../../platform/errors.ts';
import { sha256 } from '../../platform/tokens.ts';
import { toApi } from '../../platform/rows.ts';
import { checkAsDevice } from '../checking/index.ts';
import {
  DEVICE_OFFLINE_MINUTES,
  DEVICE_MSG as DM,
  type CheckRecordFilters,
  type MonitorFilters,
  type MonitorRow,
  type heartbeatForm,
} from '@yym/contract';
import { formatTime } from '../../platform/time.ts';
import { records as checkRecords } from '../checking/index.ts';
import * as repo from './repo.ts';

export function deviceRow(r: Row): DeviceRow {
  const x = toApi<Row>(r);
  const s = (x.settings ?? {}) as { productIds?: unknown[]; payMethods?: string[] };
  const id = (v: unknown) => (v == null ? null : String(v));
  return {
    ...x,
    id: String(x.id),
    groupId: id(x.groupId),
    poiId: id(x.poiId),
    userId: id(x.userId),
    settings: { productIds: (s.productIds ?? []).map(String), payMethods: s.payMethods ?? [] },
    hasCredential: !!x.hasCredential,
  } as DeviceRow;
}

export async function devices(db: Scoped, q: DeviceFilters) {
  const page = await repo.devicePage(db, q);
  return { ...page, records: page.records.map(deviceRow) };
}

export async function device(db: Scoped, id: string) {
  const r = await repo.deviceById(db, id);
  if (!r) throw notFound();
  return deviceRow(r);
}

/** The group, scenic spot and checker a device names must be the tenant's own. */
async function checkRefs(db: Scoped, body: z.output<typeof deviceForm>) {
  if (body.groupId && !(await repo.groupExists(db, body.groupId))) throw notFound();
  if (body.poiId && !(await repo.poiExists(db, body.poiId))) throw notFound();
  if (body.userId && !(await repo.userExists(db, body.userId))) throw notFound();
}

export async function addDevice(db: Scoped, body: z.output<typeof deviceForm>) {
  await checkRefs(db, body);
  const made = await repo.insertDevice(db, body);
  if (!made) throw bad(M.deviceNoExists);
  return device(db, String(made.id));
}

export async function updateDevice(db: Scoped, body: z.output<typeof deviceForm>) {
  if (!body.id) throw bad(MSG.paramInvalid);
  await checkRefs(db, body);
  if (await repo.numberTaken(db, body.deviceNo, body.id)) throw bad(M.deviceNoExists);
  await db.update(repo.DEVICE, body.id, { ...body, groupId: body.groupId ?? null, poiId: body.poiId ?? null, userId: body.userId ?? null });
  return device(db, body.id);
}

export async function saveMachine(db: Scoped, body: z.output<typeof machineForm>) {
  const ids = [...new Set(body.productIds)];
  if (ids.length && (await repo.productCount(db, ids))!.n !== ids.length) throw notFound();
  if (!(await repo.setSettings(db, body.id, { productIds: ids, payMethods: [...new Set(body.payMethods)] }))) throw notFound();
  return device(db, body.id);
}

export async function setStatus(db: Scoped, ids: string[], status: number) {
  const rows = await repo.setStatus(db, ids, status);
  if (!rows.length) throw notFound();
  return rows.length;
}

export async function removeDevices(db: Scoped, ids: string[]) {
  const rows = await repo.removeDevices(db, ids);
  if (!rows.length) throw notFound();
  return rows.length;
}

/**
 * A new credential for a device, shown once: only its SHA-256 is kept, so it is looked up, never read
 * back. An earlier credential of the device stops working at once.
 */
export async function issueCredential(db: Scoped, id: string) {
  const token = `dvc_${randomBytes(24).toString('hex')}`;
  if (!(await repo.setToken(db, id, sha256(token)))) throw notFound();
  return { token };
}

export async function revokeCredential(db: Scoped, id: string) {
  if (!(await repo.setToken(db, id, null))) throw notFound();
  return true;
}

export const groups = (db: Scoped, q: { current: number; size: number }) => repo.groupPage(db, q);
export const saveGroup = (db: Scoped, body: z.output<typeof groupForm>) =>
  body.id ? db.update(repo.GROUP, body.id, body) : db.insert(repo.GROUP, body);
export async function removeGroups(db: Scoped, ids: string[]) {
  if (await repo.groupsInUse(db, ids)) throw bad(M.groupInUse);
  const n = await db.remove(repo.GROUP, ids);
  if (!n) throw notFound();
  return n;
}

/** Adding and editing have their own button codes, either of which opens the group's submit route. */
export async function mustHave(ctx: Ctx, editing: boolean) {
  const code = editing ? 'device_manage_edit' : 'device_manage_add';
  if (!(await ctx.can(code))) throw forbidden(`${MSG.noPermission}: ${code}`);
}

export const scenes = repo.scenes;
export const checkers = repo.checkers;
export const products = repo.products;
export const selectList = repo.selectList;

// ---------------------------------------------------------------- the devices' own calls

/**
 * The device calling, by the credential in its header. A person's login token is no device credential
 * (it is not in the table), and a revoked, disabled or removed device is refused on its next call.
 */
export async function deviceOf(q: Queryable, req: FastifyRequest) {
  const token = String(req.headers[DEVICE_TOKEN_HEADER.toLowerCase()] ?? '').trim();
  const d = token.startsWith('dvc_') ? await repo.byToken(q, sha256(token)) : undefined;
  if (!d) throw unauthorized(M.credentialInvalid);
  return { ...d, id: String(d.id), tenantId: d.tenant_id as string, db: tenantData(q, d.tenant_id) };
}

/** A device checks tickets through the gate's own path: at its scenic spot, as its checker, recorded with its number. */
export async function deviceCheck(ctx: Ctx, req: FastifyRequest, body: z.output<typeof deviceCheckForm>) {
  const d = await deviceOf(ctx.svc.db, req);
  if (!CHECKING_KINDS.includes(Number(d.kind))) throw forbidden(M.notAChecker);
  if (d.poi_id == null) throw bad(M.noPoi);
  const userId = d.user_id == null ? null : String(d.user_id);
  const input = { ...body, deviceNo: d.device_no };
  return checkAsDevice(ctx.svc.db, d.tenantId, userId ? { userId } : null, { userId, name: d.name }, input, null, String(d.poi_id));
}

// ---------------------------------------------------------------- the monitor

export async function monitor(db: Scoped, q: MonitorFilters) {
  const page = await repo.monitorPage(db, q);
  return { ...page, records: page.records.map((r) => ({ ...deviceRow(r), todayChecks: Number(r.todayChecks ?? 0) }) as MonitorRow) };
}

export async function counts(db: Scoped, groupId?: string) {
  return { ...(await repo.counts(db, groupId))!, offlineMinutes: DEVICE_OFFLINE_MINUTES };
}

export const refresh = async (db: Scoped) => ({ ...(await counts(db)), at: formatTime(new Date()) });

/** A device's check records (the checking area's list, filtered by its number). */
export const records = (db: Scoped, q: CheckRecordFilters) => checkRecords(db, q, true);

/** A device reports in with its credential: last seen now (and the fault it reports). */
export async function heartbeat(ctx: Ctx, req: FastifyRequest, body: z.output<typeof heartbeatForm>) {
  const d = await deviceOf(ctx.q, req);
  const r = await repo.beat(d.db, d.id, body);
  if (!r) throw unauthorized(DM.credentialInvalid);
  return { at: formatTime(r.at), deviceNo: d.device_no as string };
}
