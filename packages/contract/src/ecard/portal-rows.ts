import type { PortalKind } from './portal.ts';
import type { EcardOrderDetail, EcardOrderRow } from './rows.ts';

/** What the distributor portal and the merchant's 分销商订单 answer. */

export interface PortalLoginPage {
  tenantId: string;
  tenantName: string;
  logo: string | null;
  distributorId: string;
  distributorName: string;
  kind: PortalKind;
}
export interface PortalSession {
  accessToken: string;
  expiresIn: number;
  tenantId: string;
  tenantName: string;
  distributorId: string;
  distributorName: string;
  account: string;
  readOnly: boolean;
  sellEnabled: boolean;
}
export interface PortalMe extends Omit<PortalSession, 'accessToken' | 'expiresIn'> {}
export interface PortalOrderRow extends EcardOrderRow {
  cardId: string;
  distributorId: string;
  distributorName?: string;
  usedCards: number;
  frozenCards: number;
}
export interface PortalOrderDetail extends EcardOrderDetail {
  distributorId: string;
  distributorName: string;
}
export interface PortalStatusCount {
  orderStatus: number;
  orderStatusText: string;
  count: number;
}
export interface PortalDayUse {
  date: string;
  uses: number;
  cards: number;
}
export interface PortalCard {
  id: string;
  name: string;
  price: number;
  left: number;
}
export interface DistributorSetting {
  id: string;
  name: string;
  /** What its portal links carry instead of its id. */
  portalKey: string;
  contactName: string | null;
  phone: string | null;
  sellEnabled: number;
  accounts: string;
  orders: number;
}
