import { defineModule } from '../../platform/module.ts';
import routes from './routes.ts';
import { expirePoints, ledgerMoved } from './ledger.ts';
import { memberDemo } from './demo.ts';
import { memberDiscount } from './centre.ts';

/**
 * The member programme: settings, levels and their rights, the member discount (a checkout rule), and
 * the growth / points ledger driven by the orders' moves. Above the customers area (imports its index).
 */
export default defineModule({
  name: 'member',
  routes,
  jobs: {
    'member.expirePoints': { run: (svc) => async () => void (await expirePoints(svc.db)), every: { everySeconds: 3600 } },
  },
  demo: memberDemo,
  demoOrder: 6,
  // the buyer's level lowers the unit price; paid orders earn growth and points, refunds take them back
  checkout: memberDiscount,
  orderMoved: ledgerMoved,
});

export { expirePoints, followLevel, spendPoints } from './ledger.ts';
export { settingsOf } from './settings.ts';
