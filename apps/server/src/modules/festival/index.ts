import { defineModule } from '../../platform/module.ts';
import routes from './routes.ts';
import { festivalDemo } from './demo.ts';
import { setActivitySource } from '../decoration/index.ts';
import { pickerActivities } from './service.ts';

// The page editor's activity links (活动详情) pick among the published activities.
setActivitySource(pickerActivities);

/** 新春活动: festival activities with their content, and the customers' sign-ups on the storefront (活动报名). */
export default defineModule({ name: 'festival', routes, demo: festivalDemo, demoOrder: 25 });
