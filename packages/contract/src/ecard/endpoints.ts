import { z } from 'zod';
import { endpoint, returns, storefrontCalls } from '../endpoint.ts';
import type { Page } from '../envelope.ts';
import { zId } from '../schemas.ts';
import {
  activateForm,
  batchFlagForm,
  batchForm,
  batchIdsForm,
  batchPayForm,
  batchQuery,
  batchTextForm,
  cardIdQuery,
  cardIdsQuery,
  cardInfoForm,
  cardProjectForm,
  cardQuery,
  cardRuleForm,
  cardShelfForm,
  codeExportQuery,
  codeQuery,
  ecardOrderQuery,
  giveForm,
  h5BuyForm,
  h5CardQuery,
  h5CardsQuery,
  h5EntryQuery,
  orderIdQuery,
  orderRefundForm,
  postponeForm,
  recommendForm,
  recordQuery,
  refundSureForm,
  upgradeEnableForm,
  upgradeForm,
  upgradeQuery,
  userCardQuery,
  validityForm,
} from './forms.ts';
import type {
  Activated,
  BatchRow,
  CardProject,
  CardRow,
  CardRule,
  CodeRow,
  EcardOrderDetail,
  EcardOrderRow,
  ExchangeRow,
  RefundInfo,
  StoreCard,
  StoreUserCard,
  UpgradeRow,
  UserCardRow,
  WriteOffRow,
} from './rows.ts';

const CARD = '/yym-product-api/eCard';
const CODE = `${CARD}/activationCode`;
const USER = `${CARD}/userCard`;
const UPGRADE = `${CARD}/upgrade`;
const ORDER = '/order-api/eCard/order';
const H5 = '/yym-product-api/h5/eCard';
type Option = { id: string; name: string };

/** Button codes of the e-card pages (menus-business.ts). */
export const ECARD_PERMS = {
  list: 'ele_card_list',
  add: 'ele_card_list_add',
  edit: 'ele_card_list_edit',
  remove: 'ele_card_list_delete',
  shelf: 'ele_card_list_shelf',
  copy: 'ele_card_list_copy',
  give: 'ele_card_list_give',
  order: 'ele_card_order',
  orderExport: 'ele_card_order_export',
  orderRefund: 'ele_card_order_refund',
  orderForced: 'ele_card_order_forced_refund',
  orderAudit: 'ele_card_order_audit',
  orderRemark: 'ele_card_order_remark',
  exchange: 'ele_card_exchange',
  exchangeExport: 'ele_card_exchange_export',
  writeOff: 'ele_card_write_off',
  writeOffExport: 'ele_card_write_off_export',
  code: 'ele_card_code',
  codeAdd: 'ele_card_code_add',
  codeEdit: 'ele_card_code_edit',
  codeRemove: 'ele_card_code_delete',
  codeExport: 'ele_card_code_export',
  codeForbid: 'ele_card_code_forbidden',
  codeStart: 'ele_card_code_start',
  codeMessage: 'ele_card_code_message',
  upgrade: 'ele_card_upgrade',
  upgradeAdd: 'ele_card_upgrade_add',
  upgradeEdit: 'ele_card_upgrade_edit',
  upgradeRemove: 'ele_card_upgrade_delete',
  member: 'member_card',
  memberEdit: 'member_card_edit',
  memberRemove: 'member_card_delete',
  memberExport: 'member_card_export',
} as const;
const P = ECARD_PERMS;
const get = <Q extends z.ZodType | undefined, R>(path: string, summary: string, query: Q, perm: string[], response: z.ZodType<R>) =>
  endpoint({ method: 'GET', path, summary, query, perm, response });
const post = <B extends z.ZodType | undefined, R>(path: string, summary: string, body: B, perm: string[], response: z.ZodType<R>) =>
  endpoint({ method: 'POST', path, summary, body, perm, response });
/** An xlsx export (the answer is the file). */
const file = <Q extends z.ZodType>(path: string, summary: string, query: Q, perm: string[]) =>
  endpoint({ method: 'GET', path, summary, query, perm, blob: true, response: returns<unknown>() });
