// Time travel: the `asOf` query of the grid and data-point reads (issue 5 item 4).
export * from './schemas.ts';
