import { defineModule } from '../../platform/module.ts';
import { deskDemo } from './demo.ts';
import routes from './routes.ts';

/** The desk: notices (their audiences, the bell's station letters and read marks) and the dashboard. */
export default defineModule({ name: 'desk', routes, demo: deskDemo });
