import {
  DEVICE_OFFLINE_MINUTES,
  DEVICE_MSG,
  type CheckRecordFilters,
  type MonitorFilters,
  type MonitorRow,
  type heartbeatForm,
} from '@yym/contract';
import type { FastifyRequest } from 'fastify';
import type { z } from 'zod';
import type { Ctx } from '../../../platform/context.ts';
import type { Scoped } from '../../../platform/repo.ts';
import { unauthorized } from '../../../platform/errors.ts';
import { formatTime } from '../../../platform/time.ts';
import { records as checkRecords } from '../../checking/index.ts';
import { deviceOf, deviceRow } from '../devices/service.ts';
import * as repo from './repo.ts';

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
  if (!r) throw unauthorized(DEVICE_MSG.credentialInvalid);
  return { at: formatTime(r.at), deviceNo: d.device_no as string };
}
