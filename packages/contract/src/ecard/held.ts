import { z } from 'zod';
import { endpoint, returns } from '../endpoint.ts';
import type { Page } from '../envelope.ts';
import { MSG } from '../messages.ts';
import { zSalesSystem } from '../product/forms.ts';
import { zCents, zDate, zFilter, zId, zIds, zPageQuery } from '../schemas.ts';
import { ECARD_PERMS as P } from './endpoints.ts';
import { projectItem } from './forms.ts';
import type { CardProject, UserCardRow } from './rows.ts';

// Held cards beyond their page (import from xlsx with a report per row, project updates, gift
// records, who activated a code) and how cards are sold (channels, the distribution list, a batch's
// activation deadline).

export const HELD_MSG = {
  importFile: '请上传 xlsx 格式的导入文件(不超过 2MB)',
  importEmpty: '导入文件中没有数据',
  importTooMany: (max: number) => `一次最多导入 ${max} 行`,
  importFailed: (n: number) => `有 ${n} 行数据有误,未导入任何数据,请修改后重新上传`,
  cardByName: '未找到该名称的电子卡,或电子卡未填写完整',
  belowUsed: (name: string, used: number) => `${name}的总次数不能少于已使用的 ${used} 次`,
  channelRequired: '请至少选择一个销售渠道',
  codeNotUsed: '该激活码尚未被使用',
  comboName: '请输入续卡套餐名称',
  comboDays: '续卡天数须在1到3650之间',
} as const;

/** Rows one import takes at most (a bigger list is split by the merchant). */
export const HELD_IMPORT_MAX_ROWS = 2000;
/** The import template's columns, in order. */
export const HELD_IMPORT_COLUMNS = ['电子卡名称', '持卡人姓名', '手机号', '身份证号', '有效期开始(可空)', '有效期结束(可空)'] as const;

/** One row of an import that did not pass, by its row number in the sheet. */
export interface ImportProblem {
  row: number;
  error: string;
}
export interface ImportReport {
  total: number;
  imported: number;
  problems: ImportProblem[];
}

export const projectUpdateForm = z.object({
  id: zId,
  projects: z
    .array(
      z.object({
        id: zId,
        dayLimit: z.coerce.number().int(MSG.paramInvalid).min(0, MSG.paramInvalid).max(999, MSG.paramInvalid),
        totalLimit: z.coerce.number().int(MSG.paramInvalid).min(1, MSG.paramInvalid).max(99_999, MSG.paramInvalid),
      }),
    )
    .min(1, MSG.paramInvalid)
    .max(50, MSG.paramInvalid),
});
export const giftQuery = zPageQuery.extend({ cardId: zId.optional(), holderPhone: zFilter, holderName: zFilter });
export const codeUserQuery = z.object({ code: z.string().trim().toUpperCase().min(1, MSG.paramInvalid).max(40, MSG.paramInvalid) });
export const channelForm = z.object({
  id: zId,
  channels: z.array(zSalesSystem, { error: HELD_MSG.channelRequired }).min(1, HELD_MSG.channelRequired).max(10),
});
export const batchPostponeForm = z.object({ ids: zIds, validEnd: zDate });
/** 续卡: the projects a renewed card gets (none: only the validity is renewed) and the combos to renew with. */
export const renewalProjectForm = z.object({ id: zId, projects: z.array(projectItem).max(50, MSG.paramInvalid) });
export const renewalComboForm = z.object({
  id: zId,
  combos: z
    .array(
      z.object({
        name: z.string().trim().min(1, HELD_MSG.comboName).max(50, MSG.paramInvalid),
        days: z.coerce.number().int(MSG.paramInvalid).min(1, HELD_MSG.comboDays).max(3650, HELD_MSG.comboDays),
        price: zCents,
      }),
    )
    .max(10, MSG.paramInvalid),
});
export interface RenewalCombo {
  id: string;
  name: string;
  days: number;
  price: number;
}

