export * from './fields.ts';
export * from './schemas.ts';
export * from './dependencySchemas.ts';
export * from './events.ts';
export * from './messages.ts';
export * from './rules.ts';
export * from './graph.ts';
export * from './routes.ts';
