import { testMetadata } from '@ftr/infra/testing/metadata.ts';
import { parameterLinkStream, type ParameterLinkEvent } from '@ftr/contracts';
import { projectBatch } from '../runtime/applyBatch.ts';
import { useEmbeddedStores } from '@ftr/infra/testing/embeddedStores.ts';
import { PARAMETER_LINKS_COLLECTION, parameterLinksProjection } from '@ftr/read-models/parameterLinks/projection.ts';

const stores = useEmbeddedStores('parameterLinks', [parameterLinksProjection.collection]);

const link = (id: number, firstCode: string, secondCode: string) => ({
  site: 'BA' as const,
  id,
  firstCode,
  firstLabel: `to ${secondCode}`,
  secondCode,
  secondLabel: `to ${firstCode}`,
});

beforeEach(async () => {
  const events: ParameterLinkEvent[] = [
    { type: 'ParameterLinkCreated', data: link(1, 'A-B-V-1H', 'C-D-V-1H') },
    { type: 'ParameterLinkCreated', data: link(2, 'A-B-V-1H', 'E-F-V-1H') },
    { type: 'ParameterLinkRemoved', data: link(2, 'A-B-V-1H', 'E-F-V-1H') },
  ];
  await stores.eventStore.append(
    parameterLinkStream('BA'),
    events.map((event) => ({ ...event, metadata: testMetadata() })),
    'any',
  );
});

const project = async () => {
  const batch = await projectBatch(stores.readStore, [parameterLinksProjection], await stores.eventStore.readAll(undefined, 100), 'main');
  await stores.readStore.apply(batch.ops);
  return batch;
};
const snapshot = async () =>
  (await stores.readStore.find(PARAMETER_LINKS_COLLECTION, { sort: [{ field: '_id', direction: 'asc' }] })).map(
    ({ _position, ...doc }) => doc,
  );

describe('parameter links projection', () => {
  it('keeps the live links of a site and drops removed ones', async () => {
    const batch = await project();
    expect(await snapshot()).toEqual([
      {
        _id: 'BA_1',
        SITE: 'BA',
        ID: 1,
        FIRST_CODE: 'A-B-V-1H',
        FIRST_LABEL: 'to C-D-V-1H',
        SECOND_CODE: 'C-D-V-1H',
        SECOND_LABEL: 'to A-B-V-1H',
      },
    ]);
    expect(batch.notice.changes.every((change) => change.site === 'BA')).toBe(true);
  });

  it('applied twice gives the same result (a removed link does not come back)', async () => {
    await project();
    const first = await snapshot();
    await project();
    expect(await snapshot()).toEqual(first);
  });
});
