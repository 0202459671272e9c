import {
  blacklistApi,
  customerApi,
  memberApi,
  type BlacklistSetup,
  type BodyOf,
  type CustomerRow,
  type MemberLevelRow,
} from '@yym/contract';
import { call, idList } from '../../app/call.ts';
import { defineResource } from '../../app/data.ts';

export type { CustomerRow, MemberLevelRow } from '@yym/contract';

/** 用户列表: the tenant's customers (unmask=1 asks for full phones; the server decides and logs it). */
export const customers = defineResource<CustomerRow>({
  key: 'customer',
  list: (query) => call(customerApi.page, { query }),
  detail: (id) => call(customerApi.detail, { query: { id } }),
  exportFile: (query) => call(customerApi.exportFile, { query }) as Promise<Blob>,
});

export const customerCalls = {
  detail: (id: string, unmask: boolean) => call(customerApi.detail, { query: { id, unmask: unmask ? 1 : 0 } }),
  counts: (customerId: string) => call(customerApi.countDetail, { query: { customerId } }),
  orders: (customerId: string, current: number) => call(customerApi.orders, { query: { customerId, current, size: 10 } }),
  points: (customerId: string, current: number) => call(customerApi.integral, { query: { customerId, current, size: 10 } }),
  growth: (customerId: string, current: number) => call(customerApi.growth, { query: { customerId, current, size: 10 } }),
  levelLog: (customerId: string) => call(customerApi.levelLog, { query: { customerId, current: 1, size: 10000 } }),
  contacts: (customerId: string) => call(customerApi.contacts, { query: { customerId, current: 1, size: 50 } }),
  favorites: (customerId: string) => call(customerApi.favorites, { query: { customerId, current: 1, size: 50 } }),
  opLog: (customerId: string, current: number) => call(customerApi.opLog, { query: { customerId, current, size: 10 } }),
  comments: (customerId: string) => call(customerApi.comments, { query: { customerId, current: 1, size: 50 } }),
  feedback: (customerId: string) => call(customerApi.feedback, { query: { customerId, current: 1, size: 50 } }),
  replyComment: (id: string, reply: string, status?: number) => call(customerApi.commentUpdate, { body: { id, reply, status } }),
  replyFeedback: (id: string, reply: string) => call(customerApi.feedbackReply, { body: { id, reply } }),
  removeComment: (id: string) => call(customerApi.commentRemove, { query: { ids: id } }),
  labels: () => call(customerApi.labels, { query: {} }),
  addLabel: (name: string) => call(customerApi.labelSubmit, { body: { name, color: '' } }),
  setLabels: (customerId: string, labels: string[]) => call(customerApi.setLabels, { body: { customerId, labels } }),
};

/** 黑名单: the blacklisted customers and the blacklist's calls. */
export const blacklist = defineResource<CustomerRow>({
  key: 'blacklist',
  list: (query) => call(blacklistApi.page, { query }),
});
export const blacklistCalls = {
  save: (body: BodyOf<typeof blacklistApi.save>) => call(blacklistApi.save, { body }),
  lock: (ids: string[], lockReason: string) => call(blacklistApi.lock, { body: { ids: idList(ids), lockReason } }),
  unlock: (ids: string[]) => call(blacklistApi.unlock, { body: { ids: idList(ids) } }),
  count: () => call(blacklistApi.count, { query: {} }),
  setup: () => call(blacklistApi.setup, { query: {} }),
  saveSetup: (body: BlacklistSetup) => call(blacklistApi.setupSave, { body }),
};

/** 会员设置 / 会员折扣: the programme's settings, levels and rights. */
export const levels = defineResource<MemberLevelRow>({
  key: 'member-level',
  list: () => call(memberApi.levelList, { query: {} }),
  detail: (id) => call(memberApi.levelDetail, { query: { id } }),
  add: (row) => call(memberApi.levelSubmit, { body: row as BodyOf<typeof memberApi.levelSubmit> }),
  update: (row) => call(memberApi.levelSubmit, { body: row as BodyOf<typeof memberApi.levelSubmit> }),
  remove: (ids) => call(memberApi.levelRemove, { query: { ids: idList(ids) } }),
});
export const memberCalls = {
  base: () => call(memberApi.baseDetail, { query: {} }),
  saveBase: (body: BodyOf<typeof memberApi.baseSubmit>) => call(memberApi.baseSubmit, { body }),
  speed: () => call(memberApi.speedDetail, { query: {} }),
  saveSpeed: (body: BodyOf<typeof memberApi.updateSpeed>) => call(memberApi.updateSpeed, { body }),
  rights: (levelId: string) => call(memberApi.rightList, { query: { levelId } }),
  saveRights: (body: BodyOf<typeof memberApi.rightSubmitByBatch>) => call(memberApi.rightSubmitByBatch, { body }),
  saveDiscounts: (body: BodyOf<typeof memberApi.discountSubmit>) => call(memberApi.discountSubmit, { body }),
};
