import {
  ecardApi,
  ecardCodeApi,
  ecardOrderApi,
  ecardReportApi,
  heldCardApi,
  scenicApi,
  userCardApi,
  type BatchRow,
  type BodyOf,
  type CardRow,
  type CodeRow,
  type EcardOrderRow,
  type EcardReportName,
  type ExchangeRow,
  type ExportQueued,
  type UpgradeRow,
  type UserCardRow,
  type WriteOffRow,
} from '@yym/contract';
import { codeMessageApi, faceApi, heldPeopleApi, type FaceRow, type MessageRow } from '@yym/contract';
import { upgradeOrderApi, type UpgradeOrderRow } from '@yym/contract';
import { call, idList } from '../../app/call.ts';
import { defineResource, useQueryOf } from '../../app/data.ts';

export type {
  BatchRow,
  CardProject,
  CardRow,
  CodeRow,
  EcardOrderDetail,
  EcardOrderRow,
  ExchangeRow,
  UpgradeRow,
  UserCardRow,
  WriteOffRow,
} from '@yym/contract';

export const cards = defineResource<CardRow>({
  key: 'ecards',
  list: (query) => call(ecardApi.page, { query }),
  remove: (ids) => call(ecardApi.deleteCard, { query: { ids: idList(ids) } }),
});

export const cardActions = {
  info: (id: string) => call(ecardApi.infoEcho, { query: { id } }),
  rule: (id: string) => call(ecardApi.ruleEcho, { query: { id } }),
  projects: (id: string) => call(ecardApi.projectEchoV2, { query: { id } }),
  submitInfo: (body: BodyOf<typeof ecardApi.submitInfo>) => call(ecardApi.submitInfo, { body }),
  submitRule: (body: BodyOf<typeof ecardApi.submitRule>) => call(ecardApi.submitRule, { body }),
  submitProject: (body: BodyOf<typeof ecardApi.submitProject>) => call(ecardApi.submitProject, { body }),
  shelve: (ids: string[], status: number) => call(ecardApi.shelves, { body: { cardIds: ids, status } }),
  copy: (id: string) => call(ecardApi.copy, { query: { id } }),
  give: (body: BodyOf<typeof ecardApi.giveAway>) => call(ecardApi.giveAway, { body }),
  names: () => call(ecardApi.nameList),
  pois: () => call(scenicApi.options, { query: {} }),
};

/** The tenant's e-cards as select options (pickers and list filters). */
export function useCardOptions() {
  const names = useQueryOf('ecard-names', [], cardActions.names);
  return (names.data ?? []).map((n) => ({ value: n.id, label: n.name }));
}

export const ecardOrders = defineResource<EcardOrderRow>({
  key: 'ecard-orders',
  list: (query) => call(ecardOrderApi.page, { query }),
  exportFile: (query) => call(ecardOrderApi.export, { query }) as Promise<Blob>,
});
/** 升级订单: upgrade and renewal orders of held cards (the 电子卡订单 page's second tab). */
type UpgradeFilters = BodyOf<typeof upgradeOrderApi.page>;
export const upgradeOrders = defineResource<UpgradeOrderRow>({
  key: 'ecard-upgrade-orders',
  list: (body) => call(upgradeOrderApi.page, { body: body as UpgradeFilters }),
  exportFile: (body) => call(upgradeOrderApi.export, { body: body as UpgradeFilters }) as Promise<Blob>,
});
export const upgradeOrderActions = {
  info: (orderId: string) => call(upgradeOrderApi.orderInfo, { query: { orderId } }),
  process: (orderId: string) => call(upgradeOrderApi.orderProcess, { query: { orderId } }),
  operateLog: (orderId: string) => call(upgradeOrderApi.operateLog, { query: { orderId } }),
  refundLog: (orderId: string) => call(upgradeOrderApi.refundLog, { query: { orderId } }),
  refundDetail: (orderId: string) => call(upgradeOrderApi.refundDetail, { query: { orderId } }),
  refund: (orderId: string, reason?: string) => call(upgradeOrderApi.refund, { body: { orderId, reason } }),
  remark: (orderId: string, remark: string) => call(upgradeOrderApi.remark, { query: { orderId, remark } }),
};
export const orderActions = {
  detail: (orderId: string) => call(ecardOrderApi.detail, { query: { orderId } }),
  refundInfo: (orderId: string) => call(ecardOrderApi.refundInfo, { query: { orderId } }),
  refund: (orderId: string, reason?: string) => call(ecardOrderApi.refund, { body: { orderId, reason } }),
  forced: (orderId: string, reason?: string) => call(ecardOrderApi.forcedRefund, { body: { orderId, reason } }),
  refundSure: (orderId: string, pass: number) => call(ecardOrderApi.refundSure, { body: { orderId, pass } }),
  sendMsg: (orderId: string) => call(ecardOrderApi.activateMsg, { query: { orderId } }),
  postpone: (userCardId: string, validEnd: string) => call(ecardOrderApi.activateCodePostpone, { body: { userCardId, validEnd } }),
  activate: (body: BodyOf<typeof ecardOrderApi.activateVerify>) => call(ecardOrderApi.activateVerify, { body }),
};

