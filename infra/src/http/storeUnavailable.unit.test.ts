import { isStoreUnavailable } from './storeUnavailable.ts';

const withFields = (message: string, fields: object): Error => Object.assign(new Error(message), fields);

describe('isStoreUnavailable', () => {
  it.each([
    [
      'PostgreSQL ended the session (pg_terminate_backend)',
      withFields('terminating connection due to administrator command', { code: '57P01' }),
    ],
    ['PostgreSQL starting up', withFields('the database system is starting up', { code: '57P03' })],
    ['a connection exception', withFields('connection failure', { code: '08006' })],
    ['a refused socket', withFields('connect ECONNREFUSED 127.0.0.1:5432', { code: 'ECONNREFUSED' })],
    ['a connection ended under a query', new Error('Connection terminated unexpectedly')],
    ['no connection in time', new Error('timeout exceeded when trying to connect')],
    ['SQLite locked by another writer', withFields('database is locked', { code: 'ERR_SQLITE_ERROR', errcode: 5 })],
    ['MongoDB unreachable', withFields('no primary', { name: 'MongoServerSelectionError' })],
    ['a wrapped cause', new Error('append failed', { cause: withFields('reset', { code: 'ECONNRESET' }) })],
  ])('%s', (_, error) => {
    expect(isStoreUnavailable(error)).toBe(true);
  });

  it.each([
    ['a unique violation', withFields('duplicate key', { code: '23505' })],
    ['a syntax error', withFields('syntax error', { code: '42601' })],
    ['a SQLite constraint', withFields('UNIQUE constraint failed', { code: 'ERR_SQLITE_ERROR', errcode: 19 })],
    ['a plain error', new Error('boom')],
    ['not an error', 'text'],
  ])('not %s', (_, error) => {
    expect(isStoreUnavailable(error)).toBe(false);
  });
});
