import { type Sql, sql } from './sql.ts';

// How a connection is bound to one tenant (row-level security reads app.tenant_id).

/** The role the app acts as inside tenant transactions; it owns nothing and is not superuser. */
export const APP_ROLE = 'yym_app';

const TENANT_RE = /^\d{6}$/;
export function tenantPrologue(tenantId: string): string {
  if (!TENANT_RE.test(tenantId)) throw new Error('bad tenant id');
  return `SET LOCAL ROLE ${APP_ROLE}; SELECT set_config('app.tenant_id', '${tenantId}', true);`;
}

/**
 * The statement binding a connection to a tenant, for the transaction (`local`, with the app role) or
 * the session, with the lead's row in the same answer (yym_caller runs as its owner whatever the role).
 */
export function binding(tenantId: string, local: boolean, lead?: Sql): Sql {
  if (!TENANT_RE.test(tenantId)) throw new Error('bad tenant id');
  const role = local ? sql`set_config('role', ${APP_ROLE}, true) AS yym_role, ` : sql``;
  const bind = sql`SELECT ${role}set_config('app.tenant_id', ${tenantId}, ${local}) AS yym_tenant`;
  return lead ? sql`${bind}, l.* FROM (${lead}) l` : bind;
}
