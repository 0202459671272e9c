import {
  DEVICE_KIND,
  deviceApi,
  voiceApi,
  voiceOrderApi,
  type BodyOf,
  type DeviceRow,
  type QueryOf,
  type VoiceDetail,
  type VoiceItemRow,
  type VoiceOrderDetail,
  type VoiceOrderRow,
} from '@yym/contract';
import { call, idList } from '../../app/call.ts';
import { defineResource } from '../../app/data.ts';

export type { DeviceRow, VoiceDetail, VoiceItemRow, VoiceLogRow, VoiceOrderDetail, VoiceOrderRow } from '@yym/contract';

/** 语音导览: voices and packs. */
export const voices = defineResource<VoiceItemRow>({
  key: 'voices',
  list: (query) => call(voiceApi.queryPage, { query: query as QueryOf<typeof voiceApi.queryPage> }),
  detail: (id) => call(voiceApi.getInfo, { query: { id } }),
  remove: (ids) => call(voiceApi.deleteInfo, { query: { ids: idList(ids) } }),
  exportFile: (query) => call(voiceApi.exportFile, { query: query as QueryOf<typeof voiceApi.exportFile> }) as Promise<Blob>,
});

/** The picker's rows: listed voices (1) or packs (2); the picker's search box fills `name`. */
export const pickVoices = (voiceType: number) =>
  defineResource<VoiceItemRow>({
    key: `voice-pick-${voiceType}`,
    list: ({ name, ...q }) =>
      call(voiceApi.page, { query: { ...(q as QueryOf<typeof voiceApi.page>), voiceType, keyword: name as string } }),
  });

export const voiceCalls = {
  one: (id: string) => call(voiceApi.getInfo, { query: { id } }) as Promise<VoiceDetail>,
  save: (body: BodyOf<typeof voiceApi.saveInfo>) => call(voiceApi.saveInfo, { body }),
  shelve: (ids: string[], status: number) => call(voiceApi.updateStatus, { body: { ids, status } }),
  preview: (id: string) => call(voiceApi.preview, { query: { id } }),
};

/** 语音订单. */
export const voiceOrders = defineResource<VoiceOrderRow>({
  key: 'voice-orders',
  list: (body) => call(voiceOrderApi.page, { body: body as BodyOf<typeof voiceOrderApi.page> }),
  detail: (orderId) => call(voiceOrderApi.detail, { query: { orderId } }) as Promise<VoiceOrderDetail>,
  exportFile: (body) => call(voiceOrderApi.exportFile, { body: body as BodyOf<typeof voiceOrderApi.exportFile> }) as Promise<Blob>,
});

const O = voiceOrderApi;
export const voiceOrderCalls = {
  counts: () => call(O.countVoiceType, {}),
  logs: (orderId: string, kind: 'process' | 'refund' | 'operate') =>
    call(kind === 'process' ? O.process : kind === 'refund' ? O.refundLog : O.operateLog, { query: { orderId } }),
  refunds: (orderId: string) => call(O.refundDetail, { query: { orderId } }),
  remark: (orderId: string, remark: string) => call(O.remarks, { body: { orderId, remark } }),
  forceRefund: (orderId: string, reason: string, idempotencyKey: string) =>
    call(O.forceRefund, { body: { orderId, reason, idempotencyKey } }),
};

/** 语音导览设备: the device area's devices of kind 5 (语音导览机), through its voice equipment calls. */
export const voiceDevices = defineResource<DeviceRow>({
  key: 'voice-devices',
  list: (query) => call(deviceApi.page, { query: { ...(query as QueryOf<typeof deviceApi.page>), kind: DEVICE_KIND.VOICE } }),
  detail: (id) => call(deviceApi.detail, { query: { voiceId: id } }),
  add: (row) => call(deviceApi.add, { body: { ...(row as BodyOf<typeof deviceApi.add>), kind: DEVICE_KIND.VOICE } }),
  update: (row) => call(deviceApi.update, { body: { ...(row as BodyOf<typeof deviceApi.update>), kind: DEVICE_KIND.VOICE } }),
  remove: (ids) => call(deviceApi.batchDel, { body: { ids: idList(ids) } }),
});
export const voiceDeviceCalls = {
  setStatus: (ids: string[], status: number) => call(deviceApi.batchStatus, { body: { ids: idList(ids), status } }),
  scenes: () => call(deviceApi.sceneList),
};
