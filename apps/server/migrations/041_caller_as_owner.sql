-- The caller lookup runs as its owner, whatever role calls it: connections that act as the app role
-- throughout (the read-only requests' pool) look the caller up without switching role, which cost
-- PostgreSQL more than the lookup itself. It reads the session, user, tenant and role rows it is
-- given keys for, and only the app role may call it.
ALTER FUNCTION yym_caller(text, text, bigint, text[], bigint[]) SECURITY DEFINER SET search_path = public, pg_temp;
REVOKE ALL ON FUNCTION yym_caller(text, text, bigint, text[], bigint[]) FROM PUBLIC;
GRANT EXECUTE ON FUNCTION yym_caller(text, text, bigint, text[], bigint[]) TO yym_app;
