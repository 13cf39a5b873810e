import type { Doc, FindQuery, ReadStore, Scalar } from './port.ts';

/**
 * The query half of the ReadStore contract (see contract.ts): MongoDB's matching rules, which the
 * SQLite adapter must reproduce. Runs inside the contract's describe, after its beforeEach.
 */
export const READINGS: Doc[] = [
  { _id: 'r4', site: 'BU', hour: '4', level: 0, ok: 0, note: 'y', at: '2024-03-31T02:00:00.000Z', name: '50x syrupXline' },
  { _id: 'r1', site: 'BA', hour: 1, level: 2.5, ok: true, note: null, at: '2024-03-30T23:00:00.000Z', name: 'Alpha pump' },
  { _id: 'r5', site: 'CA', hour: 24, level: -3, ok: true, note: null, at: '2024-03-31T23:00:00.000Z', name: 'Été Über (tank.1)' },
  { _id: 'r3', site: 'BU', hour: 3, level: 1, ok: 1, note: 'x', at: '2024-03-31T01:00:00.000Z', name: '50% syrup_line' },
  { _id: 'r2', site: 'BA', hour: 2, level: 7, ok: false, at: '2024-03-31T00:00:00.000Z', name: 'beta VALVE' },
];

const ids = (docs: Doc[]): string[] => docs.map((doc) => doc._id);
const search = (field: string, text: string, mode: 'prefix' | 'contains' = 'contains'): FindQuery => ({
  search: { field, text, mode },
});

