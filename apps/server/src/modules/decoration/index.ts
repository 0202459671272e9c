import { defineModule } from '../../platform/module.ts';
import routes from './routes.ts';
import { decorationDemo } from './demo.ts';

// The demo storefront shows the other areas' listed goods: its demo data comes last.
export default defineModule({ name: 'decoration', routes, demo: decorationDemo, demoOrder: 100 });

/** The drawn placeholder pictures of the demo data (other areas' demo data use them too). */
export { art } from './art.ts';
/** Where the editor's seckill picker takes its goods from (the seckill area registers itself). */
export { setActivitySource, setGroupBuyGoodsSource, setSeckillGoodsSource } from './service.ts';
