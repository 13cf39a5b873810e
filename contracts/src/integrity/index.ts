// Integrity evidence: GET /integrity/verify and `npm run verify`.
export * from './schemas.ts';
export * from './routes.ts';
export * from './parked.ts';
