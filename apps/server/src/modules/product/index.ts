import { defineModule } from '../../platform/module.ts';
import calendarRoutes from './calendar/routes.ts';
import catalogRoutes from './catalog/routes.ts';
import inventoryRoutes from './inventory/routes.ts';
import sellingRoutes from './selling/routes.ts';

/**
 * Products and tickets: the products, their skus and channels (catalog/); the daily price/stock
 * calendar, taken and given back by orders, and its stock records (calendar/); the product form's
 * inventory step and the batch change (inventory/); the selling reads, the storefront and the sale
 * activities' goods (selling/). shared.ts holds the hooks the areas above products register.
 */
export default defineModule({
  name: 'product',
  routes: (r, svc) => {
    catalogRoutes(r, svc);
    inventoryRoutes(r, svc);
    calendarRoutes(r, svc);
    sellingRoutes(r, svc);
  },
});

export { chinaToday, dateAllowed, returnStock, setCalendar, takeStock } from './calendar/service.ts';
export {
  changeRecord,
  loadProduct,
  moveCategory,
  productsUseCategory,
  productsUsePoi,
  setDistribution,
  specProductPage,
  specUsage,
  tenantProducts,
} from './catalog/service.ts';
export { productSkus, rangeDates } from './inventory/service.ts';
export { anyOnShelfSku, listedPrice, onShelfSku, onShelfSkuPage, saleSkus, skusOnDate, type SaleSkuSnapshot } from './selling/service.ts';
export { productEvents } from './shared.ts';
