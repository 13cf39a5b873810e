export * from './messages.ts';
export * from './schemas.ts';
export * from './rules.ts';
export * from './events.ts';
export * from './routes.ts';
export * from './dto.ts';
export * from './limitHistory.ts';
