import { MSG } from '@yym/contract';
import type { Queryable, Row } from './db.ts';
import { sql, type Sql } from './sql.ts';
import { bad } from './errors.ts';

/**
 * State machines as data: (from, action) → to, with an optional guard. Every order, refund, shelf,
 * audit and publish flow is one table; services move rows with `apply`, tests walk the same tables.
 */
export interface Rule<St extends number, A extends string, C> {
  from: St;
  action: A;
  to: St | ((c: C) => St);
  /** A message when the action is not allowed for this context, else null. */
  guard?: (c: C) => string | null;
}

/** What happened, handed to the hooks. */
export interface Moved<St, A> {
  q: Queryable;
  tenantId: string;
  action: A;
  from: number;
  to: St;
  row: Row;
}

export interface Transition<A, C> {
  /** Table (snake_case) and its state column. */
  table: string;
  column: string;
  tenantId: string;
  id: string;
  /** The state read before (the UPDATE is conditional on it: a concurrent move makes this one refuse). */
  from: number;
  action: A;
  context: C;
  /** Further assignments of the same UPDATE. */
  set?: Sql[];
  userId?: string | null;
}

export class Flow<St extends number, A extends string, C = void> {
  private readonly hooks: ((m: Moved<St, A>) => Promise<void>)[] = [];

  constructor(
    readonly name: string,
    readonly rules: readonly Rule<St, A, C>[],
    readonly stateText: (s: number) => string,
    readonly actionText: Record<A, string>,
  ) {}

  rule(from: number, action: A): Rule<St, A, C> | undefined {
    return this.rules.find((r) => r.from === from && r.action === action);
  }

  /** Actions allowed from a state (for buttons and tests). */
  actionsFrom(from: number): A[] {
    return this.rules.filter((r) => r.from === from).map((r) => r.action);
  }

  /** The target state, or a 400 with 当前状态(x)不允许y. */
  next(from: number, action: A, c: C): St {
    const r = this.rule(from, action);
    if (!r) throw this.refuse(from, action);
    const refusal = r.guard?.(c);
    if (refusal) throw bad(refusal);
    return typeof r.to === 'function' ? r.to(c) : r.to;
  }

  refuse(from: number, action: A) {
    return bad(MSG.coActionNotAllowed(this.stateText(from), this.actionText[action]));
  }

  /** Run after every move of this flow, inside its transaction (another area reacting to a state change). */
  onMove(hook: (m: Moved<St, A>) => Promise<void>): void {
    this.hooks.push(hook);
  }

  /**
   * Move one row: the table's guard, one conditional UPDATE (refused when the row moved meanwhile),
   * then the hooks. The caller writes its log row from the answer.
   */
  async apply(q: Queryable, t: Transition<A, C>): Promise<{ to: St; row: Row }> {
    const to = this.next(t.from, t.action, t.context);
    const col = sql.ident(t.column);
    const sets = [
      sql`${col} = ${to}`,
      sql`update_time = now()`,
      ...(t.userId !== undefined ? [sql`update_user = ${t.userId}`] : []),
      ...(t.set ?? []),
    ];
    const row = await q.one(sql`UPDATE ${sql.ident(t.table)} SET ${sql.join(sets)}
      WHERE tenant_id = ${t.tenantId} AND id = ${t.id} AND ${col} = ${t.from} RETURNING *`);
    if (!row) throw this.refuse(t.from, t.action);
    for (const h of this.hooks) await h({ q, tenantId: t.tenantId, action: t.action, from: t.from, to, row });
    return { to, row };
  }
}

// ---------------------------------------------------------------- shelves (every sellable thing)

export type ShelfAction = 'onShelf' | 'offShelf';
export const SHELF_FLOW = new Flow<0 | 1, ShelfAction, { sellable: boolean }>(
  'shelf',
  [
    { from: 0, action: 'onShelf', to: 1, guard: (c) => (c.sellable ? null : MSG.coCalendarRequired) },
    { from: 1, action: 'offShelf', to: 0 },
  ],
  (s) => (s === 1 ? '已上架' : '已下架'),
  { onShelf: '上架', offShelf: '下架' },
);
