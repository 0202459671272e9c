export * from './forms.ts';
export * from './rows.ts';
export * from './endpoints.ts';
export * from './gpv-endpoints.ts';
