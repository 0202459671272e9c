-- Report rollups: the 数据报表 pages read these small tables, never the orders themselves.
--
-- Each is kept by triggers on the order table family (ord_order, ord_trade, ord_guest) in the same
-- transaction as the change, so every kind of order (tickets, hotels, e-cards, and the goods, voucher
-- and window orders other areas add with their own order_kind) is counted without any area calling
-- us. A trigger takes a row's old contribution away and adds its new one, so any change (backdating,
-- moving, deleting) keeps the figures equal to a recount from the raw rows (report rebuild).
--
-- Like the order tally (migration 040), each database session adds to rows of its own shard (its
-- backend pid): two buyers of the same product never wait on one rollup row. The job report.fold
-- folds the shards into shard 0.
--
-- Days and hours are China time. The figures by event day:
--   rpt_sale    placed (create_time), paid (pay_time, total_money), refunded (done refund trades, finish_time)
--   rpt_check   checked guests by hour (check_time)
--   rpt_visitor checked guests by sex (s), age band (a) and province (p), read from the ID card number

CREATE TABLE rpt_sale (
  tenant_id varchar(12) NOT NULL,
  day date NOT NULL,
  order_kind varchar(10) NOT NULL,
  product_id bigint NOT NULL,
  channel varchar(20) NOT NULL,
  poi_id bigint NOT NULL,            -- 0: none
  shard int NOT NULL,
  product_name varchar(100) NOT NULL,
  poi_name varchar(100),
  placed_orders bigint NOT NULL DEFAULT 0,
  placed_qty bigint NOT NULL DEFAULT 0,
  placed_money bigint NOT NULL DEFAULT 0,
  paid_orders bigint NOT NULL DEFAULT 0,
  paid_qty bigint NOT NULL DEFAULT 0,
  paid_money bigint NOT NULL DEFAULT 0,
  refund_count bigint NOT NULL DEFAULT 0,
  refund_money bigint NOT NULL DEFAULT 0,
  PRIMARY KEY (tenant_id, day, order_kind, product_id, channel, poi_id, shard)
) WITH (fillfactor = 70);
SELECT yym_tenant_table('rpt_sale');

CREATE TABLE rpt_check (
  tenant_id varchar(12) NOT NULL,
  day date NOT NULL,
  hour smallint NOT NULL,
  order_kind varchar(10) NOT NULL,
  product_id bigint NOT NULL,
  poi_id bigint NOT NULL,
  shard int NOT NULL,
  product_name varchar(100) NOT NULL,
  poi_name varchar(100),
  n bigint NOT NULL DEFAULT 0,
  PRIMARY KEY (tenant_id, day, hour, order_kind, product_id, poi_id, shard)
) WITH (fillfactor = 70);
SELECT yym_tenant_table('rpt_check');

CREATE TABLE rpt_visitor (
  tenant_id varchar(12) NOT NULL,
  day date NOT NULL,
  poi_id bigint NOT NULL,
  dim char(1) NOT NULL,              -- s sex (1 male, 2 female, 0 unknown), a age band, p province code
  val varchar(4) NOT NULL,
  shard int NOT NULL,
  n bigint NOT NULL DEFAULT 0,
  PRIMARY KEY (tenant_id, day, poi_id, dim, val, shard)
) WITH (fillfactor = 70);
SELECT yym_tenant_table('rpt_visitor');

CREATE INDEX rpt_sale_unfolded ON rpt_sale (tenant_id) WHERE shard <> 0;
CREATE INDEX rpt_check_unfolded ON rpt_check (tenant_id) WHERE shard <> 0;
CREATE INDEX rpt_visitor_unfolded ON rpt_visitor (tenant_id) WHERE shard <> 0;

-- What an 18-character mainland ID number says: sex from the 17th digit, birth date from digits 7-14.
CREATE FUNCTION rpt_id_sex(card text) RETURNS text LANGUAGE sql IMMUTABLE AS $$
  SELECT CASE WHEN card ~ '^[0-9]{17}[0-9Xx]$' THEN (2 - substr(card, 17, 1)::int % 2)::text ELSE '0' END $$;
