/**
 * The timed-sale core: what group buying and seckill share (activities with a time window and status,
 * their goods at a sale price, the list, share and channels, copying, the checkout rule's skeleton and
 * the storefront purchase). Each area keeps its own tables and what differs; this module has no routes,
 * no manifest and no tables of its own.
 */
export { ACTIVITY_STATUS, activityFields, demoGoods, skuFields, skuPage, timedSale } from './service.ts';
export { orderEnded, saleRule } from './sale.ts';
export { buyItem } from './store.ts';
export type { ActivityRecord, SaleGoods, SaleSku, SaleTables } from './shared.ts';
