import { defineModule } from '../../platform/module.ts';
import artRoutes from './art/routes.ts';
import { pagesDemo } from './pages/demo.ts';
import pageRoutes from './pages/routes.ts';
import { pickersDemo } from './pickers/demo.ts';
import pickerRoutes from './pickers/routes.ts';

/**
 * Page decoration: the merchant's storefront pages with drafts, versions and the public storefront
 * (pages/), the drawn placeholder pictures (art/) and the page editor's pickers' lists (pickers/).
 */
export default defineModule({
  name: 'decoration',
  routes: (r, svc) => {
    pageRoutes(r, svc);
    artRoutes(r, svc);
    pickerRoutes(r, svc);
  },
  // The demo storefront shows the other areas' listed goods: its demo data comes last.
  demo: async (q, tenants) => {
    await pickersDemo(q, tenants);
    await pagesDemo(q, tenants);
  },
  demoOrder: 100,
});

/** The drawn placeholder pictures of the demo data (other areas' demo data use them too). */
export { art } from './art/service.ts';
/** Where the editor's seckill picker takes its goods from (the seckill area registers itself). */
export { setActivitySource, setGroupBuyGoodsSource, setSeckillGoodsSource } from './pickers/service.ts';
