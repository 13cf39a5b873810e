import { testMetadata } from '@ftr/infra/testing/metadata.ts';
import type { ValuesChangedEvent } from '@ftr/contracts';
import { projectBatch } from '../runtime/applyBatch.ts';
import { useEmbeddedStores } from '@ftr/infra/testing/embeddedStores.ts';
import { DATA_SUMMARY_COLLECTION, dataSummaryProjection } from '@ftr/read-models/summary/projection.ts';

const stores = useEmbeddedStores('dataSummary', [dataSummaryProjection.collection]);

const change = (date: string, hour: number, value: number | null) => ({
  code: 'DY-NO-V-0T',
  date,
  hour,
  kind: 'Update' as const,
  value,
  previous: null,
});
const submitted = (operation: string, changes: ReturnType<typeof change>[]): ValuesChangedEvent => ({
  type: 'ParameterValuesSubmitted',
  data: { site: 'WI', operation, submissionId: 's', changes },
});

beforeEach(async () => {
  const events: ValuesChangedEvent[] = [
    submitted('BC2026', [change('2026-11-21', 24, 29)]),
    submitted('BC2026', [change('2026-11-22', 24, 30)]),
    submitted('BC2026', [change('2026-11-22', 24, 45)]), // a correction
    submitted('JR2026', [change('2026-11-23', 24, 7)]), // another operation, same month
    submitted('JR2026', [change('2026-11-23', 24, null)]), // deleted again
    { type: 'ParameterValuesRecalculated', data: { site: 'WI', operation: 'BC2026', jobId: 'j', changes: [change('2026-12-01', 24, 40)] } },
  ];
  await stores.eventStore.append(
    'values-WI-2026-47',
    events.map((event) => ({ ...event, metadata: testMetadata({ site: 'WI' }) })),
    'any',
  );
});

const project = async () => {
  const batch = await projectBatch(stores.readStore, [dataSummaryProjection], await stores.eventStore.readAll(undefined, 100), 'main');
  await stores.readStore.apply(batch.ops);
  return batch;
};
const snapshot = async () =>
  (await stores.readStore.find(DATA_SUMMARY_COLLECTION, { sort: [{ field: '_id', direction: 'asc' }] })).map(
    ({ _position, ...doc }) => doc,
  );

describe('data summary projection', () => {
  it('keeps one document per site, code and month: the values and each operation’s moments', async () => {
    const batch = await project();
    expect(await snapshot()).toEqual([
      {
        _id: 'WI_DY-NO-V-0T_2026-11',
        SITE: 'WI',
        CODE: 'DY-NO-V-0T',
        MONTH: '2026-11',
        YEAR: 2026,
        CELLS: '21/24=29@BC2026;22/24=45@BC2026',
        OPERATIONS: { BC2026: { count: 2, sum: 74, m2: 128, min: 29, max: 45 } },
      },
      {
        _id: 'WI_DY-NO-V-0T_2026-12',
        SITE: 'WI',
        CODE: 'DY-NO-V-0T',
        MONTH: '2026-12',
        YEAR: 2026,
        CELLS: '01/24=40@BC2026',
        OPERATIONS: { BC2026: { count: 1, sum: 40, m2: 0, min: 40, max: 40 } },
      },
    ]);
    expect(batch.notice.changes.every((c) => c.site === 'WI')).toBe(true);
  });

  it('applied twice gives the same result', async () => {
    await project();
    const first = await snapshot();
    await project();
    expect(await snapshot()).toEqual(first);
  });
});
