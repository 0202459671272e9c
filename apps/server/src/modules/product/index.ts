import { defineModule } from '../../platform/module.ts';
import routes from './routes.ts';

/** Products and tickets: the product form, skus and their price/stock calendar, stock records, channels, the selling reads. */
export default defineModule({ name: 'product', routes });

export { chinaToday, dateAllowed, returnStock, setCalendar, takeStock } from './stock.ts';
export { changeRecord, loadProduct } from './service.ts';
export { productSkus, rangeDates } from './inventory.ts';
export { productEvents } from './events.ts';
export * from './shared.ts';
export { anyOnShelfSku, onShelfSku, onShelfSkuPage, saleSkus, type SaleSkuSnapshot } from './sale-skus.ts';
