import { testMetadata } from '@ftr/infra/testing/metadata.ts';
import { constantStream, normaliseParameter, parameterStream, type ConstantValueChanged, type ParameterEvent } from '@ftr/contracts';
import { projectBatch } from '../runtime/applyBatch.ts';
import type { Projection } from '@ftr/read-models/projection.ts';
import { startProjector } from '../runtime/projector.ts';
import { useEmbeddedStores } from '@ftr/infra/testing/embeddedStores.ts';
import { PARAMETERS_COLLECTION, parametersProjection, type ParameterDoc } from '@ftr/read-models/parameters/projection.ts';
import { CONSTANTS_COLLECTION, constantsProjection, type ConstantDoc } from '@ftr/read-models/constants/projection.ts';

const projections: Projection[] = [parametersProjection, constantsProjection];
const T1 = '2026-11-20T10:00:00.000Z';
const T2 = '2026-11-22T11:00:00.000Z';
const fields = normaliseParameter(
  {
    HEADING1: 'Lime',
    PTYP_CODE: 'CON',
    PCAT_CODE: 'EFF',
    DISPLAY_PRECISION: 1,
    IN_USE_FLAG: true,
    AUDIT_FLAG: false,
    UPPER_ABS_LIMIT: 100,
    LOWER_ABS_LIMIT: 50,
    CONSTANT_VALUE: 88,
    UNITS: '%',
  },
  false,
);

const stores = useEmbeddedStores('constants');

const onParameter = (site: 'BA' | 'BU', code: string, event: ParameterEvent) =>
  stores.eventStore.append(parameterStream(site, code), [{ ...event, metadata: testMetadata({ userId: 'admin', timestamp: T1 }) }], 'any');
const changed = (site: 'BA' | 'BU', value: number, previous: number, effectiveFrom: string): ConstantValueChanged => ({
  type: 'ConstantValueChanged',
  data: { site, code: 'LM-CA-V-0C', value, previous, effectiveFrom, reason: 'Lab check' },
});
const project = async () => {
  const projector = await startProjector({ ...stores, projections });
  await projector.waitFor((await stores.eventStore.headPosition())!, 5_000);
  await projector.stop();
};
const snapshot = async () => ({
  constants: await stores.readStore.find<ConstantDoc>(CONSTANTS_COLLECTION, { sort: [{ field: '_id', direction: 'asc' }] }),
  parameters: await stores.readStore.find<ParameterDoc>(PARAMETERS_COLLECTION, { sort: [{ field: '_id', direction: 'asc' }] }),
});

describe('constants projection', () => {
  it('keeps CON parameters with their value changes, mirrors the value on the parameter; applying the history twice gives the same result', async () => {
    await onParameter('BA', 'LM-CA-V-0C', { type: 'ParameterCreated', data: { site: 'BA', code: 'LM-CA-V-0C', localFlag: 'Y', fields } });
    await onParameter('BU', 'LM-CA-V-0C', { type: 'ParameterCreated', data: { site: 'BU', code: 'LM-CA-V-0C', localFlag: 'Y', fields } });
    await onParameter('BA', 'TJ-BX-V-1H', {
      type: 'ParameterCreated',
      data: { site: 'BA', code: 'TJ-BX-V-1H', localFlag: 'Y', fields: { ...fields, PTYP_CODE: 'REA', CONSTANT_VALUE: null } },
    });
    await stores.eventStore.append(
      constantStream('LM-CA-V-0C'),
      [changed('BA', 90, 88, '2026-11-15'), changed('BA', 91, 90, '2026-11-22')].map((e) => ({
        ...e,
        metadata: testMetadata({ userId: 'supervisor.ba', timestamp: T2 }),
      })),
      'any',
    );
    // A later edit of the parameter's definition keeps the changed value.
    await onParameter('BA', 'LM-CA-V-0C', {
      type: 'ParameterUpdated',
      data: { site: 'BA', code: 'LM-CA-V-0C', fields: { ...fields, HEADING1: 'Lime purity', CONSTANT_VALUE: 91 } },
    });
    await project();
    const once = await snapshot();

    expect(
      once.constants.map((d) => [
        d._id,
        d.HEADING1,
        d.GROUP_NAME,
        d.MIN_LIMIT,
        d.MAX_LIMIT,
        d.BASE_VALUE,
        d.CONSTANT_VALUE,
        d.EFFECTIVE_FROM,
      ]),
    ).toEqual([
      ['BA_LM-CA-V-0C', 'Lime purity', 'Efficiencies', 50, 100, 88, 91, '2026-11-22'],
      ['BU_LM-CA-V-0C', 'Lime', 'Efficiencies', 50, 100, 88, 88, null],
    ]);
    expect(once.constants[0]?.CHANGES.map((c) => [c.VALUE, c.PREVIOUS, c.EFFECTIVE_FROM, c.REASON, c.CHANGED_BY, c.CHANGED_AT])).toEqual([
      [90, 88, '2026-11-15', 'Lab check', 'supervisor.ba', T2],
      [91, 90, '2026-11-22', 'Lab check', 'supervisor.ba', T2],
    ]);
    expect(once.parameters.find((p) => p.CODE === 'LM-CA-V-0C' && p.SITE === 'BA')?.CONSTANT_VALUE).toBe(91);

    const all = await stores.eventStore.readAll(undefined, 1_000);
    const again = await projectBatch(stores.readStore, projections, all, 'main');
    await stores.readStore.apply(again.ops);
    expect(await snapshot()).toEqual(once);
  });

  it('drops a constant whose parameter stops being CON', async () => {
    await onParameter('BA', 'LM-CA-V-0C', { type: 'ParameterCreated', data: { site: 'BA', code: 'LM-CA-V-0C', localFlag: 'Y', fields } });
    await onParameter('BA', 'LM-CA-V-0C', {
      type: 'ParameterUpdated',
      data: { site: 'BA', code: 'LM-CA-V-0C', fields: { ...fields, PTYP_CODE: 'REA', CONSTANT_VALUE: null } },
    });
    await project();
    expect(await stores.readStore.find(CONSTANTS_COLLECTION)).toEqual([]);
  });
});
