// Constants: a CON parameter's value per site, changed as events and in force from a date.
export * from './schemas.ts';
export * from './rules.ts';
export * from './events.ts';
export * from './messages.ts';
export * from './routes.ts';
