export * from './endpoints.ts';
export * from './messages.ts';
