import { testMetadata } from '@ftr/infra/testing/metadata.ts';
import {
  CreateParameterBody,
  lookupStream,
  normaliseParameter,
  parameterStream,
  type LookupEvent,
  type ParameterEvent,
  type Site,
} from '@ftr/contracts';
import { projectBatch } from '../runtime/applyBatch.ts';
import type { Projection } from '@ftr/read-models/projection.ts';
import { useEmbeddedStores } from '@ftr/infra/testing/embeddedStores.ts';
import { LOOKUPS_COLLECTION, lookupsProjection } from '@ftr/read-models/lookups/projection.ts';
import { LOOKUP_USAGE_COLLECTION, lookupUsageProjection, parametersUsingLookup } from '@ftr/read-models/lookups/usage.ts';

const projections: Projection[] = [lookupsProjection, lookupUsageProjection];
const stores = useEmbeddedStores(
  'lookups',
  projections.map((p) => p.collection),
);

const fields = (code: string, inUse: boolean) => {
  const { CODE: _code, ...input } = CreateParameterBody.parse({ CODE: 'ZZ-ZZ-V-1H', HEADING1: code, PCAT_CODE: 'LAB', IN_USE_FLAG: inUse });
  return normaliseParameter(input, false);
};
const created = (site: Site, code: string, inUse = true): ParameterEvent => ({
  type: 'ParameterCreated',
  data: { site, code, localFlag: 'Y', fields: fields(code, inUse) },
});
const updated = (site: Site, code: string, inUse: boolean): ParameterEvent => ({
  type: 'ParameterUpdated',
  data: { site, code, fields: fields(code, inUse) },
});

beforeEach(async () => {
  const append = async (stream: string, events: (LookupEvent | ParameterEvent)[], userId = 'supervisor.ba') =>
    stores.eventStore.append(
      stream,
      events.map((event) => ({ ...event, metadata: testMetadata({ userId }) })),
      'any',
    );
  await append(lookupStream('item', 'BS'), [
    { type: 'LookupCreated', data: { name: 'item', code: 'BS', description: 'Beet' } },
    {
      type: 'LookupUpdated',
      data: { name: 'item', code: 'BS', description: 'Beet Slice', previous: { description: 'Beet' }, reason: 'Full name' },
    },
  ]);
  await append(
    lookupStream('statistic', 'V'),
    [{ type: 'LookupCreated', data: { name: 'statistic', code: 'V', description: 'Value' } }],
    'admin',
  );
  await append(lookupStream('item', 'GONE'), [
    { type: 'LookupCreated', data: { name: 'item', code: 'GONE', description: 'Gone' } },
    { type: 'LookupDeleted', data: { name: 'item', code: 'GONE', description: 'Gone', reason: null } },
  ]);
  // BS-TN-V-1H at two sites (one parameter code), out of use at BA later; BS-SU-V-1H nowhere in use; a code not composed.
  await append(parameterStream('BA', 'BS-TN-V-1H'), [created('BA', 'BS-TN-V-1H'), updated('BA', 'BS-TN-V-1H', false)]);
  await append(parameterStream('BU', 'BS-TN-V-1H'), [created('BU', 'BS-TN-V-1H')]);
  await append(parameterStream('BA', 'BS-SU-V-1H'), [created('BA', 'BS-SU-V-1H', false)]);
  await append(parameterStream('BA', 'TJBX'), [created('BA', 'TJBX')]);
});

const project = async () => {
  const batch = await projectBatch(stores.readStore, projections, await stores.eventStore.readAll(undefined, 1_000), 'main');
  await stores.readStore.apply(batch.ops);
  return batch;
};
const snapshot = async () => ({
  lookups: (await stores.readStore.find(LOOKUPS_COLLECTION, { sort: [{ field: '_id', direction: 'asc' }] })).map(
    ({ _position, ...doc }) => doc,
  ),
  usage: (await stores.readStore.find(LOOKUP_USAGE_COLLECTION, { sort: [{ field: '_id', direction: 'asc' }] })).map(
    ({ _position, ...doc }) => doc,
  ),
});

describe('lookup projections', () => {
  it('keep each code with its latest description and who changed it, and drop deleted codes', async () => {
    const batch = await project();
    expect((await snapshot()).lookups).toEqual([
      {
        _id: 'item_BS',
        name: 'item',
        code: 'BS',
        description: 'Beet Slice',
        updatedAt: '2026-11-22T10:00:00.000Z',
        updatedBy: 'supervisor.ba',
      },
      { _id: 'statistic_V', name: 'statistic', code: 'V', description: 'Value', updatedAt: '2026-11-22T10:00:00.000Z', updatedBy: 'admin' },
    ]);
    // company-wide: no site on the change notices
    expect(batch.notice.changes.every((change) => change.site === undefined)).toBe(true);
  });

  it('keep one usage document per composed parameter code, with the sites where it is in use', async () => {
    await project();
    expect((await snapshot()).usage).toEqual([
      { _id: 'BS-SU-V-1H', item: 'BS', measurement: 'SU', statistic: 'V', period: 'H', inUseAt: [], active: false },
      { _id: 'BS-TN-V-1H', item: 'BS', measurement: 'TN', statistic: 'V', period: 'H', inUseAt: ['BU'], active: true },
    ]);
    expect(await parametersUsingLookup(stores.readStore, 'item', 'BS')).toBe(2);
    expect(await parametersUsingLookup(stores.readStore, 'measurement', 'TN')).toBe(1);
    expect(await parametersUsingLookup(stores.readStore, 'statistic', 'V')).toBe(2);
    expect(await parametersUsingLookup(stores.readStore, 'item', 'TJ')).toBe(0);
  });

  it('applied twice gives the same result (a deleted code does not come back)', async () => {
    await project();
    const first = await snapshot();
    await project();
    expect(await snapshot()).toEqual(first);
  });
});
