import { z } from 'zod';
import { endpoint, returns } from '../endpoint.ts';
import type { Page } from '../envelope.ts';
import { zId, zIdFilter } from '../schemas.ts';
import {
  WINDOW_PERMS as P,
  winById,
  winChangeForm,
  winForcedForm,
  winIdsForm,
  winPrintForm,
  winPrintRecordQuery,
  winRefundForm,
  winSellForm,
  winSettingForm,
  winShiftCloseForm,
  winShiftOpenForm,
  winShiftQuery,
  winTemplateForm,
  winTemplateQuery,
  winTicketsQuery,
  winWindowForm,
  winWindowOrderQuery,
} from './codes.ts';
import type {
  CounterInfo,
  OpRow,
  PrintConfirm,
  PrintJob,
  PrintRecordRow,
  SaleResult,
  SellableTicket,
  SellerRow,
  TemplateRow,
  SettingRow,
  ShiftRow,
  ShiftSummary,
  WindowOrderRow,
  WindowRow,
} from './rows.ts';

const W = '/order-api/window-ticket';
const SALE = [P.sale, P.sell];

/** order-api/window-ticket: the counter (售票), its orders' refunds, changes and prints, shifts and settings. */
export const windowApi = {
  counter: endpoint({ method: 'GET', path: `${W}/counter`, summary: 'Counter: the seller, windows, open shift and rules', perm: SALE, response: returns<CounterInfo>() }),
  scenicList: endpoint({
    method: 'GET',
    path: `${W}/getScenicList`,
    aliases: [`${W}/poi/list`],
    summary: 'Scenic spots (POI list) the window sells',
    query: z.object({ windowId: zIdFilter }),
    perm: SALE,
    response: returns<{ id: string; name: string }[]>(),
  }),
  tickets: endpoint({ method: 'GET', path: `${W}/content`, summary: 'Tickets the window sells on a date, with price and stock', query: winTicketsQuery, perm: SALE, response: returns<SellableTicket[]>() }),
  sell: endpoint({ method: 'POST', path: `${W}/sell`, summary: 'Sell tickets at the window (one order per ticket line)', body: winSellForm, perm: [P.sell], response: returns<SaleResult>() }),
  sale: endpoint({ method: 'GET', path: `${W}/sale/detail`, summary: 'A sale and its orders (card/QR: paid yet?)', query: winById, perm: SALE, response: returns<SaleResult>() }),
  refundChangeList: endpoint({
    method: 'GET',
    path: `${W}/refundChangeList`,
    aliases: [`${W}/order/page`],
    summary: 'Window orders to print, refund or change',
    query: winWindowOrderQuery,
    perm: [P.sale],
    response: returns<Page<WindowOrderRow>>(),
  }),
  orderSourceList: endpoint({ method: 'GET', path: `${W}/orderSourceList`, summary: 'Order sources', perm: [P.sale, P.report], response: returns<{ value: string; label: string }[]>() }),
  ticketStatusList: endpoint({ method: 'GET', path: `${W}/ticketStatusList`, summary: 'Ticket and order states', perm: [P.sale, P.report], response: returns<{ value: number; label: string }[]>() }),
  dict: endpoint({ method: 'GET', path: `${W}/dict`, summary: 'Pay methods, papers and template fields', perm: [P.sale, P.setting, P.template, P.report], response: returns<Record<string, { value: string; label: string }[]>>() }),
  batchRefund: endpoint({ method: 'POST', path: `${W}/batchRefund`, summary: 'Refund window orders at the window (money back the way it came)', body: winRefundForm, perm: [P.refund], response: returns<{ refunded: number; amount: number }>() }),
  forcedRefund: endpoint({ method: 'POST', path: `${W}/forcedRefund`, summary: 'Forced refund at the window (checked tickets too)', body: winForcedForm, perm: [P.forced], response: returns<{ amount: number }>() }),
  batchChange: endpoint({ method: 'POST', path: `${W}/batchChange`, summary: 'Change window orders to another play date', body: winChangeForm, perm: [P.change], response: returns<{ changed: number }>() }),
  opPage: endpoint({ method: 'GET', path: `${W}/op/page`, summary: "The window's refunds and changes with their reasons", query: winWindowOrderQuery, perm: [P.sale, P.report], response: returns<Page<OpRow>>() }),
  batchPrintConfirm: endpoint({ method: 'POST', path: `${W}/batchPrintConfirm`, summary: 'What a batch print will print (tickets, reprints)', body: winPrintForm, perm: [P.print], response: returns<PrintConfirm>() }),
  batchPrint: endpoint({ method: 'POST', path: `${W}/batchPrint`, summary: 'Print window orders: recorded, laid out by the template', body: winPrintForm, perm: [P.print], response: returns<PrintJob>() }),
  sellerList: endpoint({ method: 'GET', path: `${W}/seller/list`, summary: 'Sellers (back-office users)', perm: [P.sale, P.setting, P.report], response: returns<SellerRow[]>() }),
  windowList: endpoint({ method: 'GET', path: `${W}/window/list`, summary: 'Windows', perm: [P.sale, P.setting, P.report], response: returns<WindowRow[]>() }),
  windowSubmit: endpoint({ method: 'POST', path: `${W}/window/submit`, summary: 'Window: add or update', body: winWindowForm, perm: [P.settingAdd, P.settingEdit], response: returns<WindowRow>() }),
  windowRemove: endpoint({ method: 'POST', path: `${W}/window/remove`, summary: 'Windows: remove', body: winIdsForm, perm: [P.settingDelete], response: returns<number>() }),
  settings: endpoint({ method: 'GET', path: `${W}/settings`, aliases: [`${W}/groupingSetting`], summary: 'Window settings and groups', perm: [P.setting], response: returns<SettingRow[]>() }),
  settingSubmit: endpoint({ method: 'POST', path: `${W}/settings/submit`, summary: 'Window setting: save', body: winSettingForm, perm: [P.settingAdd, P.settingEdit], response: returns<SettingRow>() }),
  settingRemove: endpoint({ method: 'POST', path: `${W}/settings/remove`, summary: 'Window settings: remove', body: winIdsForm, perm: [P.settingDelete], response: returns<number>() }),
  templateList: endpoint({ method: 'GET', path: `${W}/printTemplate/list`, summary: 'Print templates (names)', perm: [P.sale, P.setting, P.template], response: returns<{ id: string; name: string; paper: string }[]>() }),
  shiftCurrent: endpoint({ method: 'GET', path: `${W}/shift/current`, summary: "The seller's open shift with its running totals", perm: SALE, response: returns<(ShiftRow & { live: ShiftSummary }) | null>() }),
  shiftOpen: endpoint({ method: 'POST', path: `${W}/shift/open`, summary: 'Open a shift', body: winShiftOpenForm, perm: SALE, response: returns<ShiftRow>() }),
  shiftClose: endpoint({ method: 'POST', path: `${W}/shift/close`, summary: 'Close the shift: cash expected vs counted', body: winShiftCloseForm, perm: SALE, response: returns<ShiftRow>() }),
  shiftPage: endpoint({ method: 'GET', path: `${W}/shift/page`, summary: 'Shifts', query: winShiftQuery, perm: [P.sale, P.report], response: returns<Page<ShiftRow>>() }),
};

