export * from './fields.ts';
export * from './passwords.ts';
export * from './schemas.ts';
export * from './events.ts';
export * from './routes.ts';
export * from './administration.ts';
