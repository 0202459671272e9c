import {
  blindBoxApi,
  blindBoxOrderApi,
  type BlindBoxOrderDetail,
  type BlindBoxOrderRow,
  type BlindBoxRow,
  type BodyOf,
  type QueryOf,
} from '@yym/contract';
import { call, idList } from '../../app/call.ts';
import { defineResource } from '../../app/data.ts';

export type { BlindBoxJackpot, BlindBoxOrderDetail, BlindBoxOrderRow, BlindBoxRow } from '@yym/contract';

const A = blindBoxApi;
type InfoForm = BodyOf<typeof A.submitInfo>;

export const boxes = defineResource<BlindBoxRow>({
  key: 'bb-boxes',
  list: (query) => call(A.selectList, { query }),
  detail: (id) => call(A.detail, { query: { id } }),
  add: (row) => call(A.submitInfo, { body: row as InfoForm }),
  update: (row) => call(A.submitInfo, { body: row as InfoForm }),
  remove: (ids) => call(A.remove, { query: { ids: idList(ids) } }),
  exportFile: (query) => call(A.exportFile, { query: query as QueryOf<typeof A.exportFile> }) as Promise<Blob>,
});

export const boxActions = {
  shelve: (ids: string[], status: number) => call(A.updateShelfType, { query: { boxIds: idList(ids), status } }),
  jackpot: (boxId: string) => call(A.jackpotDetail, { query: { boxId } }),
  saveJackpot: (body: BodyOf<typeof A.jackpotSave>) => call(A.jackpotSave, { body }),
  submitJackpot: (boxId: string) => call(A.jackpotSubmit, { body: { boxId } }),
  instructions: (boxId: string) => call(A.getInstructions, { query: { boxId } }),
  saveInstructions: (boxId: string, instructions: string) => call(A.submitInstructions, { body: { boxId, instructions } }),
  channels: (boxId: string) => call(A.channelEcho, { query: { boxId } }),
  saveChannels: (boxId: string, channels: ('h5' | 'mini' | 'window')[]) => call(A.updateChannel, { body: { boxId, channels } }),
};

const O = blindBoxOrderApi;
export const boxOrders = defineResource<BlindBoxOrderRow>({
  key: 'bb-orders',
  list: (body) => call(O.page, { body: body as BodyOf<typeof O.page> }),
  detail: (orderId) => call(O.detail, { query: { orderId } }) as Promise<BlindBoxOrderDetail>,
  exportFile: (body) => call(O.exportFile, { body: body as BodyOf<typeof O.exportFile> }) as Promise<Blob>,
});

export const boxOrderActions = {
  counts: () => call(O.countOrderStatus, {}),
  logs: (orderId: string, kind: 'status' | 'operate') => call(kind === 'status' ? O.statusLogs : O.operateLogs, { query: { orderId } }),
  afterSales: (orderId: string, date?: string) => call(O.afterSales, { query: { orderId, date } }),
  afterSaleDates: (orderId: string) => call(O.afterSaleDates, { query: { orderId } }),
  afterSale: (body: BodyOf<typeof O.operateAfterSale>) => call(O.operateAfterSale, { body }),
  close: (orderId: string) => call(O.closeOrder, { query: { orderId } }),
};
