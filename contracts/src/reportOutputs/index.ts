export * from './schemas.ts';
export * from './messages.ts';
export * from './routes.ts';
export * from './selection.ts';
export * from './csv.ts';
