import {
  REPORT_AGE_BANDS,
  REPORT_PROVINCES,
  REPORT_SEX,
  channelName,
  orderKindName,
  type CheckRow,
  type ReportOptions,
  type SaleRow,
  type ShareRow,
} from '@yym/contract';
import type { Database } from '../../../platform/db.ts';
import { inTenant, type Scoped } from '../../../platform/repo.ts';
import type { CappedPage } from '../../../platform/paging.ts';
import * as repo from './repo/figures.ts';
import * as keep from './repo/keep.ts';

export type { CheckDim, RangeQ, SaleDim } from './repo/figures.ts';

const num = (v: unknown) => Number(v ?? 0);

const unlinkedPoi = (id: string, name: string | undefined | null) => name ?? (id === '0' ? '未关联景区' : '');

/** The period, product and scenic spot of a group, as sale and check rows show them. */
function writeKeys(
  r: { period?: string; productId?: string; productName?: string; poiId?: string; poiName?: string },
  g: { period?: string; product_id?: string; product_name?: string; poi_id?: string; poi_name?: string },
) {
  if (g.period !== undefined) r.period = g.period;
  if (g.product_id !== undefined) {
    r.productId = String(g.product_id);
    r.productName = g.product_name ?? '';
  }
  if (g.poi_id !== undefined) {
    r.poiId = String(g.poi_id);
    r.poiName = unlinkedPoi(r.poiId, g.poi_name);
  }
}

/** A group as the API shows it (written out key by key: a year of days is mapped on every request). */
function saleRow(g: repo.SaleGroup): SaleRow {
  const r = {} as SaleRow;
  writeKeys(r, g);
  if (g.channel !== undefined) {
    r.channel = g.channel;
    r.channelName = channelName(g.channel);
  }
  if (g.order_kind !== undefined) {
    r.orderKind = g.order_kind;
    r.orderKindName = orderKindName(g.order_kind);
  }
  r.placedOrders = num(g.placed_orders);
  r.placedQty = num(g.placed_qty);
  r.placedMoney = num(g.placed_money);
  r.paidOrders = num(g.paid_orders);
  r.paidQty = num(g.paid_qty);
  r.paidMoney = num(g.paid_money);
  r.refundCount = num(g.refund_count);
  r.refundMoney = num(g.refund_money);
  r.netMoney = r.paidMoney - r.refundMoney;
  return r;
}

/** Sales figures of the range by the given dimensions. */
export const sales = async (db: Scoped, q: repo.RangeQ, dims: readonly repo.SaleDim[], orderBy?: string) =>
  (await repo.saleGroups(db, q, dims, { orderBy })).map(saleRow);

/** One page of the sales groups (the detail lists). */
export async function salesPage(
  db: Scoped,
  q: repo.RangeQ & { current: number; size: number },
  dims: readonly repo.SaleDim[],
  orderBy?: string,
): Promise<CappedPage<SaleRow>> {
  const rows = await repo.saleGroups(db, q, dims, { orderBy, page: { size: q.size, offset: (q.current - 1) * q.size } });
  // a page past the end has no row to carry the count: the first page's does
  if (!rows.length && q.current > 1)
    return { ...(await salesPage(db, { ...q, current: 1 }, dims, orderBy)), records: [], current: q.current };
  const n = rows.length ? num(rows[0]!.total_groups) : 0;
  const total = Math.min(n, repo.PAGE_GROUPS_CAP);
  const page = { records: rows.map(saleRow), total, size: q.size, current: q.current, pages: Math.ceil(total / q.size) };
  return n > repo.PAGE_GROUPS_CAP ? { ...page, totalCapped: true } : page;
}

/** A group of checks as the API shows it (written out key by key, as saleRow: spreads cost more than the SQL). */
function checkRow(g: repo.CheckGroup): CheckRow {
  const r = {} as CheckRow;
  writeKeys(r, g);
  if (g.hour !== undefined) r.hour = Number(g.hour);
  if (g.order_kind !== undefined) r.orderKind = g.order_kind;
  r.checked = num(g.n);
  return r;
}

