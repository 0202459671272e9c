-- The gate at peak (issue 41). A ticket check changes its order's order_status (待使用 -> 已完成), and
-- order_status is in four of ord_order's indexes (ord_order_kind_status, ord_order_play, and the
-- predicates of ord_order_unpaid and ord_order_active), so that UPDATE can never be HOT: PostgreSQL 15
-- writes the new row version into every index whose predicate it meets. Each index and what reads it:
--
--   ord_order_pkey         (tenant_id, id)                 every read and move of one order        keep
--   ord_order_no           unique (tenant_id, order_no)    order number search, uniqueness         keep
--   ord_order_code         unique (code)                   the customer's pages, uniqueness        keep
--   ord_order_assist       unique (tenant_id, assist_code) the gate's assist-code check            keep
--   ord_order_list         (tenant_id, create_time) live   lists over every kind (异常订单, a list
--                                                          filtered by 是否异常)                   keep
--   ord_order_kind         (tenant_id, kind, create_time)  each kind's list without a status       keep
--   ord_order_kind_status  (tenant_id, kind, status, time) the order page filtered by status       keep
--   ord_order_phone        (tenant_id, contact_phone)      the gate's phone check, customers       keep
--   ord_order_play         (tenant_id, play_date, status)  play-date filters (scenic list, window) keep
--   ord_order_unpaid       (create_time) status 8100       the unpaid-order close job             keep, partial:
--                                                          a check's new version does not enter it
--   ord_order_active       (play_date) status 8821/8824    the ticket expiry job                  keep, partial:
--                                                          a completed order's version does not enter it
--   ord_order_sku          (tenant_id, sku_id, play_date)  nothing: no statement reads orders by SKU
--                                                          (a day's sales are prd_calendar.sold)  DROPPED
--
-- HOT stays impossible for a check's order UPDATE as long as the order page has an index keyed by
-- status (ord_order_kind_status answers its page and capped count without a sort), so the check pays one
-- index entry per index above but the two partial ones: nine after this migration, ten before.
DROP INDEX ord_order_sku;

-- A ticket row (ord_guest) is written once and then changed once (checked, refunded or expired); the
-- columns that change are in none of its indexes, so with room left on its page the change is HOT and
-- touches none of its four indexes. Rows were packed full, and a check's change moved its row to
-- another page and wrote four index entries. Applies to pages filled from now on.
ALTER TABLE ord_guest SET (fillfactor = 90);

-- The order tally's trigger (migration 040) took the old contribution away and added the new one in two
-- statements; one statement does both (a status change: two rows of the same shard). When both land on
-- the same tally row (a change of create_time within one China day with another column listed) nothing
-- moves, and ON CONFLICT could not touch one row twice, so it returns first.
CREATE OR REPLACE FUNCTION ord_order_tally_count() RETURNS trigger LANGUAGE plpgsql SECURITY DEFINER SET search_path = public AS $$
DECLARE
  was boolean := TG_OP <> 'INSERT' AND OLD.is_deleted = 0;
  now_in boolean := TG_OP <> 'DELETE' AND NEW.is_deleted = 0;
  old_day date;
  new_day date;
BEGIN
  IF was THEN old_day := (OLD.create_time AT TIME ZONE 'Asia/Shanghai')::date; END IF;
  IF now_in THEN new_day := (NEW.create_time AT TIME ZONE 'Asia/Shanghai')::date; END IF;
  IF was AND now_in AND OLD.tenant_id = NEW.tenant_id AND OLD.order_kind = NEW.order_kind
     AND OLD.order_status = NEW.order_status AND old_day = new_day THEN
    RETURN NULL;
  END IF;
  IF was AND now_in THEN
    INSERT INTO ord_order_tally AS t VALUES
        (OLD.tenant_id, OLD.order_kind, OLD.order_status, old_day, pg_backend_pid(), -1),
        (NEW.tenant_id, NEW.order_kind, NEW.order_status, new_day, pg_backend_pid(), 1)
      ON CONFLICT (tenant_id, order_kind, order_status, day, shard) DO UPDATE SET n = t.n + excluded.n;
  ELSIF was THEN
    INSERT INTO ord_order_tally AS t VALUES (OLD.tenant_id, OLD.order_kind, OLD.order_status, old_day, pg_backend_pid(), -1)
      ON CONFLICT (tenant_id, order_kind, order_status, day, shard) DO UPDATE SET n = t.n - 1;
  ELSIF now_in THEN
    INSERT INTO ord_order_tally AS t VALUES (NEW.tenant_id, NEW.order_kind, NEW.order_status, new_day, pg_backend_pid(), 1)
      ON CONFLICT (tenant_id, order_kind, order_status, day, shard) DO UPDATE SET n = t.n + 1;
  END IF;
  RETURN NULL;
END $$;
