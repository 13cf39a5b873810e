import { openPostgres } from '../config/postgres.ts';
import { createTestDatabase, describeWithPostgres } from '../testing/postgres.ts';
import { CONTRACT_COLLECTIONS, readStoreContract } from './contract.ts';
import type { ReadStore } from './port.ts';
import { createPostgresReadStore } from './postgres.ts';
import { selectSql } from './postgresQuery.ts';
import { tableName } from './postgres.ts';

const openStore = async () => {
  const database = await createTestDatabase();
  const connection = openPostgres(database.url);
  const store = await createPostgresReadStore(connection);
  return {
    connection,
    store,
    cleanup: async () => {
      await store.close();
      await connection.close();
      await database.drop();
    },
  };
};

describeWithPostgres('PostgreSQL read store', () => {
  readStoreContract('PostgreSQL', openStore);

  describe('specifics', () => {
    let store: ReadStore;
    let connection: Awaited<ReturnType<typeof openStore>>['connection'];
    let cleanup: () => Promise<void>;
    beforeAll(async () => {
      ({ store, connection, cleanup } = await openStore());
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
      ).rejects.toThrow(/unique/);
      expect(await store.find('readings')).toEqual([{ _id: 'keep', site: 'BA' }]);
      expect(await store.find('users')).toEqual([{ _id: 'u1', login: 'ann' }]);
      expect(await store.count('fresh')).toBe(0);
    });

    it('never writes a projected document over a newer one, and keeps the checkpoint in the same transaction', async () => {
      await store.apply([
        { kind: 'put', collection: 'readings', doc: { _id: 'a', v: 2, _position: '10' } },
        { kind: 'put', collection: 'checkpoints', doc: { _id: 'main', position: '10' } },
      ]);
      await store.apply([
        { kind: 'put', collection: 'readings', doc: { _id: 'a', v: 1, _position: '9' } },
        { kind: 'put', collection: 'readings', doc: { _id: 'b', v: 1, _position: '9' } },
      ]);
      expect(await store.get('readings', 'a')).toEqual({ _id: 'a', v: 2, _position: '10' });
      expect(await store.get('readings', 'b')).toEqual({ _id: 'b', v: 1, _position: '9' });
      await store.put('readings', { _id: 'a', v: 3, _position: '100' }); // 100 > 10 numerically, not as text
      expect(await store.get('readings', 'a')).toMatchObject({ v: 3 });
    });

    it('grows the lease epoch with each new owner and keeps it across dropAll', async () => {
      const epoch = async (name: string) =>
        (await connection.pool.query<{ epoch: string }>('SELECT epoch::text AS epoch FROM ftr_leases WHERE name = $1', [name])).rows[0]
          ?.epoch;
      const lease = store.lease?.bind(store);
      if (!lease) throw new Error('no leases');
      const at = (ms: number) => new Date(Date.UTC(2026, 10, 27) + ms);
      expect(await lease('epochs', 'a', 1_000, at(0))).toBe(1);
      expect(await lease('epochs', 'a', 1_000, at(500))).toBe(1);
      expect(await epoch('epochs')).toBe('1');
      expect(await lease('epochs', 'b', 1_000, at(2_000))).toBe(2);
      expect(await epoch('epochs')).toBe('2');
      await store.dropAll();
      expect(await lease('epochs', 'a', 1_000, at(4_000))).toBe(3);
      expect(await epoch('epochs')).toBe('3');
    });

    it('uses the declared expression indexes for equality and range', async () => {
      const plan = async (query: Parameters<typeof selectSql>[1]) => {
        const { sql, params } = selectSql(tableName('readings'), query);
        const client = await connection.pool.connect();
        try {
          await client.query('SET enable_seqscan = off');
          const { rows } = await client.query<{ 'QUERY PLAN': string }>(`EXPLAIN ${sql}`, params);
          return rows.map((row) => row['QUERY PLAN']).join('\n');
        } finally {
          await client.query('RESET enable_seqscan');
          client.release();
        }
      };
      expect(await plan({ where: { site: 'BA' } })).toMatch(/rmi_readings__site/);
      expect(await plan({ where: { site: 'BA' }, range: { field: 'at', gte: '2024-01-01' } })).toMatch(/rmi_readings__site__at/);
    });

    it('creates a table again when another process dropped it (a rebuild) and writes', async () => {
      await store.put('readings', { _id: 'a', site: 'BA' });
      await connection.pool.query('DROP TABLE rm_readings');
      await store.apply([{ kind: 'put', collection: 'readings', doc: { _id: 'b', site: 'BU' } }]);
      expect(await store.find('readings')).toEqual([{ _id: 'b', site: 'BU' }]);
    });

    it('refuses names that could inject SQL', async () => {
      await expect(store.find('readings; DROP TABLE rm_users', {})).rejects.toThrow(/collection name/);
      await expect(store.find('readings', { where: { "site') OR 1=1 --": 'x' } })).rejects.toThrow(/field name/);
      await expect(store.ensureCollections([{ name: 'x', indexes: [{ fields: ['a)'] }] }])).rejects.toThrow(/field/);
      expect(await store.count('users')).toBe(0);
    });
  });
});
