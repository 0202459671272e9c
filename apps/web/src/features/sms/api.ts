import { smsApi, type BodyOf, type SmsAccountRow, type SmsRecordRow, type SmsSignRow, type SmsTemplateRow } from '@yym/contract';
import { call, idList } from '../../app/call.ts';
import { defineResource } from '../../app/data.ts';

export type { SmsAccountRow, SmsRecordRow, SmsSceneRow, SmsSignRow, SmsTemplateRow } from '@yym/contract';

export const smsRecords = defineResource<SmsRecordRow>({
  key: 'sms-record',
  list: (query) => call(smsApi.recordPage, { query }),
  detail: (id) => call(smsApi.recordDetail, { query: { id } }),
  remove: (ids) => call(smsApi.recordRemove, { query: { ids: idList(ids) } }),
  exportFile: (query) => call(smsApi.recordExport, { query }) as Promise<Blob>,
});

export const smsSigns = defineResource<SmsSignRow>({
  key: 'sms-sign',
  list: (query) => call(smsApi.signPage, { query }),
  detail: (id) => call(smsApi.signDetail, { query: { id } }),
  add: (row) => call(smsApi.signSave, { body: row as BodyOf<typeof smsApi.signSave> }),
  update: (row) => call(smsApi.signSave, { body: row as BodyOf<typeof smsApi.signSave> }),
  remove: (ids) => call(smsApi.signRemove, { query: { ids: idList(ids) } }),
});

export const smsTemplates = defineResource<SmsTemplateRow>({
  key: 'sms-template',
  list: (query) => call(smsApi.templatePage, { query }),
  detail: (id) => call(smsApi.templateDetail, { query: { id } }),
  add: (row) => call(smsApi.templateSave, { body: row as BodyOf<typeof smsApi.templateSave> }),
  update: (row) => call(smsApi.templateUpdate, { body: row as BodyOf<typeof smsApi.templateUpdate> }),
  remove: (ids) => call(smsApi.templateRemove, { query: { ids: idList(ids) } }),
});

export const smsAccounts = defineResource<SmsAccountRow>({
  key: 'sms-account',
  list: (query) => call(smsApi.accountPage, { query }),
  detail: (id) => call(smsApi.accountDetail, { query: { id } }),
  add: (row) => call(smsApi.accountSubmit, { body: row as BodyOf<typeof smsApi.accountSubmit> }),
  update: (row) => call(smsApi.accountSubmit, { body: row as BodyOf<typeof smsApi.accountSubmit> }),
  remove: (ids) => call(smsApi.accountRemove, { query: { ids: idList(ids) } }),
});

export const smsScenes = defineResource({ key: 'sms-scene', list: () => call(smsApi.sceneList) });

export const smsCalls = {
  auditSign: (body: BodyOf<typeof smsApi.signAudit>) => call(smsApi.signAudit, { body }),
  auditTemplate: (body: BodyOf<typeof smsApi.templateAudit>) => call(smsApi.templateAudit, { body }),
  approvedTemplates: () => call(smsApi.templatePage, { query: { auditStatus: 1, current: 1, size: 200 } }),
  approvedSigns: () => call(smsApi.signPage, { query: { auditStatus: 1, current: 1, size: 200 } }),
  bindScene: (scene: string, templateId: string) => call(smsApi.sceneSubmit, { body: { scene: scene as never, templateId } }),
  unbindScene: (scene: string) => call(smsApi.sceneRemove, { query: { scene } }),
  send: (body: BodyOf<typeof smsApi.sendMessage>) => call(smsApi.sendMessage, { body }),
  resend: (id: string) => call(smsApi.recordResend, { body: { id } }),
  addTenants: (id: string, tenantIds: string[]) => call(smsApi.accountAddTenants, { body: { id, tenantIds } }),
};