export const readStoreQueryContract = (current: () => ReadStore): void => {
  /** find returns exactly `expected` in order, and count with the same filters agrees. */
  const expectMatches = async (query: FindQuery, expected: string[]): Promise<void> => {
    const store = current();
    expect(ids(await store.find('readings', query))).toEqual(expected);
    if (query.skip === undefined && query.limit === undefined) {
      const { where, range, search: text } = query;
      expect(await store.count('readings', { where, range, search: text })).toBe(expected.length);
    }
  };

  describe('queries', () => {
    beforeEach(async () => {
      for (const doc of READINGS) await current().put('readings', doc);
    });

    it('returns everything ordered by _id without a query, and counts it', async () => {
      await expectMatches({}, ['r1', 'r2', 'r3', 'r4', 'r5']);
      expect(await current().count('readings')).toBe(5);
    });

    it.each<[Record<string, Scalar>, string[]]>([
      [{ site: 'BA' }, ['r1', 'r2']],
      [{ site: 'ba' }, []],
      [{ hour: 2 }, ['r2']],
      [{ hour: 4 }, []],
      [{ hour: '4' }, ['r4']],
      [{ level: 2.5 }, ['r1']],
      [{ level: false }, []],
      [{ ok: true }, ['r1', 'r5']],
      [{ ok: false }, ['r2']],
      [{ ok: 1 }, ['r3']],
      [{ ok: 0 }, ['r4']],
      [{ note: null }, ['r1', 'r2', 'r5']],
      [{ note: 'x' }, ['r3']],
      [{ absent: null }, ['r1', 'r2', 'r3', 'r4', 'r5']],
      [{ site: 'BU', note: 'y' }, ['r4']],
      [{ _id: 'r3' }, ['r3']],
    ])('matches equality %j', async (where, expected) => {
      await expectMatches({ where }, expected);
    });

    it.each<[FindQuery, string[]]>([
      [{ range: { field: 'hour', gt: 2 } }, ['r3', 'r5']],
      [{ range: { field: 'hour', gte: 2 } }, ['r2', 'r3', 'r5']],
      [{ range: { field: 'hour', lt: 2 } }, ['r1']],
      [{ range: { field: 'hour', lte: 2 } }, ['r1', 'r2']],
      [{ range: { field: 'hour', gt: 1, lt: 24 } }, ['r2', 'r3']],
      [{ range: { field: 'hour', gte: '4' } }, ['r4']],
      [{ range: { field: 'level', gte: -3, lt: 1 } }, ['r4', 'r5']],
      [{ range: { field: 'at', gte: '2024-03-31T00:00:00.000Z' } }, ['r2', 'r3', 'r4', 'r5']],
      [{ range: { field: 'at', lt: '2024-03-31T01:00:00.000Z' } }, ['r1', 'r2']],
      [{ range: { field: 'at', lte: '2024-03-30T23:00:00.000Z' } }, ['r1']],
      [{ range: { field: 'at', gt: '2024-03-31T00:00:00.000Z', lte: '2024-03-31T02:00:00.000Z' } }, ['r3', 'r4']],
      [{ range: { field: 'ok', gt: false } }, ['r1', 'r5']],
      [{ where: { site: 'BU' }, range: { field: 'hour', gte: 0 } }, ['r3']],
      [{ where: { hour: 2 }, range: { field: 'hour', gte: 2 } }, ['r2']],
      [
        {
          range: [
            { field: 'hour', gte: 1 },
            { field: 'at', gt: '2024-03-31T00:00:00.000Z' },
          ],
        },
        ['r3', 'r5'],
      ],
      [
        {
          range: [
            { field: 'level', lt: 3 },
            { field: 'hour', lte: 3 },
          ],
        },
        ['r1', 'r3'],
      ],
    ])('matches range %j', async (query, expected) => {
      await expectMatches(query, expected);
    });

    it('rejects a null bound, mixed bound types and an empty range', async () => {
      const store = current();
      await expect(store.find('readings', { range: { field: 'hour', gt: null } })).rejects.toThrow(/null/);
      await expect(store.count('readings', { range: { field: 'hour', gt: 1, lt: 'z' } })).rejects.toThrow(/same type/);
      await expect(store.find('readings', { range: { field: 'hour' } })).rejects.toThrow(/no bound/);
      await expect(
        store.find('readings', {
          range: [
            { field: 'hour', gt: 1 },
            { field: 'hour', lt: 3 },
          ],
        }),
      ).rejects.toThrow(/two ranges/);
    });

    it.each<[FindQuery, string[]]>([
      [search('name', 'al', 'prefix'), ['r1']],
      [search('name', 'BETA v', 'prefix'), ['r2']],
      [search('name', 'pump', 'prefix'), []],
      [search('name', 'PUMP'), ['r1']],
      [search('name', 'valve'), ['r2']],
      [search('name', '', 'prefix'), ['r1', 'r2', 'r3', 'r4', 'r5']],
      [search('name', '50%'), ['r3']],
      [search('name', '50%', 'prefix'), ['r3']],
      [search('name', 'p_l'), ['r3']],
      [search('name', '%'), ['r3']],
      [search('name', '_'), ['r3']],
      [search('name', '.'), ['r5']],
      [search('name', '(tank.1)'), ['r5']],
      [search('name', 'k?1'), []],
      [search('name', '\\'), []],
      [search('name', 'été'), ['r5']],
      [search('name', 'éTÉ ü', 'prefix'), ['r5']],
      [search('name', 'ÜBER'), ['r5']],
      [search('hour', '2', 'prefix'), []],
      [search('hour', '4', 'prefix'), ['r4']],
      [{ where: { site: 'BU' }, ...search('name', 'SYRUP') }, ['r3', 'r4']],
      [{ range: { field: 'at', gte: '2024-03-31T02:00:00.000Z' }, ...search('name', 'syrup') }, ['r4']],
    ])('matches search %j case-insensitively with literal text', async (query, expected) => {
      await expectMatches(query, expected);
    });

    it.each<[FindQuery['sort'], string[]]>([
      [
        [
          { field: 'site', direction: 'asc' },
          { field: 'level', direction: 'desc' },
        ],
        ['r2', 'r1', 'r3', 'r4', 'r5'],
      ],
      [
        [
          { field: 'site', direction: 'desc' },
          { field: 'level', direction: 'asc' },
        ],
        ['r5', 'r4', 'r3', 'r1', 'r2'],
      ],
      [[{ field: 'note', direction: 'asc' }], ['r1', 'r2', 'r5', 'r3', 'r4']],
      [[{ field: 'note', direction: 'desc' }], ['r4', 'r3', 'r1', 'r2', 'r5']],
      [[{ field: 'at', direction: 'desc' }], ['r5', 'r4', 'r3', 'r2', 'r1']],
      [[{ field: '_id', direction: 'desc' }], ['r5', 'r4', 'r3', 'r2', 'r1']],
    ])('sorts by %j (missing and null first ascending, ties by _id)', async (sort, expected) => {
      await expectMatches({ sort }, expected);
    });

    it.each<[FindQuery, string[]]>([
      [{ limit: 2 }, ['r5', 'r4']],
      [{ skip: 1, limit: 2 }, ['r4', 'r3']],
      [{ skip: 4 }, ['r2']],
      [{ skip: 10 }, []],
      [{ limit: 0 }, []],
      [{ where: { site: 'BU' }, limit: 1 }, ['r4']],
      [{ where: { site: 'BA' }, skip: 1, limit: 5 }, ['r2']],
    ])('pages level-ascending results with %j', async (paging, expected) => {
      await expectMatches({ sort: [{ field: 'level', direction: 'asc' }], ...paging }, expected);
    });

    it('rejects negative or fractional paging', async () => {
      await expect(current().find('readings', { skip: -1 })).rejects.toThrow(/skip/);
      await expect(current().find('readings', { limit: 1.5 })).rejects.toThrow(/limit/);
    });
  });
};
