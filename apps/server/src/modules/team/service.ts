import { randomInt } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { TEAM_MSG as M, TEAM_STATE, TEAM_STATE_TEXT, type TeamBookingRow, type teamApplyForm, type teamAuditForm } from '@yym/contract';
import type { Ctx } from '../../platform/context.ts';
import type { Row } from '../../platform/db.ts';
import { bad, notFound } from '../../platform/errors.ts';
import { defineExport, exportXlsx } from '../../platform/export.ts';
import { type Scoped, inTenant } from '../../platform/repo.ts';
import { toApi } from '../../platform/rows.ts';
import { addDays, chinaToday } from '../../platform/time.ts';
import { asCustomer } from '../customer/index.ts';
import { onShelfSpots } from '../scenic/index.ts';
import * as repo from './repo.ts';

const present = (r: Row): TeamBookingRow => {
  const b = toApi<TeamBookingRow>(r);
  return { ...b, headcount: Number(b.headcount), state: Number(b.state), stateText: TEAM_STATE_TEXT[Number(b.state)] };
};

export async function page(ctx: Ctx, q: repo.TeamFilters & { current: number; size: number }) {
  const p = await repo.page(ctx.data, q);
  return { ...p, records: p.records.map(present) };
}

export async function detail(db: Scoped, id: string) {
  const r = await repo.one(db, id);
  if (!r) throw notFound();
  return present(r);
}

/** 通过 or 驳回 with the reason, once: a second audit (or the leader's cancel first) says so and changes nothing. */
export async function audit(ctx: Ctx, f: z.output<typeof teamAuditForm>) {
  await detail(ctx.data, f.id);
  const done = await repo.audit(ctx.data, f.id, f.pass ? TEAM_STATE.PASSED : TEAM_STATE.REJECTED, f.pass ? null : f.reason);
  if (!done) throw bad(M.notPending);
  return present(done);
}

const TEAM_EXPORT = defineExport<repo.TeamFilters>('team-bookings', {
  title: '团队订单',
  columns: [
    ['预约号', 'bookingNo'],
    ['景区', 'poiName'],
    ['参观日期', 'visitDate', 'date'],
    ['团队名称', 'teamName'],
    ['领队', 'leaderName'],
    ['领队电话', 'leaderPhone'],
    ['人数', 'headcount', 'count'],
    ['状态', (r) => TEAM_STATE_TEXT[Number(r.state)] ?? ''],
    ['驳回原因', 'rejectReason'],
    ['备注', 'remark'],
    ['提交时间', 'createTime', 'time'],
  ],
  count: repo.count,
  batch: repo.batch,
});
export const exportBookings = (ctx: Ctx, reply: FastifyReply, q: repo.TeamFilters) => exportXlsx(ctx, reply, TEAM_EXPORT, q);

// ---------------------------------------------------------------- storefront

export const spots = (ctx: Ctx, tenantId: string) => inTenant(ctx.svc.db, tenantId, onShelfSpots);

const bookingNo = () => `TD${Date.now()}${String(randomInt(0, 1_000_000)).padStart(6, '0')}`;

/** A logged-in leader asks for a visit: a spot on shelf, a date from tomorrow to 180 days ahead. */
export const apply = (ctx: Ctx, req: FastifyRequest, f: z.output<typeof teamApplyForm>) =>
  asCustomer(ctx, req, async (db, c) => {
    const today = chinaToday();
    if (f.visitDate <= today || f.visitDate > addDays(today, 180)) throw bad(M.dateFuture);
    const spot = (await onShelfSpots(db)).find((s) => String(s.id) === String(f.poiId));
    if (!spot) throw bad(M.spotMissing);
    const row = await repo.insert(db, {
      bookingNo: bookingNo(),
      customerId: String(c.id),
      poiId: String(spot.id),
      poiName: spot.name,
      visitDate: f.visitDate,
      teamName: f.teamName,
      leaderName: f.leaderName,
      leaderPhone: f.leaderPhone,
      headcount: f.headcount,
      remark: f.remark,
    });
    return present(row!);
  });

export const mine = (ctx: Ctx, req: FastifyRequest, q: { current: number; size: number }) =>
  asCustomer(ctx, req, async (db, c) => {
    const p = await repo.page(db, { ...q, customerId: String(c.id) });
    return { ...p, records: p.records.map(present) };
  });

export const cancelMine = (ctx: Ctx, req: FastifyRequest, id: string) =>
  asCustomer(ctx, req, async (db, c) => {
    const r = await repo.one(db, id);
    if (!r || String(r.customer_id) !== String(c.id)) throw notFound();
    const done = await repo.cancel(db, id, String(c.id));
    if (!done) throw bad(M.notCancellable);
    return present(done);
  });
