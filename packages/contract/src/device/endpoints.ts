import { z } from 'zod';
import { endpoint, returns } from '../endpoint.ts';
import type { Page } from '../envelope.ts';
import { zId, zIds, zPageQuery } from '../schemas.ts';
import { checkRecordFilters } from '../checking/forms.ts';
import type { CheckRecord, CheckResult } from '../checking/rows.ts';
import {
  deviceCheckForm,
  deviceFilters,
  deviceForm,
  deviceStatusForm,
  groupForm,
  heartbeatForm,
  machineForm,
  monitorFilters,
} from './forms.ts';
import type { DeviceCounts, DeviceGroupRow, DeviceRow, MonitorRow } from './rows.ts';

const VERIFY = '/yym-verification-api';
const EQ = `${VERIFY}/equipment`;
const VOICE = `${VERIFY}/voice/equipment`;
const MANAGE = ['device_manage', 'device_manage_view'];

/** 设备列表 and 设备监控: devices, their groups, ticket machines' settings, credentials and the monitor. */
export const deviceApi = {
  page: endpoint({
    method: 'GET',
    path: `${EQ}/page`,
    aliases: [`${VOICE}/page`],
    summary: 'Devices: page',
    query: deviceFilters,
    perm: MANAGE,
    response: returns<Page<DeviceRow>>(),
  }),
  detail: endpoint({
    method: 'GET',
    path: `${EQ}/detail`,
    aliases: [`${VOICE}/detail`],
    summary: 'Device: detail (id, or voiceId as the spec names it)',
    query: z.object({ id: zId.optional(), voiceId: zId.optional() }).refine((q) => q.id || q.voiceId),
    perm: MANAGE,
    response: returns<DeviceRow>(),
  }),
  add: endpoint({
    method: 'POST',
    path: `${EQ}/add`,
    aliases: [`${VOICE}/add`],
    summary: 'Device: add',
    body: deviceForm,
    perm: ['device_manage_add'],
    response: returns<DeviceRow>(),
  }),
  update: endpoint({
    method: 'POST',
    path: `${EQ}/update`,
    aliases: [`${VOICE}/update`],
    summary: 'Device: update',
    body: deviceForm,
    perm: ['device_manage_edit'],
    response: returns<DeviceRow>(),
  }),
  batchStatus: endpoint({
    method: 'POST',
    path: `${EQ}/batchUpdateStatus`,
    aliases: [`${VOICE}/batchUpdateStatus`],
    summary: 'Devices: enable or disable (a disabled device is refused at once)',
    body: deviceStatusForm,
    perm: ['device_manage_status'],
    response: returns<number>(),
  }),
  batchDel: endpoint({
    method: 'POST',
    path: `${EQ}/batchDel`,
    aliases: [`${VOICE}/batchDel`],
    summary: 'Devices: remove (their credentials end with them)',
    body: z.object({ ids: zIds }),
    perm: ['device_manage_delete'],
    response: returns<number>(),
  }),
  sceneList: endpoint({
    method: 'GET',
    path: `${EQ}/sceneList`,
    aliases: [`${VOICE}/sceneList`],
    summary: "The tenant's scenic spots (a device's POI)",
    perm: MANAGE,
    response: returns<{ id: string; name: string }[]>(),
  }),
  selectList: endpoint({
    method: 'GET',
    path: `${EQ}/selectList`,
    summary: 'Devices to pick (id, number, name)',
    perm: ['device_manage', 'device_monitor'],
    response: returns<{ id: string; deviceNo: string; name: string }[]>(),
  }),
  checkers: endpoint({
    method: 'GET',
    path: `${EQ}/checkerList`,
    summary: 'Users whose check powers a device may act with',
    perm: MANAGE,
    response: returns<{ id: string; name: string }[]>(),
  }),
  products: endpoint({
    method: 'GET',
    path: `${EQ}/productList`,
    summary: 'Tickets a ticket machine may sell (and tax classes map)',
    perm: ['device_manage', 'invoice'],
    response: returns<{ id: string; name: string; poiId: string | null }[]>(),
  }),
  machineSave: endpoint({
    method: 'POST',
    path: `${VERIFY}/ticketMachine/setting/save`,
    summary: 'Ticket machine or dispenser: which tickets and payment methods',
    body: machineForm,
    perm: ['device_manage_edit'],
    response: returns<DeviceRow>(),
  }),
  credential: endpoint({
    method: 'POST',
    path: `${EQ}/credential/issue`,
    summary: "Issue a device's credential (shown once; any earlier one stops working)",
    body: z.object({ id: zId }),
    perm: ['device_manage_credential'],
    response: returns<{ token: string }>(),
  }),
  revoke: endpoint({
    method: 'POST',
    path: `${EQ}/credential/revoke`,
    summary: "Revoke a device's credential (refused from the next call)",
    body: z.object({ id: zId }),
    perm: ['device_manage_credential'],
    response: returns<boolean>(),
  }),

  groups: endpoint({
    method: 'GET',
    path: `${EQ}/group/list`,
    summary: 'Device groups with their device counts',
    query: zPageQuery,
    perm: ['device_manage', 'device_monitor'],
    response: returns<Page<DeviceGroupRow>>(),
  }),
  groupSave: endpoint({
    method: 'POST',
    path: `${EQ}/group/submit`,
    summary: 'Device group: add or update',
    body: groupForm,
    perm: ['device_manage_add', 'device_manage_edit'],
    response: returns<DeviceGroupRow>(),
  }),
  groupRemove: endpoint({
    method: 'POST',
    path: `${EQ}/group/remove`,
    summary: 'Device group: remove (only when empty)',
    query: z.object({ ids: zIds }),
    perm: ['device_manage_delete'],
    response: returns<number>(),
  }),

  monitor: endpoint({
    method: 'GET',
    path: `${EQ}/monitor/page`,
    summary: 'Monitor: devices with last seen, state and today’s checks',
    query: monitorFilters,
    perm: ['device_monitor'],
    response: returns<Page<MonitorRow>>(),
  }),
  countStatus: endpoint({
    method: 'GET',
    path: `${EQ}/monitor/countStatus`,
    summary: 'Monitor: online, offline, fault and never-seen counts',
    query: monitorFilters.pick({ groupId: true }),
    perm: ['device_monitor'],
    response: returns<DeviceCounts>(),
  }),
  refresh: endpoint({
    method: 'GET',
    path: `${EQ}/monitor/refresh`,
    summary: 'Monitor: counts as of now (the page asks every 30 seconds)',
    perm: ['device_monitor', 'device_monitor_refresh'],
    response: returns<DeviceCounts & { at: string }>(),
  }),
  records: endpoint({
    method: 'GET',
    path: `${EQ}/monitor/records`,
    summary: "Monitor: a device's check records",
    query: checkRecordFilters,
    perm: ['device_monitor'],
    response: returns<Page<CheckRecord>>(),
  }),

  // ------------------------------------------------------------ the devices' own calls (their credential, not a login)
  heartbeat: endpoint({
    method: 'POST',
    path: `${VERIFY}/device/heartbeat`,
    summary: 'Device: heartbeat (with its credential)',
    auth: 'public',
    body: heartbeatForm,
    response: returns<{ at: string; deviceNo: string }>(),
  }),
  deviceCheck: endpoint({
    method: 'POST',
    path: `${VERIFY}/device/verify/submit`,
    summary: 'Device: check tickets at its scenic spot (with its credential)',
    auth: 'public',
    body: deviceCheckForm,
    response: returns<CheckResult>(),
  }),
};
