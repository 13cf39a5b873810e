export * from './dueCells.ts';
export * from './schemas.ts';
export * from './events.ts';
export * from './routes.ts';
export * from './readModels.ts';
export * from './messages.ts';
