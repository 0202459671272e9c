import { defineModule } from '../../platform/module.ts';
import accountRoutes from './accounts/routes.ts';
import { smsDemo } from './demo.ts';
import { recordingSms, sendJob } from './records/jobs.ts';
import recordRoutes from './records/routes.ts';
import type { JobRunner } from '../../platform/jobs.ts';
import { SEND_QUEUE, orderMovedSms } from './records/service.ts';
import sceneRoutes from './scenes/routes.ts';
import signRoutes from './signs/routes.ts';
import templateRoutes from './templates/routes.ts';

let jobsOf: JobRunner | undefined;

/**
 * SMS (短信管理): the platform's accounts (accounts/), merchants' signs and templates audited by the
 * platform (signs/, templates/), inform scenes binding business events to templates (scenes/), and
 * every message sent with its provider receipt (records/, the sending job).
 */
export default defineModule({
  name: 'sms',
  routes: (r, svc) => {
    jobsOf = svc.jobs;
    // The areas calling the provider directly have their sends recorded (records/jobs.ts).
    svc.providers.sms = recordingSms(svc, svc.providers.sms);
    accountRoutes(r, svc);
    signRoutes(r, svc);
    templateRoutes(r, svc);
    sceneRoutes(r, svc);
    recordRoutes(r, svc);
  },
  jobs: { [SEND_QUEUE]: { run: sendJob } },
  demo: smsDemo,
  // A paid order and a refunded one text the buyer when the tenant bound the scene; once per order and event.
  orderMoved: (m) => (jobsOf ? orderMovedSms(m, jobsOf) : Promise.resolve()),
});

export { sendScene, textEvent, textNow } from './records/service.ts';
