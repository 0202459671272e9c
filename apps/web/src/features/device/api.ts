import { deviceApi as A, type BodyOf, type DeviceGroupRow, type DeviceRow, type MonitorRow, type QueryOf } from '@yym/contract';
import { call, idList } from '../../app/call.ts';
import { defineResource } from '../../app/data.ts';

export type { DeviceCounts, DeviceGroupRow, DeviceRow, MonitorRow } from '@yym/contract';

/** 设备列表: the devices. */
export const devices = defineResource<DeviceRow>({
  key: 'devices',
  list: (query) => call(A.page, { query: query as QueryOf<typeof A.page> }),
  detail: (id) => call(A.detail, { query: { id } }),
  add: (row) => call(A.add, { body: row as BodyOf<typeof A.add> }),
  update: (row) => call(A.update, { body: row as BodyOf<typeof A.update> }),
  remove: (ids) => call(A.batchDel, { body: { ids: idList(ids) } }),
});
export const deviceGroups = defineResource<DeviceGroupRow>({
  key: 'device-groups',
  list: (query) => call(A.groups, { query: query as QueryOf<typeof A.groups> }),
  add: (row) => call(A.groupSave, { body: row as BodyOf<typeof A.groupSave> }),
  update: (row) => call(A.groupSave, { body: row as BodyOf<typeof A.groupSave> }),
  remove: (ids) => call(A.groupRemove, { query: { ids: idList(ids) } }),
});
/** 设备监控: the devices with their state and today's checks. */
export const monitor = defineResource<MonitorRow>({
  key: 'device-monitor',
  list: (query) => call(A.monitor, { query: query as QueryOf<typeof A.monitor> }),
});

export const deviceCalls = {
  setStatus: (ids: string[], status: number) => call(A.batchStatus, { body: { ids: idList(ids), status } }),
  scenes: () => call(A.sceneList),
  checkers: () => call(A.checkers),
  products: () => call(A.products),
  groups: () => call(A.groups, { query: { current: 1, size: 200 } }),
  saveMachine: (body: BodyOf<typeof A.machineSave>) => call(A.machineSave, { body }),
  issueCredential: (id: string) => call(A.credential, { body: { id } }),
  revokeCredential: (id: string) => call(A.revoke, { body: { id } }),
  counts: (groupId?: string) => call(A.countStatus, { query: { groupId } }),
  refresh: () => call(A.refresh),
  records: (deviceNo: string, current: number) => call(A.records, { query: { deviceNo, current, size: 10 } }),
};
