import { testMetadata } from '@ftr/infra/testing/metadata.ts';
import { CCF_SETTINGS_STREAM, type CcfSettingsEvent, type EventMetadata } from '@ftr/contracts';
import { projectBatch } from '../runtime/applyBatch.ts';
import type { Projection } from '@ftr/read-models/projection.ts';
import { useEmbeddedStores } from '@ftr/infra/testing/embeddedStores.ts';
import {
  CCF_ANALYSES_COLLECTION,
  CCF_TYPES_COLLECTION,
  ccfAnalysesProjection,
  ccfTypesProjection,
  type CcfAnalysisDoc,
} from '@ftr/read-models/ccfSettings/projection.ts';

const projections: Projection[] = [ccfTypesProjection, ccfAnalysesProjection];
const metadata: EventMetadata = testMetadata({ userId: 'admin', site: 'CO' });
const limits = { low_abs: null, low_trigger: 8.9, high_trigger: 9.3, high_abs: 9.6 };

const stores = useEmbeddedStores(
  'ccf-settings',
  projections.map((p) => p.collection),
);

beforeEach(async () => {
  const events: CcfSettingsEvent[] = [
    { type: 'CcfTypeSaved', data: { code: 'QC', name: 'Quality', created: true } },
    { type: 'CcfTypeSaved', data: { code: 'FS', name: 'Food', created: true } },
    { type: 'CcfTypeSaved', data: { code: 'FS', name: 'Food Safety', created: false } },
    { type: 'CcfTypeSaved', data: { code: 'HS', name: 'Health & Safety', created: true } },
    { type: 'CcfTypeDeleted', data: { code: 'HS' } },
    {
      type: 'CcfAnalysisSaved',
      data: { code: 'THINPH', name: 'Thin pH', type: 'QC', ...limits, created: true, previous: null, reason: null },
    },
    {
      type: 'CcfAnalysisSaved',
      data: {
        code: 'THINPH',
        name: 'Thin juice pH',
        type: 'FS',
        ...limits,
        created: false,
        previous: { name: 'Thin pH', type: 'QC', ...limits },
        reason: 'Renamed',
      },
    },
    { type: 'CcfAnalysisSaved', data: { code: 'GONE', name: 'Gone', type: 'QC', ...limits, created: true, previous: null, reason: null } },
    { type: 'CcfAnalysisDeleted', data: { code: 'GONE' } },
  ];
  await stores.eventStore.append(
    CCF_SETTINGS_STREAM,
    events.map((event) => ({ ...event, metadata })),
    'no_stream',
  );
});

const project = async () => {
  const batch = await projectBatch(stores.readStore, projections, await stores.eventStore.readAll(undefined, 1_000), 'main');
  await stores.readStore.apply(batch.ops);
  return batch;
};
const snapshot = async () => ({
  types: await stores.readStore.find(CCF_TYPES_COLLECTION, { sort: [{ field: '_id', direction: 'asc' }] }),
  analyses: await stores.readStore.find(CCF_ANALYSES_COLLECTION, { sort: [{ field: '_id', direction: 'asc' }] }),
});

describe('CCF settings projections', () => {
  it('keep the latest name and limits, and drop deleted types and analyses', async () => {
    const batch = await project();
    const { types, analyses } = await snapshot();
    expect(types.map(({ _position, ...doc }) => doc)).toEqual([
      { _id: 'FS', code: 'FS', name: 'Food Safety' },
      { _id: 'QC', code: 'QC', name: 'Quality' },
    ]);
    expect(analyses.map(({ _position, limits: _l, changes: _c, ...doc }) => doc)).toEqual([
      { _id: 'THINPH', code: 'THINPH', name: 'Thin juice pH', type: 'FS', ...limits },
    ]);
    // company-wide: no site on the change notices, so every browser hears of them
    expect(batch.notice.changes.every((change) => change.site === undefined)).toBe(true);
  });

  it('keeps the limits over time (a save that keeps them adds no period) and every save with old → new and its reason', async () => {
    const tightened = { ...limits, high_trigger: 9.2 };
    const later = testMetadata({ userId: 'boss', site: 'CO', timestamp: '2026-11-23T08:00:00.000Z' });
    const data = { code: 'THINPH', name: 'Thin juice pH', type: 'FS', ...tightened, created: false };
    const previous = { name: 'Thin juice pH', type: 'FS', ...limits };
    await stores.eventStore.append(
      CCF_SETTINGS_STREAM,
      [{ type: 'CcfAnalysisSaved', data: { ...data, previous, reason: 'Tighter' }, metadata: later }],
      'any',
    );
    await project();
    const doc = await stores.readStore.get<CcfAnalysisDoc>(CCF_ANALYSES_COLLECTION, 'THINPH');
    expect(doc?.limits).toEqual([
      { from: metadata.timestamp, ...limits },
      { from: later.timestamp, ...tightened },
    ]);
    expect(doc?.changes?.map((c) => [c.by, c.change, c.changes, c.reason])).toEqual([
      ['admin', 'CcfAnalysisCreated', expect.arrayContaining([{ field: 'THINPH.high_trigger', from: null, to: 9.3 }]), null],
      [
        'admin',
        'CcfAnalysisUpdated',
        [
          { field: 'THINPH.name', from: 'Thin pH', to: 'Thin juice pH' },
          { field: 'THINPH.type', from: 'QC', to: 'FS' },
        ],
        'Renamed',
      ],
      ['boss', 'CcfAnalysisUpdated', [{ field: 'THINPH.high_trigger', from: 9.3, to: 9.2 }], 'Tighter'],
    ]);
  });

  it('applied twice gives the same result (a deleted one does not come back)', async () => {
    await project();
    const first = await snapshot();
    await project();
    expect(await snapshot()).toEqual(first);
  });
});
