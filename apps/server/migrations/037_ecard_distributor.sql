-- The distributor e-card portal (分销商电子卡). A distributor of the tenant (dis_distributor, the
-- distribution area's) logs in with a distributor account (blade_user of user type 2) bound to it
-- here, places e-card orders that are settled on account with the merchant (the order is paid at
-- once, so its held cards are issued), follows them and checks the held cards it sold.
--   ec_distributor          the e-card side of a distributor: may it place e-card orders (the
--                           merchant's 分销商订单 switch)
--   ec_distributor_account  which account logs in for which distributor; read_only 1 is a partner
--                           account of the used-record login (reads usage, places and checks nothing)
--   ec_order.distributor_id the distributor that sold the order (null: any other channel)

CREATE TABLE ec_distributor (
  tenant_id varchar(12) NOT NULL,
  distributor_id bigint NOT NULL,
  sell_enabled int NOT NULL DEFAULT 1 CHECK (sell_enabled IN (0, 1)),
  create_user bigint, create_time timestamptz NOT NULL DEFAULT now(),
  update_user bigint, update_time timestamptz NOT NULL DEFAULT now(),
  status int NOT NULL DEFAULT 1, is_deleted int NOT NULL DEFAULT 0,
  PRIMARY KEY (tenant_id, distributor_id),
  FOREIGN KEY (tenant_id, distributor_id) REFERENCES dis_distributor (tenant_id, id)
);
SELECT yym_tenant_table('ec_distributor');

CREATE TABLE ec_distributor_account (
  tenant_id varchar(12) NOT NULL,
  user_id bigint NOT NULL,
  distributor_id bigint NOT NULL,
  read_only int NOT NULL DEFAULT 0 CHECK (read_only IN (0, 1)),
  create_user bigint, create_time timestamptz NOT NULL DEFAULT now(),
  update_user bigint, update_time timestamptz NOT NULL DEFAULT now(),
  status int NOT NULL DEFAULT 1, is_deleted int NOT NULL DEFAULT 0,
  PRIMARY KEY (tenant_id, user_id),
  FOREIGN KEY (tenant_id, user_id) REFERENCES blade_user (tenant_id, id),
  FOREIGN KEY (tenant_id, distributor_id) REFERENCES dis_distributor (tenant_id, id)
);
SELECT yym_tenant_table('ec_distributor_account');
CREATE INDEX ec_distributor_account_distributor ON ec_distributor_account (tenant_id, distributor_id);

ALTER TABLE ec_order ADD COLUMN distributor_id bigint;
ALTER TABLE ec_order ADD CONSTRAINT ec_order_distributor FOREIGN KEY (tenant_id, distributor_id) REFERENCES dis_distributor (tenant_id, id);
CREATE INDEX ec_order_distributor ON ec_order (tenant_id, distributor_id, order_id DESC) WHERE distributor_id IS NOT NULL;
