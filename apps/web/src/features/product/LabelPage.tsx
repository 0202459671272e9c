export { LabelPage as default } from './CatalogPages.tsx';
