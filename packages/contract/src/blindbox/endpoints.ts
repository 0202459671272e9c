import type { ZodType } from 'zod';
import { endpoint, returns } from '../endpoint.ts';
import type { Page } from '../envelope.ts';
import {
  blindBoxAfterSaleForm,
  blindBoxAfterSaleQuery,
  blindBoxChannelForm,
  blindBoxId,
  blindBoxIdOf,
  blindBoxIds,
  blindBoxInfoForm,
  blindBoxInstructionsForm,
  blindBoxJackpotForm,
  blindBoxOrderFilters,
  blindBoxOrderId,
  blindBoxQuery,
  blindBoxShelfForm,
  h5BlindBoxBuyForm,
  h5BlindBoxCode,
  h5BlindBoxPoolQuery,
  h5BlindBoxQuery,
} from './forms.ts';
import type {
  BlindBoxAfterSaleRow,
  BlindBoxBooked,
  BlindBoxChannels,
  BlindBoxDrawLog,
  BlindBoxInstructions,
  BlindBoxJackpot,
  BlindBoxLogRow,
  BlindBoxOrderDetail,
  BlindBoxOrderRow,
  BlindBoxRow,
  BlindBoxStatusCount,
  StoreBlindBox,
  StoreBlindBoxOrder,
  StoreBlindBoxPrize,
} from './rows.ts';

const BX = '/yym-product-api/blindBox';
const BO = '/order-api/blindBox/order';

/** Button codes of 盲盒管理 (menus-commerce.ts, blind_box); its orders live on the same page. */
export const BLINDBOX_PERMS = {
  view: 'blind_box_view',
  add: 'blind_box_add',
  edit: 'blind_box_edit',
  remove: 'blind_box_delete',
  exportFile: 'blind_box_export',
  shelf: 'blind_box_shelf',
  copy: 'blind_box_copy',
} as const;
const P = BLINDBOX_PERMS;
const READ = [P.view, P.add, P.edit];
const EDIT = [P.add, P.edit];

const get = <Q extends ZodType | undefined, R>(path: string, summary: string, query: Q, perm: readonly string[]) =>
  endpoint({ method: 'GET', path, summary, query, perm, response: returns<R>() });
const post = <B extends ZodType, R>(path: string, summary: string, body: B, perm: readonly string[]) =>
  endpoint({ method: 'POST', path, summary, body, perm, response: returns<R>() });

/** yym-product-api: blind boxes (盲盒) and their prize pools (jackpot). */
export const blindBoxApi = {
  selectList: get<typeof blindBoxQuery, Page<BlindBoxRow>>(`${BX}/selectList`, 'Blind box: page', blindBoxQuery, READ),
  detail: get<typeof blindBoxId, BlindBoxRow>(`${BX}/detail`, 'Blind box: detail', blindBoxId, READ),
  submitInfo: post<typeof blindBoxInfoForm, BlindBoxRow>(
    `${BX}/submitInfo`,
    'Blind box: save info (creates when no id)',
    blindBoxInfoForm,
    EDIT,
  ),
  channelEcho: get<typeof blindBoxIdOf, BlindBoxChannels>(`${BX}/channelEcho`, 'Blind box: its channels', blindBoxIdOf, READ),
  updateChannel: post<typeof blindBoxChannelForm, BlindBoxChannels>(
    `${BX}/updateChannel`,
    'Blind box: set channels',
    blindBoxChannelForm,
    EDIT,
  ),
  getInstructions: get<typeof blindBoxIdOf, BlindBoxInstructions>(`${BX}/getInstructions`, 'Blind box: instructions', blindBoxIdOf, READ),
  submitInstructions: post<typeof blindBoxInstructionsForm, BlindBoxInstructions>(
    `${BX}/submitInstructions`,
    'Blind box: save instructions',
    blindBoxInstructionsForm,
    EDIT,
  ),
  updateShelfType: get<typeof blindBoxShelfForm, number>(
    `${BX}/updateShelfType`,
    'Blind box: on or off shelf (on needs a published pool)',
    blindBoxShelfForm,
    [P.shelf],
  ),
  remove: get<typeof blindBoxIds, number>(`${BX}/remove`, 'Blind box: remove (off shelf only)', blindBoxIds, [P.remove]),
  exportFile: endpoint({
    method: 'GET',
    path: `${BX}/export`,
    summary: 'Blind box: export (xlsx)',
    query: blindBoxQuery,
    perm: [P.exportFile],
    blob: true,
  }),
  jackpotDetail: get<typeof blindBoxIdOf, BlindBoxJackpot>(
    `${BX}/jackpot/detail`,
    'Jackpot: draft, live and closed pools',
    blindBoxIdOf,
    READ,
  ),
  jackpotSave: post<typeof blindBoxJackpotForm, BlindBoxJackpot>(
    `${BX}/jackpot/save`,
    'Jackpot: save the draft',
    blindBoxJackpotForm,
    EDIT,
  ),
  jackpotSubmit: post<typeof blindBoxIdOf, BlindBoxJackpot>(
    `${BX}/jackpot/submit`,
    'Jackpot: publish the draft (a new seed committed; the former pool closed, its seed revealed when nothing is pending)',
    blindBoxIdOf,
    EDIT,
  ),
};

