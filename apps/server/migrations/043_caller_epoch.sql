-- Every change to what the caller lookup reads (sessions ended, users, roles, menus, grants, tenants)
-- counts up one number, in the changing transaction. A server keeps the caller it last looked up per
-- session and route with the number it was read at; a request reads the number instead of looking
-- the caller up again, and looks up only when it moved. Reading it in the request's own first
-- statement makes a change committed before the request visible to it, on every server process.
CREATE TABLE yym_caller_epoch (n bigint NOT NULL);
INSERT INTO yym_caller_epoch VALUES (1);
REVOKE INSERT, UPDATE, DELETE, TRUNCATE ON yym_caller_epoch FROM yym_app;
GRANT SELECT ON yym_caller_epoch TO yym_app;

CREATE FUNCTION yym_caller_changed() RETURNS trigger LANGUAGE plpgsql SECURITY DEFINER SET search_path = public, pg_temp AS $$
BEGIN
  UPDATE yym_caller_epoch SET n = n + 1;
  RETURN NULL;
END
$$;
REVOKE ALL ON FUNCTION yym_caller_changed() FROM PUBLIC;

-- New sessions are never known yet; every other change counts. Before the statement: a transaction
-- takes the number's row lock before the rows it changes, so two changes cannot wait on each other.
CREATE TRIGGER yym_caller_changed BEFORE UPDATE OR DELETE OR TRUNCATE ON auth_session FOR EACH STATEMENT EXECUTE FUNCTION yym_caller_changed();
CREATE TRIGGER yym_caller_changed BEFORE INSERT OR UPDATE OR DELETE OR TRUNCATE ON blade_user FOR EACH STATEMENT EXECUTE FUNCTION yym_caller_changed();
CREATE TRIGGER yym_caller_changed BEFORE INSERT OR UPDATE OR DELETE OR TRUNCATE ON blade_tenant FOR EACH STATEMENT EXECUTE FUNCTION yym_caller_changed();
CREATE TRIGGER yym_caller_changed BEFORE INSERT OR UPDATE OR DELETE OR TRUNCATE ON blade_role FOR EACH STATEMENT EXECUTE FUNCTION yym_caller_changed();
CREATE TRIGGER yym_caller_changed BEFORE INSERT OR UPDATE OR DELETE OR TRUNCATE ON blade_menu FOR EACH STATEMENT EXECUTE FUNCTION yym_caller_changed();
CREATE TRIGGER yym_caller_changed BEFORE INSERT OR UPDATE OR DELETE OR TRUNCATE ON blade_role_menu FOR EACH STATEMENT EXECUTE FUNCTION yym_caller_changed();
CREATE TRIGGER yym_caller_changed BEFORE INSERT OR UPDATE OR DELETE OR TRUNCATE ON blade_role_scope FOR EACH STATEMENT EXECUTE FUNCTION yym_caller_changed();

-- The lookup answers the number its rows were read at.
CREATE OR REPLACE FUNCTION yym_caller(p_sid text, p_tid text, p_uid bigint, p_codes text[], p_scopes bigint[])
RETURNS jsonb LANGUAGE plpgsql STABLE SECURITY DEFINER SET search_path = public, pg_temp AS $$
DECLARE
  result jsonb;
BEGIN
  SELECT jsonb_build_object(
           'id', u.id::text, 'tenant_id', u.tenant_id, 'account', u.account, 'name', u.name,
           'real_name', u.real_name, 'avatar', u.avatar, 'role_ids', u.role_ids::text[], 'dept_ids', u.dept_ids::text[],
           'user_type', u.user_type, 'status', u.status, 'is_deleted', u.is_deleted, 'is_merchant', u.is_merchant,
           'revoked_at', s.revoked_at, 'revoked_reason', s.revoked_reason, 'expires_at', s.expires_at,
           'tenant_status', t.status, 'tenant_expire', t.expire_time, 'epoch', (SELECT e.n FROM yym_caller_epoch e),
           'role_aliases', (SELECT array_agg(r.role_alias) FROM blade_role r
                             WHERE r.tenant_id = u.tenant_id AND r.id = ANY(u.role_ids) AND r.is_deleted = 0 AND r.status = 1),
           'allowed', cardinality(p_codes) = 0 OR EXISTS (
                        SELECT 1 FROM blade_menu m
                          JOIN blade_role_menu rm ON rm.tenant_id = u.tenant_id AND rm.menu_id = m.id AND rm.role_id = ANY(u.role_ids)
                          JOIN blade_role r ON r.tenant_id = rm.tenant_id AND r.id = rm.role_id AND r.is_deleted = 0 AND r.status = 1
                         WHERE m.code = ANY(p_codes) AND m.is_deleted = 0),
           'scope_ok', cardinality(p_scopes) = 0 OR EXISTS (
                        SELECT 1 FROM blade_role_scope rs
                         WHERE rs.tenant_id = u.tenant_id AND rs.scope_category = 2
                           AND rs.role_id = ANY(u.role_ids) AND rs.scope_id = ANY(p_scopes)))
    INTO result
    FROM auth_session s
    JOIN blade_user u ON u.tenant_id = s.tenant_id AND u.id = s.user_id
    LEFT JOIN blade_tenant t ON t.tenant_id = s.tenant_id AND t.is_deleted = 0
   WHERE s.id = p_sid AND s.tenant_id = p_tid AND s.user_id = p_uid;
  RETURN result;
END
$$;
