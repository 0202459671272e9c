-- Upgrade and renewal orders of held cards (升级订单, 续卡): an ord_order row of kind 'ec_upgrade'
-- (the order area's payment, refunds, logs and close job are shared) and this row saying what the
-- order does to which held card. order_type 1 upgrade (scheme: from card → to card), 2 renewal
-- (combo: days added, renewal projects added). applied turns 0 → 1 once, in one conditional UPDATE,
-- when the order is paid (a replayed paid notice finds it applied); before keeps the held card as it
-- was (card, dates, projects with their counters) so a refund before any use can put it back.
-- state: 1 unpaid, 2 applied, 3 ended unpaid, 4 reverted (refunded).

CREATE TABLE ec_upgrade_order (
  tenant_id varchar(12) NOT NULL,
  order_id bigint NOT NULL,
  order_type int NOT NULL CHECK (order_type IN (1, 2)),
  user_card_id bigint NOT NULL,
  from_card_id bigint NOT NULL,
  to_card_id bigint NOT NULL,
  upgrade_id bigint,
  combo_id bigint,
  combo_days int,
  price bigint NOT NULL CHECK (price >= 0),
  customer_id bigint,
  state int NOT NULL DEFAULT 1,
  applied int NOT NULL DEFAULT 0,
  applied_time timestamptz,
  before jsonb,
  valid_end_after date,
  create_user bigint, create_time timestamptz NOT NULL DEFAULT now(),
  update_user bigint, update_time timestamptz NOT NULL DEFAULT now(),
  status int NOT NULL DEFAULT 1, is_deleted int NOT NULL DEFAULT 0,
  PRIMARY KEY (tenant_id, order_id),
  FOREIGN KEY (tenant_id, user_card_id) REFERENCES ec_user_card (tenant_id, id),
  FOREIGN KEY (tenant_id, from_card_id) REFERENCES ec_card (tenant_id, id),
  FOREIGN KEY (tenant_id, to_card_id) REFERENCES ec_card (tenant_id, id)
);
SELECT yym_tenant_table('ec_upgrade_order');
CREATE INDEX ec_upgrade_order_card ON ec_upgrade_order (tenant_id, user_card_id);
-- One unpaid upgrade or renewal per held card: what a paid order changes is the card as it was sold.
CREATE UNIQUE INDEX ec_upgrade_order_unpaid ON ec_upgrade_order (tenant_id, user_card_id) WHERE state = 1;
