/** A group-buy activity as the back office lists it; money in cents, times 'YYYY-MM-DD HH:mm:ss'. */
export interface GroupBuyActivity {
  id: string;
  name: string;
  startTime: string;
  endTime: string;
  groupSize: number;
  hours: number;
  limitNum: number;
  effective: number;
  activityStatus: number;
  channels: string[];
  shareTitle: string | null;
  shareImage: string | null;
  goodsCount: number;
  groupCount: number;
  formedCount: number;
  createTime: string;
}

export interface GroupBuyGoods {
  id: string;
  productId: string;
  skuId: string;
  productName: string;
  skuName: string;
  image: string | null;
  originalPrice: number;
  groupPrice: number;
}

export interface GroupBuyShare {
  groupBuyId: string;
  shareTitle: string | null;
  shareImage: string | null;
  channels: string[];
  page: string;
}

export interface GroupBuySkuOption {
  productId: string;
  skuId: string;
  productName: string;
  skuName: string;
  image: string | null;
  /** What the sku sells for now (cents). */
  price: number;
  /** 原价: the higher of its list price and its price (cents); the sale price may not exceed it. */
  originalPrice: number;
}

/** An open group a customer may join: members so far, members needed, time left. */
export interface StoreGroup {
  groupId: string;
  goodsId: string;
  members: number;
  needed: number;
  countdownMs: number;
}

export interface StoreGroupBuy {
  groupBuyId: string;
  name: string;
  groupSize: number;
  hours: number;
  limitNum: number;
  endTime: string;
  goods: GroupBuyGoods[];
  groups: StoreGroup[];
}

export interface StoreGroupBuyHome {
  now: string;
  activities: StoreGroupBuy[];
}
