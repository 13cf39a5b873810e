import { testMetadata } from '@ftr/infra/testing/metadata.ts';
import {
  dependencyStream,
  normaliseParameter,
  parameterStream,
  type DependencyEvent,
  type EventMetadata,
  type ParameterEvent,
} from '@ftr/contracts';
import type { ChangeNotice } from '@ftr/infra/notices/port.ts';
import { projectBatch } from '../runtime/applyBatch.ts';
import type { Projection } from '@ftr/read-models/projection.ts';
import { startProjector } from '../runtime/projector.ts';
import { useEmbeddedStores } from '@ftr/infra/testing/embeddedStores.ts';
import { DEPENDENCIES_COLLECTION, dependenciesProjection, type DependencyDoc } from '@ftr/read-models/parameters/dependencyProjection.ts';
import { PARAMETERS_COLLECTION, parametersProjection, type ParameterDoc } from '@ftr/read-models/parameters/projection.ts';

const projections: Projection[] = [parametersProjection, dependenciesProjection];
const meta = (userId: string, timestamp: string): EventMetadata => testMetadata({ userId, timestamp });
const T1 = '2026-11-22T10:00:00.000Z';
const T2 = '2026-11-22T11:00:00.000Z';
const fields = normaliseParameter(
  {
    HEADING1: 'Thick Juice',
    HEADING2: 'Brix',
    HEADING3: 'Value Hourly',
    PTYP_CODE: 'REA',
    PCAT_CODE: 'LAB',
    DISPLAY_PRECISION: 1,
    IN_USE_FLAG: true,
    AUDIT_FLAG: false,
    UPPER_ABS_LIMIT: 76,
    UPPER_CHK_LIMIT: 72,
    LOWER_CHK_LIMIT: 64,
    LOWER_ABS_LIMIT: 55,
    UNITS: '%',
  },
  false,
);

const stores = useEmbeddedStores('parameters');

const onParameter = (code: string, event: ParameterEvent, userId = 'admin', at = T1) =>
  stores.eventStore.append(parameterStream('BA', code), [{ ...event, metadata: meta(userId, at) }], 'any');
const onDependencies = (...events: DependencyEvent[]) =>
  stores.eventStore.append(
    dependencyStream('BA'),
    events.map((event) => ({ ...event, metadata: meta('admin', T1) })),
    'any',
  );
const dependency = (id: number, calculated: string, dependent: string, sequence: number): DependencyEvent => ({
  type: 'DependencyAdded',
  data: { site: 'BA', id, calculated, dependent, sequence, dependentName: 'Thick Juice', dependentType: 'REA' },
});

const project = async () => {
  const projector = await startProjector({ ...stores, projections });
  await projector.waitFor((await stores.eventStore.headPosition())!, 5_000);
  await projector.stop();
};
const snapshot = async () => ({
  parameters: await stores.readStore.find<ParameterDoc>(PARAMETERS_COLLECTION, { sort: [{ field: '_id', direction: 'asc' }] }),
  dependencies: await stores.readStore.find<DependencyDoc>(DEPENDENCIES_COLLECTION, { sort: [{ field: '_id', direction: 'asc' }] }),
});

