import { defineModule } from '../../platform/module.ts';
import alipayRoutes from './alipay/routes.ts';
import { payConfigDemo } from './config/demo.ts';
import configRoutes from './config/routes.ts';

/**
 * Payment configuration: each tenant's payment providers, their sealed keys, and the adapters built
 * from them (config/); the Alipay mini-program ticket sync (alipay/).
 */
export default defineModule({
  name: 'payconfig',
  routes: (r, svc) => {
    configRoutes(r, svc);
    alipayRoutes(r, svc);
  },
  demo: payConfigDemo,
});

export { enabledMethods, providerOf } from './config/service.ts';
