import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { DatabaseSync } from 'node:sqlite';
import { openEmbeddedDatabase } from '../sqlite/database.ts';
import { CONTRACT_COLLECTIONS, readStoreContract } from './contract.ts';
import type { FindQuery, ReadStore } from './port.ts';
import { createSqliteReadStore, indexName, tableName } from './sqlite.ts';
import { selectSql } from './sqliteQuery.ts';

const openTemp = (): { db: DatabaseSync; cleanup: () => Promise<void> } => {
  const dir = mkdtempSync(join(tmpdir(), 'readstore-'));
  const db = openEmbeddedDatabase(join(dir, 'ftr.sqlite'));
  return {
    db,
    cleanup: async () => {
      db.close();
      rmSync(dir, { recursive: true, force: true });
    },
  };
};

readStoreContract('SQLite', async () => {
  const { db, cleanup } = openTemp();
  return { store: createSqliteReadStore(db), cleanup };
});

describe('SQLite read store specifics', () => {
  let db: DatabaseSync;
  let store: ReadStore;
  let cleanup: () => Promise<void>;

  beforeAll(() => {
    ({ db, cleanup } = openTemp());
    store = createSqliteReadStore(db);
  });
  afterAll(() => cleanup());
  beforeEach(async () => {
    await store.dropAll();
    await store.ensureCollections(CONTRACT_COLLECTIONS);
  });

  it('rolls back every op of an apply when one fails', async () => {
    await store.put('users', { _id: 'u1', login: 'ann' });
    await store.put('readings', { _id: 'keep', site: 'BA' });
    await expect(
      store.apply([
        { kind: 'put', collection: 'readings', doc: { _id: 'new', site: 'BU' } },
        { kind: 'delete', collection: 'readings', id: 'keep' },
        { kind: 'put', collection: 'users', doc: { _id: 'u2', login: 'ann' } },
        { kind: 'put', collection: 'fresh', doc: { _id: 'f1' } },
      ]),
    ).rejects.toThrow(/UNIQUE/);
    expect(await store.find('readings')).toEqual([{ _id: 'keep', site: 'BA' }]);
    expect(await store.find('users')).toEqual([{ _id: 'u1', login: 'ann' }]);
    expect(await store.count('fresh')).toBe(0);
    expect(db.isTransaction).toBe(false);
  });

  it('joins a transaction the caller opened, and survives its rollback', async () => {
    db.exec('BEGIN IMMEDIATE');
    await store.apply([{ kind: 'put', collection: 'inner', doc: { _id: 'i1' } }]);
    await expect(store.apply([{ kind: 'put', collection: 'inner', doc: { _id: '' } }])).rejects.toThrow(/_id/);
    expect(db.isTransaction).toBe(true);
    expect(await store.get('inner', 'i1')).toEqual({ _id: 'i1' });
    db.exec('ROLLBACK');
    expect(await store.get('inner', 'i1')).toBeNull();
    await store.put('inner', { _id: 'i2' });
    expect(await store.get('inner', 'i2')).toEqual({ _id: 'i2' });
  });

  const plan = (collection: string, query: FindQuery): string => {
    const { sql, params } = selectSql(tableName(collection), query);
    return db
      .prepare(`EXPLAIN QUERY PLAN ${sql}`)
      .all(...params)
      .map((row) => String(row['detail']))
      .join('\n');
  };

  it('creates the declared expression indexes and uses them for equality and range', () => {
    expect(plan('users', { where: { login: 'ann' } })).toContain(`USING INDEX ${indexName('users', ['login'], true)}`);
    expect(plan('readings', { where: { site: 'BA' } })).toMatch(/USING INDEX rmi_readings__site/);
    const compound = indexName('readings', ['site', 'at'], false);
    expect(plan('readings', { where: { site: 'BA' }, range: { field: 'at', gte: '2024-01-01' } })).toContain(`USING INDEX ${compound}`);
    expect(plan('readings', { where: { other: 'x' } })).toMatch(/^SCAN rm_readings(?! USING INDEX rm)/);
  });

  it('refuses names that could inject SQL', async () => {
    await expect(store.find('readings; DROP TABLE rm_users', {})).rejects.toThrow(/collection name/);
    await expect(store.find('readings', { where: { "site') OR 1=1 --": 'x' } })).rejects.toThrow(/field name/);
    await expect(store.ensureCollections([{ name: 'x', indexes: [{ fields: ['a)'] }] }])).rejects.toThrow(/field/);
    expect(await store.count('users')).toBe(0);
  });
});
