/** A seckill activity as the back office lists it; money in cents, times 'YYYY-MM-DD HH:mm:ss'. */
export interface SeckillRow {
  id: string;
  name: string;
  startTime: string;
  endTime: string;
  limitNum: number;
  effective: number;
  activityStatus: number;
  step: number;
  channels: string[];
  shareTitle: string | null;
  shareImage: string | null;
  goodsCount: number;
  totalStock: number;
  remaining: number;
  createTime: string;
}

export interface SeckillGoods {
  id: string;
  productId: string;
  skuId: string;
  productName: string;
  skuName: string;
  image: string | null;
  originalPrice: number;
  seckillPrice: number;
  stock: number;
  remaining: number;
  buckets: number;
}

export interface SeckillShare {
  seckillId: string;
  shareTitle: string | null;
  shareImage: string | null;
  channels: string[];
  page: string;
}

/** The storefront's seckill home: running or upcoming items with the server's clock for the countdown. */
export interface StoreSeckillItem {
  seckillId: string;
  goodsId: string;
  name: string;
  productId: string;
  skuId: string;
  productName: string;
  skuName: string;
  image: string | null;
  originalPrice: number;
  seckillPrice: number;
  stock: number;
  remaining: number;
  limitNum: number;
  activityStatus: number;
  startTime: string;
  endTime: string;
  /** Milliseconds until the start (upcoming) or the end (running). */
  countdownMs: number;
}
export interface StoreSeckillHome {
  now: string;
  items: StoreSeckillItem[];
}