export const batches = defineResource<BatchRow>({
  key: 'ecard-batches',
  list: (query) => call(ecardCodeApi.page, { query }),
  remove: (ids) => call(ecardCodeApi.remove, { query: { ids: idList(ids) } }),
});
export const codes = defineResource<CodeRow>({ key: 'ecard-codes', list: (query) => call(ecardCodeApi.list, { query }) });
export const codeActions = {
  prefabricate: (body: BodyOf<typeof ecardCodeApi.submit>) => call(ecardCodeApi.submit, { body }),
  setStatus: (ids: string[], on: boolean) => call(on ? ecardCodeApi.start : ecardCodeApi.forbidden, { body: { ids } }),
  mark: (id: string, value: number) => call(ecardCodeApi.mark, { body: { id, value } }),
  remark: (id: string, text: string) => call(ecardCodeApi.remark, { body: { id, text } }),
  exportCodes: (batchId: string) => call(ecardCodeApi.export, { query: { batchId } }) as Promise<Blob | ExportQueued>,
  forbidCode: (id: string) => call(ecardOrderApi.activationCodeForbidden, { query: { id } }),
};

export const exchanges = defineResource<ExchangeRow>({
  key: 'ecard-exchanges',
  list: (query) => call(ecardApi.exchangePage, { query }),
  exportFile: (query) => call(ecardApi.exchangeExport, { query }) as Promise<Blob>,
});
export const writeOffs = defineResource<WriteOffRow>({
  key: 'ecard-writeoffs',
  list: (query) => call(ecardApi.writeOffPage, { query }),
  exportFile: (query) => call(ecardApi.writeOffExport, { query }) as Promise<Blob>,
});

export const userCards = defineResource<UserCardRow>({
  key: 'ecard-user-cards',
  list: (query) => call(userCardApi.page, { query }),
  detail: (id) => call(userCardApi.detail, { query: { id } }),
  exportFile: (query) => call(userCardApi.export, { query }) as Promise<Blob>,
});
export const userCardActions = {
  validity: (id: string, validStart: string, validEnd: string) => call(userCardApi.validity, { body: { id, validStart, validEnd } }),
  cancel: (id: string) => call(userCardApi.cancel, { query: { id } }),
  importTemplate: () => call(heldCardApi.importTemplate) as Promise<Blob>,
  importFile: (file: Blob) => call(heldCardApi.import, { body: file as never }),
  updateProjects: (body: BodyOf<typeof heldCardApi.updateProjects>) => call(heldCardApi.updateProjects, { body }),
};

/** How a card is sold: its channels; a batch's activation deadline; who used a code. */
export const salesActions = {
  channels: (id: string) => call(heldCardApi.getChannel, { query: { id } }),
  setChannels: (id: string, channels: string[]) => call(heldCardApi.channel, { body: { id, channels } }),
  postpone: (ids: string[], validEnd: string) => call(heldCardApi.postponeBatches, { body: { ids, validEnd } }),
  codeUser: (code: string) => call(heldCardApi.codeUser, { query: { code } }),
  renewalProjects: (id: string) => call(heldCardApi.renewalProjectEcho, { query: { id } }),
  saveRenewalProjects: (id: string, projects: BodyOf<typeof heldCardApi.submitRenewalProject>['projects']) =>
    call(heldCardApi.submitRenewalProject, { body: { id, projects } }),
  renewalCombos: (id: string) => call(heldCardApi.renewalCombo, { query: { id } }),
  saveRenewalCombos: (id: string, combos: BodyOf<typeof heldCardApi.submitRenewalCombo>['combos']) =>
    call(heldCardApi.submitRenewalCombo, { body: { id, combos } }),
};

