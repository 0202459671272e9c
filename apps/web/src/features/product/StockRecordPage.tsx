export { StockRecordPage as default } from './CatalogPages.tsx';
