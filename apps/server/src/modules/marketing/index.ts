import { defineModule } from '../../platform/module.ts';
import routes from './routes.ts';
import { marketingDemo } from './demo.ts';

/**
 * The small marketing tools: 积分商城 (points mall, spending through the members' ledger), 广告位,
 * 一码通, welcome pages, jump-QR configs and tenant labels. Above the customers and members areas.
 */
export default defineModule({ name: 'marketing', routes, demo: marketingDemo, demoOrder: 9 });
