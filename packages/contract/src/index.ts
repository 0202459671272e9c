export * from './envelope.ts';
export * from './constants.ts';
export * from './codes.ts';
export * from './messages.ts';
export * from './validation.ts';
export * from './schemas.ts';
export * from './editor/index.ts';
export * from './routes.ts';
