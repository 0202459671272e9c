import { defineModule } from '../../platform/module.ts';
import { manualDemo } from './demo.ts';
import routes from './routes.ts';

/** The manuals (操作手册, 资金手册): the platform writes the chapter trees, every merchant reads them. */
export default defineModule({ name: 'manual', routes, demo: manualDemo });
