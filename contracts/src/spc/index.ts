export * from './rules.ts';
export * from './baseline.ts';
export * from './events.ts';
export * from './schemas.ts';
export * from './messages.ts';
export * from './routes.ts';
export * from './readModels.ts';
