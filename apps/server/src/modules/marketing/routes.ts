import {
  bannerApi,
  bannerStoreApi,
  integralApi,
  integralStoreApi,
  jumpQrApi,
  oneCodePassApi,
  tenantLabelApi,
  welcomeApi,
} from '@yym/contract';
import { defineRoutes } from '../../platform/route.ts';
import * as mall from './points-mall.ts';
import * as banners from './banners.ts';
import * as pass from './onecode.ts';
import * as welcome from './welcome.ts';
import * as jumpQr from './jumpqr.ts';
import * as labels from './labels.ts';

/** 积分商城, 广告位, 一码通, welcome pages, jump QR, tenant labels and their storefront calls. */
export default defineRoutes((r) => {
  r(integralApi.page, (ctx, { query }) => mall.itemPage(ctx, query));
  r(integralApi.list, (ctx, { query }) => mall.itemList(ctx, query.name));
  r(integralApi.detail, (ctx, { query }) => mall.itemDetail(ctx, query.id));
  r(integralApi.save, (ctx, { body }) => mall.itemSave(ctx, body));
  r(integralApi.update, (ctx, { body }) => mall.itemUpdate(ctx, body));
  r(integralApi.remove, (ctx, { query }) => mall.itemRemove(ctx, query.ids));
  r(integralApi.records, (ctx, { query }) => mall.records(ctx, query));
  r(integralStoreApi.list, (ctx, { query }) => mall.shopList(ctx, query.tenantId), { noTx: true });
  r(integralStoreApi.detail, (ctx, { query }) => mall.shopDetail(ctx, query.tenantId, query.id), { noTx: true });
  r(integralStoreApi.submit, (ctx, { body, req }) => mall.submit(ctx, req, body), { noTx: true });
  r(integralStoreApi.mine, (ctx, { query, req }) => mall.mine(ctx, req, query), { noTx: true });

  r(bannerApi.page, (ctx, { query }) => banners.page(ctx, query));
  r(bannerApi.detail, (ctx, { query }) => banners.detail(ctx, query.id));
  r(bannerApi.save, (ctx, { body }) => banners.save(ctx, body));
  r(bannerApi.update, (ctx, { body }) => banners.update(ctx, body));
  r(bannerApi.remove, (ctx, { query }) => banners.remove(ctx, query.ids));
  r(bannerApi.openOrClose, (ctx, { query }) => banners.openOrClose(ctx, query.id, query.status));
  r(bannerStoreApi.list, (ctx, { query }) => banners.shopList(ctx, query.tenantId, query.position), { noTx: true });

  r(oneCodePassApi.page, (ctx, { query }) => pass.page(ctx, query));
  r(oneCodePassApi.detail, (ctx, { query }) => pass.detail(ctx, query.id));
  r(oneCodePassApi.submit, (ctx, { body }) => pass.submit(ctx, body));
  r(oneCodePassApi.remove, (ctx, { query }) => pass.remove(ctx, query.ids));

  r(welcomeApi.page, (ctx, { query }) => welcome.page(ctx, query));
  r(welcomeApi.detail, (ctx, { query }) => welcome.detail(ctx, query.id));
  r(welcomeApi.save, (ctx, { body }) => welcome.save(ctx, body));
  r(welcomeApi.remove, (ctx, { query }) => welcome.remove(ctx, query.ids));
  r(welcomeApi.enable, (ctx, { query }) => welcome.enable(ctx, query.id, query.enableFlag));

  r(jumpQrApi.page, (ctx, { query }) => jumpQr.page(ctx, query));
  r(jumpQrApi.submit, (ctx, { body }) => jumpQr.submit(ctx, body));
  r(jumpQrApi.verifyFile, (ctx, { body }) => jumpQr.verifyFile(ctx, body));
  r(jumpQrApi.publish, (ctx, { query }) => jumpQr.publish(ctx, query.id));
  r(jumpQrApi.remove, (ctx, { query }) => jumpQr.remove(ctx, query.ids));

  r(tenantLabelApi.list, (ctx) => labels.list(ctx));
  r(tenantLabelApi.save, (ctx, { body }) => labels.save(ctx, body));
});
