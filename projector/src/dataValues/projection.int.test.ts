import { testMetadata } from '@ftr/infra/testing/metadata.ts';
import { valuesStream, type EventMetadata, type ValueChange, type ValuesStreamEvent } from '@ftr/contracts';
import { CCFS_COLLECTION, ccfsProjection } from '@ftr/read-models/ccf/projection.ts';
import { projectBatch } from '../runtime/applyBatch.ts';
import type { Projection } from '@ftr/read-models/projection.ts';
import { useEmbeddedStores } from '@ftr/infra/testing/embeddedStores.ts';
import { PARAMETER_VALUES_COLLECTION, parameterValuesProjection, type ParameterValueDoc } from '@ftr/read-models/dataValues/projection.ts';
import { latestValueBefore } from '@ftr/read-models/dataValues/queries.ts';

const meta = (userId: string, timestamp: string, submissionId?: string): EventMetadata =>
  testMetadata({ userId, timestamp, ...(submissionId ? { submissionId } : {}) });
const projections: Projection[] = [parameterValuesProjection, ccfsProjection];

const stores = useEmbeddedStores(
  'values',
  projections.map((p) => p.collection),
);

const project = async () => {
  const events = await stores.eventStore.readAll(undefined, 1_000);
  const batch = await projectBatch(stores.readStore, projections, events, 'main');
  await stores.readStore.apply(batch.ops);
  return batch;
};
const docs = (collection: string) => stores.readStore.find(collection, { sort: [{ field: '_id', direction: 'asc' }] });
const ch = (code: string, date: string, hour: number, value: number | null, previous: number | null = null): ValueChange => ({
  code,
  date,
  hour,
  kind: previous === null ? 'Insert' : value === null ? 'Delete' : 'Update',
  value,
  previous,
});
const submit = (id: string, operation: string, changes: ValueChange[]): ValuesStreamEvent => ({
  type: 'ParameterValuesSubmitted',
  data: { site: 'BA', operation, submissionId: id, changes },
});
const append = (events: ValuesStreamEvent[], user: string, at: string, id?: string) =>
  stores.eventStore.append(
    valuesStream('BA', '2026-11-25'),
    events.map((e) => ({ ...e, metadata: meta(user, at, id) })),
    'any',
  );