CREATE FUNCTION rpt_id_province(card text) RETURNS text LANGUAGE sql IMMUTABLE AS $$
  SELECT CASE WHEN card ~ '^[0-9]{17}[0-9Xx]$' THEN substr(card, 1, 2) ELSE '00' END $$;
-- Age bands: 1 under 18, 2 18-25, 3 26-35, 4 36-45, 5 46-60, 6 over 60, 0 unknown.
CREATE FUNCTION rpt_id_age_band(card text, at date) RETURNS text LANGUAGE plpgsql IMMUTABLE AS $$
DECLARE born date; years int;
BEGIN
  IF card IS NULL OR card !~ '^[0-9]{6}(19|20)[0-9]{2}(0[1-9]|1[0-2])(0[1-9]|[12][0-9]|3[01])[0-9]{3}[0-9Xx]$' THEN RETURN '0'; END IF;
  BEGIN
    born := to_date(substr(card, 7, 8), 'YYYYMMDD');
  EXCEPTION WHEN others THEN RETURN '0';
  END;
  years := extract(year FROM age(at, born))::int;
  RETURN CASE WHEN years < 0 THEN '0' WHEN years < 18 THEN '1' WHEN years <= 25 THEN '2' WHEN years <= 35 THEN '3'
    WHEN years <= 45 THEN '4' WHEN years <= 60 THEN '5' ELSE '6' END;
END $$;

-- One order's contribution (sign +1 / -1) to rpt_sale: placed on its creation day, paid on its pay day.
CREATE FUNCTION rpt_sale_order(o ord_order, sign int) RETURNS void LANGUAGE plpgsql SECURITY DEFINER SET search_path = public AS $$
BEGIN
  INSERT INTO rpt_sale AS t (tenant_id, day, order_kind, product_id, channel, poi_id, shard, product_name, poi_name,
      placed_orders, placed_qty, placed_money)
    VALUES (o.tenant_id, (o.create_time AT TIME ZONE 'Asia/Shanghai')::date, o.order_kind, o.product_id, o.channel,
      coalesce(o.poi_id, 0), pg_backend_pid(), o.product_name, o.poi_name, sign, sign * o.quantity, sign * o.total_money)
    ON CONFLICT (tenant_id, day, order_kind, product_id, channel, poi_id, shard) DO UPDATE SET
      placed_orders = t.placed_orders + excluded.placed_orders, placed_qty = t.placed_qty + excluded.placed_qty,
      placed_money = t.placed_money + excluded.placed_money, product_name = excluded.product_name, poi_name = excluded.poi_name;
  IF o.pay_time IS NOT NULL THEN
    INSERT INTO rpt_sale AS t (tenant_id, day, order_kind, product_id, channel, poi_id, shard, product_name, poi_name,
        paid_orders, paid_qty, paid_money)
      VALUES (o.tenant_id, (o.pay_time AT TIME ZONE 'Asia/Shanghai')::date, o.order_kind, o.product_id, o.channel,
        coalesce(o.poi_id, 0), pg_backend_pid(), o.product_name, o.poi_name, sign, sign * o.quantity, sign * o.total_money)
      ON CONFLICT (tenant_id, day, order_kind, product_id, channel, poi_id, shard) DO UPDATE SET
        paid_orders = t.paid_orders + excluded.paid_orders, paid_qty = t.paid_qty + excluded.paid_qty,
        paid_money = t.paid_money + excluded.paid_money, product_name = excluded.product_name, poi_name = excluded.poi_name;
  END IF;
END $$;

