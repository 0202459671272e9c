import { customerApi, customerH5Api, memberApi } from '@yym/contract';
import { defineRoutes } from '../../platform/route.ts';
import * as settings from './settings.ts';
import * as centre from './centre.ts';

/** The member programme (会员设置, 会员折扣), the customers' ledgers and the storefront's member centre. */
export default defineRoutes((r) => {
  r(memberApi.baseDetail, (ctx) => settings.baseDetail(ctx));
  r(memberApi.baseSubmit, (ctx, { body }) => settings.baseSubmit(ctx, body));
  r(memberApi.speedDetail, (ctx) => settings.speedDetail(ctx));
  r(memberApi.updateSpeed, (ctx, { body }) => settings.updateSpeed(ctx, body));
  r(memberApi.levelList, (ctx) => settings.levelList(ctx));
  r(memberApi.levelDetail, (ctx, { query }) => settings.levelDetail(ctx, query.id));
  r(memberApi.levelSubmit, (ctx, { body }) => settings.levelSubmit(ctx, body));
  r(memberApi.levelRemove, (ctx, { query }) => settings.levelRemove(ctx, query.ids));
  r(memberApi.discountSubmit, (ctx, { body }) => settings.discountSubmit(ctx, body));
  r(memberApi.rightList, (ctx, { query }) => settings.rightList(ctx, query.levelId));
  r(memberApi.rightSubmitByBatch, (ctx, { body }) => settings.rightSubmitByBatch(ctx, body));
  r(memberApi.rightGoodsDetail, (ctx, { query }) => settings.rightGoods(ctx, query.levelId, 'goods'));
  r(memberApi.rightGoodsSave, (ctx, { body }) => settings.saveRightGoods(ctx, body, 'goods'));
  r(memberApi.rightCouponDetail, (ctx, { query }) => settings.rightGoods(ctx, query.levelId, 'coupon'));
  r(memberApi.rightCouponSave, (ctx, { body }) => settings.saveRightGoods(ctx, body, 'coupon'));
  r(memberApi.classify, (ctx) => centre.selectors.classify(ctx));
  r(memberApi.poi, (ctx, { query }) => centre.selectors.poi(ctx, query));
  r(memberApi.hotel, (ctx, { query }) => centre.selectors.hotel(ctx, query));
  r(memberApi.skuPage, (ctx, { query }) => centre.selectors.sku(ctx, query));
  r(memberApi.ticketPage, (ctx, { query }) => centre.selectors.ticket(ctx, query));

  // The user centre's ledgers (points = integral, growth, level changes) are this area's rows.
  r(customerApi.integral, (ctx, { query }) => centre.ledgerOf(ctx, 'points', query));
  r(customerApi.growth, (ctx, { query }) => centre.ledgerOf(ctx, 'growth', query));
  r(customerApi.levelLog, (ctx, { query }) => centre.levelLogOf(ctx, query));

  r(customerH5Api.centre, (ctx, { req }) => centre.centre(ctx, req), { noTx: true });
  r(customerH5Api.points, (ctx, { query, req }) => centre.myPoints(ctx, req, query), { noTx: true });
});
