import { defineModule } from '../../platform/module.ts';
import { productEvents } from '../product/index.ts';
import goodsRoutes from './goods/routes.ts';
import accountRoutes from './accounts/routes.ts';
import systemRoutes from './systems/routes.ts';
import { seedDistribution } from './demo.ts';
import { capQuotas, revokeAll } from './goods/service.ts';
import { chargeMoved, distributorCheckout } from './accounts/sale.ts';

// Products tell distribution when a product leaves it and when a batch change sets free stock.
productEvents.distributionOff.push(revokeAll);
productEvents.stockSet.push(capQuotas);

/**
 * Distribution and partners: the tenant's tickets given to its distributors (goods/), distributor and
 * supplier accounts with adjustments, the capital flow and orders on account (accounts/), tripartite
 * systems and short-video platforms (systems/).
 */
export default defineModule({
  name: 'distribution',
  routes: (r, svc) => {
    goodsRoutes(r, svc);
    accountRoutes(r, svc);
    systemRoutes(r, svc);
  },
  demo: seedDistribution,
  demoOrder: 10,
  // A distributor's ticket order on account: priced and marked at checkout, debited when paid.
  checkout: distributorCheckout,
  orderMoved: chargeMoved,
});

export { distributionPrice } from './goods/service.ts';
