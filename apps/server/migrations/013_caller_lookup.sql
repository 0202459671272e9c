-- Who is calling, and may they call this route: one function so the statement plans are cached per
-- connection (PL/pgSQL keeps them), where the same SELECT sent as text was planned on every request.
-- Runs as the connecting role, before a request's transaction is bound to its tenant.
CREATE OR REPLACE FUNCTION yym_caller(p_sid text, p_tid text, p_uid bigint, p_codes text[], p_scopes bigint[])
RETURNS jsonb LANGUAGE plpgsql STABLE AS $$
DECLARE
  result jsonb;
BEGIN
  SELECT jsonb_build_object(
           'id', u.id::text, 'tenant_id', u.tenant_id, 'account', u.account, 'name', u.name,
           'real_name', u.real_name, 'avatar', u.avatar, 'role_ids', u.role_ids::text[], 'dept_ids', u.dept_ids::text[],
           'user_type', u.user_type, 'status', u.status, 'is_deleted', u.is_deleted, 'is_merchant', u.is_merchant,
           'revoked_at', s.revoked_at, 'revoked_reason', s.revoked_reason, 'expires_at', s.expires_at,
           'tenant_status', t.status, 'tenant_expire', t.expire_time,
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
