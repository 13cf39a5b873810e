export * from './port.ts';
export { createSqliteEventStore, type SqliteEventStoreOptions } from './sqlite.ts';
export { createEsdbEventStore } from './esdb.ts';
