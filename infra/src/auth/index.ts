export * from './passwords.ts';
export * from './tokens.ts';
export * from './sessions.ts';
