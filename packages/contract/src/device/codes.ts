import type { DeviceState } from './types.ts';

/** The messages of 设备列表 / 设备监控 and of the devices' own calls, each written once. */
export const DEVICE_MSG = {
  deviceNoRequired: '请输入设备序列号',
  deviceNoFormat: '设备序列号为1-50位字母、数字、横线或下划线',
  nameRequired: '请输入设备名称',
  kindRequired: '请选择设备类型',
  groupNameRequired: '请输入分组名称',
  deviceNoExists: '设备序列号已存在',
  groupInUse: '分组下还有设备,不能删除',
  credentialInvalid: '设备凭证无效或已停用',
  notAChecker: '该类设备不能核销',
  wrongPoi: '该设备不能核销其他景区的票',
  noPoi: '请先为设备设置所属景区',
} as const;

/** Kinds of device. */
export const DEVICE_KIND = { GATE: 1, HANDHELD: 2, TICKET_MACHINE: 3, DISPENSER: 4, VOICE: 5 } as const;
export const DEVICE_KIND_LABELS: Record<number, string> = { 1: '闸机', 2: '手持核验机', 3: '自助售票机', 4: '取票机', 5: '语音导览机' };
/** Kinds that check tickets at the gate with their credential. */
export const CHECKING_KINDS: readonly number[] = [DEVICE_KIND.GATE, DEVICE_KIND.HANDHELD, DEVICE_KIND.DISPENSER];
/** Kinds with sale settings (which tickets, which payment methods). */
export const MACHINE_KINDS: readonly number[] = [DEVICE_KIND.TICKET_MACHINE, DEVICE_KIND.DISPENSER];

/** What the monitor says of a device, from its last heartbeat. */
export const DEVICE_STATE_LABELS: Record<DeviceState, string> = { online: '在线', offline: '离线', fault: '故障', never: '未上线' };
/** A device silent for this many minutes is offline. */
export const DEVICE_OFFLINE_MINUTES = 5;
/** The monitor page reloads itself this often. */
export const MONITOR_REFRESH_MS = 30_000;

/** Payment methods a ticket machine may take. */
export const MACHINE_PAY_LABELS: Record<string, string> = { wechat: '微信支付', alipay: '支付宝', unionpay: '银联卡', cash: '现金' };
/** The header a device sends its credential in. */
export const DEVICE_TOKEN_HEADER = 'Device-Token';
