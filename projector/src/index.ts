export * from './runtime/projection.ts';
export * from './runtime/projector.ts';
export * from './projections.ts';
export * from './operations/projection.ts';
