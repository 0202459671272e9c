/** Paths, button codes and small pieces the goods area's endpoint files share. */
import { z } from 'zod';
import { zId } from '../schemas.ts';

export const P = '/yym-product-api';
export const GOODS = `${P}/goods`;
export const FREIGHT = '/yym-biz-basics/freightTemplate';
export const BUNDLE = `${P}/combinedGoods`;
export const FOOD = `${P}/food`;
export const LINE = `${P}/line`;
export const LIST = `${P}/productList`;
export const GO = '/order-api/goods-order';
export const CO = '/order-api/combined-order';
export const byId = z.object({ id: zId });

/** Button codes of the area's pages (menus-commerce.ts, menus-admin.ts). */
export const GOODS_PERMS = {
  goods: { add: 'goods_add', edit: 'goods_edit', remove: 'goods_delete', shelf: 'goods_shelf', copy: 'goods_copy', export: 'goods_export' },
  freight: { add: 'shipping_template_add', edit: 'shipping_template_edit', remove: 'shipping_template_delete' },
  bundle: { add: 'combined_goods_add', edit: 'combined_goods_edit', remove: 'combined_goods_delete', shelf: 'combined_goods_shelf' },
  food: { add: 'food_add', edit: 'food_edit', remove: 'food_delete', shelf: 'food_shelf' },
  line: { add: 'line_add', edit: 'line_edit', remove: 'line_delete', shelf: 'line_shelf' },
  order: {
    export: 'order_goods_export',
    refund: 'order_goods_refund',
    partRefund: 'order_goods_part_refund',
    remark: 'order_goods_remark',
    express: 'order_goods_express',
    close: 'order_goods_close',
    address: 'order_goods_address',
  },
} as const;
export const G = GOODS_PERMS;
/** Who reads the catalogue: its own pages, the order page, the bundle and list editors. */
export const CATALOGUE_READERS = ['goods', 'combined_goods', 'food', 'line', 'order_goods', 'shipping_template'];
