import { defineModule } from '../../platform/module.ts';
import routes from './routes.ts';
import { festivalDemo } from './demo.ts';

/** 新春活动: festival activities with their content, and the customers' sign-ups on the storefront (活动报名). */
export default defineModule({ name: 'festival', routes, demo: festivalDemo, demoOrder: 25 });
