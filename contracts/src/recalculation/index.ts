// Recalculation (spec 3 §"Recalculation", §9): jobs, their lifecycle events, POST /recalculate.
export * from './jobs.ts';
export * from './messages.ts';
export * from './events.ts';
export * from './schemas.ts';
export * from './routes.ts';
