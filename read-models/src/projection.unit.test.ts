import { testMetadata } from '@ftr/infra/testing/metadata.ts';
import type { EventMetadata, StoredEvent } from '@ftr/contracts';
import { operationsProjection } from './operations/projection.ts';
import { isHandledBy } from './projection.ts';

const metadata: EventMetadata = testMetadata({ userId: 'u', timestamp: '2026-11-26T10:00:00.000Z' });
const stored = (type: string, data: unknown): StoredEvent => ({
  stream: 'operation-BA_OP1',
  revision: 0,
  position: 1n,
  type,
  data,
  metadata,
});

describe('isHandledBy', () => {
  it("picks the projection's own events, typed as them", () => {
    const events = [
      stored('OperationCreated', { site: 'BA', code: 'OP1', type: 'BC', startDate: '2026-01-01', endDate: '2026-02-01' }),
      stored('SessionEnded', { sessionId: 's', username: 'u', reason: 'logout' }),
    ];
    const mine = events.filter((event) => isHandledBy(operationsProjection, event));
    expect(mine.map((event) => operationsProjection.id(event))).toEqual(['BA_OP1']);
  });
});
