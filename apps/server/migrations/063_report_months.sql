-- Coarser report rollups (issue 32). A year of one merchant's rpt_sale is some 45,000 rows (every product,
-- channel and scenic spot on most days), and summing them cost a report 20-100 ms of database time. Beside
-- the day rollups of migration 047 these keep:
--
--   rpt_sale_month     rpt_sale by month (day = the month's first day), the same keys
--   rpt_sale_channel   rpt_sale by day without product and scenic spot (kind and channel only)
--   rpt_sale_channel_month  the same by month
--   rpt_check_month    rpt_check by month, the same keys
--   rpt_visitor_month  rpt_visitor by month, the same keys
--
-- A report over a range reads its whole months from a month rollup and the days at its ends from the day
-- rollup (or the month less the days outside the range, when those are fewer): a year is some 3,000 rows.
-- A report without product or scenic spot reads the channel rollups (a year by day: 365 x kinds x channels).
-- They are written beside the day rollups, by the same trigger functions, in the same transaction, on
-- the session's own shard; the fold and the rebuild keep them as they keep the others.

CREATE TABLE rpt_sale_month (LIKE rpt_sale INCLUDING DEFAULTS, PRIMARY KEY (tenant_id, day, order_kind, product_id, channel, poi_id, shard))
  WITH (fillfactor = 70);
SELECT yym_tenant_table('rpt_sale_month');

CREATE TABLE rpt_sale_channel (
  tenant_id varchar(12) NOT NULL,
  day date NOT NULL,
  order_kind varchar(10) NOT NULL,
  channel varchar(20) NOT NULL,
  shard int NOT NULL,
  placed_orders bigint NOT NULL DEFAULT 0,
  placed_qty bigint NOT NULL DEFAULT 0,
  placed_money bigint NOT NULL DEFAULT 0,
  paid_orders bigint NOT NULL DEFAULT 0,
  paid_qty bigint NOT NULL DEFAULT 0,
  paid_money bigint NOT NULL DEFAULT 0,
  refund_count bigint NOT NULL DEFAULT 0,
  refund_money bigint NOT NULL DEFAULT 0,
  PRIMARY KEY (tenant_id, day, order_kind, channel, shard)
) WITH (fillfactor = 70);
SELECT yym_tenant_table('rpt_sale_channel');
CREATE TABLE rpt_sale_channel_month (LIKE rpt_sale_channel INCLUDING DEFAULTS, PRIMARY KEY (tenant_id, day, order_kind, channel, shard))
  WITH (fillfactor = 70);
SELECT yym_tenant_table('rpt_sale_channel_month');

CREATE TABLE rpt_check_month (LIKE rpt_check INCLUDING DEFAULTS, PRIMARY KEY (tenant_id, day, hour, order_kind, product_id, poi_id, shard))
  WITH (fillfactor = 70);
SELECT yym_tenant_table('rpt_check_month');

CREATE TABLE rpt_visitor_month (LIKE rpt_visitor INCLUDING DEFAULTS, PRIMARY KEY (tenant_id, day, poi_id, dim, val, shard))
  WITH (fillfactor = 70);
SELECT yym_tenant_table('rpt_visitor_month');

CREATE INDEX rpt_sale_month_unfolded ON rpt_sale_month (tenant_id) WHERE shard <> 0;
CREATE INDEX rpt_sale_channel_unfolded ON rpt_sale_channel (tenant_id) WHERE shard <> 0;
CREATE INDEX rpt_sale_channel_month_unfolded ON rpt_sale_channel_month (tenant_id) WHERE shard <> 0;
CREATE INDEX rpt_check_month_unfolded ON rpt_check_month (tenant_id) WHERE shard <> 0;
CREATE INDEX rpt_visitor_month_unfolded ON rpt_visitor_month (tenant_id) WHERE shard <> 0;

-- One change of sales figures, written to the four sales rollups (the triggers' and the areas' one way in).
CREATE FUNCTION rpt_sale_add(tenant varchar, d date, kind varchar, product bigint, chan varchar, poi bigint, pname varchar,
    poiname varchar, po bigint, pq bigint, pm bigint, yo bigint, yq bigint, ym bigint, rc bigint, rm bigint)
  RETURNS void LANGUAGE plpgsql SECURITY DEFINER SET search_path = public AS $$
BEGIN
  INSERT INTO rpt_sale AS t (tenant_id, day, order_kind, product_id, channel, poi_id, shard, product_name, poi_name,
      placed_orders, placed_qty, placed_money, paid_orders, paid_qty, paid_money, refund_count, refund_money)
    VALUES (tenant, d, kind, product, chan, poi, pg_backend_pid(), pname, poiname, po, pq, pm, yo, yq, ym, rc, rm)
    ON CONFLICT (tenant_id, day, order_kind, product_id, channel, poi_id, shard) DO UPDATE SET
      placed_orders = t.placed_orders + excluded.placed_orders, placed_qty = t.placed_qty + excluded.placed_qty,
      placed_money = t.placed_money + excluded.placed_money, paid_orders = t.paid_orders + excluded.paid_orders,
      paid_qty = t.paid_qty + excluded.paid_qty, paid_money = t.paid_money + excluded.paid_money,
      refund_count = t.refund_count + excluded.refund_count, refund_money = t.refund_money + excluded.refund_money,
      product_name = excluded.product_name, poi_name = excluded.poi_name;
  INSERT INTO rpt_sale_month AS t (tenant_id, day, order_kind, product_id, channel, poi_id, shard, product_name, poi_name,
      placed_orders, placed_qty, placed_money, paid_orders, paid_qty, paid_money, refund_count, refund_money)
    VALUES (tenant, date_trunc('month', d)::date, kind, product, chan, poi, pg_backend_pid(), pname, poiname, po, pq, pm, yo, yq, ym, rc, rm)
    ON CONFLICT (tenant_id, day, order_kind, product_id, channel, poi_id, shard) DO UPDATE SET
      placed_orders = t.placed_orders + excluded.placed_orders, placed_qty = t.placed_qty + excluded.placed_qty,
      placed_money = t.placed_money + excluded.placed_money, paid_orders = t.paid_orders + excluded.paid_orders,
      paid_qty = t.paid_qty + excluded.paid_qty, paid_money = t.paid_money + excluded.paid_money,
      refund_count = t.refund_count + excluded.refund_count, refund_money = t.refund_money + excluded.refund_money,
      product_name = excluded.product_name, poi_name = excluded.poi_name;
  INSERT INTO rpt_sale_channel AS t (tenant_id, day, order_kind, channel, shard,
      placed_orders, placed_qty, placed_money, paid_orders, paid_qty, paid_money, refund_count, refund_money)
    VALUES (tenant, d, kind, chan, pg_backend_pid(), po, pq, pm, yo, yq, ym, rc, rm)
    ON CONFLICT (tenant_id, day, order_kind, channel, shard) DO UPDATE SET
      placed_orders = t.placed_orders + excluded.placed_orders, placed_qty = t.placed_qty + excluded.placed_qty,
      placed_money = t.placed_money + excluded.placed_money, paid_orders = t.paid_orders + excluded.paid_orders,
      paid_qty = t.paid_qty + excluded.paid_qty, paid_money = t.paid_money + excluded.paid_money,
      refund_count = t.refund_count + excluded.refund_count, refund_money = t.refund_money + excluded.refund_money;
  INSERT INTO rpt_sale_channel_month AS t (tenant_id, day, order_kind, channel, shard,
      placed_orders, placed_qty, placed_money, paid_orders, paid_qty, paid_money, refund_count, refund_money)
    VALUES (tenant, date_trunc('month', d)::date, kind, chan, pg_backend_pid(), po, pq, pm, yo, yq, ym, rc, rm)
    ON CONFLICT (tenant_id, day, order_kind, channel, shard) DO UPDATE SET
      placed_orders = t.placed_orders + excluded.placed_orders, placed_qty = t.placed_qty + excluded.placed_qty,
      placed_money = t.placed_money + excluded.placed_money, paid_orders = t.paid_orders + excluded.paid_orders,
      paid_qty = t.paid_qty + excluded.paid_qty, paid_money = t.paid_money + excluded.paid_money,
      refund_count = t.refund_count + excluded.refund_count, refund_money = t.refund_money + excluded.refund_money;
END $$;

CREATE OR REPLACE FUNCTION rpt_sale_order(o ord_order, sign int) RETURNS void LANGUAGE plpgsql SECURITY DEFINER SET search_path = public AS $$
BEGIN
  PERFORM rpt_sale_add(o.tenant_id, (o.create_time AT TIME ZONE 'Asia/Shanghai')::date, o.order_kind, o.product_id, o.channel,
    coalesce(o.poi_id, 0), o.product_name, o.poi_name, sign, sign * o.quantity, sign * o.total_money, 0, 0, 0, 0, 0);
  IF o.pay_time IS NOT NULL THEN
    PERFORM rpt_sale_add(o.tenant_id, (o.pay_time AT TIME ZONE 'Asia/Shanghai')::date, o.order_kind, o.product_id, o.channel,
      coalesce(o.poi_id, 0), o.product_name, o.poi_name, 0, 0, 0, sign, sign * o.quantity, sign * o.total_money, 0, 0);
  END IF;
END $$;

CREATE OR REPLACE FUNCTION rpt_sale_refund(tr ord_trade, sign int) RETURNS void LANGUAGE plpgsql SECURITY DEFINER SET search_path = public AS $$
DECLARE o ord_order;
BEGIN
  IF tr.kind <> 'refund' OR tr.trade_status <> 'done' THEN RETURN; END IF;
  SELECT * INTO o FROM ord_order WHERE tenant_id = tr.tenant_id AND id = tr.order_id;
  IF NOT FOUND THEN RETURN; END IF;
  PERFORM rpt_sale_add(tr.tenant_id, (coalesce(tr.finish_time, tr.create_time) AT TIME ZONE 'Asia/Shanghai')::date, o.order_kind,
    o.product_id, o.channel, coalesce(o.poi_id, 0), o.product_name, o.poi_name, 0, 0, 0, 0, 0, 0, sign, sign * tr.amount);
END $$;

CREATE OR REPLACE FUNCTION rpt_check_guest(g ord_guest, sign int) RETURNS void LANGUAGE plpgsql SECURITY DEFINER SET search_path = public AS $$
DECLARE o ord_order; d date; m date; h smallint; poi bigint;
BEGIN
  IF g.ticket_status <> 1 OR g.check_time IS NULL THEN RETURN; END IF;
  SELECT * INTO o FROM ord_order WHERE tenant_id = g.tenant_id AND id = g.order_id;
  IF NOT FOUND THEN RETURN; END IF;
  d := (g.check_time AT TIME ZONE 'Asia/Shanghai')::date;
  m := date_trunc('month', d)::date;
  h := extract(hour FROM g.check_time AT TIME ZONE 'Asia/Shanghai')::smallint;
  poi := coalesce(o.poi_id, 0);
  INSERT INTO rpt_check AS t (tenant_id, day, hour, order_kind, product_id, poi_id, shard, product_name, poi_name, n)
    VALUES (g.tenant_id, d, h, o.order_kind, o.product_id, poi, pg_backend_pid(), o.product_name, o.poi_name, sign)
    ON CONFLICT (tenant_id, day, hour, order_kind, product_id, poi_id, shard) DO UPDATE SET n = t.n + excluded.n;
  INSERT INTO rpt_check_month AS t (tenant_id, day, hour, order_kind, product_id, poi_id, shard, product_name, poi_name, n)
    VALUES (g.tenant_id, m, h, o.order_kind, o.product_id, poi, pg_backend_pid(), o.product_name, o.poi_name, sign)
    ON CONFLICT (tenant_id, day, hour, order_kind, product_id, poi_id, shard) DO UPDATE SET n = t.n + excluded.n;
  INSERT INTO rpt_visitor AS t (tenant_id, day, poi_id, dim, val, shard, n)
    VALUES (g.tenant_id, d, poi, 's', rpt_id_sex(g.card_num), pg_backend_pid(), sign),
      (g.tenant_id, d, poi, 'a', rpt_id_age_band(g.card_num, d), pg_backend_pid(), sign),
      (g.tenant_id, d, poi, 'p', rpt_id_province(g.card_num), pg_backend_pid(), sign)
    ON CONFLICT (tenant_id, day, poi_id, dim, val, shard) DO UPDATE SET n = t.n + excluded.n;
  INSERT INTO rpt_visitor_month AS t (tenant_id, day, poi_id, dim, val, shard, n)
    VALUES (g.tenant_id, m, poi, 's', rpt_id_sex(g.card_num), pg_backend_pid(), sign),
      (g.tenant_id, m, poi, 'a', rpt_id_age_band(g.card_num, d), pg_backend_pid(), sign),
      (g.tenant_id, m, poi, 'p', rpt_id_province(g.card_num), pg_backend_pid(), sign)
    ON CONFLICT (tenant_id, day, poi_id, dim, val, shard) DO UPDATE SET n = t.n + excluded.n;
END $$;

-- The figures already kept.
INSERT INTO rpt_sale_month (tenant_id, day, order_kind, product_id, channel, poi_id, shard, product_name, poi_name,
    placed_orders, placed_qty, placed_money, paid_orders, paid_qty, paid_money, refund_count, refund_money)
  SELECT tenant_id, date_trunc('month', day)::date, order_kind, product_id, channel, poi_id, 0, max(product_name), max(poi_name),
    sum(placed_orders), sum(placed_qty), sum(placed_money), sum(paid_orders), sum(paid_qty), sum(paid_money), sum(refund_count), sum(refund_money)
  FROM rpt_sale GROUP BY 1, 2, 3, 4, 5, 6;
INSERT INTO rpt_sale_channel (tenant_id, day, order_kind, channel, shard,
    placed_orders, placed_qty, placed_money, paid_orders, paid_qty, paid_money, refund_count, refund_money)
  SELECT tenant_id, day, order_kind, channel, 0,
    sum(placed_orders), sum(placed_qty), sum(placed_money), sum(paid_orders), sum(paid_qty), sum(paid_money), sum(refund_count), sum(refund_money)
  FROM rpt_sale GROUP BY 1, 2, 3, 4;
INSERT INTO rpt_sale_channel_month (tenant_id, day, order_kind, channel, shard,
    placed_orders, placed_qty, placed_money, paid_orders, paid_qty, paid_money, refund_count, refund_money)
  SELECT tenant_id, date_trunc('month', day)::date, order_kind, channel, 0,
    sum(placed_orders), sum(placed_qty), sum(placed_money), sum(paid_orders), sum(paid_qty), sum(paid_money), sum(refund_count), sum(refund_money)
  FROM rpt_sale GROUP BY 1, 2, 3, 4;
INSERT INTO rpt_check_month (tenant_id, day, hour, order_kind, product_id, poi_id, shard, product_name, poi_name, n)
  SELECT tenant_id, date_trunc('month', day)::date, hour, order_kind, product_id, poi_id, 0, max(product_name), max(poi_name), sum(n)
  FROM rpt_check GROUP BY 1, 2, 3, 4, 5, 6;
INSERT INTO rpt_visitor_month (tenant_id, day, poi_id, dim, val, shard, n)
  SELECT tenant_id, date_trunc('month', day)::date, poi_id, dim, val, 0, sum(n) FROM rpt_visitor GROUP BY 1, 2, 3, 4, 5;
