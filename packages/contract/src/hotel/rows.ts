/** Rows of the hotel area as the API answers them (camelCase; ids are strings; money in cents). */

export interface HotelRow {
  id: string;
  name: string;
  star: number;
  phone: string | null;
  email: string | null;
  address: string | null;
  cover: string | null;
  images: string | null;
  intro: string | null;
  facilities: string | null;
  checkInTime: string;
  checkOutTime: string;
  notice: string | null;
  shelfStatus: number;
  recommend: number;
  supplierId: string | null;
  supplierName?: string | null;
  supplierHotelCode: string | null;
  roomCount?: number;
  planCount?: number;
  minPrice?: number | null;
  updateTime?: string;
  [k: string]: unknown;
}

export interface RoomTypeRow {
  id: string;
  hotelId: string;
  hotelName?: string;
  name: string;
  images: string | null;
  bedType: string;
  bedCount: number;
  area: number;
  maxGuests: number;
  floor: string | null;
  hasWindow: number;
  facilities: string | null;
  remark: string | null;
  status: number;
  planCount?: number;
  [k: string]: unknown;
}

export interface PlanRow {
  id: string;
  hotelId: string;
  hotelName?: string;
  roomTypeId: string;
  roomTypeName?: string;
  name: string;
  breakfast: number;
  cancelRule: number;
  cancelDays: number;
  minNights: number;
  advanceDays: number;
  maxRooms: number;
  channel: string;
  basePrice: number;
  shelfStatus: number;
  [k: string]: unknown;
}

export interface NightCell {
  night: string;
  price: number;
  stock: number;
  sold: number;
}

/** The room status board: rows are plans (grouped by room type), columns the nights. */
export interface RoomBoard {
  hotelId: string;
  hotelName: string;
  dates: string[];
  rows: {
    planId: string;
    planName: string;
    roomTypeId: string;
    roomTypeName: string;
    shelfStatus: number;
    nights: Record<string, NightCell>;
  }[];
}

export interface StockDetail {
  planId: string;
  planName: string;
  roomTypeName: string;
  nights: NightCell[];
}

export interface SupplierRow {
  id: string;
  name: string;
  code: string;
  provider: string;
  contactName: string | null;
  phone: string | null;
  remark: string | null;
  lastPullTime: string | null;
  pulledHotels: number;
  [k: string]: unknown;
}

export interface PullResult {
  hotels: number;
  rooms: number;
  plans: number;
  nights: number;
}

export interface HotelOrderRow {
  id: string;
  orderNo: string;
  code: string;
  orderStatus: number;
  orderStatusText: string;
  totalMoney: number;
  paidMoney: number;
  refundMoney: number;
  contactName: string;
  contactPhone: string;
  hotelId: string;
  hotelName: string;
  roomTypeName: string;
  planName: string;
  checkIn: string;
  checkOut: string;
  nights: number;
  rooms: number;
  breakfast: number;
  cancelRule: number;
  cancelDays: number;
  email: string | null;
  emailStatus: number;
  confirmNo: string | null;
  remark: string | null;
  channel: string;
  createTime: string;
  payTime: string | null;
  [k: string]: unknown;
}

export interface HotelOrderDetail extends HotelOrderRow {
  guests: { id: string; guestName: string | null; cardType: number | null; cardNum: string | null; ticketStatus: number }[];
  nightPrices: { night: string; price: number }[];
  refunds: Record<string, unknown>[];
  trades: Record<string, unknown>[];
  /** Actions the transition table allows now (the page shows only these buttons). */
  actions: string[];
}

export interface HotelLogRow {
  id: string;
  action: string;
  fromStatus: number | null;
  toStatus: number | null;
  fromStatusText: string;
  toStatusText: string;
  content: string;
  userName: string;
  createTime: string;
}

export interface HotelMessageRow {
  id: string;
  kind: 'email' | 'sms';
  toAddr: string;
  subject: string | null;
  content: string;
  sendStatus: number;
  error: string | null;
  userName: string | null;
  createTime: string;
}

export interface HotelMailTemplate {
  to: string;
  subject: string;
  content: string;
}

export interface HotelStatusCount {
  orderStatus: number;
  name: string;
  count: number;
}

export interface HotelReportTotal {
  orders: number;
  roomNights: number;
  saleMoney: number;
  refundMoney: number;
  /** Paid and not refunded. */
  netMoney: number;
}

export interface HotelReportRow {
  hotelId: string;
  hotelName: string;
  orders: number;
  roomNights: number;
  saleMoney: number;
  refundMoney: number;
  netMoney: number;
  [k: string]: unknown;
}

export interface HotelSupplierSummary {
  supplierId: string | null;
  supplierName: string;
  orders: number;
  roomNights: number;
  saleMoney: number;
  refundMoney: number;
}

/** The storefront's hotel page. */
export interface StoreHotel {
  id: string;
  name: string;
  star: number;
  phone: string | null;
  address: string | null;
  cover: string | null;
  images: string[];
  intro: string | null;
  facilities: string[];
  checkInTime: string;
  checkOutTime: string;
  notice: string | null;
  rooms: {
    id: string;
    name: string;
    images: string[];
    bedType: string;
    bedCount: number;
    area: number;
    maxGuests: number;
    hasWindow: number;
    facilities: string[];
    plans: {
      id: string;
      name: string;
      breakfast: number;
      cancelRule: number;
      cancelDays: number;
      cancelText: string;
      minNights: number;
      advanceDays: number;
      maxRooms: number;
      basePrice: number;
      /** Price of each night of the asked stay (null: not on sale that night), and the rooms left on all of them. */
      nights: { night: string; price: number | null; left: number }[];
      total: number | null;
      left: number;
    }[];
  }[];
}

export interface HotelBooked {
  orderId: string;
  orderNo: string;
  code: string;
  totalMoney: number;
  orderStatus: number;
}

/** The customer's hotel order page (by the order's unguessable code). */
export interface StoreHotelOrder {
  code: string;
  orderNo: string;
  orderStatus: number;
  orderStatusText: string;
  /** 待支付, 待酒店确认, 已确认, ... */
  confirmText: string;
  totalMoney: number;
  hotelName: string;
  hotelPhone: string | null;
  hotelAddress: string | null;
  roomTypeName: string;
  planName: string;
  breakfast: number;
  checkIn: string;
  checkOut: string;
  nights: number;
  rooms: number;
  contactName: string;
  contactPhone: string;
  guests: string[];
  cancelText: string;
  cancellable: boolean;
  createTime: string;
}
