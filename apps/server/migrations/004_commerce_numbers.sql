-- Order, trade and refund numbers: a time stamp plus a sequence, so two orders in the same second
-- never draw the same number (random suffixes collided under load).
CREATE SEQUENCE ord_no_seq;
GRANT USAGE, SELECT ON SEQUENCE ord_no_seq TO yym_app;
