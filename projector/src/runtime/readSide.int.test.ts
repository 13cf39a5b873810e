import { operationStream } from '@ftr/contracts';
import { testMetadata } from '@ftr/infra/testing/metadata.ts';
import { readSideStatus } from '@ftr/infra/readstore/readSide.ts';
import { projections } from '../projections.ts';
import { useEmbeddedStores } from '@ftr/infra/testing/embeddedStores.ts';
import { startLeasedProjector } from './leasedProjector.ts';
import type { RunningProjector } from './projector.ts';

const WRITTEN = '2026-11-22T10:00:00.000Z';
const created = (code: string) => ({
  type: 'OperationCreated',
  data: { site: 'BA', code, type: 'BC', startDate: '2026-09-01', endDate: '2027-01-01' },
  metadata: testMetadata({ timestamp: WRITTEN }),
});
const later = (seconds: number) => new Date(Date.parse(WRITTEN) + seconds * 1000);

let projector: RunningProjector | undefined;
afterEach(async () => {
  await projector?.stop();
  projector = undefined;
});
const stores = useEmbeddedStores('read-side');

describe('readiness of the read side (lag and an active projector)', () => {
  it('is not ready while no projector holds the lease, and reports the lag in events and seconds', async () => {
    for (const code of ['R1', 'R2', 'R3']) await stores.rawEventStore.append(operationStream('BA', code), [created(code)], 'no_stream');
    expect(await readSideStatus(stores, { now: later(12), inProcess: false })).toEqual({
      ready: false,
      lagEvents: 3,
      lagCapped: false,
      lagSeconds: 12,
      projector: 'none',
    });
  });

  it('is ready once a projector holds the lease and has caught up; not once its lease has lapsed', async () => {
    const last = await stores.rawEventStore.append(operationStream('BA', 'R4'), [created('R4')], 'no_stream');
    projector = await startLeasedProjector({ ...stores, projections, lease: { owner: 'p1', ttlMs: 60_000 } });
    expect(await projector.waitFor(last.position, 5_000)).toBe(true);
    expect(await readSideStatus(stores, { now: new Date(), inProcess: false })).toEqual({
      ready: true,
      lagEvents: 0,
      lagCapped: false,
      lagSeconds: 0,
      projector: 'active',
      holder: 'p1',
    });
    // Past the lease's expiry no one projects, whatever the last holder said: not ready.
    const lapsed = await readSideStatus(stores, { now: new Date(Date.now() + 61_000), inProcess: false });
    expect([lapsed.ready, lapsed.projector]).toEqual([false, 'none']);
  });

  it('is not ready when the read side is further behind than the bound, even with its projector in process', async () => {
    await stores.rawEventStore.append(operationStream('BA', 'R5'), [created('R5')], 'no_stream');
    const status = await readSideStatus(stores, { now: later(31), inProcess: true, maxLagSeconds: 30 });
    expect([status.ready, status.projector, status.lagEvents, status.lagSeconds]).toEqual([false, 'in-process', 1, 31]);
  });
});
