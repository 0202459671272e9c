export * from './endpoints.ts';
export * from './oss.ts';