/** The same call at the spec's other names for it. */
const alias = <E extends object>(ep: E, ...aliases: string[]): E => ({ ...ep, aliases });
const postQ = <Q extends z.ZodType | undefined, R>(path: string, summary: string, query: Q, perm: string[], response: z.ZodType<R>) =>
  endpoint({ method: 'POST', path, summary, query, perm, response });

/** yym-product-api/eCard: cards in steps, shelves, copy, give away, name lists. */
export const ecardApi = {
  page: get(`${CARD}/page`, 'E-cards: page', cardQuery, [P.list], returns<Page<CardRow>>()),
  infoEcho: get(`${CARD}/infoEcho`, 'E-card: basic info (step 1)', cardIdQuery, [P.list], returns<CardRow>()),
  ruleEcho: get(`${CARD}/ruleEcho`, 'E-card: rules (step 2)', cardIdQuery, [P.list], returns<CardRule>()),
  projectEchoV2: get(`${CARD}/projectEchoV2`, 'E-card: projects (step 3)', cardIdQuery, [P.list], returns<CardProject[]>()),
  submitInfo: post(
    `${CARD}/submitInfo`,
    'E-card: save basic info (add: add, update: edit)',
    cardInfoForm,
    [P.add, P.edit],
    returns<CardRow>(),
  ),
  submitRule: post(`${CARD}/submitRule`, 'E-card: save rules (validity, real name)', cardRuleForm, [P.add, P.edit], returns<CardRule>()),
  submitProject: post(
    `${CARD}/submitProject`,
    'E-card: save projects (uses per day and in total)',
    cardProjectForm,
    [P.add, P.edit],
    returns<CardProject[]>(),
  ),
  shelves: post(`${CARD}/shelves`, 'E-cards: on or off shelf', cardShelfForm, [P.shelf], returns<number>()),
  copy: postQ(`${CARD}/copy`, 'E-card: copy (off shelf)', cardIdQuery, [P.copy], returns<CardRow>()),
  deleteCard: postQ(`${CARD}/deleteCard`, 'E-cards: delete (off shelf, no holders)', cardIdsQuery, [P.remove], returns<number>()),
  offlineRecommend: post(`${CARD}/offlineRecommend`, 'E-card: offline recommend', recommendForm, [P.edit], returns<boolean>()),
  giveAway: post(`${CARD}/giveAway`, 'E-card: give a card to a customer', giveForm, [P.give], returns<UserCardRow>()),
  preview: get(`${CARD}/preview`, 'E-card: preview as the storefront shows it', cardIdQuery, [P.list], returns<StoreCard>()),
  nameList: get(
    `${CARD}/getECardNameList`,
    'E-cards: id and name of all (pickers)',
    undefined,
    [P.list, P.order, P.code, P.upgrade, P.member, P.exchange, P.writeOff, 'ecard_report'],
    returns<Option[]>(),
  ),
  cardList: get(`${CARD}/getCardList`, 'E-cards on shelf (the decoration picker tab card)', undefined, [P.list], returns<CardRow[]>()),
  exchangePage: get(`${CARD}/exchange/page`, 'Exchange records: page', recordQuery, [P.exchange], returns<Page<ExchangeRow>>()),
  exchangeExport: file(`${CARD}/exchange/export`, 'Exchange records: export (xlsx)', recordQuery, [P.exchangeExport]),
  writeOffPage: get(`${CARD}/verificationList`, 'Write-off records: page', recordQuery, [P.writeOff], returns<Page<WriteOffRow>>()),
  writeOffExport: file(`${CARD}/verification/export`, 'Write-off records: export (xlsx)', recordQuery, [P.writeOffExport]),
};

