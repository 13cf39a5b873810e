export * from './schemas.ts';
export * from './events.ts';
export * from './messages.ts';
export * from './rules.ts';
export * from './routes.ts';
export * from './members.ts';
