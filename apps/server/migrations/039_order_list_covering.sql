-- The order lists filter by kind and status over a create-time range and sort newest first. One index
-- in that order answers the capped count by an index-only scan and the page without a sort; the old
-- (tenant, status, time) index, which left the kind to the table, is replaced by it.
CREATE INDEX ord_order_kind_status ON ord_order (tenant_id, order_kind, order_status, create_time DESC, id DESC) WHERE is_deleted = 0;
DROP INDEX ord_order_status;
