export { ClassifyPage as default } from './CatalogPages.tsx';
