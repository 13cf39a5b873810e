export * from './messages.ts';
export * from './schemas.ts';
export * from './events.ts';
export * from './parts.ts';
export * from './routes.ts';
export * from './opsum.ts';
export * from './playlists.ts';
