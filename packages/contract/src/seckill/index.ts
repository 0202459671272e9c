export * from './endpoints.ts';
export * from './forms.ts';
export * from './rows.ts';
