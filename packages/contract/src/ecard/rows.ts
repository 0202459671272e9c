/** Rows of the e-card area as the API answers them (ids as strings, money in cents). */

export interface CardProject {
  id?: string;
  poiId: string | null;
  productId: string | null;
  name: string;
  dayLimit: number;
  totalLimit: number;
}

export interface CardRow {
  id: string;
  name: string;
  cardType: number;
  cover: string | null;
  price: number;
  originalPrice: number;
  stock: number;
  sold: number;
  intro: string | null;
  notice: string | null;
  channels: string;
  validityType: number;
  validStart: string | null;
  validEnd: string | null;
  validDays: number;
  realName: number;
  faceCheck: number;
  step: number;
  shelfStatus: number;
  recommend: number;
  createTime: string;
  /** In lists: the projects' names, joined. */
  projectNames?: string;
  holders?: number;
}

export interface CardRule {
  id: string;
  validityType: number;
  validStart: string | null;
  validEnd: string | null;
  validDays: number;
  realName: number;
  faceCheck: number;
}

export interface UserCardProject extends CardProject {
  used: number;
  dayUsed: number;
  left: number;
}

export interface UserCardRow {
  id: string;
  cardId: string;
  cardName: string;
  cardNo: string;
  source: number;
  sourceText: string;
  orderId: string | null;
  holderName: string | null;
  holderPhone: string | null;
  holderIdCard: string | null;
  cardStatus: number;
  cardStatusText: string;
  validStart: string | null;
  validEnd: string | null;
  activateTime: string | null;
  createTime: string;
  projects?: UserCardProject[];
}

export interface EcardOrderRow {
  id: string;
  orderNo: string;
  productName: string;
  quantity: number;
  unitPrice: number;
  totalMoney: number;
  paidMoney: number;
  refundMoney: number;
  contactName: string;
  contactPhone: string;
  orderStatus: number;
  orderStatusText: string;
  channel: string;
  remark: string | null;
  createTime: string;
}

export interface EcardOrderDetail extends EcardOrderRow {
  cards: UserCardRow[];
  refunds: Record<string, unknown>[];
  trades: Record<string, unknown>[];
  logs: Record<string, unknown>[];
}

export interface RefundInfo {
  orderId: string;
  orderStatus: number;
  refundable: number;
  cards: number;
  usedCards: number;
  canRefund: boolean;
}

export interface BatchRow {
  id: string;
  batchNo: string;
  cardId: string;
  cardName: string;
  codeCount: number;
  activated: number;
  price: number;
  payPrice: number | null;
  customerName: string | null;
  validStart: string;
  validEnd: string;
  batchStatus: number;
  marked: number;
  outStatus: number;
  remark: string | null;
  userRemark: string | null;
  createTime: string;
}

export interface CodeRow {
  id: string;
  batchId: string;
  code: string;
  codeStatus: number;
  codeStatusText: string;
  userCardId: string | null;
  activateTime: string | null;
  activatePhone: string | null;
}

export interface ExchangeRow {
  id: string;
  code: string;
  batchId: string;
  cardId: string;
  cardName: string;
  userCardId: string;
  holderName: string | null;
  holderPhone: string | null;
  operator: string | null;
  createTime: string;
}

export interface WriteOffRow {
  id: string;
  userCardId: string;
  cardName: string;
  cardNo: string;
  projectName: string;
  holderName: string | null;
  method: number;
  methodText: string;
  userName: string | null;
  createTime: string;
}

export interface UpgradeRow {
  id: string;
  name: string;
  fromCardId: string;
  toCardId: string;
  fromCardName?: string;
  toCardName?: string;
  price: number;
  enabled: number;
  remark: string | null;
  createTime: string;
}

export interface Activated {
  userCardId: string;
  cardNo: string;
  cardName: string;
  validStart: string | null;
  validEnd: string | null;
}

/** The gate's answer for a held card: the project whose use was taken and what is left. */
export interface CardChecked {
  userCardId: string;
  cardNo: string;
  cardName: string;
  holderName: string | null;
  projectName: string;
  left: number;
  dayLeft: number | null;
}

export interface StoreCard {
  id: string;
  name: string;
  cardType: number;
  cover: string | null;
  price: number;
  originalPrice: number;
  intro: string | null;
  notice: string | null;
  validityText: string;
  realName: number;
  left: number;
  projects: CardProject[];
}

export interface StoreUserCard extends UserCardRow {
  qrCode: string;
  projects: UserCardProject[];
}
