// Live data (spec 3 §"Live data"): ranges and their cells, the four GET routes, and the Socket.IO push
// ('liveJoin' into liveRoom, 'liveValues' out) that brings new values to wallboards as they are projected.
export * from './range.ts';
export * from './messages.ts';
export * from './schemas.ts';
export * from './routes.ts';
