import { defineModule } from '../../platform/module.ts';
import { productEvents } from '../product/index.ts';
import routes from './routes.ts';
import { seedDistribution } from './demo.ts';
import { capQuotas, revokeAll } from './service.ts';

// Products tell distribution when a product leaves it and when a batch change sets free stock.
productEvents.distributionOff.push(revokeAll);
productEvents.stockSet.push(capQuotas);

/** Distributing the tenant's tickets to its distributors: models, price rules, authorizations and quotas. */
export default defineModule({ name: 'distribution', routes, demo: seedDistribution, demoOrder: 10 });

export { distributionPrice } from './service.ts';