CREATE FUNCTION rpt_sale_order_trg() RETURNS trigger LANGUAGE plpgsql SECURITY DEFINER SET search_path = public AS $$
BEGIN
  IF TG_OP = 'UPDATE' AND OLD.tenant_id = NEW.tenant_id AND OLD.create_time = NEW.create_time
     AND OLD.pay_time IS NOT DISTINCT FROM NEW.pay_time AND OLD.order_kind = NEW.order_kind
     AND OLD.product_id = NEW.product_id AND OLD.channel = NEW.channel AND OLD.poi_id IS NOT DISTINCT FROM NEW.poi_id
     AND OLD.quantity = NEW.quantity AND OLD.total_money = NEW.total_money THEN
    RETURN NULL;
  END IF;
  IF TG_OP <> 'INSERT' THEN PERFORM rpt_sale_order(OLD, -1); END IF;
  IF TG_OP <> 'DELETE' THEN PERFORM rpt_sale_order(NEW, 1); END IF;
  RETURN NULL;
END $$;

CREATE TRIGGER rpt_sale_order AFTER INSERT OR DELETE OR UPDATE OF tenant_id, create_time, pay_time, order_kind, product_id, channel, poi_id, quantity, total_money
  ON ord_order FOR EACH ROW EXECUTE FUNCTION rpt_sale_order_trg();

-- A done refund trade counts on the day it was paid out, under its order's product and channel.
CREATE FUNCTION rpt_sale_refund(tr ord_trade, sign int) RETURNS void LANGUAGE plpgsql SECURITY DEFINER SET search_path = public AS $$
DECLARE o ord_order;
BEGIN
  IF tr.kind <> 'refund' OR tr.trade_status <> 'done' THEN RETURN; END IF;
  SELECT * INTO o FROM ord_order WHERE tenant_id = tr.tenant_id AND id = tr.order_id;
  IF NOT FOUND THEN RETURN; END IF;
  INSERT INTO rpt_sale AS t (tenant_id, day, order_kind, product_id, channel, poi_id, shard, product_name, poi_name,
      refund_count, refund_money)
    VALUES (tr.tenant_id, (coalesce(tr.finish_time, tr.create_time) AT TIME ZONE 'Asia/Shanghai')::date, o.order_kind,
      o.product_id, o.channel, coalesce(o.poi_id, 0), pg_backend_pid(), o.product_name, o.poi_name, sign, sign * tr.amount)
    ON CONFLICT (tenant_id, day, order_kind, product_id, channel, poi_id, shard) DO UPDATE SET
      refund_count = t.refund_count + excluded.refund_count, refund_money = t.refund_money + excluded.refund_money;
END $$;

CREATE FUNCTION rpt_sale_refund_trg() RETURNS trigger LANGUAGE plpgsql SECURITY DEFINER SET search_path = public AS $$
BEGIN
  IF TG_OP = 'UPDATE' AND OLD.kind = NEW.kind AND OLD.trade_status = NEW.trade_status AND OLD.amount = NEW.amount
     AND OLD.finish_time IS NOT DISTINCT FROM NEW.finish_time AND OLD.order_id = NEW.order_id THEN
    RETURN NULL;
  END IF;
  IF TG_OP <> 'INSERT' THEN PERFORM rpt_sale_refund(OLD, -1); END IF;
  IF TG_OP <> 'DELETE' THEN PERFORM rpt_sale_refund(NEW, 1); END IF;
  RETURN NULL;
END $$;

CREATE TRIGGER rpt_sale_refund AFTER INSERT OR DELETE OR UPDATE OF kind, trade_status, amount, finish_time, order_id
  ON ord_trade FOR EACH ROW EXECUTE FUNCTION rpt_sale_refund_trg();

