import type { FreightTemplate } from './freight.ts';
import type { BundlePartKind } from './forms.ts';

/** Rows of the goods area as the API answers them (ids as strings, money in cents). */

export interface FreightRow extends FreightTemplate {
  id: string;
  name: string;
  expressCode: string | null;
  goodsCount: number;
  updateTime: string;
}
export interface GoodsSkuRow {
  id: string;
  specText: string;
  price: number;
  stock: number;
  sold: number;
  weight: number;
}
export interface GoodsRow {
  id: string;
  name: string;
  cover: string | null;
  images: string | null;
  detail: string | null;
  specs: { name: string; values: string[] }[];
  skus: GoodsSkuRow[];
  channels: string;
  freightId: string | null;
  freightName: string | null;
  shelfStatus: number;
  sort: number;
  minPrice: number;
  stock: number;
  sold: number;
  updateTime: string;
}
export interface ChangeRow {
  id: string;
  content: string;
  userName: string | null;
  createTime: string;
}
export interface BundlePart {
  partKind: BundlePartKind;
  partId: string;
  qty: number;
  name: string;
  /** What is left: of a dated part (ticket, hotel), on the day asked (today unless the storefront names one). */
  left: number;
}
/** What one unit of a bundle order took of one part (the day: a ticket's date or a hotel night). */
export interface SalePart {
  partKind: BundlePartKind;
  partId: string;
  name: string;
  qty: number;
  day: string | null;
}
export interface BundleRow {
  id: string;
  name: string;
  cover: string | null;
  price: number;
  detail: string | null;
  displayArea: string | null;
  channels: string;
  maxBuy: number;
  shelfStatus: number;
  parts: BundlePart[];
  /** A part is a ticket or hotel night: the buyer picks the day. */
  needsDay: boolean;
  /** Bundles that can still be sold: the fewest any part allows. */
  left: number;
  updateTime: string;
}
/** A food item on the storefront's food list (its page has the rest). */
export interface StoreFoodCard {
  id: string;
  name: string;
  foodType: number;
  restaurant: string;
  cover: string | null;
  price: number;
}

export interface FoodRow {
  id: string;
  name: string;
  foodType: number;
  restaurant: string;
  address: string | null;
  phone: string | null;
  openHours: string | null;
  cover: string | null;
  detail: string | null;
  price: number;
  stock: number;
  sold: number;
  validDays: number;
  shelfStatus: number;
  updateTime: string;
}
export interface LineDate {
  id: string;
  day: string;
  price: number;
  stock: number;
  sold: number;
}
export interface LineRow {
  id: string;
  name: string;
  days: number;
  departure: string | null;
  meetingPoint: string;
  meetingTime: string | null;
  itinerary: { day: number; title: string; content?: string | null }[];
  cover: string | null;
  detail: string | null;
  shelfStatus: number;
  dates: LineDate[];
  minPrice: number | null;
  updateTime: string;
}
export interface ProductListRow {
  id: string;
  name: string;
  remark: string | null;
  items: { kind: 'goods' | 'bundle' | 'food' | 'line'; id: string }[];
  itemCount: number;
  updateTime: string;
}
/** A sellable item as pickers and the storefront's list blocks show it. */
export interface ListProduct {
  kind: 'goods' | 'bundle' | 'food' | 'line';
  id: string;
  name: string;
  cover: string | null;
  price: number | null;
  shelfStatus: number;
}
export interface GoodsOrderRow {
  id: string;
  orderNo: string;
  code: string;
  saleKind: string;
  productName: string;
  skuName: string;
  quantity: number;
  totalMoney: number;
  freight: number;
  paidMoney: number;
  refundMoney: number;
  orderStatus: number;
  orderStatusText: string;
  deliveryStatus: number;
  deliveryStatusText: string;
  contactName: string;
  contactPhone: string;
  receiverName: string | null;
  receiverPhone: string | null;
  regionName: string | null;
  address: string | null;
  expressCode: string | null;
  expressName: string | null;
  trackingNo: string | null;
  playDate: string | null;
  remark: string | null;
  createTime: string;
}
export interface GoodsOrderLine {
  id: string;
  guestName: string;
  price: number;
  ticketStatus: number;
  ticketStatusText: string;
  qrCode?: string;
  isFreight: boolean;
}
export interface TrackStep {
  time: string;
  text: string;
}
export interface GoodsOrderDetail extends GoodsOrderRow {
  lines: GoodsOrderLine[];
  refunds: { refundNo: string; amount: number; refundStatusText: string; refundTypeText: string; createTime: string }[];
  track: TrackStep[];
  /** A bundle order: what each unit took of each part. */
  parts: SalePart[];
  /** What the order allows now (buttons). */
  can: { close: boolean; ship: boolean; address: boolean; refund: boolean };
}
export interface GoodsLogRow {
  id: string;
  logKind: string;
  content: string;
  fromStatus: number | null;
  toStatus: number | null;
  createBy: string | null;
  createTime: string;
}
export interface StatusCount {
  status: string;
  name: string;
  count: number;
}
export interface ExpressReport {
  written: number;
  unchanged: number;
  failed: { row: number; orderNo: string; message: string }[];
}
export interface FreightQuote {
  templateId: string | null;
  templateName: string | null;
  chargeType: number | null;
  fee: number;
  free: boolean;
  delivered: boolean;
}
export interface AddressRow {
  id: string;
  receiverName: string;
  receiverPhone: string;
  regionCode: string;
  regionName: string;
  address: string;
  isDefault: number;
}
export interface StoreGoods {
  id: string;
  name: string;
  cover: string | null;
  images: string[];
  detail: string | null;
  specs: { name: string; values: string[] }[];
  skus: GoodsSkuRow[];
  freightName: string | null;
}
export interface StoreRegion {
  code: string;
  name: string;
  children?: StoreRegion[];
}
export interface PlacedOrder {
  orderId: string;
  orderNo: string;
  code: string;
  totalMoney: number;
}
export interface StoreGoodsOrder {
  code: string;
  orderNo: string;
  saleKind: string;
  productName: string;
  skuName: string;
  quantity: number;
  totalMoney: number;
  freight: number;
  orderStatus: number;
  orderStatusText: string;
  deliveryStatus: number;
  deliveryStatusText: string;
  receiverName: string | null;
  receiverPhone: string | null;
  regionName: string | null;
  address: string | null;
  expressName: string | null;
  trackingNo: string | null;
  track: TrackStep[];
  canConfirm: boolean;
  codes: string[];
  /** A bundle order: what each unit took of each part. */
  parts: SalePart[];
  playDate: string | null;
  createTime: string;
}
