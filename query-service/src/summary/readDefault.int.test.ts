import { DatabaseSync } from 'node:sqlite';
import { createSqliteReadStore } from '@ftr/infra/readstore/sqlite.ts';
import type { FindQuery, ReadStore } from '@ftr/infra/readstore/port.ts';
import { OPERATIONS_COLLECTION, operationsProjection, type OperationDoc } from '@ftr/read-models/operations/projection.ts';
import { DATA_SUMMARY_COLLECTION, dataSummaryProjection, type SummaryMonthDoc } from '@ftr/read-models/summary/projection.ts';
import { readSummaryDefault } from './readDefault.ts';

const TODAY = '2026-11-26';

const operation = (SITE: string, OPTN_CODE: string, TYPE_ID: string, START_DATE: string, END_DATE: string): OperationDoc => ({
  _id: `${SITE}_${OPTN_CODE}`,
  _position: '1',
  SITE,
  OPTN_CODE,
  TYPE_ID,
  COMMENTS: '',
  START_DATE,
  END_DATE,
  LAST_UPDATED_DTS: '2026-01-01T00:00:00.000Z',
  LAST_UPDATED_BY: 'admin',
});
const month = (SITE: string, CODE: string, MONTH: string, counts: Record<string, number>): SummaryMonthDoc => ({
  _id: `${SITE}_${CODE}_${MONTH}`,
  _position: '1',
  SITE,
  CODE,
  MONTH,
  YEAR: Number(MONTH.slice(0, 4)),
  CELLS: '',
  OPERATIONS: Object.fromEntries(Object.entries(counts).map(([op, count]) => [op, { count, sum: count, m2: 0, min: 1, max: 1 }])),
});

/** The SQL of every statement the store prepares, to ask SQLite how it runs the newest months' query. */
const recording = (db: DatabaseSync): { store: ReadStore; prepared: string[] } => {
  const prepared: string[] = [];
  const proxy = new Proxy(db, {
    get(target, key) {
      if (key === 'prepare')
        return (sql: string) => {
          prepared.push(sql);
          return target.prepare(sql);
        };
      const value: unknown = Reflect.get(target, key, target);
      return typeof value === 'function' ? (value as (...args: unknown[]) => unknown).bind(target) : value;
    },
  });
  return { store: createSqliteReadStore(proxy), prepared };
};

describe('the summary a site opens on, read from the stores', () => {
  let db: DatabaseSync;
  let store: ReadStore;
  let prepared: string[];
  let finds: FindQuery[];

  beforeEach(async () => {
    db = new DatabaseSync(':memory:');
    ({ store, prepared } = recording(db));
    finds = [];
    const find = store.find.bind(store);
    store.find = (collection, query) => {
      if (collection === DATA_SUMMARY_COLLECTION && query) finds.push(query);
      return find(collection, query);
    };
    await store.ensureCollections([operationsProjection.collection, dataSummaryProjection.collection]);
    const operations = [
      operation('BA', 'BC2025', 'BC', '2025-09-01', '2026-01-31'),
      operation('BA', 'JR2026', 'JR', '2026-02-10', '2026-03-20'),
      operation('BA', 'BC2026', 'BC', '2026-09-01', '2027-01-31'),
      operation('WI', 'BC2026', 'BC', '2026-09-01', '2027-01-31'),
    ];
    await store.apply(operations.map((doc) => ({ kind: 'put', collection: OPERATIONS_COLLECTION, doc })));
  });
  afterEach(() => db.close());

  const months = (docs: SummaryMonthDoc[]) =>
    store.apply(docs.map((doc) => ({ kind: 'put' as const, collection: DATA_SUMMARY_COLLECTION, doc })));

  it('opens on the first code (by code) with values in the stream of the newest months, served by the site-month index', async () => {
    const history: SummaryMonthDoc[] = [];
    for (const m of ['2025-10', '2025-11', '2025-12', '2026-01', '2026-09', '2026-10']) {
      for (const code of ['A-OLD-V-1H', 'B-OLD-V-1H', 'C-OLD-V-1H'])
        history.push(month('BA', code, m, { [m < '2026' ? 'BC2025' : 'BC2026']: 5 }));
    }
    history.push(month('BA', 'A-OLD-V-1H', '2026-03', { JR2026: 4 }));
    // The newest month: a code whose values are all in another stream's operation, then two codes in the stream.
    history.push(month('BA', 'B-NEW-V-1H', '2026-11', { JR2026: 2 }), month('BA', 'D-NEW-V-1H', '2026-11', { BC2026: 1 }));
    history.push(month('BA', 'C-NEW-V-1H', '2026-11', { BC2026: 3 }));
    // Another site's newer month, and the spec's code with values outside the stream only.
    history.push(month('WI', 'A-AAA-V-1H', '2026-12', { BC2026: 9 }), month('BA', 'DY-NO-V-0T', '2026-03', { JR2026: 1 }));
    await months(history);

    expect(await readSummaryDefault(store, 'BA', TODAY)).toEqual({ site: 'BA', code: 'C-NEW-V-1H', stream: 'BC', statistic: 'MAX' });
    expect(await readSummaryDefault(store, 'BA', '2026-03-01')).toMatchObject({ code: 'DY-NO-V-0T', stream: 'JR' });

    const newest = prepared.find((sql) => sql.includes("ORDER BY json_extract(doc, '$.MONTH') DESC"));
    if (newest === undefined) throw new Error('the newest months were not read');
    const plan = db
      .prepare(`EXPLAIN QUERY PLAN ${newest}`)
      .all('BA', 200, 0)
      .map((row) => String(row['detail']))
      .join('\n');
    expect(plan).toContain('USING INDEX rmi_dataSummary__SITE__MONTH__CODE');
    expect(plan).not.toContain('USE TEMP B-TREE FOR ORDER BY'); // only the ties of a month are sorted
  });

  it("opens on the spec's code when it has values in the stream, without reading the newest months", async () => {
    await months([
      month('BA', 'DY-NO-V-0T', '2026-10', { BC2026: 2 }),
      month('BA', 'A-NEW-V-1H', '2026-11', { BC2026: 3 }),
      month('WI', 'DY-NO-V-0T', '2026-10', { BC2026: 2 }),
    ]);
    expect(await readSummaryDefault(store, 'BA', TODAY)).toEqual({ site: 'BA', code: 'DY-NO-V-0T', stream: 'BC', statistic: 'MAX' });
    expect(finds).toEqual([{ where: { SITE: 'BA', CODE: 'DY-NO-V-0T' } }]);
  });

  it("answers the spec's code when the site has no values in the stream", async () => {
    await months([month('BA', 'A-NEW-V-1H', '2026-11', { JR2026: 3 })]);
    expect(await readSummaryDefault(store, 'BA', TODAY)).toMatchObject({ code: 'DY-NO-V-0T', stream: 'BC' });
  });
});
