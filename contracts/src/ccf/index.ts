export * from './summary.ts';
export * from './events.ts';
export * from './pairEvents.ts';
export * from './schemas.ts';
export * from './messages.ts';
export * from './routes.ts';
export * from './comments.ts';
export * from './dataValues.ts';
