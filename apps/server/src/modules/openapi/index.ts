import { defineModule } from '../../platform/module.ts';
import accountRoutes from './accounts/routes.ts';
import { openApiDemo } from './demo.ts';
import partnerRoutes from './partner/routes.ts';
import { sweep } from './partner/service.ts';

/**
 * The open API (开放接口): a merchant's partner accounts and their call log (accounts/), and the signed
 * partner calls under /api/open/v1 reaching the product and order areas through their index.ts (partner/).
 */
export default defineModule({
  name: 'openapi',
  routes: (r, svc) => {
    accountRoutes(r, svc);
    partnerRoutes(r, svc);
  },
  // Nonces and rate counters past use are dropped (every tenant's: a platform transaction).
  jobs: { 'openapi.sweep': { run: (svc) => () => sweep(svc.db), every: { everySeconds: 600 } } },
  demo: openApiDemo,
});
