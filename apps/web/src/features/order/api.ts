import type { Page } from '@yym/contract';
import { http } from '../../app/http.ts';

export interface OrderRow {
  id: string; orderNo: string; productName: string; skuName: string; poiName: string | null; playDate: string; quantity: number;
  unitPrice: string; totalMoney: string; paidMoney: string; refundMoney: string; contactName: string; contactPhone: string;
  channel: string; orderStatus: number; orderStatusText: string; isUnusual: number; unusualType: number | null; remark: string | null; createTime: string;
}
export interface Guest { id: string; guestName: string | null; cardType: number | null; cardNum: string | null; phone: string | null; ticketStatus: number; price: string; checkTime: string | null }
export interface Refund { id: string; refundNo: string; refundType: number; refundTypeText: string; refundStatus: number; refundStatusText: string;
  refundNum: number; amount: string; reason: string | null; refundText: string | null; createTime: string }
export interface OrderInfo extends OrderRow { guests: Guest[]; refunds: Refund[]; trades: { tradeNo: string; kind: string; amount: string; tradeStatus: string; createTime: string }[] }
export interface OrderLog { id: string; action: string; fromStatusText: string; toStatusText: string; content: string; userName: string; createTime: string }

const G = '/order-api/generic-poi/biz';
export type LogKind = 'order-process' | 'operate-log' | 'refund-log' | 'reschedule-log';
export const TICKET_STATUS: Record<number, string> = { 0: '未使用', 1: '已核销', 2: '已退款', 3: '已过期', 4: '退款中' };

export const orderApi = {
  page: (params: Record<string, unknown>) => http.get<Page<OrderRow> & { totalCapped?: boolean }>(`${G}/page`, params),
  info: (orderId: string) => http.get<OrderInfo>(`${G}/detail/order-info`, { orderId }),
  log: (orderId: string, kind: LogKind) => http.get<OrderLog[]>(`${G}/${kind}`, { orderId }),
  partRefund: (orderId: string, guestIds: string[], reason: string) => http.post(`${G}/part-refund`, { orderId, guestIds, reason }),
  forcedRefund: (orderId: string, guestIds: string[], reason: string) => http.post(`${G}/forced-refund`, { orderId, guestIds, reason }),
  audit: (refundId: string, pass: boolean, remark?: string) => http.post(`${G}/audit-refund`, { refundId, pass, remark }),
  reschedule: (orderId: string, touristDate: string) => http.post(`${G}/reschedule`, { orderId, touristDate }),
  addRemark: (orderId: string, remark: string) => http.get(`${G}/add-remark`, { orderId, remark }),
  exportFile: (params: Record<string, unknown>) => http.post<Blob>(`${G}/export`, undefined, params, { blob: true }),
};
