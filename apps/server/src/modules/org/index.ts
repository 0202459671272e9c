import { defineModule } from '../../platform/module.ts';
import routes from './routes.ts';

/** The tenant's organisation: departments (a tree) and posts. */
export default defineModule({ name: 'org', routes });

export { addHeadOffice } from './service.ts';
