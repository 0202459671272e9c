export * from './messages.ts';
export * from './integral.ts';
export * from './banner.ts';
export * from './tools.ts';
