import { tagCaptureStream, type ProcessTagsCaptured } from '@ftr/contracts';
import { testMetadata } from '@ftr/infra/testing/metadata.ts';
import { projectBatch } from '../runtime/applyBatch.ts';
import { useEmbeddedStores } from '@ftr/infra/testing/embeddedStores.ts';
import { TAG_CAPTURES_COLLECTION, tagCapturesProjection } from '@ftr/read-models/processTags/captures.ts';

const stores = useEmbeddedStores('tagCaptures', [tagCapturesProjection.collection]);
const capture = (
  instants: string[],
  value: number,
  outcome: 'INSERTED' | 'UPDATED',
  reason: string | null = null,
): ProcessTagsCaptured => ({
  type: 'ProcessTagsCaptured',
  data: {
    site: 'BA',
    date: '2026-11-27',
    hour: 5,
    operation: 'BA26',
    submissionId: 'capture-1',
    captures: [{ code: 'DF-FL-V-1H', source: 'PHD', tag: 'BA.DF1.FL.PV', value, instants, outcome, previous: null, reason }],
  },
});

beforeEach(async () => {
  await stores.eventStore.append(
    tagCaptureStream('BA', '2026-11-27', 5),
    [
      capture(['2026-11-26T11:40:00.000Z', '2026-11-26T11:10:00.000Z'], 310, 'INSERTED'),
      capture(['2026-11-26T11:59:00.000Z'], 320, 'UPDATED', 'late'),
    ].map((event) => ({ ...event, metadata: testMetadata() })),
    'no_stream',
  );
});

const project = async () => {
  const batch = await projectBatch(stores.readStore, [tagCapturesProjection], await stores.eventStore.readAll(undefined, 100), 'main');
  await stores.readStore.apply(batch.ops);
};
const snapshot = async () => (await stores.readStore.find(TAG_CAPTURES_COLLECTION)).map(({ _position, ...doc }) => doc);

describe('tag captures projection', () => {
  it('keeps per factory hour the readings used (LOADED) by tag and the last outcome per code', async () => {
    await project();
    expect(await snapshot()).toEqual([
      {
        _id: 'BA_2026-11-27_5',
        SITE: 'BA',
        DATE: '2026-11-27',
        HOUR: 5,
        LOADED: { 'PHD/BA.DF1.FL.PV': ['2026-11-26T11:10:00.000Z', '2026-11-26T11:40:00.000Z', '2026-11-26T11:59:00.000Z'] },
        OUTCOMES: { 'DF-FL-V-1H': { VALUE: 320, OUTCOME: 'UPDATED', PREVIOUS: null, REASON: 'late' } },
      },
    ]);
  });

  it('applied twice gives the same result', async () => {
    await project();
    const first = await snapshot();
    await project();
    expect(await snapshot()).toEqual(first);
  });
});
