import { CUSTOMER_MSG } from '@yym/contract';
import type { Database, Queryable, Row } from '../../../platform/db.ts';
import { tenantData } from '../../../platform/repo.ts';
import { bad } from '../../../platform/errors.ts';
import type { BuyerRule } from '../../../platform/checkout.ts';
import { ensureCustomer, opLog } from '../customers/service.ts';
import { maskPhone } from '../shared.ts';

// The blacklist's checkout rule (the manifest's admitBuyer): a blacklisted phone cannot order; the refusal is logged.

/** Where refusals are logged: the app's database (bound when the module's routes are registered). */
let logDb: Database | null = null;
export const bindRefusalLog = (db: Database) => {
  logDb = db;
};

/** The refusal is logged after the order's transaction has rolled back (it would take the log with it). */
function logRefusal(tenantId: string, customerId: string, phone: string, channel: string) {
  const db = logDb;
  if (!db) return;
  const where = channel === 'h5' ? '商城' : '后台';
  void db
    .tx(
      (q: Queryable) =>
        opLog(
          tenantData(q, tenantId),
          [{ customerId, action: 'refused', content: `黑名单拒绝下单(${where}): ${maskPhone(phone)}` }],
          '系统',
        ),
      { tenantId },
    )
    .catch(() => {});
}

// Every buyer, of any kind of order, is a customer of the tenant, keyed by the contact phone; a blacklisted
// phone cannot order.
/** Is the customer blacklisted now? (An automatic lock past its end no longer counts.) */
const lockedNow = (c: Row) => Number(c.lock_status) === 1 && (c.lock_until == null || new Date(c.lock_until) > new Date());

export const admitBuyer: BuyerRule = async ({ db, phone, name, channel }) => {
  // A refused purchase rolls back, so a new phone's customer row never outlives its refusal.
  const c = await ensureCustomer(db, phone, name, channel === 'h5' ? 'h5' : 'backoffice');
  if (lockedNow(c)) {
    logRefusal(db.tenantId, String(c.id), phone, channel);
    throw bad(CUSTOMER_MSG.blacklisted);
  }
  return Number(c.is_deleted) === 0 ? c : null; // as customerByPhone finds it
};