type UpgradeForm = BodyOf<typeof userCardApi.upgradeSubmit>;
export const upgrades = defineResource<UpgradeRow>({
  key: 'ecard-upgrades',
  list: (query) => call(userCardApi.upgradePage, { query }),
  detail: (id) => call(userCardApi.upgradeDetail, { query: { id } }),
  add: (row) => call(userCardApi.upgradeSubmit, { body: row as UpgradeForm }),
  update: (row) => call(userCardApi.upgradeSubmit, { body: row as UpgradeForm }),
  remove: (ids) => call(userCardApi.upgradeRemove, { query: { ids: idList(ids) } }),
});
export const upgradeActions = {
  enable: (id: string, enabled: number) => call(userCardApi.upgradeEnable, { body: { id, enabled } }),
  copy: (id: string) => call(userCardApi.upgradeCopy, { query: { id } }),
};

/** 电子卡报表: each report of a range of days, and its xlsx. */
type ReportQuery = { startDate: string; endDate: string; cardId?: string };
export const ecardReports = {
  dailySales: (query: ReportQuery) => call(ecardReportApi.dailySales, { query }),
  dailyActivation: (query: ReportQuery) => call(ecardReportApi.dailyActivation, { query }),
  verifySummary: (query: ReportQuery) => call(ecardReportApi.verifySummary, { query }),
  projectVerify: (query: ReportQuery) => call(ecardReportApi.projectVerify, { query }),
  signedProjects: (query: ReportQuery) => call(ecardReportApi.signedProjects, { query }),
  exportFile: (query: ReportQuery & { report: EcardReportName }) => call(ecardReportApi.exportFile, { query }) as Promise<Blob>,
  cardNames: () => call(ecardApi.nameList),
};

export type { BoundPerson, FaceRow, HeldCoupon, MessageProgress, MessageRow } from '@yym/contract';
/** 人脸管理: held cards of face-checking cards and their photos (the photo is a private file read with the token). */
export const faces = defineResource<FaceRow>({ key: 'ecard-faces', list: (query) => call(faceApi.page, { query }) });
export const faceActions = {
  upload: (id: string, file: File, replace: boolean) =>
    call(replace ? faceApi.replace : faceApi.upload, { query: { id, fileName: file.name }, body: file as never }),
  remove: (id: string) => call(faceApi.remove, { query: { id } }),
  photo: (id: string) => call(faceApi.photo, { query: { id } }) as Promise<Blob>,
};
/** A held card's bound people and its holder's coupons. */
export const heldPeople = {
  list: (id: string) => call(heldPeopleApi.bindingUsers, { query: { id } }),
  bind: (body: BodyOf<typeof heldPeopleApi.bind>) => call(heldPeopleApi.bind, { body }),
  unbind: (id: string, memberId: string) => call(heldPeopleApi.unbind, { body: { id, memberId } }),
  coupons: (id: string) => call(heldPeopleApi.coupons, { query: { id } }),
};
/** A code batch's activation SMS: send to a customer list, retry the failed ones, progress and log. */
export const codeMessages = defineResource<MessageRow>({
  key: 'ecard-code-messages',
  list: (query) => call(codeMessageApi.messages, { query: query as { batchId: string } }),
});
export const messageActions = {
  send: (batchId: string, recipients: { name?: string; phone: string }[]) =>
    call(codeMessageApi.sendMessage, { body: { batchId, recipients } }),
  retry: (batchId: string) => call(codeMessageApi.retry, { body: { batchId } }),
  progress: (batchId: string) => call(codeMessageApi.process, { query: { batchId } }),
};
