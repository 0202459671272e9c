import { defineModule } from '../../platform/module.ts';
import routes from './routes.ts';

/** Scenic spots (POI) and supplier codes. */
export default defineModule({ name: 'scenic', routes });
export { onShelfSpots } from './service.ts';
