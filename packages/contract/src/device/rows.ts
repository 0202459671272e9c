import type { DeviceState, MachineSettingsRow } from './types.ts';
export type { DeviceState, MachineSettingsRow };

export interface DeviceRow {
  id: string;
  deviceNo: string;
  name: string;
  kind: number;
  groupId: string | null;
  groupName: string | null;
  poiId: string | null;
  poiName: string | null;
  userId: string | null;
  userName: string | null;
  status: number;
  remark: string;
  settings: MachineSettingsRow;
  /** A credential is issued (its value is shown once, when issued). */
  hasCredential: boolean;
  tokenTime: string | null;
  lastSeen: string | null;
  state: DeviceState;
}
export interface DeviceGroupRow {
  id: string;
  name: string;
  remark: string;
  devices: number;
}
export interface MonitorRow extends DeviceRow {
  faultMsg: string | null;
  version: string | null;
  /** Minutes since the last heartbeat (null: never seen). */
  silentMinutes: number | null;
  todayChecks: number;
}
export interface DeviceCounts {
  total: number;
  online: number;
  offline: number;
  fault: number;
  never: number;
  offlineMinutes: number;
}
