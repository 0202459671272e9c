import type { FastifyRequest } from 'fastify';
import { MSG } from '@yym/contract';
import type { Services } from '../../platform/context.ts';
import { bad, tooMany } from '../../platform/errors.ts';
import { lockedKeys, recordFailure } from '../auth/index.ts';

/** What the storefront's voucher calls share: the purchase throttle per address and the idempotency key. */

const ATTEMPTS_PER_WINDOW = 30;
export async function throttle(svc: Services, key: string) {
  if (await lockedKeys(svc, [key])) throw tooMany(MSG.coOrderTooFrequent);
  await recordFailure(svc, key, ATTEMPTS_PER_WINDOW);
}
export const keyOf = (req: FastifyRequest, body: { idempotencyKey?: string }) => {
  const key = (req.headers['idempotency-key'] as string | undefined) ?? body.idempotencyKey;
  if (key !== undefined && !/^[\w-]{16,64}$/.test(key)) throw bad(MSG.coIdempotencyKeyInvalid);
  return key;
};
