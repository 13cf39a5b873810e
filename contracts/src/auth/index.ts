export * from './schemas.ts';
export * from './events.ts';
export * from './routes.ts';
export * from './signInLimits.ts';
export * from './loginRules.ts';
export * from './siteAccess.ts';
