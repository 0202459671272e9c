export * from './pages.ts';
export * from './storefront.ts';
export * from './pickers.ts';
