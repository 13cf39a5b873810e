// Audit trail: every change of a parameter's values, and the reasons for change.
export * from './schemas.ts';
export * from './reasons.ts';
export * from './settings.ts';
export * from './messages.ts';
export * from './routes.ts';
