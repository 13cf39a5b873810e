import { openEmbeddedDatabase, inTransaction } from './database.ts';

describe('openEmbeddedDatabase', () => {
  it('opens with WAL-capable settings and rolls back a failed transaction', () => {
    const db = openEmbeddedDatabase(':memory:');
    db.exec('CREATE TABLE t (x INTEGER)');
    expect(() =>
      inTransaction(db, () => {
        db.prepare('INSERT INTO t VALUES (1)').run();
        throw new Error('boom');
      }),
    ).toThrow('boom');
    expect(db.prepare('SELECT count(*) AS n FROM t').get()).toEqual({ n: 0 });
    inTransaction(db, () => db.prepare('INSERT INTO t VALUES (2)').run());
    expect(db.prepare('SELECT count(*) AS n FROM t').get()).toEqual({ n: 1 });
    expect(db.prepare('PRAGMA synchronous').get()).toEqual({ synchronous: 2 });
  });
});