/** Activation code batches: prefabricate, codes, start and forbid, remarks, export, verify. */
export const ecardCodeApi = {
  page: alias(get(`${CODE}/prefabricate/page`, 'Code batches: page', batchQuery, [P.code], returns<Page<BatchRow>>()), `${CODE}/page`),
  detail: get(`${CODE}/detail`, 'Code batch: detail', cardIdQuery, [P.code], returns<BatchRow>()),
  submit: alias(
    post(`${CODE}/prefabricate/submit`, 'Code batch: prefabricate and generate its codes', batchForm, [P.codeAdd], returns<BatchRow>()),
    `${CODE}/submit`,
  ),
  list: get(`${CODE}/list`, 'Codes of a batch: page', codeQuery, [P.code], returns<Page<CodeRow>>()),
  export: alias(
    file(`${CODE}/export`, 'Codes of a batch: export (xlsx, streamed in batches)', codeExportQuery, [P.codeExport]),
    `${CODE}/prefabricate/export`,
  ),
  forbidden: post(
    `${CODE}/forbidden`,
    'Code batches: forbid (unused codes stop activating)',
    batchIdsForm,
    [P.codeForbid],
    returns<number>(),
  ),
  start: post(`${CODE}/start`, 'Code batches: start', batchIdsForm, [P.codeStart], returns<number>()),
  mark: post(`${CODE}/prefabricate/mark`, 'Code batch: mark', batchFlagForm, [P.codeEdit], returns<boolean>()),
  exWarehouse: post(`${CODE}/exWarehouse`, 'Code batch: ex-warehouse', batchFlagForm, [P.codeEdit], returns<boolean>()),
  remark: post(`${CODE}/remark`, 'Code batch: remark', batchTextForm, [P.codeEdit], returns<boolean>()),
  userRemark: post(`${CODE}/userRemark`, 'Code batch: user remark', batchTextForm, [P.codeEdit], returns<boolean>()),
  customerName: post(`${CODE}/customerName`, 'Code batch: customer name', batchTextForm, [P.codeEdit], returns<boolean>()),
  payPrice: post(`${CODE}/payPrice`, 'Code batch: pay price', batchPayForm, [P.codeEdit], returns<boolean>()),
  remove: postQ(`${CODE}/prefabricate/delete`, 'Code batches: delete (none activated)', batchIdsForm, [P.codeRemove], returns<number>()),
  verifyPage: get(`${CODE}/verifyPage`, 'Activated codes (the verify page)', recordQuery, [P.code], returns<Page<ExchangeRow>>()),
};

/** order-api/eCard/order: e-card orders with the order area's payment, refunds and logs. */
export const ecardOrderApi = {
  page: get(`${ORDER}/page`, 'E-card orders: page', ecardOrderQuery, [P.order], returns<Page<EcardOrderRow>>()),
  detail: get(
    `${ORDER}/detail`,
    'E-card order: detail (cards, refunds, trades, logs)',
    orderIdQuery,
    [P.order],
    returns<EcardOrderDetail>(),
  ),
  export: file(`${ORDER}/export`, 'E-card orders: export (xlsx)', ecardOrderQuery, [P.orderExport]),
  refundInfo: get(`${ORDER}/refund`, 'E-card order: what a refund would return', orderIdQuery, [P.orderRefund], returns<RefundInfo>()),
  refund: post(
    `${ORDER}/refund`,
    'E-card order: apply for a refund (no card used)',
    orderRefundForm,
    [P.orderRefund],
    returns<{ refundNo: string; amount: number }>(),
  ),
  forcedRefund: post(
    `${ORDER}/forcedRefund`,
    'E-card order: forced refund (cards cancelled, money back at once)',
    orderRefundForm,
    [P.orderForced],
    returns<{ orderStatus: number }>(),
  ),
  refundSure: post(
    `${ORDER}/refundSure`,
    'E-card order: confirm or reject the pending refund',
    refundSureForm,
    [P.orderAudit],
    returns<{ orderStatus: number }>(),
  ),
  activateVerify: post(
    `${ORDER}/activateVerify`,
    'Activate a code for a customer (the merchant at the desk)',
    activateForm,
    [P.orderAudit, P.codeEdit],
    returns<Activated>(),
  ),
  activateMsg: postQ(
    `${ORDER}/activateMsg`,
    "Send the order's cards to the buyer by SMS",
    orderIdQuery,
    [P.orderRemark, P.codeMessage],
    returns<number>(),
  ),
  activateCodePostpone: post(
    `${ORDER}/activateCodePostpone`,
    "Postpone a held card's validity end",
    postponeForm,
    [P.orderAudit, P.memberEdit],
    returns<UserCardRow>(),
  ),
  activationCodeForbidden: postQ(
    `${ORDER}/activationCodeForbidden`,
    'Forbid one unused activation code',
    z.object({ id: zId }),
    [P.codeForbid],
    returns<boolean>(),
  ),
};