const PT = '/order-api/print-template';
/** order-api/print-template: templates laid out in millimetres, and the print records. */
export const printTemplateApi = {
  page: endpoint({ method: 'POST', path: `${PT}/page`, summary: 'Print templates: page', body: winTemplateQuery, perm: [P.template], response: returns<Page<TemplateRow>>() }),
  detail: endpoint({ method: 'GET', path: `${PT}/getDetailById`, summary: 'Print template: detail', query: winById, perm: [P.template, P.sale], response: returns<TemplateRow>() }),
  submit: endpoint({ method: 'POST', path: `${PT}/submit`, summary: 'Print template: save', body: winTemplateForm, perm: [P.templateAdd, P.templateEdit], response: returns<TemplateRow>() }),
  remove: endpoint({ method: 'POST', path: `${PT}/batchDeleteByIds`, summary: 'Print templates: remove', body: winIdsForm, perm: [P.templateDelete], response: returns<number>() }),
  copy: endpoint({ method: 'POST', path: `${PT}/copyById`, summary: 'Print template: copy', body: winById, perm: [P.templateCopy], response: returns<TemplateRow>() }),
  records: endpoint({ method: 'GET', path: `${PT}/getPrintOutTicketRecord`, summary: 'Print and reprint records', query: winPrintRecordQuery, perm: [P.sale, P.template], response: returns<Page<PrintRecordRow>>() }),
  close: endpoint({ method: 'POST', path: `${PT}/print-close`, summary: 'Close print records (printed)', body: winIdsForm, perm: [P.print], response: returns<number>() }),
  preview: endpoint({ method: 'GET', path: `${PT}/preview`, summary: 'A template filled with a real order (not recorded)', query: z.object({ id: zId, orderId: zIdFilter }), perm: [P.template], response: returns<PrintJob>() }),
};
