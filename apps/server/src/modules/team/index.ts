import { defineModule } from '../../platform/module.ts';
import routes from './routes.ts';
import { teamDemo } from './demo.ts';

/** 团队预约: team visits leaders ask for on the storefront, audited by the merchant on 团队订单. */
export default defineModule({ name: 'team', routes, demo: teamDemo, demoOrder: 26 });