/** Held cards (会员卡 page), upgrade schemes. */
export const userCardApi = {
  page: get(`${USER}/page`, 'Held cards: page', userCardQuery, [P.member], returns<Page<UserCardRow>>()),
  detail: get(`${USER}/detail`, 'Held card: detail with its projects and uses', cardIdQuery, [P.member], returns<UserCardRow>()),
  validity: post(`${USER}/editValidity`, 'Held card: edit validity', validityForm, [P.memberEdit], returns<UserCardRow>()),
  cancel: postQ(`${USER}/cancel`, 'Held card: cancel (no more checks)', cardIdQuery, [P.memberRemove], returns<boolean>()),
  export: file(`${USER}/export`, 'Held cards: export (xlsx)', userCardQuery, [P.memberExport]),
  upgradePage: get(`${UPGRADE}/page`, 'Upgrade schemes: page', upgradeQuery, [P.upgrade], returns<Page<UpgradeRow>>()),
  upgradeDetail: get(`${UPGRADE}/detail`, 'Upgrade scheme: detail', cardIdQuery, [P.upgrade], returns<UpgradeRow>()),
  upgradeSubmit: post(
    `${UPGRADE}/submit`,
    'Upgrade scheme: add or update',
    upgradeForm,
    [P.upgradeAdd, P.upgradeEdit],
    returns<UpgradeRow>(),
  ),
  upgradeEnable: post(`${UPGRADE}/enable`, 'Upgrade scheme: enable or disable', upgradeEnableForm, [P.upgradeEdit], returns<boolean>()),
  upgradeCopy: postQ(`${UPGRADE}/copy`, 'Upgrade scheme: copy (disabled)', cardIdQuery, [P.upgradeAdd], returns<UpgradeRow>()),
  upgradeRemove: postQ(`${UPGRADE}/remove`, 'Upgrade schemes: remove', cardIdsQuery, [P.upgradeRemove], returns<number>()),
  upgradeNames: get(`${UPGRADE}/nameList`, 'Upgrade schemes: id and name', undefined, [P.upgrade], returns<Option[]>()),
};

const h5 = storefrontCalls(H5);

/** The storefront's e-card pages (public; buying, activating and the pack need the customer's login). */
export const ecardStoreApi = {
  cards: h5('GET', '/cards', 'Storefront: e-cards on sale', { query: h5CardsQuery }, returns<StoreCard[]>()),
  card: h5('GET', '/card', 'Storefront: one e-card', { query: h5CardQuery }, returns<StoreCard>()),
  buy: h5(
    'POST',
    '/buy',
    'Storefront: buy a card (an unpaid order; pay at the cashier)',
    { body: h5BuyForm },
    returns<{ orderId: string; code: string; orderNo: string; totalMoney: number }>(),
  ),
  activate: h5(
    'POST',
    '/activate',
    'Storefront: activate a code (throttled per customer and address)',
    { body: activateForm },
    returns<Activated>(),
  ),
  pack: h5('GET', '/pack', "Storefront: the customer's cards", {}, returns<StoreUserCard[]>()),
  entry: h5('GET', '/entry', 'Storefront: entry voucher (QR) of a held card', { query: h5EntryQuery }, returns<StoreUserCard>()),
  records: h5('GET', '/records', "Storefront: the customer's usage records", {}, returns<WriteOffRow[]>()),
};
