// Scheduled delivery: a report or grabber mailed daily or weekly with the period ending at the run.
export * from './schemas.ts';
export * from './events.ts';
export * from './messages.ts';
export * from './period.ts';
export * from './routes.ts';
export * from './recipients.ts';
