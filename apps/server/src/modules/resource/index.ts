import { defineModule } from '../../platform/module.ts';
import routes from './routes.ts';

export { uploadBytes } from './service.ts';

/** Resources: uploads and the files they keep. */
export default defineModule({ name: 'resource', routes });
