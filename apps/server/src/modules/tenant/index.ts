import { defineModule } from '../../platform/module.ts';
import routes from './routes.ts';

/** Tenants (platform administration), their versions and services, and applications to join. */
export default defineModule({ name: 'tenant', routes });
export { provisionTenant, type NewTenant } from './provision.ts';
