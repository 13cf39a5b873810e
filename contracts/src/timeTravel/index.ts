// Time travel: the `asOf` query of the grid and data-point reads.
export * from './schemas.ts';
