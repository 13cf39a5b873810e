import { testMetadata } from '@ftr/infra/testing/metadata.ts';
import { reportStream, type DefinitionFields, type EventMetadata, type ReportEvent } from '@ftr/contracts';
import { projectBatch } from '../runtime/applyBatch.ts';
import type { Projection } from '@ftr/read-models/projection.ts';
import { startProjector } from '../runtime/projector.ts';
import { useEmbeddedStores } from '@ftr/infra/testing/embeddedStores.ts';
import { REPORTS_COLLECTION, reportsProjection, type ReportDoc } from '@ftr/read-models/reports/projection.ts';

const projections: Projection[] = [reportsProjection];
const meta: EventMetadata = testMetadata({ userId: 'manager.co' });
const stores = useEmbeddedStores('reports');

const append = (id: number, ...events: ReportEvent[]) =>
  stores.eventStore.append(
    reportStream(id),
    events.map((e) => ({ ...e, metadata: meta })),
    'any',
  );
const ref = (id: number) => ({ id, site: 'CO' as const, kind: 'GRABBER' as const });
const fields: DefinitionFields = {
  name: 'Pan floor',
  accessLevel: 2,
  reportType: 1,
  categoryId: null,
  periodCode: 'D',
  suppressBlankRows: false,
  outputFileName: 'Pan floor',
};
const created = (id: number): ReportEvent => ({ type: 'ReportDefinitionCreated', data: { ...ref(id), owner: 'manager.co', fields } });
const added = (id: number, paramNo: number, code: string, paramSite: 'BA' | 'WI' = 'BA'): ReportEvent => ({
  type: 'ReportParameterAdded',
  data: { ...ref(id), paramNo, code, paramSite, heading1: `H ${code}`, heading2: '', heading3: '' },
});
const project = async () => {
  const projector = await startProjector({ ...stores, projections });
  await projector.waitFor((await stores.eventStore.headPosition())!, 5_000);
  await projector.stop();
};
const all = () => stores.readStore.find<ReportDoc>(REPORTS_COLLECTION, { sort: [{ field: '_id', direction: 'asc' }] });

describe('reports projection', () => {
  it('projects definitions with ordered parameters; applying the history twice gives the same result', async () => {
    await append(1, created(1), added(1, 1, 'A-1'), added(1, 2, 'B-2', 'WI'), added(1, 3, 'C-3'));
    await append(1, { type: 'ReportParametersSwapped', data: { ...ref(1), paramNo: 3, otherNo: 2 } });
    await append(1, { type: 'ReportParameterRemoved', data: { ...ref(1), paramNo: 1 } });
    await append(1, {
      type: 'ReportDefinitionUpdated',
      data: { ...ref(1), fields: { ...fields, name: 'Pans', reportType: 2, categoryId: 3 } },
    });
    await append(2, created(2), added(2, 1, 'A-1'), { type: 'ReportParametersCleared', data: ref(2) });
    await append(3, created(3), { type: 'ReportDefinitionArchived', data: ref(3) });
    await project();
    const once = await all();

    expect(once.map((d) => d.ID)).toEqual([1, 2]);
    expect(once[0]).toMatchObject({
      _id: '1',
      KIND: 'GRABBER',
      SITE: 'CO',
      OWNER: 'manager.co',
      REPORT_NAME: 'Pans',
      REPORT_TYPE: 2,
      RCAT_ID: 3,
      PARAMETER_KEYS: '|BA:C-3|WI:B-2|',
      LAST_UPDATED_BY: 'manager.co',
    });
    expect(once[0]?.PARAMETERS.map((p) => [p.paramNo, p.code, p.site, p.heading1])).toEqual([
      [3, 'C-3', 'BA', 'H C-3'],
      [2, 'B-2', 'WI', 'H B-2'],
    ]);
    expect(once[1]).toMatchObject({ PARAMETERS: [], PARAMETER_KEYS: '' });

    const history = await stores.eventStore.readAll(undefined, 1_000);
    const again = await projectBatch(stores.readStore, projections, history, 'main');
    // Replaying changes nothing; the runtime re-deletes the archived definition's document (a no-op).
    expect(again.ops.filter((op) => op.collection !== 'checkpoints')).toEqual([
      { kind: 'delete', collection: REPORTS_COLLECTION, id: '3' },
    ]);
    await stores.readStore.apply(again.ops);
    expect(await all()).toEqual(once);
  });
});
