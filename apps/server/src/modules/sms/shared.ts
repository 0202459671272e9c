import { createHmac } from 'node:crypto';
import type { Sealed } from '../../platform/providers/paysecret.ts';

/** What the sub-areas share: the account row as stored, and the receipt token (no SQL). */
export interface AccountRow {
  tenant_id: string;
  id: string;
  account_name: string;
  provider: 'aliyun' | 'tencent' | 'sandbox';
  access_key_id: string;
  app_id: string;
  region: string;
  endpoint: string;
  secret: Sealed | null;
  secret_tail: string;
  tenant_ids: string[];
  remark: string | null;
  status: number;
  create_time: string;
}

/** Seals are bound to the account's key id: a sealed secret copied to another row does not open. */
export const secretBound = (provider: string, keyId: string) => `000000/sms/${provider}/${keyId}`;

/** The token a provider's receipt URL carries for an account (the providers sign no receipts). */
export const receiptToken = (payKey: Buffer, accountId: string) =>
  createHmac('sha256', payKey).update(`sms-receipt/${accountId}`).digest('hex').slice(0, 32);

/** Limits of sending: per phone and hour, per tenant and minute. */
export const SMS_LIMITS = { phonePerHour: 10, tenantPerMinute: 300 } as const;
/** A send is tried this many times (the job's retries) before the record counts as failed. */
export const SMS_TRIES = 3;
