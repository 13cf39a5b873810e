export * from './sequenceSum.ts';
export * from './standard.ts';
