import { dashboardApi as D } from '@yym/contract';
import { defineRoutes } from '../../../platform/route.ts';
import * as service from './service.ts';

/** 实时客流: the dashboards and today's figures; the screen's own read opens its tenant's transaction by the token. */
export default defineRoutes((r) => {
  r(D.page, (ctx, { query }) => service.page(ctx, query));
  r(D.add, (ctx, { body }) => service.add(ctx, body));
  r(D.updateDetail, (ctx, { body }) => service.update(ctx, body));
  r(D.del, (ctx, { query }) => service.remove(ctx, query.ids));
  r(D.configDetail, (ctx, { query }) => service.detail(ctx, query.id));
  r(D.updateIsOpenLook, (ctx, { body }) => service.setOpen(ctx, body.id, body.isOpenLook));
  r(D.getDataType, async () => service.dataTypes());
  r(D.today, (ctx, { query }) => service.today(ctx, query.poiId), { read: true });
  r(D.token, (ctx, { body }) => service.issueToken(ctx, body.id));
  r(D.config, (ctx, { query }) => service.view(ctx, query.token), { noTx: true, log: false });
});
