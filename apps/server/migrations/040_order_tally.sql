-- The order lists' totals without counting rows: how many live orders each tenant has per kind, status
-- and China day of creation, kept by a trigger in the same transaction as the order change (so a page's
-- total is exact in its own snapshot). A list filtered by status and creation dates sums a few hundred
-- tally rows instead of counting up to 10,000 index entries.
--
-- Each database session adds to rows of its own (shard = its backend pid), so two buyers never wait on
-- one tally row and no lock order between tally rows can deadlock. The job order.tally folds the
-- shards into shard 0, skipping rows a session holds at that moment.
CREATE TABLE ord_order_tally (
  tenant_id varchar(12) NOT NULL,
  order_kind varchar(10) NOT NULL,
  order_status int NOT NULL,
  day date NOT NULL,
  shard int NOT NULL,
  n bigint NOT NULL,
  PRIMARY KEY (tenant_id, order_kind, order_status, day, shard)
) WITH (fillfactor = 50); -- room on each page for its rows' next versions: the counters update in place (HOT)
SELECT yym_tenant_table('ord_order_tally');

-- SECURITY DEFINER: the tally is bookkeeping of the table's owner, written whoever changes an order.
CREATE FUNCTION ord_order_tally_count() RETURNS trigger LANGUAGE plpgsql SECURITY DEFINER SET search_path = public AS $$
DECLARE
  was boolean := TG_OP <> 'INSERT' AND OLD.is_deleted = 0;
  now_in boolean := TG_OP <> 'DELETE' AND NEW.is_deleted = 0;
BEGIN
  IF was AND now_in AND OLD.tenant_id = NEW.tenant_id AND OLD.order_kind = NEW.order_kind
     AND OLD.order_status = NEW.order_status AND OLD.create_time = NEW.create_time THEN
    RETURN NULL;
  END IF;
  IF was THEN
    INSERT INTO ord_order_tally AS t VALUES (OLD.tenant_id, OLD.order_kind, OLD.order_status,
        (OLD.create_time AT TIME ZONE 'Asia/Shanghai')::date, pg_backend_pid(), -1)
      ON CONFLICT (tenant_id, order_kind, order_status, day, shard) DO UPDATE SET n = t.n - 1;
  END IF;
  IF now_in THEN
    INSERT INTO ord_order_tally AS t VALUES (NEW.tenant_id, NEW.order_kind, NEW.order_status,
        (NEW.create_time AT TIME ZONE 'Asia/Shanghai')::date, pg_backend_pid(), 1)
      ON CONFLICT (tenant_id, order_kind, order_status, day, shard) DO UPDATE SET n = t.n + 1;
  END IF;
  RETURN NULL;
END $$;

CREATE TRIGGER ord_order_tally AFTER INSERT OR DELETE OR UPDATE OF tenant_id, order_kind, order_status, create_time, is_deleted
  ON ord_order FOR EACH ROW EXECUTE FUNCTION ord_order_tally_count();

INSERT INTO ord_order_tally (tenant_id, order_kind, order_status, day, shard, n)
  SELECT tenant_id, order_kind, order_status, (create_time AT TIME ZONE 'Asia/Shanghai')::date, 0, count(*)
  FROM ord_order WHERE is_deleted = 0 GROUP BY 1, 2, 3, 4;
