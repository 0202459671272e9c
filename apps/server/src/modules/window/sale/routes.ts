import { ORDER_SOURCES, TICKET_STATUS_TEXT, windowApi as A } from '@yym/contract';
import { defineRoutes } from '../../../platform/route.ts';
import { enabledCustomers } from '../customers/service.ts';
import { print, templateNames } from '../print/service.ts';
import { windows } from '../settings/service.ts';
import { current, sellerOf } from '../shifts/service.ts';
import * as sale from './service.ts';

/** The counter: what it sells, the sale itself, and its code tables. */
export default defineRoutes((r) => {
  r(A.counter, async (ctx) => {
    const [ws, shift, customers, templates] = [
      await windows(ctx),
      await current(ctx),
      await enabledCustomers(ctx.data),
      await templateNames(ctx.data),
    ];
    const setting = shift ? await sale.counterSetting(ctx, String(shift.windowId)) : null;
    return { seller: sellerOf(ctx), windows: ws, shift, setting, customers, templates };
  });
  r(A.scenicList, (ctx, { query }) => sale.scenicList(ctx, query.windowId));
  r(A.tickets, (ctx, { query }) => sale.tickets(ctx, query));
  r(A.sell, async (ctx, { body, req }) => {
    const s = await sale.sell(ctx, {
      ...body,
      idempotencyKey: body.idempotencyKey ?? (req.headers['idempotency-key'] as string | undefined),
    });
    // Printed in the same transaction: the counter opens the print page without another round trip.
    if (body.print && s.saleStatus === 2) return { ...s, printJob: await print(ctx, { orderIds: s.orders.map((o) => o.orderId) }) };
    return s;
  });
  r(A.sale, (ctx, { query }) => sale.saleDetail(ctx, query.id));
  r(A.orderSourceList, async () => ORDER_SOURCES.map((s) => ({ ...s })));
  r(A.ticketStatusList, async () => Object.entries(TICKET_STATUS_TEXT).map(([value, label]) => ({ value: Number(value), label })));
});