describe('parameter values and CCF projections', () => {
  beforeEach(async () => {
    await append(
      [
        submit('s1', 'BC2026', [ch('A', '2026-11-24', 24, 5), ch('A', '2026-11-24', 23, 4)]),
        submit('s1', 'BC2026', [ch('A', '2026-11-25', 1, 6), ch('A', '2026-11-25', 2, 7)]),
        submit('s1', 'BC2026', [ch('C', '2026-11-25', 1, 9)]),
        {
          type: 'CcfRaised',
          data: {
            id: 'k1',
            site: 'BA',
            parameter: 'C',
            operation: 'BC2026',
            ccfType: 'Q',
            ccfAnalysis: 'BRIX',
            raisedFrom: 'DATAENTRY',
            status: 'O',
            date: '2026-11-25',
            hour: 1,
            value: 9,
          },
        },
      ],
      'operator.ba',
      '2026-11-25T09:00:00.000Z',
      's1',
    );
    await append(
      [
        submit('s2', 'BC2026', [ch('A', '2026-11-25', 2, 8, 7), ch('A', '2026-11-25', 1, null, 6)]),
        submit('s2', 'BC2026', [ch('C', '2026-11-25', 1, null, 9)]),
        { type: 'CcfPendingClose', data: { id: 'k1', site: 'BA', parameter: 'C', operation: 'BC2026', at: '2026-11-24T08:00:00.000Z' } },
      ],
      'supervisor.ba',
      '2026-11-25T10:00:00.000Z',
      's2',
    );
    await append(
      [
        {
          type: 'ParameterValuesRecalculated',
          data: { site: 'BA', operation: 'BC2026', jobId: 'job-1', changes: [ch('S', '2026-11-25', 2, 1.5)] },
        },
      ],
      'system',
      '2026-11-25T10:01:00.000Z',
    );
  });

  it('keeps one document per site, code and date with its hours; an emptied day is removed', async () => {
    const batch = await project();
    expect(await docs(PARAMETER_VALUES_COLLECTION)).toEqual([
      expect.objectContaining({
        _id: 'BA_A_2026-11-24',
        SITE: 'BA',
        CODE: 'A',
        FTR_DATE: '2026-11-24',
        HOURS: {
          '23': { value: 4, operation: 'BC2026', by: 'operator.ba', at: '2026-11-25T09:00:00.000Z', source: 'DATAENTRY' },
          '24': { value: 5, operation: 'BC2026', by: 'operator.ba', at: '2026-11-25T09:00:00.000Z', source: 'DATAENTRY' },
        },
      }),
      expect.objectContaining({
        _id: 'BA_A_2026-11-25',
        HOURS: { '2': { value: 8, operation: 'BC2026', by: 'supervisor.ba', at: '2026-11-25T10:00:00.000Z', source: 'DATAENTRY' } },
      }),
      expect.objectContaining({
        _id: 'BA_S_2026-11-25',
        HOURS: { '2': expect.objectContaining({ value: 1.5, by: 'system', source: 'RECALCULATION' }) },
      }),
    ]);
    expect(batch.notice.changes).toContainEqual({ collection: PARAMETER_VALUES_COLLECTION, id: 'BA_A_2026-11-25', site: 'BA' });
    expect(batch.notice.changes).toContainEqual({ collection: CCFS_COLLECTION, id: 'k1', site: 'BA' });
  });

  it('keeps one document per CCF: raised O from data entry, then R with when and by whom', async () => {
    await project();
    expect(await docs(CCFS_COLLECTION)).toEqual([
      expect.objectContaining({
        _id: 'k1',
        ID: 'k1',
        SITE: 'BA',
        PARAMETER: 'C',
        OPERATION: 'BC2026',
        STATUS: 'R',
        RAISED_BY: 'operator.ba',
        RAISED_FROM: 'DATAENTRY',
        RAISED_AT: '2026-11-25T09:00:00.000Z',
        ENDED_AT: '2026-11-24T08:00:00.000Z',
        ENDED_BY: 'supervisor.ba',
        CLOSED_AT: null,
        CCF_TYPE: 'Q',
        CCF_ANALYSIS: 'BRIX',
        DATE: '2026-11-25',
        HOUR: 1,
        VALUE: 9,
      }),
    ]);
  });

  it('a repeated pending close or raise changes nothing', async () => {
    await append(
      [
        { type: 'CcfPendingClose', data: { id: 'k1', site: 'BA', parameter: 'C', operation: 'BC2026', at: '2026-11-25T09:30:00.000Z' } },
        {
          type: 'CcfRaised',
          data: {
            id: 'k1',
            site: 'BA',
            parameter: 'C',
            operation: 'X',
            ccfType: null,
            ccfAnalysis: null,
            raisedFrom: 'OPERATOR',
            status: 'O',
            date: null,
            hour: null,
            value: null,
          },
        },
      ],
      'other',
      '2026-11-25T11:00:00.000Z',
    );
    await project();
    expect(await docs(CCFS_COLLECTION)).toEqual([
      expect.objectContaining({ STATUS: 'R', OPERATION: 'BC2026', ENDED_AT: '2026-11-24T08:00:00.000Z', ENDED_BY: 'supervisor.ba' }),
    ]);
  });

  it('applied twice gives the same result', async () => {
    await project();
    const once = [await docs(PARAMETER_VALUES_COLLECTION), await docs(CCFS_COLLECTION)];
    const again = await project();
    expect(again.ops.filter((op) => op.collection !== 'checkpoints' && op.kind === 'put')).toEqual([]);
    expect([await docs(PARAMETER_VALUES_COLLECTION), await docs(CCFS_COLLECTION)]).toEqual(once);
    // evolve itself is idempotent too: the same event on its own result changes nothing.
    const [event] = await stores.eventStore.readAll(undefined, 1);
    if (event?.type !== 'ParameterValuesSubmitted') throw new Error(`expected a submission first, got ${event?.type}`);
    const doc = parameterValuesProjection.evolve(null, event);
    expect(parameterValuesProjection.evolve({ ...doc, _position: '1' } as ParameterValueDoc, event)).toEqual(doc);
  });

  it('finds the latest value before a date (the prior of a grid)', async () => {
    await project();
    expect(await latestValueBefore(stores.readStore, 'BA', 'A', '2026-11-25')).toBe(5);
    expect(await latestValueBefore(stores.readStore, 'BA', 'A', '2026-11-26')).toBe(8);
    expect(await latestValueBefore(stores.readStore, 'BA', 'A', '2026-11-24')).toBeNull();
    expect(await latestValueBefore(stores.readStore, 'BA', 'C', '2026-11-26')).toBeNull();
    expect(await latestValueBefore(stores.readStore, 'WI', 'A', '2026-11-26')).toBeNull();
  });
});
