import type { FastifyRequest } from 'fastify';
import type { CommandDeps } from '../deps.ts';
import type { EventStore } from '@ftr/infra/eventstore/port.ts';
import { requestMetadata, systemMetadata } from './metadata.ts';

const clock = { now: () => new Date('2026-11-26T10:00:00.000Z') };

describe('event metadata of writers', () => {
  it('leaves schemaVersion to the event catalogue (the catalogue-wrapped store stamps it on append)', () => {
    const request = { id: 'req-1', headers: { 'x-correlation-id': 'corr-1' } } as unknown as FastifyRequest;
    expect(requestMetadata(request, { sub: 'ann', site: 'BA' }, clock, 'sub-1')).toEqual({
      userId: 'ann',
      site: 'BA',
      correlationId: 'corr-1',
      causationId: 'req-1',
      timestamp: '2026-11-26T10:00:00.000Z',
      submissionId: 'sub-1',
    });
    const system = systemMetadata('WI', clock);
    expect(system).toMatchObject({ userId: 'system', site: 'WI', timestamp: '2026-11-26T10:00:00.000Z' });
    expect(system).not.toHaveProperty('schemaVersion');
    expect(system.causationId).toBe(system.correlationId);
  });

  it('the command side takes only the catalogue-wrapped store: a plain adapter does not compile as its event store', () => {
    const plain = {} as EventStore;
    // @ts-expect-error a plain EventStore reads untyped events and takes appends unchecked by the catalogue
    const deps: Pick<CommandDeps, 'eventStore'> = { eventStore: plain };
    expect(deps.eventStore).toBe(plain);
  });
});