-- A checked guest (ticket_status 1 with its check time): by hour, and the visitor's sex, age band and province.
CREATE FUNCTION rpt_check_guest(g ord_guest, sign int) RETURNS void LANGUAGE plpgsql SECURITY DEFINER SET search_path = public AS $$
DECLARE o ord_order; d date; poi bigint;
BEGIN
  IF g.ticket_status <> 1 OR g.check_time IS NULL THEN RETURN; END IF;
  SELECT * INTO o FROM ord_order WHERE tenant_id = g.tenant_id AND id = g.order_id;
  IF NOT FOUND THEN RETURN; END IF;
  d := (g.check_time AT TIME ZONE 'Asia/Shanghai')::date;
  poi := coalesce(o.poi_id, 0);
  INSERT INTO rpt_check AS t (tenant_id, day, hour, order_kind, product_id, poi_id, shard, product_name, poi_name, n)
    VALUES (g.tenant_id, d, extract(hour FROM g.check_time AT TIME ZONE 'Asia/Shanghai')::smallint, o.order_kind,
      o.product_id, poi, pg_backend_pid(), o.product_name, o.poi_name, sign)
    ON CONFLICT (tenant_id, day, hour, order_kind, product_id, poi_id, shard) DO UPDATE SET n = t.n + excluded.n;
  INSERT INTO rpt_visitor AS t (tenant_id, day, poi_id, dim, val, shard, n)
    VALUES (g.tenant_id, d, poi, 's', rpt_id_sex(g.card_num), pg_backend_pid(), sign),
      (g.tenant_id, d, poi, 'a', rpt_id_age_band(g.card_num, d), pg_backend_pid(), sign),
      (g.tenant_id, d, poi, 'p', rpt_id_province(g.card_num), pg_backend_pid(), sign)
    ON CONFLICT (tenant_id, day, poi_id, dim, val, shard) DO UPDATE SET n = t.n + excluded.n;
END $$;

CREATE FUNCTION rpt_check_guest_trg() RETURNS trigger LANGUAGE plpgsql SECURITY DEFINER SET search_path = public AS $$
BEGIN
  IF TG_OP = 'UPDATE' AND OLD.ticket_status = NEW.ticket_status AND OLD.check_time IS NOT DISTINCT FROM NEW.check_time
     AND OLD.card_num IS NOT DISTINCT FROM NEW.card_num AND OLD.order_id = NEW.order_id THEN
    RETURN NULL;
  END IF;
  IF TG_OP <> 'INSERT' THEN PERFORM rpt_check_guest(OLD, -1); END IF;
  IF TG_OP <> 'DELETE' THEN PERFORM rpt_check_guest(NEW, 1); END IF;
  RETURN NULL;
END $$;

CREATE TRIGGER rpt_check_guest AFTER INSERT OR DELETE OR UPDATE OF ticket_status, check_time, card_num, order_id
  ON ord_guest FOR EACH ROW EXECUTE FUNCTION rpt_check_guest_trg();

-- 实时客流 big screens: what each shows, and its read-only token (kept only as a SHA-256; a new token
-- or switching the screen off revokes the old one).
CREATE TABLE rpt_dashboard (
  tenant_id varchar(12) NOT NULL,
  id bigint GENERATED BY DEFAULT AS IDENTITY,
  name varchar(50) NOT NULL,
  poi_id bigint,
  capacity int NOT NULL DEFAULT 0,
  data_types varchar(200) NOT NULL DEFAULT 'hourly,sales,capacity',
  refresh_seconds int NOT NULL DEFAULT 30,
  is_open_look int NOT NULL DEFAULT 0,
  token_hash varchar(64),
  token_time timestamptz,
  create_user bigint, create_dept bigint, create_time timestamptz NOT NULL DEFAULT now(),
  update_user bigint, update_time timestamptz NOT NULL DEFAULT now(),
  status int NOT NULL DEFAULT 1, is_deleted int NOT NULL DEFAULT 0,
  PRIMARY KEY (tenant_id, id)
);
SELECT yym_tenant_table('rpt_dashboard');
CREATE UNIQUE INDEX rpt_dashboard_token ON rpt_dashboard (tenant_id, token_hash) WHERE token_hash IS NOT NULL;

