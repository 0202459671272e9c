import { defineModule } from '../../platform/module.ts';
import { onTicketChecks } from '../order/index.ts';
import routes from './routes.ts';
import { seedChecking } from './demo.ts';
import { insertChecks, methodConfig } from './repo.ts';
import { VERIFY_METHOD } from '@yym/contract';

// Every check of the order area (the gate, the expiry job, the demo) is recorded here; checking on
// expiry (method 9) follows the check-method config page.
onTicketChecks({
  recorded: insertChecks,
  autoCheckEnabled: async (db) => Number((await methodConfig(db, VERIFY_METHOD.AUTO_ON_EXPIRY))?.enabled ?? 1) === 1,
});

/** Ticket checking: the gate, check records, verifiers, check methods and check powers. */
export default defineModule({ name: 'checking', routes, demo: seedChecking, demoOrder: 1 });
