import { defineModule } from '../../platform/module.ts';
import routes from './routes.ts';
import { seedSpecTemplates } from './demo.ts';

/** The product catalogue: categories, labels and spec templates. Demo data after the commerce demo's tickets (their skus). */
export default defineModule({ name: 'catalogue', routes, demo: seedSpecTemplates, demoOrder: 10 });
