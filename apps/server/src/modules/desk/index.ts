import { defineModule } from '../../platform/module.ts';
import routes from './routes.ts';

/** The desk: notices and the dashboard. */
export default defineModule({ name: 'desk', routes });
