export * from './codes.ts';
export * from './endpoints.ts';
