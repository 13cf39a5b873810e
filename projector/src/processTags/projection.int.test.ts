import { processTagStream, type ProcessTagEvent } from '@ftr/contracts';
import { testMetadata } from '@ftr/infra/testing/metadata.ts';
import { projectBatch } from '../runtime/applyBatch.ts';
import type { Projection } from '@ftr/read-models/projection.ts';
import { useEmbeddedStores } from '@ftr/infra/testing/embeddedStores.ts';
import { tagReadingsProjection, tagsProjection } from '@ftr/read-models/processTags/projection.ts';

const projections: Projection[] = [tagReadingsProjection, tagsProjection];
const stores = useEmbeddedStores(
  'processTags',
  projections.map((p) => p.collection),
);
const recorded = (tag: string, hour: string, ...minutes: number[]): ProcessTagEvent => ({
  type: 'ProcessTagReadingsRecorded',
  data: {
    site: 'BA',
    source: 'PHD',
    tag,
    hour,
    via: 'API',
    readings: minutes.map((m) => ({
      timestamp: `${hour}:${String(m).padStart(2, '0')}:00.000Z`,
      value: m / 2,
      retrievalType: 'RAW',
      retrievalInterval: 0,
    })),
  },
});

beforeEach(async () => {
  const append = (hour: string, events: ProcessTagEvent[]) =>
    stores.eventStore.append(
      processTagStream('BA', 'PHD', hour),
      events.map((event) => ({ ...event, metadata: testMetadata() })),
      'any',
    );
  await append('2026-11-26T10', [recorded('A', '2026-11-26T10', 0, 1), recorded('B', '2026-11-26T10', 5)]);
  await append('2026-11-26T10', [recorded('A', '2026-11-26T10', 2)]);
  await append('2026-11-26T11', [recorded('A', '2026-11-26T11', 0)]);
});

const project = async () => {
  const batch = await projectBatch(stores.readStore, projections, await stores.eventStore.readAll(undefined, 1_000), 'main');
  await stores.readStore.apply(batch.ops);
};
const snapshot = async () =>
  Promise.all(
    projections.map(async (p) =>
      (await stores.readStore.find(p.collection.name, { sort: [{ field: '_id', direction: 'asc' }] })).map(({ _position, ...doc }) => doc),
    ),
  );

describe('process tag projections', () => {
  it('keep each tag hour with its readings by instant, and each tag with its count and newest instant', async () => {
    await project();
    const [hours, tags] = await snapshot();
    expect(hours).toEqual([
      {
        _id: 'BA_PHD_A_2026-11-26T10',
        SITE: 'BA',
        SOURCE: 'PHD',
        TAGNAME: 'A',
        HOUR: '2026-11-26T10',
        READINGS: {
          '2026-11-26T10:00:00.000Z': { VALUE: 0, RETRIEVAL_TYPE: 'RAW', RETRIEVAL_INTERVAL: 0 },
          '2026-11-26T10:01:00.000Z': { VALUE: 0.5, RETRIEVAL_TYPE: 'RAW', RETRIEVAL_INTERVAL: 0 },
          '2026-11-26T10:02:00.000Z': { VALUE: 1, RETRIEVAL_TYPE: 'RAW', RETRIEVAL_INTERVAL: 0 },
        },
      },
      expect.objectContaining({ _id: 'BA_PHD_A_2026-11-26T11', READINGS: { '2026-11-26T11:00:00.000Z': expect.any(Object) } }),
      expect.objectContaining({ _id: 'BA_PHD_B_2026-11-26T10' }),
    ]);
    expect(tags).toEqual([
      { _id: 'BA_PHD_A', SITE: 'BA', SOURCE: 'PHD', TAGNAME: 'A', READINGS: 4, LAST_TIMESTAMP: '2026-11-26T11:00:00.000Z' },
      { _id: 'BA_PHD_B', SITE: 'BA', SOURCE: 'PHD', TAGNAME: 'B', READINGS: 1, LAST_TIMESTAMP: '2026-11-26T10:05:00.000Z' },
    ]);
  });

  it('applied twice gives the same result (counts do not double)', async () => {
    await project();
    const first = await snapshot();
    await project();
    expect(await snapshot()).toEqual(first);
  });
});
