export * from './summary.ts';
export * from './routes.ts';
