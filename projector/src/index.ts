export * from './runtime/projector.ts';
export * from './projections.ts';
