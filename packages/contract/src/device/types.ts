export type DeviceState = 'online' | 'offline' | 'fault' | 'never';
export interface MachineSettingsRow {
  productIds: string[];
  payMethods: string[];
}
