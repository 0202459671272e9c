import type { Services } from '../../../platform/context.ts';
import type { JobHandler } from '../../../platform/jobs.ts';
import { type Scoped, inTenant } from '../../../platform/repo.ts';
import { notFound } from '../../../platform/errors.ts';
import * as repo from './repo.ts';
import { textNow } from '../../sms/index.ts';

/**
 * The activation SMS of a code batch sold to a list of customers: each customer is given the next
 * unused code and sent it through the SMS provider; every send is logged (成功/失败, error, attempts).
 * A retry moves the failed rows back to waiting with one conditional UPDATE and sends them again.
 * Small lists are sent in the request (service.ts); larger ones by this background job while the page shows progress.
 */

export const MESSAGE_QUEUE = 'ecard.codeMessages';
/** Rows claimed per short transaction while sending. */
const CHUNK = 50;

export type Who = { svc: Services; tenantId: string; userId: string | null };
export const asWho = <T>(w: Who, fn: (db: Scoped) => Promise<T>) => inTenant(w.svc.db, w.tenantId, fn, w.userId);

export async function batchOf(db: Scoped, batchId: string) {
  const b = await repo.batchOne(db, batchId);
  if (!b) throw notFound();
  return b;
}

/**
 * Claim waiting rows in chunks and send each; a claim commits before the sends (so a concurrent sender
 * finds the rows taken), each outcome is written after. Rows that fail go to 失败 and are not taken again here.
 */
export async function drainBatch(w: Who, batchId: string): Promise<void> {
  const b = await asWho(w, (db) => batchOf(db, batchId));
  for (;;) {
    const rows = await asWho(w, (db) => repo.claim(db, batchId, 0, CHUNK));
    if (!rows.length) return;
    const sent: string[] = [];
    for (const r of rows) {
      try {
        await textNow(w.svc, w.tenantId, {
          scene: 'activation_code',
          phone: r.phone,
          params: { text: `${r.name ? `${r.name},` : ''}您的${b.card_name}激活码: ${r.code},请于${b.valid_end}前激活` },
        });
        sent.push(String(r.id));
      } catch (e) {
        await asWho(w, (db) => repo.markFailed(db, String(r.id), (e as Error)?.message || '发送失败'));
      }
    }
    await asWho(w, (db) => repo.markSent(db, sent));
  }
}

/** The background half: drain the batch's waiting rows in the job's tenant. */
export const messageJob =
  (svc: Services): JobHandler =>
  async (payload: { batchId: string; userId: string | null }, job) =>
    drainBatch({ svc, tenantId: job.tenantId!, userId: payload.userId }, payload.batchId);
