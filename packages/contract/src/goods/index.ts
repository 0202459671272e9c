export * from './forms.ts';
export * from './rows.ts';
export * from './freight.ts';
export * from './endpoints.ts';
