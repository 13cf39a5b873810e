import { CCF_SETTINGS_STREAM, type CcfSettingsEvent, type EventMetadata } from '@ftr/contracts';
import { projectBatch } from '../runtime/applyBatch.ts';
import type { Projection } from '../runtime/projection.ts';
import { useEmbeddedStores } from '../testing/embeddedStores.ts';
import { CCF_ANALYSES_COLLECTION, CCF_TYPES_COLLECTION, ccfAnalysesProjection, ccfTypesProjection } from './projection.ts';

const projections = [ccfTypesProjection, ccfAnalysesProjection] as unknown as Projection[];
const metadata: EventMetadata = { userId: 'admin', site: 'CO', correlationId: 'c', causationId: 'c', timestamp: '2026-11-22T10:00:00.000Z', schemaVersion: 1 };
const limits = { low_abs: null, low_trigger: 8.9, high_trigger: 9.3, high_abs: 9.6 };

const stores = useEmbeddedStores('ccf-settings', projections.map((p) => p.collection));

beforeEach(async () => {
  const events: CcfSettingsEvent[] = [
    { type: 'CcfTypeSaved', data: { code: 'QC', name: 'Quality', created: true } },
    { type: 'CcfTypeSaved', data: { code: 'FS', name: 'Food', created: true } },
    { type: 'CcfTypeSaved', data: { code: 'FS', name: 'Food Safety', created: false } },
    { type: 'CcfTypeSaved', data: { code: 'HS', name: 'Health & Safety', created: true } },
    { type: 'CcfTypeDeleted', data: { code: 'HS' } },
    { type: 'CcfAnalysisSaved', data: { code: 'THINPH', name: 'Thin pH', type: 'QC', ...limits, created: true } },
    { type: 'CcfAnalysisSaved', data: { code: 'THINPH', name: 'Thin juice pH', type: 'FS', ...limits, created: false } },
    { type: 'CcfAnalysisSaved', data: { code: 'GONE', name: 'Gone', type: 'QC', ...limits, created: true } },
    { type: 'CcfAnalysisDeleted', data: { code: 'GONE' } },
  ];
  await stores.eventStore.append(CCF_SETTINGS_STREAM, events.map((event) => ({ ...event, metadata })), 'no_stream');
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
    expect(analyses.map(({ _position, ...doc }) => doc)).toEqual([{ _id: 'THINPH', code: 'THINPH', name: 'Thin juice pH', type: 'FS', ...limits }]);
    // company-wide: no site on the change notices, so every browser hears of them
    expect(batch.notice.changes.every((change) => change.site === undefined)).toBe(true);
  });

  it('applied twice gives the same result (a deleted one does not come back)', async () => {
    await project();
    const first = await snapshot();
    await project();
    expect(await snapshot()).toEqual(first);
  });
});
