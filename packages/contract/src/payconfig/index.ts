export * from './providers.ts';
export * from './endpoints.ts';
export * from './alipay.ts';
