/** The rows of 数字藏品 as the API answers them (the back office, its orders, the storefront). */

/** A cultural product (数字藏品) as the back office lists it: info, showcase, rules and its chain state. */
export interface CollectionRow {
  id: string;
  name: string;
  issuer: string;
  category: string;
  cover: string | null;
  intro: string;
  artwork: string | null;
  description: string;
  creator: string;
  edition: number | null;
  perLimit: number | null;
  saleStart: string | null;
  saleEnd: string | null;
  price: number | null;
  chainId: string | null;
  chainName: string | null;
  contractAddress: string | null;
  mintTx: string | null;
  mintStatus: number;
  mintStatusText: string;
  mintError: string | null;
  shelfStatus: number;
  channels: string[];
  /** Editions not taken by an order (null before minting). */
  left: number | null;
  granted: number;
  createTime: string;
  [k: string]: unknown;
}
export interface CollChain {
  id: string;
  name: string;
  sandbox: boolean;
}
export interface CollPreview {
  id: string;
  /** The storefront link of the product (phone page). */
  url: string;
  product: CollectionRow;
}
export interface CollTokenRow {
  tokenId: number;
  owner: string | null;
  grantStatus: number;
  grantStatusText: string;
  txHash: string | null;
  grantTime: string | null;
}
export interface CollOrderRow {
  id: string;
  orderNo: string;
  code: string;
  productId: string;
  productName: string;
  quantity: number;
  totalMoney: number;
  contactName: string;
  contactPhone: string;
  orderStatus: number;
  orderStatusText: string;
  grantStatus: number;
  grantStatusText: string;
  grantError: string | null;
  state: number;
  stateText: string;
  createTime: string;
  [k: string]: unknown;
}
export interface CollOrderDetail extends CollOrderRow {
  contractAddress: string | null;
  holder: string;
  tokens: CollTokenRow[];
  logs: { time: string; user: string; content: string }[];
}
export interface CollStateCount {
  state: number;
  name: string;
  count: number;
}
/** The storefront's collection page. */
export interface StoreCollection {
  id: string;
  name: string;
  issuer: string;
  cover: string | null;
  artwork: string | null;
  description: string;
  creator: string;
  intro: string;
  edition: number;
  left: number;
  perLimit: number;
  price: number;
  saleStart: string;
  saleEnd: string;
  /** 0 not for sale (off shelf or not minted: a preview), 1 not started, 2 on sale, 3 ended. */
  phase: number;
  chainName: string;
  contractAddress: string;
}
/** One edition the customer holds (or is being granted). */
export interface MyCollectionRow {
  orderId: string;
  orderNo: string;
  code: string;
  productId: string;
  name: string;
  artwork: string | null;
  tokenId: number;
  contractAddress: string;
  txHash: string | null;
  grantStatus: number;
  grantStatusText: string;
  orderStatusText: string;
}
export interface CollBought {
  orderId: string;
  orderNo: string;
  code: string;
  totalMoney: number;
}
