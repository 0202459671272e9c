import { defineModule } from '../../platform/module.ts';
import routes from './routes.ts';

/** OAuth clients (the web app, API clients); auth checks them at login. */
export default defineModule({ name: 'client', routes });
