-- Bundles whose parts are drawn from the other areas (ticket skus on a date, hotel rate plans for a
-- night, e-cards) and the parts each bundle order took, kept with the order so its refund gives back
-- exactly what was taken even when the merchant edits the bundle afterwards. And the express sandbox's
-- parcels, kept in the database so a restart or a second server process still tracks them.

-- What one unit of a bundle order took, per part; `day` is the date the buyer picked for ticket and
-- hotel parts (a line departure carries its own); `item_id` is the ticket sku's product.
CREATE TABLE gds_sale_part (
  tenant_id varchar(12) NOT NULL,
  order_id bigint NOT NULL,
  part_kind varchar(10) NOT NULL,                   -- sku, food, line_date, ticket, hotel, ecard
  part_id bigint NOT NULL,
  item_id bigint,
  qty int NOT NULL CHECK (qty > 0),
  day date,
  PRIMARY KEY (tenant_id, order_id, part_kind, part_id)
);
SELECT yym_tenant_table('gds_sale_part');

-- Bundle orders placed before this table took their bundle's parts as they are now.
INSERT INTO gds_sale_part (tenant_id, order_id, part_kind, part_id, qty)
SELECT s.tenant_id, s.order_id, p.part_kind, p.part_id, p.qty
FROM gds_sale s JOIN gds_bundle_part p ON p.tenant_id = s.tenant_id AND p.bundle_id = s.item_id
WHERE s.sale_kind = 'bundle';

-- The express sandbox (platform/providers/express.ts): the parcels it was asked to follow. It stands for
-- the courier's outside service, so it is not tenant-owned and no area reads it.
CREATE TABLE express_sandbox_parcel (
  express_code varchar(20) NOT NULL,
  tracking_no varchar(50) NOT NULL,
  state varchar(10) NOT NULL DEFAULT 'transit',     -- transit, signed
  steps jsonb NOT NULL DEFAULT '[]',                -- [{ time, text }], oldest first
  create_time timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (express_code, tracking_no)
);