/** Checked guests of the range by the given dimensions. */
export const checks = async (db: Scoped, q: repo.RangeQ, dims: readonly repo.CheckDim[], orderBy?: string): Promise<CheckRow[]> =>
  (await repo.checkGroups(db, q, dims, orderBy)).map(checkRow);

const VISITOR_NAMES: Record<'s' | 'a' | 'p', Record<string, string>> = { s: REPORT_SEX, a: REPORT_AGE_BANDS, p: REPORT_PROVINCES };

/** Checked visitors' shares by sex, age band or province. */
export async function visitors(db: Scoped, q: repo.RangeQ, dim: 's' | 'a' | 'p'): Promise<ShareRow[]> {
  const rows = await repo.visitorShares(db, q, dim);
  return shares(rows.map((r) => ({ key: r.val, name: VISITOR_NAMES[dim][r.val] ?? r.val, value: num(r.n) })));
}

/** Values with their part of the whole. */
export const shares = (rows: { key: string; name: string; value: number }[]): ShareRow[] => {
  const all = rows.reduce((s, r) => s + r.value, 0);
  return rows.map((r) => ({ ...r, ratio: all ? r.value / all : 0 }));
};

export async function options(db: Scoped, q: repo.RangeQ): Promise<ReportOptions> {
  const rows = await repo.options(db, q);
  const of = (kind: string, label: (v: string, l: string | null) => string) =>
    rows
      .filter((r) => r.kind === kind)
      .map((r) => ({ value: r.value, label: label(r.value, r.label) }))
      .sort((a, b) => a.label.localeCompare(b.label, 'zh'));
  return {
    products: of('product', (v, l) => l ?? v),
    pois: of('poi', (v, l) => l ?? v),
    channels: of('channel', (v) => channelName(v)),
    orderKinds: of('kind', (v) => orderKindName(v)),
  };
}

// ---------------------------------------------------------------- other areas' figures

/**
 * Figures of an area whose events live outside the order table family (a voucher checked on its own
 * table, a window sale settled elsewhere). Orders in ord_order / ord_trade / ord_guest are counted
 * by the triggers already, under their order_kind: an area needs none of this for them.
 */
export type { FigureDelta } from './repo/keep.ts';

/** A source the rebuild recounts an area's own figures from (its raw rows, for one tenant). */
export type FigureSource = (db: Scoped) => Promise<keep.FigureDelta[]>;
const sources = new Map<string, FigureSource>();

/** Register an area's own figures for the rebuild (call once, at module load). */
export const defineFigures = (name: string, source: FigureSource) => void sources.set(name, source);

/** Add an area's own figures, in the caller's transaction (negative numbers take them back). */
export async function addFigures(db: Scoped, deltas: readonly keep.FigureDelta[]): Promise<void> {
  for (const f of deltas) await keep.addSale(db, f);
}

// ---------------------------------------------------------------- keeping

/** Fold the sessions' shards (job report.fold). */
export const fold = (db: Database) => keep.fold(db);

/** Recount one tenant's rollups from the raw rows, and the areas' own sources, in one transaction. */
export const rebuildTenant = (db: Database, tenantId: string) =>
  inTenant(db, tenantId, async (data) => {
    await keep.rebuild(data);
    for (const source of sources.values()) await addFigures(data, await source(data));
  });

/**
 * Recount the rollups of every tenant, or of the tenants named (the rebuild command and job), one
 * tenant a transaction; `done` hears each as it finishes. Answers the tenants recounted, or throws
 * naming a tenant that has neither an account nor figures. Sweeps every tenant.
 */
export async function rebuildAll(db: Database, only?: readonly string[], done?: (tenantId: string, ms: number) => void): Promise<string[]> {
  const known = (await db.tx((q) => keep.tenantsWithFigures(q), { tenantId: '000000' })).map((t) => t.tenant_id);
  const unknown = only?.filter((t) => !known.includes(t)) ?? [];
  if (unknown.length) throw new Error(`no such tenant: ${unknown.join(', ')}`);
  const tenants = only ? [...new Set(only)] : known;
  for (const t of tenants) {
    const t0 = performance.now();
    await rebuildTenant(db, t);
    done?.(t, performance.now() - t0);
  }
  return tenants;
}
