import type { CollectionSpec, Doc, ReadStore } from './port.ts';
import { readStoreQueryContract } from './contractQueries.ts';
import { FencedError } from './lease.ts';

/**
 * The behaviour every ReadStore adapter shows identically (docs/architecture.md §3): one suite, run against SQLite
 * always and MongoDB when a Docker engine is reachable. One store per test file; every test starts
 * from an empty store with the collections below.
 */
export type ReadStoreFactory = () => Promise<{ store: ReadStore; cleanup: () => Promise<void> }>;

export const CONTRACT_COLLECTIONS: CollectionSpec[] = [
  { name: 'readings', indexes: [{ fields: ['site'] }, { fields: ['site', 'at'] }] },
  { name: 'users', indexes: [{ fields: ['login'], unique: true }] },
];

export const readStoreContract = (name: string, makeStore: ReadStoreFactory): void => {
  describe(`ReadStore contract: ${name}`, () => {
    let store: ReadStore;
    let cleanup: () => Promise<void> = async () => undefined;
    const current = (): ReadStore => store;

    beforeAll(async () => {
      ({ store, cleanup } = await makeStore());
    }, 300_000);
    afterAll(async () => {
      await cleanup();
    }, 60_000);
    beforeEach(async () => {
      await store.dropAll();
      await store.ensureCollections(CONTRACT_COLLECTIONS);
    });

    describe('documents', () => {
      const pump: Doc = {
        _id: 'p1',
        name: 'Pump',
        rate: 12.5,
        running: false,
        note: null,
        limits: { low: 0, high: { value: 40, unit: 't/h' } },
        hours: [1, 'two', { three: null }],
      };

      it('puts and gets a document with nested objects and arrays unchanged', async () => {
        await store.put('readings', pump);
        expect(await store.get('readings', 'p1')).toEqual(pump);
      });

      it('gets null for a missing document or an unused collection', async () => {
        expect(await store.get('readings', 'nope')).toBeNull();
        expect(await store.get('neverUsed', 'nope')).toBeNull();
      });

      it('gets several documents by id in one call, leaving out missing ids', async () => {
        await store.put('readings', pump);
        await store.put('readings', { _id: 'p2', name: 'O\'Brien "pump"' });
        const found = await store.getMany('readings', ['p1', 'p2', 'nope']);
        expect([...found.keys()].sort()).toEqual(['p1', 'p2']);
        expect(found.get('p1')).toEqual(pump);
        expect(await store.getMany('readings', [])).toEqual(new Map());
        expect(await store.getMany('neverUsed', ['x'])).toEqual(new Map());
      });

      it('replaces the whole document on a second put', async () => {
        await store.put('readings', pump);
        await store.put('readings', { _id: 'p1', name: 'Pump 2' });
        expect(await store.get('readings', 'p1')).toEqual({ _id: 'p1', name: 'Pump 2' });
        expect(await store.count('readings')).toBe(1);
      });

      it('patches top-level fields shallowly, keeping nulls and ignoring undefined', async () => {
        await store.put('readings', pump);
        await store.patch('readings', 'p1', { limits: { low: 5 }, running: true, rate: null, extra: 'x', name: undefined });
        expect(await store.get('readings', 'p1')).toEqual({
          ...pump,
          limits: { low: 5 },
          running: true,
          rate: null,
          extra: 'x',
        });
      });

      it('treats a patch of a missing document as a no-op', async () => {
        await store.patch('readings', 'ghost', { name: 'x' });
        expect(await store.get('readings', 'ghost')).toBeNull();
        expect(await store.count('readings')).toBe(0);
      });

      it('rejects a patch of _id and invalid names', async () => {
        await store.put('readings', pump);
        await expect(store.patch('readings', 'p1', { _id: 'p2' })).rejects.toThrow(/_id/);
        await expect(store.put('bad-name', { _id: 'x' })).rejects.toThrow(/collection name/);
        await expect(store.find('readings', { where: { 'a.b': 1 } })).rejects.toThrow(/field name/);
        await expect(store.find('readings', { sort: [{ field: 'x; DROP', direction: 'asc' }] })).rejects.toThrow();
        expect(await store.get('readings', 'p1')).toEqual(pump);
      });

      it('deletes a document, and deleting a missing one is a no-op', async () => {
        await store.put('readings', pump);
        await store.delete('readings', 'p1');
        await store.delete('readings', 'p1');
        expect(await store.get('readings', 'p1')).toBeNull();
      });
    });

    describe('unique indexes', () => {
      it('rejects a second document with the same unique field and keeps the first', async () => {
        await store.put('users', { _id: 'u1', login: 'ann' });
        await expect(store.put('users', { _id: 'u2', login: 'ann' })).rejects.toThrow();
        expect(await store.get('users', 'u2')).toBeNull();
        expect(await store.get('users', 'u1')).toEqual({ _id: 'u1', login: 'ann' });
      });

      it('allows re-putting the same document and freeing the value by a patch', async () => {
        await store.put('users', { _id: 'u1', login: 'ann', n: 1 });
        await store.put('users', { _id: 'u1', login: 'ann', n: 2 });
        await expect(store.patch('users', 'u1', { login: 'ann' })).resolves.toBeUndefined();
        await store.put('users', { _id: 'u2', login: 'bob' });
        await expect(store.patch('users', 'u2', { login: 'ann' })).rejects.toThrow();
        await store.patch('users', 'u1', { login: 'cat' });
        await store.put('users', { _id: 'u3', login: 'ann' });
        expect(await store.find('users', { sort: [{ field: 'login', direction: 'asc' }] })).toEqual([
          { _id: 'u3', login: 'ann' },
          { _id: 'u2', login: 'bob' },
          { _id: 'u1', login: 'cat', n: 2 },
        ]);
      });

      it('does not constrain non-unique indexes', async () => {
        await store.put('readings', { _id: 'a', site: 'BA' });
        await store.put('readings', { _id: 'b', site: 'BA' });
        expect(await store.count('readings', { where: { site: 'BA' } })).toBe(2);
      });

      it('is idempotent to ensure the same collections again', async () => {
        await store.ensureCollections(CONTRACT_COLLECTIONS);
        await store.put('users', { _id: 'u1', login: 'ann' });
        await expect(store.put('users', { _id: 'u2', login: 'ann' })).rejects.toThrow();
      });
    });

    describe('apply and dropAll', () => {
      it('applies several ops in order across collections', async () => {
        await store.put('readings', { _id: 'old', site: 'WI' });
        await store.apply([
          { kind: 'put', collection: 'readings', doc: { _id: 'a', site: 'BA', v: 1 } },
          { kind: 'put', collection: 'users', doc: { _id: 'u1', login: 'ann' } },
          { kind: 'patch', collection: 'readings', id: 'a', patch: { v: 2 } },
          { kind: 'put', collection: 'readings', doc: { _id: 'b', site: 'BU' } },
          { kind: 'delete', collection: 'readings', id: 'old' },
          { kind: 'patch', collection: 'readings', id: 'missing', patch: { v: 3 } },
          { kind: 'put', collection: 'readings', doc: { _id: 'b', site: 'CA' } },
        ]);
        await store.apply([]);
        expect(await store.find('readings')).toEqual([
          { _id: 'a', site: 'BA', v: 2 },
          { _id: 'b', site: 'CA' },
        ]);
        expect(await store.find('users')).toEqual([{ _id: 'u1', login: 'ann' }]);
      });

      it('empties every collection on dropAll, and collections come back lazily', async () => {
        await store.put('readings', { _id: 'a', site: 'BA' });
        await store.put('users', { _id: 'u1', login: 'ann' });
        await store.put('lazy', { _id: 'z' });
        await store.dropAll();
        for (const collection of ['readings', 'users', 'lazy']) {
          expect(await store.count(collection)).toBe(0);
          expect(await store.find(collection)).toEqual([]);
        }
        expect(await store.get('users', 'u1')).toBeNull();
        await store.put('lazy', { _id: 'z2', v: 1 });
        expect(await store.find('lazy', { where: { v: 1 } })).toEqual([{ _id: 'z2', v: 1 }]);
      });
    });

    describe('leases', () => {
      const at = (ms: number) => new Date(Date.UTC(2026, 10, 26, 10) + ms);
      it('grants a lease to one owner until it expires, renews it for that owner, then lets another take it over', async () => {
        const lease = store.lease?.bind(store);
        if (!lease) throw new Error('this adapter has no leases');
        // The answer is the lease's epoch (its fencing token), which goes up each time it changes hands.
        expect(await lease('projector:main', 'a', 1_000, at(0))).toBe(1);
        expect(await lease('projector:main', 'b', 1_000, at(500))).toBeNull();
        expect(await lease('projector:main', 'a', 1_000, at(500))).toBe(1); // renewed until 1 500
        expect(await lease('projector:main', 'b', 1_000, at(1_499))).toBeNull();
        expect(await lease('projector:other', 'b', 1_000, at(1_499))).toBe(1);
        expect(await lease('projector:main', 'b', 1_000, at(1_500))).toBe(2);
        expect(await lease('projector:main', 'a', 1_000, at(1_600))).toBeNull();
      });

      it('commits fenced writes only while the lease has their epoch: a late batch of the old holder writes nothing', async () => {
        const lease = store.lease?.bind(store);
        if (!lease) throw new Error('this adapter has no leases');
        const old = await lease('projector:fenced', 'a', 1_000, at(0));
        expect(old).toBe(1);
        const fence = { lease: 'projector:fenced', epoch: old! };
        await store.apply([{ kind: 'put', collection: 'fenced', doc: { _id: 'd', _position: '5', v: 'a' } }], fence);
        expect(await lease('projector:fenced', 'b', 1_000, at(1_000))).toBe(2); // a's lapsed; b holds it now
        const late = store.apply(
          [
            { kind: 'put', collection: 'fenced', doc: { _id: 'd', _position: '6', v: 'late' } },
            { kind: 'put', collection: 'checkpoints', doc: { _id: 'fenced', position: '6' } },
          ],
          fence,
        );
        await expect(late).rejects.toBeInstanceOf(FencedError);
        expect(await store.get('fenced', 'd')).toEqual({ _id: 'd', _position: '5', v: 'a' });
        expect(await store.get('checkpoints', 'fenced')).toBeNull();
      });
    });

    readStoreQueryContract(current);
  });
};