describe('parameters and dependencies projections', () => {
  it('projects created, updated and data-screen-edited parameters and the dependency graph; applying the history twice gives the same result', async () => {
    await onParameter('TJ-BX-V-1H', { type: 'ParameterCreated', data: { site: 'BA', code: 'TJ-BX-V-1H', localFlag: 'Y', fields } });
    await onParameter('TJ-PY-Q-0H', {
      type: 'ParameterCreated',
      data: { site: 'BA', code: 'TJ-PY-Q-0H', localFlag: 'Y', fields: { ...fields, PTYP_CODE: 'SIM', SFNC_CODE: 'RATIO' } },
    });
    await onParameter(
      'TJ-BX-V-1H',
      { type: 'ParameterUpdated', data: { site: 'BA', code: 'TJ-BX-V-1H', fields: { ...fields, CCF_ANALYSIS: 'TJBX', LOWTRG: 60 } } },
      'supervisor.ba',
      T2,
    );
    const display = {
      HEADING1: 'Thick Juice',
      HEADING2: null,
      HEADING3: 'Hourly',
      DISPLAY_PRECISION: 2,
      UPPER_CHK_LIMIT: 70,
      LOWER_CHK_LIMIT: 64,
    };
    await onParameter(
      'TJ-BX-V-1H',
      { type: 'ParameterDisplayUpdated', data: { site: 'BA', code: 'TJ-BX-V-1H', display } },
      'supervisor.ba',
      T2,
    );
    await onDependencies(
      dependency(1, 'TJ-PY-Q-0H', 'TJ-SU-V-1H', 1),
      dependency(2, 'TJ-PY-Q-0H', 'TJ-BX-V-1H', 2),
      dependency(3, 'TJ-PY-Q-0H', 'X', 3),
    );
    await onDependencies(
      {
        type: 'DependencyUpdated',
        data: {
          site: 'BA',
          id: 2,
          calculated: 'TJ-PY-Q-0H',
          dependent: 'TJ-BX-V-1H',
          sequence: -2,
          dependentName: 'Thick Juice',
          dependentType: 'REA',
        },
      },
      { type: 'DependencyRemoved', data: { site: 'BA', id: 3, calculated: 'TJ-PY-Q-0H', dependent: 'X' } },
    );
    await project();
    const once = await snapshot();

    expect(once.parameters.map((d) => d._id)).toEqual(['BA_TJ-BX-V-1H', 'BA_TJ-PY-Q-0H']);
    const [brix] = once.parameters;
    expect(brix).toMatchObject({
      SITE: 'BA',
      CODE: 'TJ-BX-V-1H',
      LOCAL_FLAG: 'Y',
      PTYP_CODE: 'REA',
      HEADING2: null,
      HEADING3: 'Hourly',
      DISPLAY_PRECISION: 2,
      UPPER_CHK_LIMIT: 70,
      LOWER_CHK_LIMIT: 64,
      UPPER_ABS_LIMIT: 76,
      CCF_ANALYSIS: 'TJBX',
      LOWTRG: 60,
      UNITS: '%',
      LAST_UPDATED_BY: 'supervisor.ba',
      LAST_UPDATED_DTS: T2,
    });
    expect(once.dependencies.map((d) => [d._id, d.CALCULATED, d.DEPENDENT, d.SEQUENCE, d.NAME, d.TYPE])).toEqual([
      ['BA_1', 'TJ-PY-Q-0H', 'TJ-SU-V-1H', 1, 'Thick Juice', 'REA'],
      ['BA_2', 'TJ-PY-Q-0H', 'TJ-BX-V-1H', -2, 'Thick Juice', 'REA'],
    ]);

    const all = await stores.eventStore.readAll(undefined, 1_000);
    const again = await projectBatch(stores.readStore, projections, all, 'main');
    // Replaying changes nothing; the runtime re-deletes a created-then-removed document (a no-op).
    expect(again.ops.filter((op) => op.collection !== 'checkpoints')).toEqual([{ kind: 'delete', collection: 'dependencies', id: 'BA_3' }]);
    await stores.readStore.apply(again.ops);
    expect(await snapshot()).toEqual(once);
  });

  it('answers the queries the readers make through the indexes: search by code prefix in a site, CCF parameters, recent first', async () => {
    await onParameter(
      'TJ-BX-V-1H',
      { type: 'ParameterCreated', data: { site: 'BA', code: 'TJ-BX-V-1H', localFlag: 'Y', fields: { ...fields, CCF_ANALYSIS: 'TJBX' } } },
      'admin',
      T1,
    );
    await onParameter(
      'TJ-PH-V-1H',
      { type: 'ParameterCreated', data: { site: 'BA', code: 'TJ-PH-V-1H', localFlag: 'Y', fields: { ...fields, IN_USE_FLAG: false } } },
      'admin',
      T2,
    );
    await project();
    const inUse = await stores.readStore.find<ParameterDoc>(PARAMETERS_COLLECTION, {
      where: { SITE: 'BA', IN_USE_FLAG: true },
      search: { field: 'CODE', text: 'tj-', mode: 'prefix' },
    });
    expect(inUse.map((d) => d.CODE)).toEqual(['TJ-BX-V-1H']);
    const ccf = await stores.readStore.find<ParameterDoc>(PARAMETERS_COLLECTION, {
      where: { SITE: 'BA' },
      range: { field: 'CCF_ANALYSIS', gt: '' },
    });
    expect(ccf.map((d) => d.CODE)).toEqual(['TJ-BX-V-1H']);
    const recent = await stores.readStore.find<ParameterDoc>(PARAMETERS_COLLECTION, {
      where: { SITE: 'BA' },
      sort: [{ field: 'LAST_UPDATED_DTS', direction: 'desc' }],
    });
    expect(recent.map((d) => d.CODE)).toEqual(['TJ-PH-V-1H', 'TJ-BX-V-1H']);
  });

  it("publishes each change to the parameter's site room", async () => {
    const notices: ChangeNotice[] = [];
    await stores.noticeBus.subscribe((n) => notices.push(n));
    await onParameter('TJ-BX-V-1H', { type: 'ParameterCreated', data: { site: 'BA', code: 'TJ-BX-V-1H', localFlag: 'Y', fields } });
    await onDependencies(dependency(1, 'TJ-PY-Q-0H', 'TJ-BX-V-1H', 1));
    await project();
    expect(notices.flatMap((n) => n.changes)).toEqual([
      { collection: 'parameters', id: 'BA_TJ-BX-V-1H', site: 'BA' },
      { collection: 'dependencies', id: 'BA_1', site: 'BA' },
    ]);
  });
});
