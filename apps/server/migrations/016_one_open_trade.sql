-- One open pay trade per order: a repeated (or concurrent) "pay" answers the trade already open.
-- Trade states now: created (open), done (paid), closed (never paid; superseded), returned (paid, but
-- the money was sent straight back: the order was already paid or the trade was not its live one);
-- kind 'return' is the money sent back for a returned trade (it is not one of the order's refunds).
-- Orders that already hold several open pay trades keep the newest open; the others are closed, and a
-- paid notice for a closed trade is refunded through the provider at once.
UPDATE ord_trade t SET trade_status = 'closed', finish_time = now()
 WHERE t.kind = 'pay' AND t.trade_status = 'created'
   AND EXISTS (SELECT 1 FROM ord_trade n WHERE n.tenant_id = t.tenant_id AND n.order_id = t.order_id
                 AND n.kind = 'pay' AND n.trade_status = 'created' AND n.id > t.id);
CREATE UNIQUE INDEX ord_trade_open_pay ON ord_trade (tenant_id, order_id) WHERE kind = 'pay' AND trade_status = 'created';
