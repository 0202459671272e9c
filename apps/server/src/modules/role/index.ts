import { defineModule } from '../../platform/module.ts';
import routes from './routes.ts';

/** Roles, what they are granted (menus, data and api scopes) and the scopes themselves. */
export default defineModule({ name: 'role', routes });
export { addAdminRole, dataScope } from './service.ts';
