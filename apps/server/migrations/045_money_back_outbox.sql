-- Money going back (a refund, or a stray payment's return) is an intent first: its ord_trade row is
-- committed with the request the provider will get (the key is the refund's or the return's number),
-- then sent after the commit, outside any row lock, and its answer recorded in a second transaction.
-- attempts / claimed_until: a sender claims the row for a while, so the route's sender and the job
-- never call the provider for it at the same time; sent_time: the provider took it and goes on with
-- it (its notice or the refund query ends it).
ALTER TABLE ord_trade ADD COLUMN idem_key varchar(40);
ALTER TABLE ord_trade ADD COLUMN pay_no varchar(40);
ALTER TABLE ord_trade ADD COLUMN pay_total bigint;
ALTER TABLE ord_trade ADD COLUMN attempts int NOT NULL DEFAULT 0;
ALTER TABLE ord_trade ADD COLUMN claimed_until timestamptz;
ALTER TABLE ord_trade ADD COLUMN sent_time timestamptz;
-- Rows written before: the provider was called inside their transaction, so the open ones were sent.
UPDATE ord_trade SET sent_time = create_time WHERE kind IN ('refund', 'return') AND trade_status = 'created';
CREATE INDEX ord_trade_unsent ON ord_trade (create_time) WHERE trade_status = 'created' AND sent_time IS NULL AND kind IN ('refund', 'return');
