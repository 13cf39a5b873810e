import { testMetadata } from '@ftr/infra/testing/metadata.ts';
import type { EventMetadata, RecalculationLifecycleEvent, RecalculationRequested, StoredOf } from '@ftr/contracts';
import { recalculationJobsProjection as projection, type RecalculationJobDoc } from './projection.ts';

const metadata = (timestamp: string): EventMetadata => testMetadata({ userId: 'supervisor.ba', timestamp });
let position = 100n;
type JobEvent = StoredOf<RecalculationRequested | RecalculationLifecycleEvent>;
const stored = (
  revision: number,
  event: RecalculationRequested | RecalculationLifecycleEvent,
  at = '2026-11-25T10:30:00.000Z',
): JobEvent => ({ stream: 'recalc-BA', revision, position: position++, ...event, metadata: metadata(at) });
const job = { site: 'BA', jobId: 'recalc-BA-4', requestedBy: 'supervisor.ba' } as const;
const history = [
  stored(4, {
    type: 'RecalculationRequested',
    data: {
      site: 'BA',
      operation: 'BC2026',
      from: '2026-11-26',
      requestedBy: 'supervisor.ba',
      cell: { code: 'ZR-S-V-1H', date: '2026-11-26', hour: 2 },
    },
  }),
  stored(5, { type: 'RecalculationStarted', data: { ...job, total: 3 } }),
  stored(6, { type: 'RecalculationProgressed', data: { ...job, done: 1, total: 3, changed: 4 } }),
  stored(7, { type: 'RecalculationCompleted', data: { ...job, changed: 9 } }, '2026-11-25T10:31:00.000Z'),
];
type Doc = Omit<RecalculationJobDoc, '_position'> | null;
const apply = (events: readonly JobEvent[], times: number): Doc =>
  events.reduce<Doc>((doc, event) => {
    let next = doc;
    for (let i = 0; i < times; i++) next = projection.evolve(next as RecalculationJobDoc | null, event);
    return next;
  }, null);

describe('recalculationJobs projection', () => {
  it('follows a job from queued through running to completed, one document per job id', () => {
    expect(history.map((e) => projection.id(e))).toEqual(Array(4).fill('recalc-BA-4'));
    expect(apply(history.slice(0, 1), 1)).toMatchObject({
      STATUS: 'queued',
      CODE: 'ZR-S-V-1H',
      FTR_DATE: '2026-11-26',
      FTR_HOUR: 2,
      REQUESTED_BY: 'supervisor.ba',
    });
    expect(apply(history.slice(0, 3), 1)).toMatchObject({ STATUS: 'running', DONE: 1, TOTAL: 3, CHANGED: 4 });
    expect(apply(history, 1)).toMatchObject({
      STATUS: 'completed',
      DONE: 3,
      TOTAL: 3,
      CHANGED: 9,
      ERROR: null,
      COMPLETED_AT: '2026-11-25T10:31:00.000Z',
    });
  });

  it('shows a failed job with its reason', () => {
    const failed = stored(7, { type: 'RecalculationCompleted', data: { ...job, changed: 0, failed: 'Operation BC2026 not found' } });
    expect(apply([...history.slice(0, 2), failed], 1)).toMatchObject({ STATUS: 'failed', ERROR: 'Operation BC2026 not found' });
  });

  it('applied twice gives the same result', () => {
    expect(apply(history, 2)).toEqual(apply(history, 1));
  });

  it("sends the change to the requesting user's sockets only", () => {
    for (const event of history)
      expect([projection.userOf?.(null, event), projection.siteOf === undefined]).toEqual(['supervisor.ba', true]);
  });
});
