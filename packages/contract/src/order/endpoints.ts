import { endpoint, returns } from '../endpoint.ts';
import { orderFilters, orderIdList, orderPlaceForm, payNotifyForm, remarkForm, rescheduleForm, zOrderCode, zOrderId } from './forms.ts';
import type {
  CustomerOrder,
  OrderGuestRow,
  OrderInfo,
  OrderLogRow,
  OrderPage,
  PaidNotice,
  PaymentStart,
  PaymentState,
  Placed,
  Rescheduled,
  UnpaidEnded,
  UnusualMoney,
  UnusualOrderRow,
} from './rows.ts';
import type { ExportQueued, Page } from '../envelope.ts';

const ORDER = '/order-api';
const SCENIC = `${ORDER}/generic-poi/biz`;
const UNUSUAL = `${ORDER}/unusual`;
const log = (path: string, kind: string) =>
  endpoint({
    method: 'GET',
    path: `${SCENIC}/${path}`,
    summary: `Scenic order: ${kind} log`,
    query: zOrderId,
    perm: ['order_scenic'],
    response: returns<OrderLogRow[]>(),
  });

/** order-api: selling, payment, the scenic order list, unusual orders and the customer's order page. */
export const orderApi = {
  place: endpoint({
    method: 'POST',
    path: `${ORDER}/place-order`,
    summary: 'Place an order (stock taken at once; idempotent by key)',
    body: orderPlaceForm,
    perm: ['order_scenic_place'],
    response: returns<Placed>(),
  }),
  payTrade: endpoint({
    method: 'POST',
    path: `${ORDER}/pay/trade`,
    aliases: [`${ORDER}/pay/trade/repay`],
    body: zOrderId,
    perm: ['order_scenic_place'],
    summary: 'Start a payment of an unpaid order, or answer its open trade (one open trade per order)',
    response: returns<PaymentStart>(),
  }),
  payNotifySandbox: endpoint({
    method: 'POST',
    path: `${ORDER}/pay/notify/sandbox`,
    summary: 'Sandbox provider: paid notice (signed; idempotent by trade; a stray payment is sent back at once)',
    auth: 'public',
    body: payNotifyForm,
    response: returns<PaidNotice>(),
  }),
  tradeStatus: endpoint({
    method: 'GET',
    path: `${ORDER}/pay/trade/status`,
    summary: 'Payment state of an order (money: the order view button)',
    query: zOrderId,
    perm: ['order_scenic_view'],
    response: returns<PaymentState>(),
  }),
  cancel: endpoint({
    method: 'POST',
    path: `${ORDER}/cancelOrder`,
    summary: 'Cancel an unpaid order (stock comes back once)',
    body: zOrderId,
    perm: ['order_scenic_cancel', 'order_scenic_place'],
    response: returns<UnpaidEnded>(),
  }),

  page: endpoint({
    method: 'GET',
    path: `${SCENIC}/page`,
    summary: 'Scenic orders: page',
    query: orderFilters,
    perm: ['order_scenic'],
    response: returns<OrderPage>(),
  }),
  info: endpoint({
    method: 'GET',
    path: `${SCENIC}/detail/order-info`,
    summary: 'Scenic order: detail',
    query: zOrderId,
    perm: ['order_scenic'],
    response: returns<OrderInfo>(),
  }),
  guests: endpoint({
    method: 'GET',
    path: `${SCENIC}/detail/sub-order`,
    summary: 'Scenic order: guests (sub-orders)',
    query: zOrderId,
    perm: ['order_scenic'],
    response: returns<OrderGuestRow[]>(),
  }),
  processLog: log('order-process', 'process'),
  refundLog: log('refund-log', 'refund'),
  operateLog: log('operate-log', 'operate'),
  rescheduleLog: log('reschedule-log', 'reschedule'),
  reschedule: endpoint({
    method: 'POST',
    path: `${SCENIC}/reschedule`,
    summary: 'Scenic order: move the unused tickets to another play date',
    body: rescheduleForm,
    perm: ['order_scenic_reschedule'],
    response: returns<Rescheduled>(),
  }),
  getRemark: endpoint({
    method: 'GET',
    path: `${SCENIC}/get-remark`,
    summary: 'Scenic order: remark',
    query: zOrderId,
    perm: ['order_scenic'],
    response: returns<{ orderId: string; remark: string }>(),
  }),
  addRemark: endpoint({
    method: 'GET',
    path: `${SCENIC}/add-remark`,
    summary: 'Scenic order: set the remark',
    query: remarkForm,
    perm: ['order_scenic_remark'],
    response: returns<boolean>(),
  }),
  exportFile: endpoint({
    method: 'POST',
    path: `${SCENIC}/export`,
    summary: 'Scenic orders: export xlsx',
    query: orderFilters.partial(),
    perm: ['order_scenic_export'],
    blob: true,
    response: returns<Blob | ExportQueued>(),
  }),
  remove: endpoint({
    method: 'POST',
    path: `${ORDER}/scenicmainorder/remove`,
    summary: 'Scenic orders: remove finished orders from the list',
    query: orderIdList,
    perm: ['order_scenic_audit'],
    response: returns<number>(),
  }),

  unusualTypes: endpoint({
    method: 'GET',
    path: `${UNUSUAL}/type-list`,
    summary: 'Unusual order types',
    response: returns<{ type: number; name: string }[]>(),
  }),
  unusualPage: endpoint({
    method: 'GET',
    path: `${UNUSUAL}/page`,
    summary: 'Unusual orders: page',
    query: orderFilters,
    perm: ['order_abnormal', 'order_scenic'],
    response: returns<Page<UnusualOrderRow> & { totalCapped?: boolean }>(),
  }),
  unusualDetail: endpoint({
    method: 'GET',
    path: `${UNUSUAL}/refund-detail`,
    summary: 'Unusual order: detail',
    query: zOrderId,
    perm: ['order_abnormal', 'order_scenic'],
    response: returns<OrderInfo>(),
  }),
  unusualMoney: endpoint({
    method: 'GET',
    path: `${UNUSUAL}/refund-money`,
    summary: 'Unusual order: money that can be given back',
    query: zOrderId,
    perm: ['order_abnormal', 'order_scenic'],
    response: returns<UnusualMoney>(),
  }),
  unusualLog: endpoint({
    method: 'GET',
    path: `${UNUSUAL}/log`,
    summary: 'Unusual order: logs',
    query: zOrderId,
    perm: ['order_abnormal', 'order_scenic'],
    response: returns<OrderLogRow[]>(),
  }),

  customerOrder: endpoint({
    method: 'GET',
    path: `${ORDER}/h5/order/detail`,
    summary: 'Customer: order detail by code',
    auth: 'public',
    query: zOrderCode,
    response: returns<CustomerOrder>(),
  }),
};

/** The log call of each log tab. */
export const orderLogEndpoint = {
  'order-process': orderApi.processLog,
  'refund-log': orderApi.refundLog,
  'operate-log': orderApi.operateLog,
  'reschedule-log': orderApi.rescheduleLog,
} as const;
