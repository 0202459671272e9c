import { randomBytes } from 'node:crypto';
import type { z } from 'zod';
import {
  DASHBOARD_DATA_TYPES,
  DASHBOARD_MSG,
  MSG,
  type DashboardDataType,
  type DashboardRow,
  type DashboardView,
  type RealTimeFigures,
  type dashboardForm,
  type dashboardPageQuery,
} from '@yym/contract';
import type { Ctx } from '../../../platform/context.ts';
import { bad, notFound } from '../../../platform/errors.ts';
import { inTenant, type Scoped } from '../../../platform/repo.ts';
import { chinaClock, chinaToday, formatTime } from '../../../platform/time.ts';
import { sha256 } from '../../../platform/tokens.ts';
import * as repo from './repo.ts';

// 实时客流: dashboards a merchant configures, opened on a gate-side screen by a read-only token. The
// token is `<tenant>.<40 random hex>`; only its SHA-256 is kept, so a new token, switching the screen
// off or removing it revokes the old one at once.

type Form = z.output<typeof dashboardForm>;

const types = (s: string) => s.split(',').filter((t): t is DashboardDataType => t in DASHBOARD_DATA_TYPES);

const rowOf = (r: repo.DashboardDb): DashboardRow => ({
  id: String(r.id),
  name: r.name,
  poiId: r.poi_id == null ? null : String(r.poi_id),
  poiName: r.poi_name,
  capacity: r.capacity,
  dataTypes: types(r.data_types),
  refreshSeconds: r.refresh_seconds,
  isOpenLook: r.is_open_look,
  hasToken: !!r.token_hash,
  tokenTime: r.token_time ? formatTime(r.token_time) : null,
  createTime: formatTime(r.create_time),
});

async function load(db: Scoped, id: string) {
  const r = await repo.one(db, id);
  if (!r) throw notFound();
  return rowOf(r);
}

export async function page(ctx: Ctx, q: z.output<typeof dashboardPageQuery>) {
  const rows = await repo.page(ctx.data, q);
  const total = rows.length ? Number(rows[0]!.total) : 0;
  return { records: rows.map(rowOf), total, size: q.size, current: q.current, pages: Math.ceil(total / q.size) };
}

export const detail = (ctx: Ctx, id: string) => load(ctx.data, id);

async function fields(db: Scoped, f: Form) {
  if (f.poiId && !(await repo.poiExists(db, f.poiId))) throw bad(MSG.notFound);
  return {
    name: f.name,
    poiId: f.poiId ?? null,
    capacity: f.capacity,
    dataTypes: [...new Set(f.dataTypes)].join(','),
    refreshSeconds: f.refreshSeconds,
  };
}

export async function add(ctx: Ctx, f: Form) {
  const row = await ctx.data.insert<{ id: string }>(repo.DASHBOARDS, await fields(ctx.data, f));
  return load(ctx.data, String(row.id));
}

export async function update(ctx: Ctx, f: Form & { id: string }) {
  await ctx.data.update(repo.DASHBOARDS, f.id, await fields(ctx.data, f));
  return load(ctx.data, f.id);
}

export const remove = async (ctx: Ctx, ids: string[]) => (await repo.remove(ctx.data, ids)).length;

/** Open the screen to its token, or close it (closing revokes the token: a later open needs a new one). */
export async function setOpen(ctx: Ctx, id: string, open: number) {
  if (!(await repo.setOpen(ctx.data, id, open))) throw notFound();
  return load(ctx.data, id);
}

/** A new read-only token for the screen, shown once; the old one stops working. */
export async function issueToken(ctx: Ctx, id: string) {
  const token = `${ctx.tenantId}.${randomBytes(20).toString('hex')}`;
  if (!(await repo.setToken(ctx.data, id, sha256(token)))) throw notFound();
  return { token };
}

export const dataTypes = () => Object.entries(DASHBOARD_DATA_TYPES).map(([value, label]) => ({ value: value as DashboardDataType, label }));

/** Today's figures of the tenant (and scenic spot), from the rollups. */
export async function figures(db: Scoped, poiId: string | null, capacity: number): Promise<RealTimeFigures> {
  const day = chinaToday();
  const [hours, sales] = await repo.today(db, day, poiId);
  const hourly = Array.from({ length: 24 }, () => 0);
  for (const h of hours) hourly[Number(h.hour)] = Number(h.n);
  return {
    day,
    hourly,
    checkedToday: hourly.reduce((s, n) => s + n, 0),
    thisHour: hourly[chinaClock().getUTCHours()] ?? 0,
    paidOrders: Number(sales?.paid_orders ?? 0),
    paidQty: Number(sales?.paid_qty ?? 0),
    paidMoney: Number(sales?.paid_money ?? 0),
    refundMoney: Number(sales?.refund_money ?? 0),
    capacity,
    updatedAt: formatTime(new Date()),
  };
}

export const today = (ctx: Ctx, poiId?: string) => figures(ctx.data, poiId ?? null, 0);

/** The screen a token opens and its figures: only that tenant's, only while the screen is open. */
export async function view(ctx: Ctx, token: string): Promise<DashboardView> {
  const tenantId = token.slice(0, token.indexOf('.'));
  return inTenant(ctx.svc.db, tenantId, async (db) => {
    const d = await repo.byToken(db, sha256(token));
    if (!d) throw notFound(DASHBOARD_MSG.tokenInvalid);
    if (!d.is_open_look) throw notFound(DASHBOARD_MSG.notOpen);
    return {
      name: d.name,
      tenantName: d.tenant_name,
      dataTypes: types(d.data_types),
      refreshSeconds: d.refresh_seconds,
      figures: await figures(db, d.poi_id == null ? null : String(d.poi_id), d.capacity),
    };
  });
}
