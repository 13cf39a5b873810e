// Integrity evidence (issue 5 item 5): GET /integrity/verify and `npm run verify`.
export * from './schemas.ts';
export * from './routes.ts';
