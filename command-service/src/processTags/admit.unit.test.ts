import { MAX_READINGS_BATCH_BYTES, MAX_READINGS_PER_BATCH, PROCESS_TAG_MESSAGES as M } from '@ftr/contracts';
import type { TaggedParameterFacts } from '../shared/readModels.ts';
import { admitReadings, type OfferedReadings } from './admit.ts';
import { createConfiguredTags } from './configuredTags.ts';

const NOW = new Date('2026-11-26T12:00:00Z');
const reading = (tag: string, value = 1) => ({ tag, timestamp: '2026-11-26T11:00:00Z', value });

/** A query port whose parameters a test changes, counting its reads. */
const port = (parameters: Record<string, TaggedParameterFacts[]>) => {
  const reads: string[] = [];
  return {
    reads,
    parameters,
    taggedParameters: (site: string) => {
      reads.push(site);
      return Promise.resolve(parameters[site] ?? []);
    },
  };
};
const baTags = (): Record<string, TaggedParameterFacts[]> => ({
  BA: [
    { code: 'BS-TN-V-1H', processTag: 'BA.BS1.TN.PV', iwbTag: null },
    { code: 'BS-TN-T-1D', processTag: null, iwbTag: 'IWB-BEET' },
  ],
  WI: [{ code: 'BS-TN-V-1H', processTag: 'WI.BS1.TN.PV', iwbTag: null }],
});

const offer = (readings: unknown[], more: Partial<OfferedReadings> = {}): OfferedReadings => ({
  site: 'BA',
  source: 'PHD',
  bytes: 100,
  read: () => ({ ok: true, readings }),
  ...more,
});

describe('admitReadings: the one gate of pushed readings (POST and MQTT)', () => {
  it('admits well-formed readings of tags the site’s parameters name for the source', async () => {
    const tags = createConfiguredTags(port(baTags()));
    expect(await admitReadings(offer([reading('BA.BS1.TN.PV', 2)]), { tags, now: NOW })).toEqual({
      ok: true,
      readings: [{ tag: 'BA.BS1.TN.PV', timestamp: '2026-11-26T11:00:00.000Z', value: 2, retrievalType: 'RAW', retrievalInterval: 0 }],
    });
    expect(await admitReadings(offer([reading('IWB-BEET')], { source: 'IWB' }), { tags, now: NOW })).toMatchObject({ ok: true });
  });

  it('refuses the central office, an oversize body (unread), too few or too many readings', async () => {
    const tags = createConfiguredTags(port(baTags()));
    const unread = () => {
      throw new Error('an oversize payload is not read');
    };
    const failure = async (offered: OfferedReadings) => {
      const admitted = await admitReadings(offered, { tags, now: NOW });
      return admitted.ok ? null : admitted.failure;
    };
    expect(await failure(offer([reading('BA.BS1.TN.PV')], { site: 'CO' }))).toEqual({ kind: 'forbidden', message: M.centralOffice });
    expect(await failure(offer([], { bytes: MAX_READINGS_BATCH_BYTES + 1, read: unread }))).toEqual({
      kind: 'validation',
      message: M.batchTooManyBytes(MAX_READINGS_BATCH_BYTES),
    });
    expect(await failure(offer([]))).toEqual({ kind: 'validation', message: M.batchEmpty });
    expect(await failure(offer(Array.from({ length: MAX_READINGS_PER_BATCH + 1 }, () => reading('BA.BS1.TN.PV'))))).toEqual({
      kind: 'validation',
      message: M.batchTooLarge(MAX_READINGS_PER_BATCH),
    });
    expect(await failure(offer([], { read: () => ({ ok: false, reason: 'The payload is not JSON' }) }))).toEqual({
      kind: 'validation',
      message: 'The payload is not JSON',
    });
  });

  it('refuses the whole batch for one tag the site does not name for the source: unknown, another site’s, the other source’s', async () => {
    const tags = createConfiguredTags(port(baTags()));
    const admitted = await admitReadings(
      offer([reading('BA.BS1.TN.PV'), reading('WI.BS1.TN.PV'), reading('IWB-BEET'), reading('NO.SUCH')]),
      { tags, now: NOW },
    );
    expect(admitted).toEqual({
      ok: false,
      failure: {
        kind: 'validation',
        message: M.batchRejected(
          3,
          4,
          `#2: ${M.tagNotConfigured('WI.BS1.TN.PV', 'PHD', 'BA')}; #3: ${M.tagNotConfigured('IWB-BEET', 'PHD', 'BA')}; ` +
            `#4: ${M.tagNotConfigured('NO.SUCH', 'PHD', 'BA')}`,
        ),
      },
    });
  });
});

describe('the sites’ tag lists kept for the gate', () => {
  it('reads a site once for many batches, shares a read between concurrent ones, and reads again for a tag it lacks', async () => {
    const query = port(baTags());
    const tags = createConfiguredTags(query);
    const known = new Set(['BA.BS1.TN.PV']);
    expect(await Promise.all([tags.unconfigured('BA', 'PHD', known), tags.unconfigured('BA', 'PHD', known)])).toEqual([[], []]);
    expect(await tags.unconfigured('BA', 'PHD', known)).toEqual([]);
    expect(query.reads).toEqual(['BA']);
    // a parameter tagged since the list was read: found by the second read
    query.parameters['BA']?.push({ code: 'EV-PR-V-1H', processTag: 'BA.EV1.PR.PV', iwbTag: null });
    expect(await tags.unconfigured('BA', 'PHD', new Set(['BA.EV1.PR.PV', 'BA.NEW.PV']))).toEqual(['BA.NEW.PV']);
    expect(query.reads).toEqual(['BA', 'BA']);
  });
});