/** Who activated a code, and the card it became. */
export interface CodeUser {
  code: string;
  activateTime: string;
  activatePhone: string | null;
  holderName: string | null;
  holderPhone: string | null;
  userCardId: string;
  cardNo: string;
  cardName: string;
  cardStatus: number;
}
/** A card on shelf that distributors may sell, with what is left of its stock. */
export interface DistributionCard {
  id: string;
  name: string;
  price: number;
  left: number;
  channels: string[];
}

const CARD = '/yym-product-api/eCard';
const USER = `${CARD}/userCard`;
const CODE = `${CARD}/activationCode`;

export const heldCardApi = {
  importTemplate: endpoint({
    method: 'GET',
    path: `${USER}/importTemplate`,
    summary: 'Held cards: the import template (xlsx)',
    perm: [P.member],
    blob: true,
  }),
  import: endpoint({
    method: 'POST',
    path: `${USER}/import`,
    summary: 'Held cards: import from xlsx (the body); every row is checked first, nothing is written if one fails',
    perm: ['member_card_add'],
    response: returns<ImportReport>(),
  }),
  updateProjects: endpoint({
    method: 'POST',
    path: `${USER}/updateProjects`,
    summary: "Held card: change its projects' daily and total uses (never below what is used)",
    body: projectUpdateForm,
    perm: [P.memberEdit],
    response: returns<UserCardRow>(),
  }),
  giftPage: endpoint({
    method: 'GET',
    path: `${CODE}/activateGiftRecordPage`,
    summary: 'Gift records: cards given away, page',
    query: giftQuery,
    perm: [P.code, P.member],
    response: returns<Page<UserCardRow>>(),
  }),
  codeUser: endpoint({
    method: 'GET',
    path: `${CODE}/getUser`,
    summary: 'Who activated a code, and the held card it became',
    query: codeUserQuery,
    perm: [P.code],
    response: returns<CodeUser>(),
  }),
  postponeBatches: endpoint({
    method: 'POST',
    path: `${CODE}/ecardPostpone`,
    summary: "Code batches: move the activation deadline (the batch's end date)",
    body: batchPostponeForm,
    perm: [P.codeEdit],
    response: returns<number>(),
  }),
  getChannel: endpoint({
    method: 'GET',
    path: `${CARD}/getChannel`,
    summary: 'E-card: its sales channels',
    query: z.object({ id: zId }),
    perm: [P.list],
    response: returns<string[]>(),
  }),
  channel: endpoint({
    method: 'POST',
    path: `${CARD}/channel`,
    summary: 'E-card: set its sales channels',
    body: channelForm,
    perm: [P.edit],
    response: returns<string[]>(),
  }),
  renewalProjectEcho: endpoint({
    method: 'GET',
    path: `${CARD}/renewalProjectEcho`,
    summary: 'E-card: the projects a renewed card gets',
    query: z.object({ id: zId }),
    perm: [P.list],
    response: returns<CardProject[]>(),
  }),
  submitRenewalProject: endpoint({
    method: 'POST',
    path: `${CARD}/submitRenewalProject`,
    summary: 'E-card: save the projects a renewed card gets',
    body: renewalProjectForm,
    perm: [P.edit],
    response: returns<CardProject[]>(),
  }),
  renewalCombo: endpoint({
    method: 'GET',
    path: `${CARD}/renewalCombo`,
    summary: 'E-card: renewal combos (days added for a price)',
    query: z.object({ id: zId }),
    perm: [P.list],
    response: returns<RenewalCombo[]>(),
  }),
  submitRenewalCombo: endpoint({
    method: 'POST',
    path: `${CARD}/renewalCombo/submit`,
    summary: 'E-card: save the renewal combos',
    body: renewalComboForm,
    perm: [P.edit],
    response: returns<RenewalCombo[]>(),
  }),
  distributionList: endpoint({
    method: 'GET',
    path: `${CARD}/getDistributionList`,
    summary: 'E-cards distributors may sell (on shelf, complete, with stock left)',
    perm: [P.list, 'distribution_goods'],
    response: returns<DistributionCard[]>(),
  }),
};
