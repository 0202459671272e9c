import { defineModule } from '../../platform/module.ts';
import routes from './routes.ts';
import { freeTicketDemo } from './demo.ts';

/** 免票政策: free-ticket policies (which tickets, who qualifies by age, daily quota, dates) and their status. */
export default defineModule({ name: 'freeticket', routes, demo: freeTicketDemo, demoOrder: 28 });
