import { defineModule } from '../../platform/module.ts';
import { exportJob } from '../../platform/export.ts';
import checkRoutes from './checks/routes.ts';
import dashboardRoutes from './dashboard/routes.ts';
import { seedReports } from './demo.ts';
import downloadRoutes from './downloads/routes.ts';
import { fold, rebuildAll } from './rollup/service.ts';
import salesRoutes from './sales/routes.ts';

/**
 * Reports: 报表下载 and the report pages' xlsx (downloads/), the sales reports (sales/), checks and
 * visitors (checks/), 实时客流 and its dashboards (dashboard/), all over the rollups (rollup/: migration
 * 047's tables, kept by triggers on the order table family in the order's own transaction).
 */
export default defineModule({
  name: 'report',
  routes: (r, svc) => {
    downloadRoutes(r, svc);
    salesRoutes(r, svc);
    checkRoutes(r, svc);
    dashboardRoutes(r, svc);
  },
  jobs: {
    export: { run: exportJob },
    // Each session's rollup rows folded into one per group (reads then sum few rows).
    'report.fold': { run: (svc) => () => fold(svc.db), every: { everySeconds: 60 } },
    // Recount every tenant's rollups from the raw rows (enqueued by hand, or `npm run reports:rebuild`).
    'report.rebuild': { run: (svc) => async () => void (await rebuildAll(svc.db)) },
  },
  demo: seedReports,
  demoOrder: 90,
});

export { addFigures, defineFigures, rebuildAll, type FigureDelta } from './rollup/service.ts';
