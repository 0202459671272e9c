-- A distributor's portal link names it by an unguessable key, not by its sequential id (which let
-- anyone list a tenant's distributors by counting). 32 hex characters from gen_random_uuid (a strong
-- random source); each existing distributor gets its own.
ALTER TABLE dis_distributor ADD COLUMN portal_key text NOT NULL DEFAULT replace(gen_random_uuid()::text, '-', '');
CREATE UNIQUE INDEX dis_distributor_portal_key ON dis_distributor (tenant_id, portal_key);
