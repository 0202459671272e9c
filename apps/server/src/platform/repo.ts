import { MSG, isId } from '@yym/contract';
import { pageQuery, type CappedPage } from './paging.ts';
import type { Database, Queryable, Row } from './db.ts';
import { sql, type Sql, type Cond } from './sql.ts';
import { snake, toApi } from './rows.ts';
import { notFound } from './errors.ts';

/** A table the generic data access may touch, with the columns a caller may write. */
export interface TableSpec {
  name: string;
  /** Tenant-owned: every statement carries tenant_id from the request context. */
  tenant: boolean;
  /** Columns (snake_case) a caller may set; anything else in the input is ignored. */
  writable: readonly string[];
  /** Default ORDER BY. */
  orderBy?: string;
}

/**
 * Data access bound to one tenant. Services get it from the request context, so the tenant
 * condition and soft delete are applied here, once, and never typed by hand in a handler.
 */
export class Scoped {
  constructor(
    readonly q: Queryable,
    readonly tenantId: string,
    readonly userId: string | null,
  ) {}

  /** `alias.tenant_id = <the caller's tenant>`: for joins and statements the table helpers below cannot express. */
  tenant(alias?: string): Sql {
    return alias ? sql`${sql.raw(alias)}.tenant_id = ${this.tenantId}` : sql`tenant_id = ${this.tenantId}`;
  }

  query<T = Row>(q: Sql): Promise<T[]> {
    return this.q.query<T>(q);
  }

  one<T = Row>(q: Sql): Promise<T | undefined> {
    return this.q.one<T>(q);
  }

  /** The base conditions of a spec: tenant and not deleted. */
  base(spec: TableSpec, alias?: string): Sql {
    const p = alias ? `${alias}.` : '';
    return spec.tenant ? sql`${sql.raw(p)}tenant_id = ${this.tenantId} AND ${sql.raw(p)}is_deleted = 0` : sql`${sql.raw(p)}is_deleted = 0`;
  }

  async page<T = Row>(
    spec: TableSpec,
    opts: { where?: Cond[]; orderBy?: string; current: number; size: number; columns?: Sql },
  ): Promise<CappedPage<T>> {
    return pageQuery<T>(this.q, {
      from: sql.ident(spec.name),
      where: [this.base(spec), ...(opts.where ?? [])],
      orderBy: sql.raw(opts.orderBy ?? spec.orderBy ?? 'id DESC'),
      columns: opts.columns,
      current: opts.current,
      size: opts.size,
    });
  }

  async list<T = Row>(spec: TableSpec, where: Cond[] = [], orderBy?: string, limit = 5000): Promise<T[]> {
    const rows = await this.q.query(
      sql`SELECT * FROM ${sql.ident(spec.name)} WHERE ${sql.and([this.base(spec), ...where])}
          ORDER BY ${sql.raw(orderBy ?? spec.orderBy ?? 'id DESC')} LIMIT ${limit}`,
    );
    return rows.map((r) => toApi<T>(r));
  }

  async find(spec: TableSpec, id: string): Promise<Row | undefined> {
    if (!isId(id)) return undefined;
    return this.q.one(sql`SELECT * FROM ${sql.ident(spec.name)} WHERE ${this.base(spec)} AND id = ${id}`);
  }

  /** One row as the API shows it, or 数据不存在 (another tenant's row is simply not there). */
  async get<T = Row>(spec: TableSpec, id: string): Promise<T> {
    const row = await this.find(spec, id);
    if (!row) throw notFound(MSG.notFound);
    return toApi<T>(row);
  }

  /** Keep only writable columns; camelCase input keys map to snake_case columns. */
  pick(spec: TableSpec, input: Record<string, unknown>): Record<string, unknown> {
    const out: Record<string, unknown> = {};
    for (const [k, v] of Object.entries(input)) {
      const col = snake(k);
      if (v !== undefined && spec.writable.includes(col)) out[col] = v;
    }
    return out;
  }

  async insert<T = Row>(spec: TableSpec, input: Record<string, unknown>, extra: Record<string, unknown> = {}): Promise<T> {
    const data: Record<string, unknown> = { ...this.pick(spec, input), ...extra, create_user: this.userId, update_user: this.userId };
    if (spec.tenant) data.tenant_id = this.tenantId;
    const cols = Object.keys(data);
    const row = await this.q.one(
      sql`INSERT INTO ${sql.ident(spec.name)} (${sql.join(cols.map((c) => sql.ident(c)))})
          VALUES (${sql.join(cols.map((c) => sql`${data[c]}`))}) RETURNING *`,
    );
    return toApi<T>(row!);
  }

  async update<T = Row>(spec: TableSpec, id: string, input: Record<string, unknown>, extra: Record<string, unknown> = {}): Promise<T> {
    const data: Record<string, unknown> = { ...this.pick(spec, input), ...extra };
    const sets = Object.keys(data).map((c) => sql`${sql.ident(c)} = ${data[c]}`);
    sets.push(sql`update_user = ${this.userId}`, sql`update_time = now()`);
    if (!isId(id)) throw notFound();
    const row = await this.q.one(
      sql`UPDATE ${sql.ident(spec.name)} SET ${sql.join(sets)} WHERE ${this.base(spec)} AND id = ${id} RETURNING *`,
    );
    if (!row) throw notFound();
    return toApi<T>(row);
  }

  /** Soft delete; answers how many rows of this tenant were removed. */
  async remove(spec: TableSpec, ids: string[]): Promise<number> {
    const rows = await this.q.query(
      sql`UPDATE ${sql.ident(spec.name)} SET is_deleted = 1, update_user = ${this.userId}, update_time = now()
          WHERE ${this.base(spec)} AND id = ANY(${ids}::bigint[]) RETURNING id`,
    );
    return rows.length;
  }
}

/**
 * Data access bound to a tenant: the one place it is built, for the request context and wherever none
 * gives it (order-move hooks, jobs, storefront reads of a named tenant, demo data).
 */
export const tenantData = (q: Queryable, tenantId: string, userId: string | null = null): Scoped => new Scoped(q, tenantId, userId);

/** A transaction bound to a tenant (row-level security applies) and its data access. */
export const inTenant = <T>(db: Database, tenantId: string, fn: (data: Scoped) => Promise<T>, userId: string | null = null): Promise<T> =>
  db.tx((q) => fn(tenantData(q, tenantId, userId)), { tenantId });
