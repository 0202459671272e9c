import { z } from 'zod';
import { zFilter, zId, zIdText, zIds, zInt, zPageQuery } from '../schemas.ts';
import { DEVICE_MSG as M, MACHINE_PAY_LABELS } from './codes.ts';
import { checkForm } from '../checking/forms.ts';

export const machineSettings = z.object({
  productIds: z.array(zIdText).max(200).default([]),
  payMethods: z
    .array(z.enum(Object.keys(MACHINE_PAY_LABELS) as [string, ...string[]]))
    .max(10)
    .default([]),
});

export const deviceForm = z.object({
  id: zId.optional(),
  deviceNo: z
    .string({ error: M.deviceNoRequired })
    .trim()
    .min(1, M.deviceNoRequired)
    .regex(/^[A-Za-z0-9_-]{1,50}$/, M.deviceNoFormat),
  name: z.string({ error: M.nameRequired }).trim().min(1, M.nameRequired).max(50),
  kind: zInt().refine((k) => k >= 1 && k <= 5, M.kindRequired),
  groupId: zId.nullish(),
  poiId: zId.nullish(),
  userId: zId.nullish(),
  remark: z.string().trim().max(200).default(''),
});
export const deviceFilters = zPageQuery.extend({
  keyword: zFilter,
  kind: zInt().optional(),
  groupId: zId.optional(),
  status: zInt().optional(),
});
export type DeviceFilters = z.output<typeof deviceFilters>;
export const deviceStatusForm = z.object({ ids: zIds, status: z.coerce.number().int().min(0).max(1) });
export const groupForm = z.object({
  id: zId.optional(),
  name: z.string({ error: M.groupNameRequired }).trim().min(1, M.groupNameRequired).max(50),
  remark: z.string().trim().max(200).default(''),
});
export const machineForm = machineSettings.extend({ id: zId });
export const monitorFilters = zPageQuery.extend({
  keyword: zFilter,
  groupId: zId.optional(),
  state: z.enum(['online', 'offline', 'fault', 'never']).optional(),
});
export type MonitorFilters = z.output<typeof monitorFilters>;

/** A device's own heartbeat: a fault it reports (with a message) and its software version. */
export const heartbeatForm = z.object({
  fault: z.coerce.number().int().min(0).max(1).default(0),
  message: z.string().trim().max(200).optional(),
  version: z.string().trim().max(30).optional(),
});
/** A device's check: the gate's own input, without the device number (its credential names it). */
export const deviceCheckForm = checkForm.omit({ deviceNo: true });
