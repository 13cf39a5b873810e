import { testMetadata } from '@ftr/infra/testing/metadata.ts';
import { dashboardStream, type DashboardEvent } from '@ftr/contracts';
import { projectBatch } from '../runtime/applyBatch.ts';
import { useEmbeddedStores } from '@ftr/infra/testing/embeddedStores.ts';
import { DASHBOARDS_COLLECTION, dashboardsProjection } from '@ftr/read-models/dashboards/projection.ts';

const stores = useEmbeddedStores('dashboards', [dashboardsProjection.collection]);
const ref = { id: 1, site: 'BA' as const };
const settings = { targetCode: null, history: 7, label: '', goal: 'Max' as const, paramSite: null };
const chart = { component: 'TimeseriesChart' as const, config: { parameter: 'A', type: 'bar' as const, height: 'large' as const } };

beforeEach(async () => {
  const events: DashboardEvent[] = [
    { type: 'DashboardCreated', data: { ...ref, type: 'S', description: 'Boiler', format: 1, dataType: 'H' } },
    { type: 'DashboardParameterAdded', data: { ...ref, no: 1, code: 'A', ...settings } },
    { type: 'DashboardParameterAdded', data: { ...ref, no: 2, code: 'B', ...settings } },
    { type: 'DashboardParametersSwapped', data: { ...ref, no: 1, otherNo: 2 } },
    { type: 'DashboardLayoutItemAdded', data: { ...ref, no: 3, row: 1, col: 1, part: chart } },
    { type: 'DashboardParameterUpdated', data: { ...ref, no: 1, ...settings, history: 3 } },
    { type: 'DashboardParameterRemoved', data: { ...ref, no: 2 } },
    { type: 'DashboardLayoutItemsArranged', data: { ...ref, places: [{ no: 3, row: 2, col: 1, width: 6, height: 'small' }] } },
    { type: 'DashboardCreated', data: { id: 2, site: 'CO', type: 'C', description: 'Group', format: 2, dataType: 'H' } },
    { type: 'DashboardArchived', data: { id: 2, site: 'CO' } },
  ];
  for (const event of events)
    await stores.eventStore.append(dashboardStream(event.data.id), [{ ...event, metadata: testMetadata() }], 'any');
});

const project = async () => {
  const batch = await projectBatch(stores.readStore, [dashboardsProjection], await stores.eventStore.readAll(undefined, 100), 'main');
  await stores.readStore.apply(batch.ops);
};
const snapshot = async () => (await stores.readStore.find(DASHBOARDS_COLLECTION, {})).map(({ _position, LAST_UPDATED_DTS, ...doc }) => doc);

describe('dashboards projection', () => {
  it('keeps live dashboards with their parameters in order and their layout', async () => {
    await project();
    expect(await snapshot()).toEqual([
      {
        _id: '1',
        ID: 1,
        SITE: 'BA',
        TYPE: 'S',
        MANAGE_TYPE: 2,
        FORMAT_TYPE: 1,
        DATA_TYPE: 'H',
        DESCRIPTION: 'Boiler',
        PARAMETERS: [{ no: 1, code: 'A', ...settings, history: 3 }],
        ITEMS: [{ no: 3, row: 2, col: 1, width: 6, part: { ...chart, config: { ...chart.config, height: 'small' } } }],
        LAST_UPDATED_BY: expect.any(String),
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
