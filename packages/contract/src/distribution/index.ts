export * from './endpoints.ts';
export * from './accounts.ts';
export * from './systems.ts';
