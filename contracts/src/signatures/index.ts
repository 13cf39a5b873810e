export * from './messages.ts';
export * from './schemas.ts';
export * from './events.ts';
export * from './routes.ts';
export * from './readModels.ts';
export * from './limits.ts';
export * from './corrections.ts';
