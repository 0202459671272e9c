export * from './codes.ts';
export * from './rows.ts';
export * from './endpoints.ts';
export * from './more.ts';
export * from './print.ts';
