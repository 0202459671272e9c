import { defineModule } from '../../platform/module.ts';
import { exportJob } from '../../platform/export.ts';
import routes from './routes.ts';

/** Reports: the report-download list of every area's exports, and the job that writes the large ones (platform/export.ts). */
export default defineModule({ name: 'report', routes, jobs: { export: { run: exportJob } } });
