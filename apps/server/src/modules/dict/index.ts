import { defineModule } from '../../platform/module.ts';
import routes from './routes.ts';

/** Dictionaries: a parent per code and its entries (the tenant's own, then the platform's). */
export default defineModule({ name: 'dict', routes });
