import type { FairPrize } from './fair.ts';

/** A blind box as the back office lists it (money in cents; stock is the live pool's prizes). */
export interface BlindBoxRow {
  id: string;
  name: string;
  cover: string;
  price: number;
  originalPrice: number;
  poiId: string | null;
  poiName: string | null;
  saleStart: string | null;
  saleEnd: string | null;
  perOrder: number;
  channels: string[];
  shelfStatus: number;
  /** The published pool's id (null: none yet). */
  poolId: string | null;
  stock: number;
  sold: number;
  drawn: number;
  hasDraft: boolean;
  createTime: string;
}

export interface BlindBoxPrizeRow {
  id: string;
  name: string;
  image: string;
  quantity: number;
  weight: number;
  remaining: number;
}

export interface BlindBoxPoolView {
  id: string;
  poolStatus: number;
  seedHash: string | null;
  /** The seed, once revealed (closed or sold out, nothing pending). */
  seed: string | null;
  total: number;
  reserved: number;
  drawn: number;
  publishTime: string | null;
  closeTime: string | null;
  revealTime: string | null;
  prizes: BlindBoxPrizeRow[];
}

/** jackpot/detail: the draft being edited, the live pool and the closed ones with their seeds. */
export interface BlindBoxJackpot {
  boxId: string;
  draft: BlindBoxPoolView | null;
  live: BlindBoxPoolView | null;
  closed: BlindBoxPoolView[];
}

export interface BlindBoxChannels {
  boxId: string;
  channels: string[];
}
export interface BlindBoxInstructions {
  boxId: string;
  instructions: string;
}

export interface BlindBoxOrderRow {
  id: string;
  orderNo: string;
  boxId: string;
  boxName: string;
  poolId: string;
  quantity: number;
  unitPrice: number;
  totalMoney: number;
  paidMoney: number;
  refundMoney: number;
  contactName: string;
  contactPhone: string;
  orderStatus: number;
  orderStatusText: string;
  prizes: string;
  afterSale: number;
  createTime: string;
  payTime: string | null;
}

export interface BlindBoxDrawRow {
  id: string;
  drawIndex: number;
  seq: number;
  input: string;
  prizeId: string;
  prizeName: string;
  snapshot: FairPrize[];
  createTime: string;
}

export interface BlindBoxOrderDetail extends BlindBoxOrderRow {
  draws: BlindBoxDrawRow[];
  seedHash: string | null;
  seed: string | null;
}

export interface BlindBoxStatusCount {
  status: number;
  label: string;
  count: number;
}

export interface BlindBoxLogRow {
  id: string;
  action: string;
  fromStatus: number | null;
  toStatus: number | null;
  content: string | null;
  userName: string | null;
  createTime: string;
}

export interface BlindBoxAfterSaleRow {
  id: string;
  kind: number;
  kindText: string;
  reason: string;
  expressNo: string;
  amount: number;
  userName: string | null;
  createTime: string;
}

export interface BlindBoxBooked {
  orderId: string;
  orderNo: string;
  code: string;
  totalMoney: number;
  orderStatus: number;
}

/** The storefront's box: price, the live pool's odds and stock, its seed hash. */
export interface StoreBlindBox {
  id: string;
  name: string;
  cover: string;
  price: number;
  originalPrice: number;
  poiName: string | null;
  perOrder: number;
  instructions: string;
  left: number;
  saleStart: string | null;
  saleEnd: string | null;
  poolId: string;
  seedHash: string;
  prizes: { id: string; name: string; image: string; quantity: number; remaining: number; weight: number; odds: number }[];
}

/** The customer's order with its prizes and the fairness proof. */
export interface StoreBlindBoxOrder {
  code: string;
  orderNo: string;
  tenantId: string;
  boxId: string;
  boxName: string;
  quantity: number;
  totalMoney: number;
  orderStatus: number;
  stateText: string;
  contactName: string;
  contactPhone: string;
  poolId: string;
  seedHash: string;
  seed: string | null;
  prizes: { id: string; name: string; image: string }[];
  draws: { index: number; seq: number; input: string; prizeId: string; prizeName: string; snapshot: FairPrize[] }[];
}

/** A pool's public draw log: enough to recompute every draw once the seed is out. */
export interface BlindBoxDrawLog {
  poolId: string;
  seedHash: string;
  seed: string | null;
  prizes: { id: string; name: string; quantity: number; weight: number }[];
  draws: { seq: number; input: string; prizeId: string }[];
}

/** One prize of the logged-in customer (我的奖品), newest first. */
export interface StoreBlindBoxPrize {
  orderNo: string;
  code: string;
  boxName: string;
  index: number;
  prizeName: string;
  createTime: string;
}
