export * from './errors.ts';
export * from './errorHandler.ts';
export * from './authPlugin.ts';
export * from './routes.ts';
export * from './app.ts';
