import { productApi, SALES_SYSTEMS } from '@yym/contract';
import { defineRoutes } from '../../../platform/route.ts';
import * as service from './service.ts';

export default defineRoutes((r) => {
  // products and tickets
  r(productApi.page, (ctx, { query }) => service.productPage(ctx, query));
  r(productApi.ticketPage, (ctx, { query }) => service.ticketPage(ctx, query));
  r(productApi.shelfPage, (ctx, { query }) => service.shelfPage(ctx, query));
  r(productApi.detail, (ctx, { query }) => service.loadProduct(ctx, query.id));
  r(productApi.remove, (ctx, { query }) => service.removeProducts(ctx, query.productIds));
  r(productApi.shelf, (ctx, { query }) => service.shelve(ctx, query.productIds, query.status));
  r(productApi.copy, (ctx, { query }) => service.copyProduct(ctx, query.id));
  r(productApi.changeRecords, (ctx, { query }) => service.changeRecords(ctx, query));
  r(productApi.channels, (ctx, { query }) => service.channels(ctx, query.id));
  r(productApi.saveChannels, (ctx, { body }) => service.saveChannels(ctx, body.id, body.channels));

  // the product form in steps: info, image, detail, rule (echo = read, save = write; the inventory step is inventory/)
  r(productApi.infoEcho, (ctx, { query }) => service.echo(ctx, query.id, service.INFO_FIELDS));
  r(productApi.imageEcho, (ctx, { query }) => service.echo(ctx, query.id, ['image', 'images']));
  r(productApi.detailEcho, (ctx, { query }) => service.echo(ctx, query.id, ['detail']));
  r(productApi.ruleEcho, (ctx, { query }) => service.echo(ctx, query.id, service.RULE_FIELDS));
  r(productApi.saveInfo, (ctx, { body }) => service.saveInfo(ctx, body));
  r(productApi.saveImage, (ctx, { body }) => service.saveFields(ctx, body));
  r(productApi.saveDetail, (ctx, { body }) => service.saveFields(ctx, body));
  r(productApi.saveRule, (ctx, { body }) => service.saveRule(ctx, body));

  // the small product calls
  r(productApi.systems, async () => SALES_SYSTEMS);
  r(productApi.phones, (ctx) => service.servicePhones(ctx));
  r(productApi.cardOffShelf, (ctx, { query }) => service.cardOffShelf(ctx, query.productIds));
  r(productApi.sync, (ctx, { body }) => service.requestSync(ctx, body.id, body.systems));
  r(productApi.infoDelete, (ctx, { query }) => service.removeProducts(ctx, query.id));
  r(productApi.saveLabels, (ctx, { body }) => service.saveLabels(ctx, body.id, body.labelIds));
  r(productApi.channelModel, (ctx, { query }) => service.channelModel(ctx, query.id));
  r(productApi.saveChannelModel, (ctx, { body }) => service.saveChannelModel(ctx, body));
  r(productApi.offShelfOther, (ctx, { body }) => service.offShelfOther(ctx, body.id, body.channel));
  r(productApi.brief, (ctx, { body }) => service.briefProducts(ctx, body.ids));
});
