export * from './messages.ts';
export * from './forms.ts';
export * from './rows.ts';
export * from './freight.ts';
export { GOODS_PERMS } from './paths.ts';
export * from './endpoints.ts';
export * from './endpoints-items.ts';
export * from './endpoints-orders.ts';
