export * from './forms.ts';
export * from './rows.ts';
export * from './endpoints.ts';
export * from './orders.ts';
export * from './suppliers.ts';
