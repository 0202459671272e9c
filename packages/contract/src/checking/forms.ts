import { z } from 'zod';
import { MSG } from '../messages.ts';
import { VERIFY_METHOD } from '../codes.ts';
import { zFilter, zId, zIds, zPageQuery, zInt } from '../schemas.ts';

/** Methods a clerk may use at the gate (9 is the expiry job's). */
export const GATE_METHODS: readonly number[] = [
  VERIFY_METHOD.ID_CARD,
  VERIFY_METHOD.QR_SCAN,
  VERIFY_METHOD.FACE,
  VERIFY_METHOD.BATCH,
  VERIFY_METHOD.MANUAL,
  VERIFY_METHOD.PHONE,
  VERIFY_METHOD.ASSIST_CODE,
];

export const checkForm = z.object({
  method: z.coerce
    .number()
    .int()
    .refine((m) => GATE_METHODS.includes(m), MSG.paramInvalid),
  code: z.string().max(100).optional(),
  guestIds: z.array(zId).max(500).optional(),
  orderIds: z.array(zId).max(500).optional(),
  deviceNo: z.string().max(50).optional(),
});
export const batchCheckForm = z.object({
  orderIds: z.array(zId).max(500).optional(),
  guestIds: z.array(zId).max(500).optional(),
  deviceNo: z.string().max(50).optional(),
});
export const checkLookup = checkForm.pick({ method: true, code: true });

const zDay = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);
export const checkRecordFilters = zPageQuery.extend({
  method: zInt().optional(),
  result: zInt().optional(),
  orderNo: zFilter,
  deviceNo: zFilter,
  productId: zId.optional(),
  userId: zId.optional(),
  startDate: zDay.optional(),
  endDate: zDay.optional(),
});
export type CheckRecordFilters = z.output<typeof checkRecordFilters>;

export const verifierForm = z.object({
  id: zId.optional(),
  userId: zId,
  verifyPoiId: zId.optional().nullable(),
  verifyPoiStatus: z.coerce.number().int().min(0).max(1).default(1),
});
export const verifierStatusForm = z.object({ ids: zIds, verifyPoiStatus: z.coerce.number().int().min(0).max(1) });
export const checkConfigForm = z.object({
  configs: z.array(z.object({ method: z.coerce.number().int().min(0).max(11), enabled: z.coerce.number().int().min(0).max(1) })).max(20),
});
export const checkPowerForm = z.object({ id: zId.optional(), userId: zId, productIds: z.array(zId).max(500) });
