export * from './endpoints.ts';
export * from './figures.ts';
export * from './dashboard.ts';
export * from './codes.ts';
