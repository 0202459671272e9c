import { defineModule } from '../../platform/module.ts';
import routes from './routes.ts';

/** The storefront's purchase: the public place-order and the sandbox cashier. */
export default defineModule({ name: 'storefront', routes });
