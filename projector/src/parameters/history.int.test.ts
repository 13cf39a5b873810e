import { testMetadata } from '@ftr/infra/testing/metadata.ts';
import {
  constantStream,
  dependencyStream,
  normaliseParameter,
  parameterStream,
  type CatalogueEvent,
  type EventMetadata,
} from '@ftr/contracts';
import { projectBatch } from '../runtime/applyBatch.ts';
import type { Projection } from '@ftr/read-models/projection.ts';
import { useEmbeddedStores } from '@ftr/infra/testing/embeddedStores.ts';
import { PARAMETER_HISTORY_COLLECTION, parameterHistoryProjection, type ParameterHistoryDoc } from '@ftr/read-models/parameters/history.ts';

const projections: Projection[] = [parameterHistoryProjection];
const at = (hour: number, userId = 'supervisor.ba'): EventMetadata =>
  testMetadata({ userId, timestamp: `2026-11-22T${String(hour).padStart(2, '0')}:00:00.000Z` });
const fields = normaliseParameter(
  {
    HEADING1: 'Thin juice',
    PTYP_CODE: 'SIM',
    PCAT_CODE: 'LAB',
    DISPLAY_PRECISION: 1,
    IN_USE_FLAG: true,
    AUDIT_FLAG: false,
    UPPER_CHK_LIMIT: 72,
    LOWER_CHK_LIMIT: 64,
    CCF_ANALYSIS: 'THINPH',
  },
  false,
);
const CODE = 'TJ-PH-V-1H';
const stores = useEmbeddedStores('parameter-history', [parameterHistoryProjection.collection]);

const append = (stream: string, event: CatalogueEvent, metadata: EventMetadata) =>
  stores.eventStore.append(stream, [{ ...event, metadata }], 'any');
const project = async () => {
  const batch = await projectBatch(stores.readStore, projections, await stores.eventStore.readAll(undefined, 1_000), 'main');
  await stores.readStore.apply(batch.ops);
};
const history = () => stores.readStore.get<ParameterHistoryDoc>(PARAMETER_HISTORY_COLLECTION, `BA_${CODE}`);

beforeEach(async () => {
  await append(parameterStream('BA', CODE), { type: 'ParameterCreated', data: { site: 'BA', code: CODE, localFlag: 'Y', fields } }, at(1));
  // Written by an older version: no old values, no reason (the projection takes the old values from what it holds).
  await append(
    parameterStream('BA', CODE),
    { type: 'ParameterUpdated', data: { site: 'BA', code: CODE, fields: { ...fields, UPPER_CHK_LIMIT: 70 } } },
    at(2),
  );
  await append(
    parameterStream('BA', CODE),
    {
      type: 'ParameterDisplayUpdated',
      data: {
        site: 'BA',
        code: CODE,
        display: { HEADING1: 'Thin juice', HEADING2: null, HEADING3: null, DISPLAY_PRECISION: 1, UPPER_CHK_LIMIT: 70, LOWER_CHK_LIMIT: 66 },
        previous: {
          HEADING1: 'Thin juice',
          HEADING2: null,
          HEADING3: null,
          DISPLAY_PRECISION: 1,
          UPPER_CHK_LIMIT: 70,
          LOWER_CHK_LIMIT: 64,
        },
        reason: 'Tighter control for the campaign',
      },
    },
    at(3, 'manager.ba'),
  );
  const dependency = { site: 'BA' as const, id: 1, calculated: CODE, dependentName: 'Raw juice', dependentType: 'REA' as const };
  await append(dependencyStream('BA'), { type: 'DependencyAdded', data: { ...dependency, dependent: 'RJ-PH-V-1H', sequence: 1 } }, at(4));
  await append(
    dependencyStream('BA'),
    { type: 'DependencyUpdated', data: { ...dependency, dependent: 'RJ-PH-V-1H', sequence: -1 } },
    at(5),
  );
  await append(
    dependencyStream('BA'),
    { type: 'DependencyRemoved', data: { site: 'BA', id: 1, calculated: CODE, dependent: 'RJ-PH-V-1H', reason: 'Not an input' } },
    at(6),
  );
  await append(
    constantStream(CODE),
    { type: 'ConstantValueChanged', data: { site: 'BU', code: CODE, value: 1, previous: null, effectiveFrom: '2026-11-22', reason: null } },
    at(7),
  );
});

describe('parameter history projection', () => {
  it('given every kind of change, then each is an entry with who, when, from → to and the reason, in log order', async () => {
    await project();
    const doc = await history();
    expect(doc?.entries.map((e) => [e.at.slice(11, 13), e.by, e.source, e.change, e.reason])).toEqual([
      ['01', 'supervisor.ba', 'parameter', 'ParameterCreated', null],
      ['02', 'supervisor.ba', 'parameter', 'ParameterUpdated', null],
      ['03', 'manager.ba', 'parameter', 'ParameterDisplayUpdated', 'Tighter control for the campaign'],
      ['04', 'supervisor.ba', 'dependency', 'DependencyAdded', null],
      ['05', 'supervisor.ba', 'dependency', 'DependencyUpdated', null],
      ['06', 'supervisor.ba', 'dependency', 'DependencyRemoved', 'Not an input'],
    ]);
    const changes = doc?.entries.map((e) => e.changes) ?? [];
    expect(changes[0]).toContainEqual({ field: 'UPPER_CHK_LIMIT', from: null, to: 72 });
    expect(changes[1]).toEqual([{ field: 'UPPER_CHK_LIMIT', from: 72, to: 70 }]);
    expect(changes[2]).toEqual([{ field: 'LOWER_CHK_LIMIT', from: 64, to: 66 }]);
    expect(changes.slice(3)).toEqual([
      [{ field: 'Dependency RJ-PH-V-1H (sequence)', from: null, to: 1 }],
      [{ field: 'Dependency RJ-PH-V-1H (sequence)', from: 1, to: -1 }],
      [{ field: 'Dependency RJ-PH-V-1H (sequence)', from: -1, to: null }],
    ]);
    expect(doc?.analyses).toEqual([{ code: 'THINPH', from: doc?.entries[0]?.position, until: null }]);
    // another site's constant change does not make a document for a parameter that site does not have
    expect(await stores.readStore.get(PARAMETER_HISTORY_COLLECTION, `BU_${CODE}`)).toBeNull();
  });

  it('applied twice gives the same result', async () => {
    await project();
    const first = await history();
    await project();
    expect(await history()).toEqual(first);
  });
});
