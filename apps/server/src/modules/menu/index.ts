import { defineModule } from '../../platform/module.ts';
import routes from './routes.ts';
import { seedTopMenus } from './demo.ts';

/** The product's menu and buttons, what the caller is granted of them, and the tenant's top menus (demo: three). */
export default defineModule({ name: 'menu', routes, demo: seedTopMenus });
