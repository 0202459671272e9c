import type { Row } from '../../platform/db.ts';
import type { Scoped } from '../../platform/repo.ts';
import type { Actor } from './repo/order.ts';

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