/** order-api: blind-box orders. */
export const blindBoxOrderApi = {
  page: post<typeof blindBoxOrderFilters, Page<BlindBoxOrderRow>>(`${BO}/page`, 'Blind-box orders: page', blindBoxOrderFilters, READ),
  countOrderStatus: get<undefined, BlindBoxStatusCount[]>(`${BO}/countOrderStatus`, 'Blind-box orders: count by status', undefined, READ),
  detail: get<typeof blindBoxOrderId, BlindBoxOrderDetail>(`${BO}/detail`, 'Blind-box order: detail with its draws', blindBoxOrderId, READ),
  operateLogs: get<typeof blindBoxOrderId, BlindBoxLogRow[]>(
    `${BO}/selectOrderOperateLogList`,
    'Blind-box order: operate logs',
    blindBoxOrderId,
    READ,
  ),
  statusLogs: get<typeof blindBoxOrderId, BlindBoxLogRow[]>(
    `${BO}/selectOrderStatusLogList`,
    'Blind-box order: status logs',
    blindBoxOrderId,
    READ,
  ),
  afterSales: get<typeof blindBoxAfterSaleQuery, BlindBoxAfterSaleRow[]>(
    `${BO}/selectOrderAfterSaleList`,
    'Blind-box order: after-sale records (optionally of one day)',
    blindBoxAfterSaleQuery,
    READ,
  ),
  afterSaleDates: get<typeof blindBoxOrderId, string[]>(
    `${BO}/afterSaleDateSelect`,
    'Blind-box order: the days with after-sale records',
    blindBoxOrderId,
    READ,
  ),
  operateAfterSale: post<typeof blindBoxAfterSaleForm, BlindBoxAfterSaleRow>(
    `${BO}/operateAfterSale`,
    'Blind-box order: after-sale (1 exchange, 2 refund through the refund path, 3 reship); idempotent by key',
    blindBoxAfterSaleForm,
    [P.edit],
  ),
  closeOrder: get<typeof blindBoxOrderId, { orderStatus: number }>(
    `${BO}/closeOrder`,
    'Blind-box order: close an unpaid order',
    blindBoxOrderId,
    [P.edit],
  ),
  exportFile: endpoint({
    method: 'POST',
    path: `${BO}/export`,
    summary: 'Blind-box orders: export (xlsx)',
    body: blindBoxOrderFilters,
    perm: [P.exportFile],
    blob: true,
  }),
};

/** The storefront (public): the box with its odds, the purchase, the customer's order with its proof, a pool's draw log. */
export const h5BlindBoxApi = {
  detail: endpoint({
    method: 'GET',
    path: '/yym-product-api/h5/blindBox/detail',
    auth: 'public',
    summary: 'Storefront: a blind box on shelf with its odds and seed hash',
    query: h5BlindBoxQuery,
    response: returns<StoreBlindBox>(),
  }),
  buy: endpoint({
    method: 'POST',
    path: '/order-api/h5/blindBox/order/place',
    auth: 'public',
    summary: 'Storefront: buy blind boxes (units reserved in one statement; throttled; idempotent by key)',
    body: h5BlindBoxBuyForm,
    response: returns<BlindBoxBooked>(),
  }),
  order: endpoint({
    method: 'GET',
    path: '/order-api/h5/blindBox/order',
    auth: 'public',
    summary: "Storefront: the customer's blind-box order (by its code) with prizes and the fairness proof",
    query: h5BlindBoxCode,
    response: returns<StoreBlindBoxOrder>(),
  }),
  myPrizes: endpoint({
    method: 'GET',
    path: '/order-api/h5/blindBox/myPrizes',
    auth: 'public',
    summary: "Storefront: the logged-in customer's prizes (Customer-Token), newest first",
    response: returns<StoreBlindBoxPrize[]>(),
  }),
  drawLog: endpoint({
    method: 'GET',
    path: '/yym-product-api/h5/blindBox/pool/draws',
    auth: 'public',
    summary: "Storefront: a pool's ordered draw log (seed once revealed)",
    query: h5BlindBoxPoolQuery,
    response: returns<BlindBoxDrawLog>(),
  }),
};
