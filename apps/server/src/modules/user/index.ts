import { defineModule } from '../../platform/module.ts';
import routes from './routes.ts';

/** The tenant's users and the caller's own profile; the shell's user-info answer. */
export default defineModule({ name: 'user', routes });

export { accountTaken, addRegisteredUser, addTenantAdmin, tenantUserPage } from './service.ts';
