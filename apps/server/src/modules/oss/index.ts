import { defineModule } from '../../platform/module.ts';
import routes from './routes.ts';

/** OSS config (对象存储): the platform's storage configurations; platform/storages.ts applies them. */
export default defineModule({ name: 'oss', routes });
