/** A voice or a voice pack as the back office lists it (spec 1's voice row, money in cents). */
export interface VoiceItemRow {
  id: string;
  voiceType: number;
  name: string;
  intro: string | null;
  bigThumbnailUrl: string | null;
  smallThumbnailUrl: string | null;
  priceType: number;
  currentPrice: number;
  originalPrice: number;
  /** Yuan as text, as spec 1 names them. */
  currentPriceStr: string;
  originalPriceStr: string;
  /** Seconds, read from the file (a pack: the sum of its voices). */
  voiceTime: number;
  /** A pack: its voices; a voice: 1. */
  voiceNum: number;
  trialTime: number;
  shelfStatus: number;
  sold: number;
  audioExt: string | null;
  tenantId: string;
  createTime: string;
}
/** One voice with what its edit form needs: the audio's key and link, a pack's voices. */
export interface VoiceDetail extends VoiceItemRow {
  audioKey: string | null;
  audioUrl: string | null;
  items: VoiceItemRow[];
}
export interface VoicePreview {
  url: string;
}
export interface VoiceTypeCount {
  voiceType: number;
  name: string;
  count: number;
}
export interface VoiceOrderRow {
  id: string;
  orderNo: string;
  voiceId: string;
  voiceName: string;
  voiceType: number;
  voiceTypeText: string;
  orderStatus: number;
  orderStatusText: string;
  totalMoney: number;
  paidMoney: number;
  refundMoney: number;
  contactName: string;
  contactPhone: string;
  remark: string | null;
  createTime: string;
}
export interface VoiceLogRow {
  id: string;
  action: string;
  content: string;
  userName: string | null;
  createTime: string;
}
export interface VoiceRefundRow {
  id: string;
  refundNo: string;
  refundType: number;
  refundTypeText: string;
  refundStatus: number;
  refundStatusText: string;
  amount: number;
  reason: string | null;
  createTime: string;
}
export interface VoiceOrderDetail extends VoiceOrderRow {
  voice: VoiceItemRow | null;
  refunds: VoiceRefundRow[];
  /** What may still be refunded (cents). */
  refundable: number;
}
/** The storefront's voice or pack: what the player shows (the audio itself is a separate call). */
export interface StoreVoice {
  id: string;
  name: string;
  intro: string | null;
  cover: string | null;
  voiceType: number;
  priceType: number;
  currentPrice: number;
  originalPrice: number;
  voiceTime: number;
  voiceNum: number;
  trialTime: number;
  items: { id: string; name: string; voiceTime: number; trialTime: number }[];
}
export interface VoiceBooked {
  orderId: string;
  orderNo: string;
  code: string;
  totalMoney: number;
  orderStatus: number;
}
/** The customer's voice order by its code: whether it plays in full. */
export interface StoreVoiceOrder {
  code: string;
  orderNo: string;
  voiceId: string;
  voiceName: string;
  tenantId: string;
  orderStatus: number;
  orderStatusText: string;
  totalMoney: number;
  /** Paid and not refunded: the voices play in full. */
  unlocked: boolean;
}
