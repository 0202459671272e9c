import { defineModule } from '../../platform/module.ts';
import appRoutes from './apps/routes.ts';
import { seedMp } from './demo.ts';
import { pollAudits } from './versions/jobs.ts';
import versionRoutes from './versions/routes.ts';

/**
 * Mini-program publishing on the chat app and the payment app: authorisation and the app's settings
 * and testers (apps/), templates, versions through the flow of flow.ts, audits by callback and by
 * polling, batches across tenants (versions/).
 */
export default defineModule({
  name: 'mp',
  routes: (r, svc) => {
    appRoutes(r, svc);
    versionRoutes(r, svc);
  },
  jobs: {
    // Audits the platform's callback did not settle: asked every two minutes (refreshStatus for all).
    'mp.poll': { run: (svc) => async () => void (await pollAudits(svc)), every: { everySeconds: 120 } },
  },
  demo: seedMp,
});
