import { mongoFilter } from './mongo.ts';

// The MongoDB filter is pure: checked here without a database (the adapter contract suite needs Docker).
describe('MongoDB filter of a query', () => {
  it('ANDs ranges on several fields (a date range and a keyset cursor) like SQLite', () => {
    expect(
      mongoFilter({
        where: { SITE: 'BA' },
        range: [
          { field: 'DATE', gte: '2026-01-01', lte: '2026-01-31' },
          { field: 'POS', gt: '00000000000000000042' },
        ],
      }),
    ).toEqual({
      SITE: { $eq: 'BA' },
      DATE: { $gte: '2026-01-01', $lte: '2026-01-31' },
      POS: { $gt: '00000000000000000042' },
    });
  });

  it('refuses two ranges on one field rather than letting one overwrite the other', () => {
    expect(() =>
      mongoFilter({
        range: [
          { field: 'POS', gt: '1' },
          { field: 'POS', lt: '9' },
        ],
      }),
    ).toThrow(/two ranges/);
  });
});