-- The figures of the rows already there (the demo data of an existing installation).
INSERT INTO rpt_sale (tenant_id, day, order_kind, product_id, channel, poi_id, shard, product_name, poi_name, placed_orders, placed_qty, placed_money)
  SELECT tenant_id, (create_time AT TIME ZONE 'Asia/Shanghai')::date, order_kind, product_id, channel, coalesce(poi_id, 0), 0,
    max(product_name), max(poi_name), count(*), sum(quantity), sum(total_money)
  FROM ord_order GROUP BY 1, 2, 3, 4, 5, 6;
INSERT INTO rpt_sale AS t (tenant_id, day, order_kind, product_id, channel, poi_id, shard, product_name, poi_name, paid_orders, paid_qty, paid_money)
  SELECT tenant_id, (pay_time AT TIME ZONE 'Asia/Shanghai')::date, order_kind, product_id, channel, coalesce(poi_id, 0), 0,
    max(product_name), max(poi_name), count(*), sum(quantity), sum(total_money)
  FROM ord_order WHERE pay_time IS NOT NULL GROUP BY 1, 2, 3, 4, 5, 6
  ON CONFLICT (tenant_id, day, order_kind, product_id, channel, poi_id, shard) DO UPDATE SET
    paid_orders = excluded.paid_orders, paid_qty = excluded.paid_qty, paid_money = excluded.paid_money;
INSERT INTO rpt_sale AS t (tenant_id, day, order_kind, product_id, channel, poi_id, shard, product_name, poi_name, refund_count, refund_money)
  SELECT r.tenant_id, (coalesce(r.finish_time, r.create_time) AT TIME ZONE 'Asia/Shanghai')::date, o.order_kind, o.product_id, o.channel,
    coalesce(o.poi_id, 0), 0, max(o.product_name), max(o.poi_name), count(*), sum(r.amount)
  FROM ord_trade r JOIN ord_order o ON o.tenant_id = r.tenant_id AND o.id = r.order_id
  WHERE r.kind = 'refund' AND r.trade_status = 'done' GROUP BY 1, 2, 3, 4, 5, 6
  ON CONFLICT (tenant_id, day, order_kind, product_id, channel, poi_id, shard) DO UPDATE SET
    refund_count = excluded.refund_count, refund_money = excluded.refund_money;
INSERT INTO rpt_check (tenant_id, day, hour, order_kind, product_id, poi_id, shard, product_name, poi_name, n)
  SELECT g.tenant_id, (g.check_time AT TIME ZONE 'Asia/Shanghai')::date, extract(hour FROM g.check_time AT TIME ZONE 'Asia/Shanghai')::smallint,
    o.order_kind, o.product_id, coalesce(o.poi_id, 0), 0, max(o.product_name), max(o.poi_name), count(*)
  FROM ord_guest g JOIN ord_order o ON o.tenant_id = g.tenant_id AND o.id = g.order_id
  WHERE g.ticket_status = 1 AND g.check_time IS NOT NULL GROUP BY 1, 2, 3, 4, 5, 6;
INSERT INTO rpt_visitor (tenant_id, day, poi_id, dim, val, shard, n)
  SELECT tenant_id, day, poi_id, dim, val, 0, count(*) FROM (
    SELECT g.tenant_id, (g.check_time AT TIME ZONE 'Asia/Shanghai')::date AS day, coalesce(o.poi_id, 0) AS poi_id, g.card_num
    FROM ord_guest g JOIN ord_order o ON o.tenant_id = g.tenant_id AND o.id = g.order_id
    WHERE g.ticket_status = 1 AND g.check_time IS NOT NULL) c,
    LATERAL (VALUES ('s', rpt_id_sex(c.card_num)), ('a', rpt_id_age_band(c.card_num, c.day)), ('p', rpt_id_province(c.card_num))) v(dim, val)
  GROUP BY 1, 2, 3, 4, 5;

-- The payment flow (财务报表) pages money movements by time, newest first.
CREATE INDEX rpt_trade_time ON ord_trade (tenant_id, create_time DESC, id DESC);
