-- A list's total over all days (the lists open without a date filter) summed a row per status and day
-- since the merchant began: thousands of rows a page. The fold (job order.tally) now also keeps, per
-- tenant, kind and status, the sum of everything it has folded, on the day '-infinity' of shard 0.
-- Everything not yet folded is still in rows of other shards, so the all-days total is that row plus
-- those rows: exact, and a handful of rows whatever the history.
CREATE INDEX ord_order_tally_all_days ON ord_order_tally (tenant_id, order_kind, order_status) WHERE day = '-infinity';
CREATE INDEX ord_order_tally_unfolded ON ord_order_tally (tenant_id, order_kind, order_status) WHERE shard <> 0;

INSERT INTO ord_order_tally (tenant_id, order_kind, order_status, day, shard, n)
  SELECT tenant_id, order_kind, order_status, '-infinity', 0, sum(n) FROM ord_order_tally WHERE shard = 0
  GROUP BY 1, 2, 3;
