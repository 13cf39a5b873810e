import { testMetadata } from '@ftr/infra/testing/metadata.ts';
import { parameterLinkStream, type ParameterLinkEvent } from '@ftr/contracts';
import { projectBatch } from '../runtime/applyBatch.ts';
import type { Projection } from '@ftr/read-models/projection.ts';
import { useEmbeddedStores } from '@ftr/infra/testing/embeddedStores.ts';
import {
  PARAMETER_LINK_HISTORY_COLLECTION,
  parameterLinkHistoryProjection,
  type ParameterLinkHistoryDoc,
} from '@ftr/read-models/parameters/linkHistory.ts';

const projections: Projection[] = [parameterLinkHistoryProjection];
const stores = useEmbeddedStores('parameter-link-history', [parameterLinkHistoryProjection.collection]);
const link = { site: 'BA' as const, id: 1, firstCode: 'TJ-BX-V-1H', secondCode: 'TJ-PH-V-1H', firstLabel: 'Brix', secondLabel: 'pH' };

beforeEach(async () => {
  const events: ParameterLinkEvent[] = [
    { type: 'ParameterLinkCreated', data: link },
    { type: 'ParameterLinkRemoved', data: link },
  ];
  await stores.eventStore.append(
    parameterLinkStream('BA'),
    events.map((event, i) => ({ ...event, metadata: testMetadata({ timestamp: `2026-11-22T1${i}:00:00.000Z` }) })),
    'no_stream',
  );
});
const project = async () => {
  const batch = await projectBatch(stores.readStore, projections, await stores.eventStore.readAll(undefined, 100), 'main');
  await stores.readStore.apply(batch.ops);
};
const doc = () => stores.readStore.get<ParameterLinkHistoryDoc>(PARAMETER_LINK_HISTORY_COLLECTION, 'BA_1');

describe('parameter link history projection', () => {
  it('keeps a removed link with its creation and removal (who, when, from → to)', async () => {
    await project();
    expect((await doc())?.entries.map((e) => [e.at.slice(11, 13), e.by, e.change, e.changes])).toEqual([
      ['10', 'tester', 'ParameterLinkCreated', [{ field: 'Link', from: null, to: 'TJ-BX-V-1H ↔ TJ-PH-V-1H' }]],
      ['11', 'tester', 'ParameterLinkRemoved', [{ field: 'Link', from: 'TJ-BX-V-1H ↔ TJ-PH-V-1H', to: null }]],
    ]);
  });

  it('applied twice gives the same result', async () => {
    await project();
    const first = await doc();
    await project();
    expect(await doc()).toEqual(first);
  });
});
