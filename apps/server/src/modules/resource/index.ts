import { defineModule } from '../../platform/module.ts';
import routes from './routes.ts';

/** Resources: uploads and the files they keep. */
export default defineModule({ name: 'resource', routes });
