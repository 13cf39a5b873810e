export * from './sequenceSum.ts';
