export * from './links.ts';
export * from './blocks.ts';
export * from './page.ts';
export * from './rules.ts';
