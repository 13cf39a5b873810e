import { testMetadata } from '@ftr/infra/testing/metadata.ts';
import { spcStream, type SpcEvent, type SpcRule } from '@ftr/contracts';
import { useEmbeddedStores } from '@ftr/infra/testing/embeddedStores.ts';
import type { Projection } from '@ftr/read-models/projection.ts';
import { SPC_BREAKS_COLLECTION, spcBreaksProjection, type SpcBreaksDoc } from '@ftr/read-models/spc/breaksProjection.ts';
import { SPC_SETTINGS_COLLECTION, spcSettingsProjection, type SpcSettingsDoc } from '@ftr/read-models/spc/projection.ts';
import { projectBatch } from '../runtime/applyBatch.ts';
import { startProjector } from '../runtime/projector.ts';

const projections: Projection[] = [spcSettingsProjection, spcBreaksProjection];
const T1 = '2026-11-20T10:00:00.000Z';
const code = 'ZS-PH-V-1H';
const stores = useEmbeddedStores('spc');

const append = (...events: SpcEvent[]) =>
  stores.eventStore.append(
    spcStream('BA', code),
    events.map((e) => ({ ...e, metadata: testMetadata({ userId: 'supervisor.ba', timestamp: T1 }) })),
    'any',
  );
const broken = (rule: SpcRule, date: string, hour: number, value: number): SpcEvent => ({
  type: 'SpcRuleBroken',
  data: {
    site: 'BA',
    code,
    operation: 'BC2026',
    rule,
    date,
    hour,
    value,
    points: [{ date, hour, value }],
    centre: 9,
    sigma: 0.2,
    key: `${rule}${date}${hour}${value}`,
  },
});
const project = async () => {
  const projector = await startProjector({ ...stores, projections });
  await projector.waitFor((await stores.eventStore.headPosition()) ?? 0n, 5_000);
  await projector.stop();
};
const snapshot = async () => ({
  settings: await stores.readStore.find<SpcSettingsDoc>(SPC_SETTINGS_COLLECTION, { sort: [{ field: '_id', direction: 'asc' }] }),
  breaks: await stores.readStore.find<SpcBreaksDoc>(SPC_BREAKS_COLLECTION, { sort: [{ field: '_id', direction: 'asc' }] }),
});

describe('SPC projections', () => {
  it('keep the limits, rules and latest break, and each point’s breaks for the value it had; applying the history twice gives the same result', async () => {
    await append(
      {
        type: 'SpcBaselineSet',
        data: { site: 'BA', code, from: '2026-10-24', to: '2026-11-20', count: 600, centre: 9, sigma: 0.2, reason: 'Start' },
      },
      { type: 'SpcRulesSet', data: { site: 'BA', code, rules: [1, 5], reason: null } },
      broken(1, '2026-11-21', 3, 10),
      broken(5, '2026-11-21', 3, 10),
      broken(1, '2026-11-21', 2, 10.1),
      // The hour's value changed and broke a rule again: the mark follows the new value.
      broken(1, '2026-11-21', 2, 8.1),
    );
    await project();
    const once = await snapshot();
    expect(once.settings).toMatchObject([
      {
        _id: `BA_${code}`,
        LIMITS: { centre: 9, sigma: 0.2, from: '2026-10-24', to: '2026-11-20', count: 600, at: T1, by: 'supervisor.ba' },
        RULES: [1, 5],
        LATEST_BREAK: { date: '2026-11-21', hour: 3, rules: [1, 5] },
      },
    ]);
    expect(once.breaks.map((d) => [d._id, d.HOURS])).toEqual([
      [`BA_${code}_2026-11-21`, { 2: { value: 8.1, rules: [1] }, 3: { value: 10, rules: [1, 5] } }],
    ]);

    const all = await stores.eventStore.readAll(undefined, 1_000);
    const again = await projectBatch(stores.readStore, projections, all, 'main');
    await stores.readStore.apply(again.ops);
    expect(await snapshot()).toEqual(once);
  });
});
