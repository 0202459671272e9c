import { defineModule } from '../../platform/module.ts';
import mallRoutes from './points-mall/routes.ts';
import bannerRoutes from './banners/routes.ts';
import oneCodeRoutes from './onecode/routes.ts';
import welcomeRoutes from './welcome/routes.ts';
import jumpQrRoutes from './jumpqr/routes.ts';
import labelRoutes from './labels/routes.ts';
import { marketingDemo } from './demo.ts';

/**
 * The small marketing tools, one sub-area each: 积分商城 (points-mall/, spending through the members'
 * ledger), 广告位 (banners/), 一码通 (onecode/), welcome pages (welcome/), jump-QR configs (jumpqr/) and
 * tenant labels (labels/). Above the customers and members areas.
 */
export default defineModule({
  name: 'marketing',
  routes: (r, svc) => {
    mallRoutes(r, svc);
    bannerRoutes(r, svc);
    oneCodeRoutes(r, svc);
    welcomeRoutes(r, svc);
    jumpQrRoutes(r, svc);
    labelRoutes(r, svc);
  },
  demo: marketingDemo,
  demoOrder: 9,
});
