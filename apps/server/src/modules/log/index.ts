import { defineModule } from '../../platform/module.ts';
import routes from './routes.ts';

export default defineModule({ name: 'log', routes });
