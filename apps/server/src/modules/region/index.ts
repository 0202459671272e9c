import { defineModule } from '../../platform/module.ts';
import routes from './routes.ts';

/** Administrative regions: a lazy tree keyed by code (platform data). */
export default defineModule({ name: 'region', routes });
export { detail as regionDetail, lazyList as regionLevel } from './service.ts';
