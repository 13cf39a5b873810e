export * from './messages.ts';
export * from './schemas.ts';
export * from './events.ts';
export * from './rules.ts';
export * from './routes.ts';
export * from './capture.ts';
