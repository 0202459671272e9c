import { defineModule } from '../../platform/module.ts';
import routes from './routes.ts';

/** System parameters (product-wide settings such as the initial password). */
export default defineModule({ name: 'param', routes });

export { paramValue } from './service.ts';
