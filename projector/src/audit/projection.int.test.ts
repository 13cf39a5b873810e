import { testMetadata } from '@ftr/infra/testing/metadata.ts';
import { dataSettingsStream, valuesStream, type DomainEvent, type EventMetadata, type ValueChange } from '@ftr/contracts';
import { projectBatch } from '../runtime/applyBatch.ts';
import type { Projection } from '@ftr/read-models/projection.ts';
import { useEmbeddedStores } from '@ftr/infra/testing/embeddedStores.ts';
import { auditProjections } from '@ftr/read-models/audit/feature.ts';
import { AUDIT_DAYS_COLLECTION } from '@ftr/read-models/audit/daysProjection.ts';
import { AUDIT_COLLECTION } from '@ftr/read-models/audit/projection.ts';
import { DATA_SETTINGS_COLLECTION } from '@ftr/read-models/audit/settingsProjection.ts';

const meta = (userId: string, timestamp: string): EventMetadata => testMetadata({ userId, timestamp });
const projections: readonly Projection[] = auditProjections.projections;

const stores = useEmbeddedStores(
  'audit',
  projections.map((p) => p.collection),
);

const project = async () => {
  const batch = await projectBatch(stores.readStore, projections, await stores.eventStore.readAll(undefined, 1_000), 'main');
  await stores.readStore.apply(batch.ops);
  return batch;
};
const docs = (collection: string) => stores.readStore.find(collection, { sort: [{ field: '_id', direction: 'asc' }] });
const append = (stream: string, events: DomainEvent[], user: string, at: string) =>
  stores.eventStore.append(
    stream,
    events.map((e) => ({ ...e, metadata: meta(user, at) })),
    'any',
  );
const ch = (hour: number, kind: ValueChange['kind'], value: number | null, previous: number | null, reason?: string): ValueChange => ({
  code: 'A',
  date: '2026-11-24',
  hour,
  kind,
  value,
  previous,
  ...(reason ? { reason } : {}),
});
const week = valuesStream('BA', '2026-11-24');

describe('audit trail and data settings projections', () => {
  beforeEach(async () => {
    await append(
      week,
      [
        {
          type: 'ParameterValuesSubmitted',
          data: { site: 'BA', operation: 'BC2026', submissionId: 's1', changes: [ch(5, 'Insert', 1, null), ch(6, 'Insert', 2, null)] },
        },
      ],
      'operator.ba',
      '2026-11-24T09:00:00.000Z',
    );
    await append(
      week,
      [
        {
          type: 'ParameterValuesSubmitted',
          data: {
            site: 'BA',
            operation: 'BC2026',
            submissionId: 's2',
            changes: [ch(5, 'Update', 9, 1, 'Instrument fault'), ch(6, 'Delete', null, 2, 'Other: duplicate')],
          },
        },
      ],
      'supervisor.ba',
      '2026-11-25T09:00:00.000Z',
    );
    await append(
      week,
      [
        {
          type: 'ParameterValuesRecalculated',
          data: { site: 'BA', operation: 'BC2026', jobId: 'job-1', changes: [ch(7, 'Insert', 3, null)] },
        },
      ],
      'system',
      '2026-11-25T09:01:00.000Z',
    );
    await append(
      dataSettingsStream('BA'),
      [
        { type: 'ReasonRuleSet', data: { site: 'BA', screenId: null, rule: 'always' } },
        { type: 'ReasonRuleSet', data: { site: 'BA', screenId: 3, rule: 'never' } },
      ],
      'supervisor.ba',
      '2026-11-25T10:00:00.000Z',
    );
  });

  it('keeps one entry per value event with its changes, user, instant, source and reasons', async () => {
    await project();
    const entries = await stores.readStore.find(AUDIT_COLLECTION, { sort: [{ field: 'POS', direction: 'asc' }] });
    expect(entries).toEqual([
      expect.objectContaining({
        _id: `${week}@0`,
        SITE: 'BA',
        CODE: 'A',
        DATE: '2026-11-24',
        POSITION: '1',
        POS: '00000000000000000001',
        USER: 'operator.ba',
        SOURCE: 'DATAENTRY',
        SUBMISSION_ID: 's1',
        JOB_ID: null,
        CHANGES: [
          { hour: 5, kind: 'Insert', previous: null, value: 1, reason: null },
          { hour: 6, kind: 'Insert', previous: null, value: 2, reason: null },
        ],
      }),
      expect.objectContaining({
        USER: 'supervisor.ba',
        AT: '2026-11-25T09:00:00.000Z',
        CHANGES: [
          { hour: 5, kind: 'Update', previous: 1, value: 9, reason: 'Instrument fault' },
          { hour: 6, kind: 'Delete', previous: 2, value: null, reason: 'Other: duplicate' },
        ],
      }),
      expect.objectContaining({
        SOURCE: 'RECALCULATION',
        JOB_ID: 'job-1',
        SUBMISSION_ID: null,
        CHANGES: [{ hour: 7, kind: 'RECALCULATED', previous: null, value: 3, reason: null }],
      }),
    ]);
    expect(await docs(AUDIT_DAYS_COLLECTION)).toEqual([
      expect.objectContaining({
        _id: 'BA_A_2026-11-24',
        DATE: '2026-11-24',
        TALLIES: [
          { user: 'operator.ba', source: 'DATAENTRY', n: 1, rows: 2 },
          { user: 'supervisor.ba', source: 'DATAENTRY', n: 1, rows: 2 },
          { user: 'system', source: 'RECALCULATION', n: 1, rows: 1 },
        ],
      }),
    ]);
    expect(await docs(DATA_SETTINGS_COLLECTION)).toEqual([
      expect.objectContaining({ _id: 'BA', SETTINGS: { site: 'BA', reasonRule: 'always', screens: { '3': 'never' } } }),
    ]);
  });

  it('applied twice gives the same result', async () => {
    await project();
    const all = () => Promise.all([AUDIT_COLLECTION, AUDIT_DAYS_COLLECTION, DATA_SETTINGS_COLLECTION].map(docs));
    const once = await all();
    const again = await project();
    expect(again.ops.filter((op) => op.collection !== 'checkpoints')).toEqual([]);
    expect(await all()).toEqual(once);
    // evolve on its own result is the same document too.
    const [event] = await stores.eventStore.readAll(undefined, 1);
    const [trail] = projections;
    const doc = trail!.evolve(null, event!);
    expect(trail!.evolve({ ...doc!, _id: 'x', _position: '1' }, event!)).toEqual(doc);
  });
});
