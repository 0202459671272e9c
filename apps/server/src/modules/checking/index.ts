import { defineModule } from '../../platform/module.ts';
import routes from './routes.ts';
import { seedChecking } from './demo.ts';
import { recordTicketChecks } from './service.ts';

recordTicketChecks();

/** Ticket checking: the gate, check records, verifiers, check methods and check powers. */
export default defineModule({ name: 'checking', routes, demo: seedChecking, demoOrder: 1 });
export { checkAsDevice, records } from './service.ts';
