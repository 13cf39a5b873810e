import { z } from 'zod';
import { defineEvent, fail, type DomainEvent, type EventMetadata, type StoredEvent } from '@ftr/contracts';
import { withCatalogue } from '@ftr/infra/eventstore/catalogue.ts';
import { AppError } from '@ftr/infra/http/errors.ts';
import { WrongExpectedRevisionError, type EventStore, type EventToAppend, type ExpectedRevision } from '@ftr/infra/eventstore/port.ts';
import { accept, reject, type Decision, type Evolver } from './decider.ts';
import { handleCommand, handleCommands, journalOf, type CommandSpec } from './handleCommand.ts';

type Counted = DomainEvent<'Counted', { by: number }>;
const metadata: EventMetadata = {
  userId: 'u',
  site: 'BA',
  correlationId: 'c',
  causationId: 'c',
  timestamp: '2026-11-25T10:00:00.000Z',
  schemaVersion: 1,
};

/** An in-memory store behind a catalogue of its own (Counted); `rival` appends another process's event just before our next append. */
const memoryStore = () => {
  const streams = new Map<string, StoredEvent[]>();
  let position = 0n;
  const rivals: (() => void)[] = [];
  const write = (stream: string, events: EventToAppend[], expected: ExpectedRevision) => {
    const current = streams.get(stream) ?? [];
    const actual = current.length - 1;
    if (expected === 'no_stream' ? actual !== -1 : expected !== 'any' && expected !== actual) {
      throw new WrongExpectedRevisionError(stream, expected, actual < 0 ? 'no_stream' : actual);
    }
    for (const event of events) {
      position += 1n;
      current.push({ type: event.type, data: event.data, stream, revision: current.length, position, metadata: event.metadata });
    }
    streams.set(stream, current);
    return { nextRevision: current.length - 1, position };
  };
  const raw: EventStore = {
    append: (stream, events, expected) => {
      rivals.shift()?.();
      return Promise.resolve(write(stream, events, expected));
    },
    readStream: (stream) => Promise.resolve([...(streams.get(stream) ?? [])]),
    readAll: () => Promise.resolve([]),
    subscribeToAll: () => ({ close: () => Promise.resolve() }),
    headPosition: () => Promise.resolve(position === 0n ? undefined : position),
    close: () => Promise.resolve(),
  };
  const store = withCatalogue(raw, new Map([['Counted', defineEvent('Counted', z.object({ by: z.number() }))]]));
  return { store, write, rival: (fn: () => void) => rivals.push(fn), events: (stream: string) => streams.get(stream) ?? [] };
};

const total: Evolver<number, Counted> = { initialState: 0, evolve: (sum, event) => sum + event.data.by };
/** Adds `by` unless the total would pass the limit (a fact loaded on each try). */
const counter = (loads: number[], limit = () => Promise.resolve(10)): CommandSpec<{ by: number }, number, Counted, number> => ({
  stream: 'counter-1',
  evolver: total,
  loadFacts: async (state) => {
    loads.push(state);
    return limit();
  },
  decide: (command, sum, max): Decision<Counted> =>
    sum + command.by > max ? reject(fail('conflict', `over ${max}`)) : accept({ type: 'Counted', data: { by: command.by } }),
});

describe('handleCommand (the one write path)', () => {
  it('given a stream, when a command is accepted, then its events are appended at the revision read', async () => {
    const { store, write, events } = memoryStore();
    write('counter-1', [{ type: 'Counted', data: { by: 2 }, metadata }], 'no_stream');
    const handled = await handleCommand(store, counter([]), { by: 3 }, metadata);
    expect(handled).toMatchObject({ state: 2, facts: 10, nextRevision: 1 });
    expect(events('counter-1').map((e) => e.data)).toEqual([{ by: 2 }, { by: 3 }]);
  });

  it('a refusal throws its AppError and appends nothing', async () => {
    const { store, events } = memoryStore();
    await expect(handleCommand(store, counter([]), { by: 11 }, metadata)).rejects.toEqual(new AppError('conflict', 'over 10'));
    expect(events('counter-1')).toEqual([]);
  });

  it('a race lost to another process is decided again on fresh state and fresh facts', async () => {
    const { store, write, rival, events } = memoryStore();
    rival(() => write('counter-1', [{ type: 'Counted', data: { by: 4 }, metadata }], 'any'));
    const loads: number[] = [];
    const handled = await handleCommand(store, counter(loads), { by: 5 }, metadata, { sleep: async () => {} });
    expect(handled.state).toBe(4);
    expect(loads).toEqual([0, 4]);
    expect(events('counter-1').map((e) => e.data)).toEqual([{ by: 4 }, { by: 5 }]);
  });

  it('a race whose fresh state refuses the command is a refusal, not a write', async () => {
    const { store, write, rival, events } = memoryStore();
    rival(() => write('counter-1', [{ type: 'Counted', data: { by: 8 }, metadata }], 'any'));
    await expect(handleCommand(store, counter([]), { by: 5 }, metadata, { sleep: async () => {} })).rejects.toThrow('over 10');
    expect(events('counter-1').map((e) => e.data)).toEqual([{ by: 8 }]);
  });

  it('a journal is not read and is appended at any revision', async () => {
    const { store, write, events } = memoryStore();
    write('log-1', [{ type: 'Counted', data: { by: 1 }, metadata }], 'no_stream');
    const journal = {
      stream: 'log-1',
      journal: true,
      evolver: journalOf<Counted>(),
      loadFacts: () => Promise.resolve(undefined),
      decide: (command: Counted) => accept(command),
    };
    await handleCommand(store, journal, { type: 'Counted', data: { by: 2 } }, metadata);
    expect(events('log-1')).toHaveLength(2);
  });
});

describe('handleCommands (the batch form)', () => {
  it('decides each command on the state the previous ones left and appends them all in one write', async () => {
    const { store, write, events } = memoryStore();
    write('counter-1', [{ type: 'Counted', data: { by: 1 }, metadata }], 'no_stream');
    const loads: number[] = [];
    const handled = await handleCommands(store, () => counter(loads), [{ by: 2 }, { by: 3 }], metadata);
    expect(loads).toEqual([1, 3]);
    expect(handled).toMatchObject({ state: 6, nextRevision: 2 });
    expect(events('counter-1').map((e) => e.data)).toEqual([{ by: 1 }, { by: 2 }, { by: 3 }]);
  });

  it('writes nothing when any command is refused', async () => {
    const { store, events } = memoryStore();
    await expect(handleCommands(store, () => counter([]), [{ by: 4 }, { by: 7 }], metadata)).rejects.toThrow('over 10');
    expect(events('counter-1')).toEqual([]);
  });

  it('decides again on a fresh state after a race lost to another process', async () => {
    const { store, write, rival, events } = memoryStore();
    rival(() => write('counter-1', [{ type: 'Counted', data: { by: 5 }, metadata }], 'no_stream'));
    const handled = await handleCommands(store, () => counter([]), [{ by: 2 }, { by: 2 }], metadata);
    expect(handled.state).toBe(9);
    expect(events('counter-1').map((e) => e.data)).toEqual([{ by: 5 }, { by: 2 }, { by: 2 }]);
  });

  it('refuses commands of another stream', async () => {
    const { store } = memoryStore();
    const specOf = (command: { by: number }) => ({ ...counter([]), stream: command.by > 1 ? 'counter-2' : 'counter-1' });
    await expect(handleCommands(store, specOf, [{ by: 1 }, { by: 2 }], metadata)).rejects.toThrow('counter-2 is not counter-1');
  });
});
