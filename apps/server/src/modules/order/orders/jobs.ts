import type { Database } from '../../../platform/db.ts';
import * as tally from './repo/tally.ts';

/** The list totals' tally: each session's rows folded into one per tenant, kind, status and day. */
export const foldTally = (db: Database) => tally.foldTally(db);
