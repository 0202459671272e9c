/** A product as the merchant's lists and forms show it (money in cents, as strings from bigint columns). */
export interface ProductRow {
  id: string;
  name: string;
  poiId: string | null;
  poiName: string | null;
  classifyId: string | null;
  classifyName: string | null;
  spuType: number;
  price: string;
  originalPrice: string;
  shelfStatus: number;
  labels: string[];
  labelIds: string[];
  weekly: string;
  disDate: string;
  needConfirm: number;
  needIdCard: number;
  maxBuy: number;
  refundRule: number;
  expireRule: number;
  createTime: string;
  [k: string]: unknown;
}
/** A listed product as the page editor's goods picker reads it (the shelf page's row; money in cents). */
export interface ShelfGoodsRow {
  id: string;
  name: string;
  image: string | null;
  price: string;
  originalPrice: string;
  categoryId: string | null;
  categoryName: string | null;
  spuType: number;
  poiId: string | null;
  poiName: string | null;
  labels: string[];
}
export interface SkuRow {
  id: string;
  productId: string;
  name: string;
  price: string;
  originalPrice: string;
  sort: number;
  [k: string]: unknown;
}
export interface CalendarCell {
  skuId: string;
  playDate: string;
  price: string;
  stock: number;
  sold: number;
}
export interface Sku {
  id: string;
  name: string;
  price: string;
  originalPrice: string;
  calendar: CalendarCell[];
}
export type ProductDetail = ProductRow & { skus: SkuRow[] };
export interface StockRecordRow {
  id: string;
  productId: string;
  skuId: string;
  playDate: string;
  change: number;
  stockAfter: number;
  reason: string;
  orderId: string | null;
  productName: string | null;
  skuName: string | null;
  createTime: string;
  [k: string]: unknown;
}
export interface ChangeRecordRow {
  id: string;
  productId: string;
  action: string;
  content: string;
  userName: string | null;
  createTime: string;
  [k: string]: unknown;
}
export interface BatchSummary {
  dateCount: number;
  cellCount: number;
  skipped: number;
  dates: string[];
}
export interface SkuStockOfDate {
  skuId: string;
  skuName: string;
  price: string | null;
  stock: number | null;
}
export interface GuestRow {
  guestName: string;
  cardType: number;
  cardNum: string;
  phone: string;
  error: string | null;
}

/** The storefront's product, as the public detail call answers it (money in cents). */
/** A ticket in the storefront's search results. */
export interface StoreProductCard {
  id: string;
  name: string;
  image: string | null;
  price: number;
  poiName: string | null;
}
export interface StoreProduct {
  id: string;
  name: string;
  image: string | null;
  images: string | null;
  detail: string | null;
  price: number;
  priceYuan: string;
  originalPrice?: number;
  poiName: string | null;
  labels?: string[];
  weekly: string;
  disDate: string;
  etPkTime: string | null;
  etPkAddress: string | null;
  costDesc: string | null;
  cancelOrderText: string | null;
  advText: string | null;
  etText: string | null;
  /** 1: one guest per ticket with name and ID card. */
  needIdCard: number;
  maxBuy: number;
  skus: { id: string; name: string; price: number; priceYuan: string }[];
}
export interface CalendarDay {
  date: string;
  price: number | null;
  priceYuan: string | null;
  stock: number;
  allowed: boolean;
  bookable: boolean;
}
