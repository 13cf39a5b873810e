export * from './schemas.ts';
export * from './stats.ts';
export * from './messages.ts';
export * from './routes.ts';
