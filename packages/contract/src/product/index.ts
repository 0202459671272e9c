export * from './forms.ts';
export * from './types.ts';
export * from './endpoints.ts';
export * from './selling.ts';
