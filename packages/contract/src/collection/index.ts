export * from './forms.ts';
export * from './endpoints.ts';
