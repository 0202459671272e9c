export * from './rows.ts';
export * from './endpoints.ts';
