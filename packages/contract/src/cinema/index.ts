export * from './forms.ts';
export * from './rows.ts';
export * from './endpoints.ts';
