import type { Row } from '../../../platform/db.ts';
import type { Scoped } from '../../../platform/repo.ts';
import { TICKET_STATUS, VERIFY_METHOD } from '@yym/contract';
import { type Actor, guestCounts, lockAnyOrder, move } from '../orders/service.ts';
import * as repo from './repo.ts';

/** Tickets just checked, as the checking area records them. */
export interface Checked {
  db: Scoped;
  order: Row;
  guests: Row[];
  method: number;
  actor: Actor;
  input?: string | null;
  deviceNo?: string | null;
}

/**
 * What the checking area plugs into the order's checks: it imports the order area (never the reverse),
 * so it records each check and answers whether checking on expiry is switched on.
 */
export interface TicketChecks {
  recorded(e: Checked): Promise<void>;
  autoCheckEnabled(db: Scoped): Promise<boolean>;
}

export const ticketChecks: TicketChecks = { recorded: async () => {}, autoCheckEnabled: async () => true };

/** Called once by the checking area's index.ts. */
export function onTicketChecks(impl: TicketChecks): void {
  Object.assign(ticketChecks, impl);
}

export interface CheckNote {
  input?: string | null;
  deviceNo?: string | null;
}

/**
 * Mark guests checked (only unused ones) and move the order, locked first (checks happen in the
 * order's tenant); the checking area records each check.
 */
export async function checkGuests(
  db: Scoped,
  orderId: string,
  guestIds: string[],
  actor: Actor,
  method: number,
  note: CheckNote = {},
): Promise<number> {
  // The order's lock, the tickets' change and the counts after it: written together (the connection
  // pipelines them) and run in this order, so the counts are the locked order's.
  const [o, rows, counts] = await Promise.all([
    lockAnyOrder(db, orderId),
    repo.checkUnused(db, orderId, guestIds, TICKET_STATUS.CHECKED, TICKET_STATUS.UNUSED),
    guestCounts(db, orderId),
  ]);
  if (!o || !rows.length) return 0;
  // The move, its log and the check records go out together; a refused move fails them all.
  await Promise.all([
    move(db, o, method === VERIFY_METHOD.AUTO_ON_EXPIRY ? 'autoCheck' : 'check', actor, `${rows.length} 张`, false, counts),
    ticketChecks.recorded({ db, order: o, guests: rows, method, actor, ...note }),
  ]);
  return rows.length;
}
