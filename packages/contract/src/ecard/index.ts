export * from './forms.ts';
export * from './rows.ts';
export * from './endpoints.ts';
export * from './reports.ts';
export * from './held.ts';
export * from './portal.ts';
export * from './upgrades.ts';
export * from './faces.ts';
