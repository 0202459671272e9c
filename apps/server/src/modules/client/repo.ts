import type { Scoped, TableSpec } from '../../platform/repo.ts';
import { sql, type Cond } from '../../platform/sql.ts';

// OAuth clients are product-wide (no tenant column).
export const CLIENT: TableSpec = {
  name: 'blade_client',
  tenant: false,
  writable: [
    'client_id',
    'resource_ids',
    'scope',
    'authorized_grant_types',
    'web_server_redirect_uri',
    'authorities',
    'access_token_validity',
    'refresh_token_validity',
    'additional_information',
    'autoapprove',
  ],
};

export const clientFilters = (q: { clientId?: string }): Cond[] => [q.clientId && sql`client_id ILIKE ${'%' + q.clientId + '%'}`];

export async function clientIdTaken(db: Scoped, clientId: string, exceptId: string | undefined): Promise<boolean> {
  return !!(await db.one(sql`SELECT 1 FROM blade_client WHERE client_id = ${clientId} AND is_deleted = 0 AND id <> ${exceptId ?? '0'}`));
}
