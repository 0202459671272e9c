import { defineModule } from '../../platform/module.ts';
import routes from './routes.ts';
import { payConfigDemo } from './demo.ts';

/** Payment configuration: each tenant's payment providers, their sealed keys, and the adapters built from them. */
export default defineModule({ name: 'payconfig', routes, demo: payConfigDemo });

export { enabledMethods, providerOf } from './service.ts';
