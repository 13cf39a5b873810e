import { testMetadata } from '@ftr/infra/testing/metadata.ts';
import { operationStream, type EventMetadata } from '@ftr/contracts';
import { projections } from '../projections.ts';
import { useEmbeddedStores } from '@ftr/infra/testing/embeddedStores.ts';
import { startLeasedProjector } from './leasedProjector.ts';
import type { RunningProjector } from './projector.ts';

const meta: EventMetadata = testMetadata();
const created = (code: string) => ({
  type: 'OperationCreated',
  data: { site: 'BA', code, type: 'BC', startDate: '2026-09-01', endDate: '2027-01-01' },
  metadata: meta,
});

let started: RunningProjector[] = [];
afterEach(async () => {
  for (const projector of started) await projector.stop();
  started = [];
});
const stores = useEmbeddedStores('leased-projector');

const start = async (owner: string) => {
  const projector = await startLeasedProjector({ ...stores, projections, lease: { owner, ttlMs: 150 } });
  started.push(projector);
  return projector;
};

/** Resolves once `check` holds (polled on timers; no fixed sleeps). */
const until = async (check: () => boolean, what: string): Promise<void> => {
  const deadline = Date.now() + 5_000;
  while (!check()) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
};

describe('one projector per group (lease on the read store)', () => {
  it('runs one of two projectors; the other stands by and takes over from the checkpoint when the first stops', async () => {
    const first = await start('a');
    const second = await start('b');
    expect([first.status().state, second.status().state]).toEqual(['running', 'standby']);
    const one = await stores.eventStore.append(operationStream('BA', 'L1'), [created('L1')], 'no_stream');
    expect(await first.waitFor(one.position, 5_000)).toBe(true);
    expect(second.position()).toBeUndefined();
    await first.stop();
    await until(() => second.status().state === 'running', 'the standby to take over');
    const two = await stores.eventStore.append(operationStream('BA', 'L2'), [created('L2')], 'no_stream');
    expect(await second.waitFor(two.position, 5_000)).toBe(true);
    expect(await stores.readStore.find('operations')).toHaveLength(2);
  });
});
