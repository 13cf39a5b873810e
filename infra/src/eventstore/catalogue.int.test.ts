import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { DatabaseSync } from 'node:sqlite';
import { z } from 'zod';
import { defineEvent, eventCatalogue, type AnyStoredEvent, type EventDefinition, type EventMetadata } from '@ftr/contracts';
import { openEmbeddedDatabase } from '../sqlite/database.ts';
import { CatalogueError, withCatalogue, type CatalogueEventToAppend } from './catalogue.ts';
import type { EventStore } from './port.ts';
import { createSqliteEventStore } from './sqlite.ts';

const meta = (schemaVersion?: number): EventMetadata => ({
  userId: 'tester',
  site: 'BA',
  correlationId: 'c-1',
  causationId: 'c-0',
  timestamp: '2026-11-26T10:00:00.000Z',
  schemaVersion: schemaVersion ?? 1,
});
const writerMeta: CatalogueEventToAppend['metadata'] = {
  userId: 'tester',
  site: 'BA',
  correlationId: 'c-1',
  causationId: 'c-0',
  timestamp: '2026-11-26T10:00:00.000Z',
};
const operation = { site: 'BA', code: 'OP1', type: 'BC', startDate: '2026-01-01', endDate: '2026-02-01' };

/** A test catalogue: the real one plus `Renamed`, at version 3 (v1 `{ name }`, v2 `{ fullName }`, v3 `{ first, last }`). */
const Renamed = defineEvent('Renamed', z.object({ first: z.string(), last: z.string() }), 3, {
  1: (data) => ({ fullName: z.object({ name: z.string() }).parse(data).name }),
  2: (data) => {
    const [first = '', last = ''] = z.object({ fullName: z.string() }).parse(data).fullName.split(' ');
    return { first, last };
  },
});
const catalogue = new Map<string, EventDefinition>([...eventCatalogue, [Renamed.type, Renamed]]);

let dir = '';
let db: DatabaseSync;
let raw: EventStore;
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'ftr-catalogue-'));
  db = openEmbeddedDatabase(join(dir, 'ftr.db'));
  raw = createSqliteEventStore(db, { pollIntervalMs: 20 });
});
afterEach(async () => {
  await raw.close();
  db.close();
  rmSync(dir, { recursive: true, force: true });
});

describe('withCatalogue: appends', () => {
  it('stamps metadata.schemaVersion from the catalogue and stores the data as given', async () => {
    const store = withCatalogue(raw, catalogue);
    await store.append('operation-BA_OP1', [{ type: 'OperationCreated', data: operation, metadata: writerMeta }], 'no_stream');
    await store.append('person-1', [{ type: 'Renamed', data: { first: 'Ada', last: 'Lovelace' }, metadata: meta(1) }], 'no_stream');
    const [created] = await raw.readStream('operation-BA_OP1');
    const [renamed] = await raw.readStream('person-1');
    expect(created?.metadata.schemaVersion).toBe(1);
    expect(created?.data).toEqual(operation);
    expect(renamed?.metadata.schemaVersion).toBe(3);
  });

  it.each([
    [
      'data its schema refuses',
      { type: 'OperationCreated', data: { ...operation, type: 'XX' } },
      'OperationCreated v1 (append to operation-BA_OP1) does not match its schema',
    ],
    [
      'a missing field',
      { type: 'OperationDeleted', data: { site: 'BA' } },
      'OperationDeleted v1 (append to operation-BA_OP1) does not match its schema',
    ],
    [
      'a type not in the catalogue',
      { type: 'OperationRenamed', data: {} },
      'Event type OperationRenamed (append to operation-BA_OP1) is not in the event catalogue',
    ],
  ])('refuses %s, and appends nothing of the batch', async (_case, bad, message) => {
    const store = withCatalogue(raw, catalogue);
    const good: CatalogueEventToAppend = { type: 'OperationCreated', data: operation, metadata: writerMeta };
    const append = store.append('operation-BA_OP1', [good, { ...bad, metadata: writerMeta }], 'any');
    await expect(append).rejects.toThrow(CatalogueError);
    await expect(append).rejects.toThrow(message);
    expect(await raw.headPosition()).toBeUndefined();
  });
});

describe('withCatalogue: reads', () => {
  /** Renamed written by older code: at v1 and v2, straight to the adapter. */
  const writeHistory = async (): Promise<void> => {
    await raw.append('person-1', [{ type: 'Renamed', data: { name: 'Ada Lovelace' }, metadata: meta(1) }], 'no_stream');
    await raw.append('person-1', [{ type: 'Renamed', data: { fullName: 'Grace Hopper' }, metadata: meta(2) }], 0);
    await withCatalogue(raw, catalogue).append(
      'person-1',
      [{ type: 'Renamed', data: { first: 'Alan', last: 'Turing' }, metadata: writerMeta }],
      1,
    );
  };
  const expected = [
    { data: { first: 'Ada', last: 'Lovelace' }, version: 3 },
    { data: { first: 'Grace', last: 'Hopper' }, version: 3 },
    { data: { first: 'Alan', last: 'Turing' }, version: 3 },
  ];
  const shape = (events: readonly AnyStoredEvent[]) => events.map((event) => ({ data: event.data, version: event.metadata.schemaVersion }));

  it('upcasts older versions step by step (v1 → v2 → v3) in readStream and readAll', async () => {
    await writeHistory();
    const store = withCatalogue(raw, catalogue);
    expect(shape(await store.readStream('person-1'))).toEqual(expected);
    expect(shape(await store.readAll(undefined, 10))).toEqual(expected);
  });

  it('upcasts in a subscription too', async () => {
    await writeHistory();
    const store = withCatalogue(raw, catalogue);
    let resolveBatch: (events: AnyStoredEvent[]) => void = () => undefined;
    const received = new Promise<AnyStoredEvent[]>((resolve) => (resolveBatch = resolve));
    const subscription = store.subscribeToAll({
      onEvents: (events) => {
        resolveBatch(events);
        return Promise.resolve();
      },
    });
    expect(shape(await received)).toEqual(expected);
    await subscription.close();
  });

  it('trusts an event at the current version: handed over as stored, not parsed again', async () => {
    await raw.append(
      'operation-BA_OP2',
      [{ type: 'OperationDeleted', data: { site: 'BA', code: 'OP2', extra: true }, metadata: meta(1) }],
      'no_stream',
    );
    const [event] = await withCatalogue(raw, catalogue).readStream('operation-BA_OP2');
    expect(event?.data).toEqual({ site: 'BA', code: 'OP2', extra: true });
  });

  it('validates what an upcast produces', async () => {
    await raw.append('person-2', [{ type: 'Renamed', data: { fullName: 42 }, metadata: meta(2) }], 'no_stream');
    await expect(withCatalogue(raw, catalogue).readStream('person-2')).rejects.toThrow(z.ZodError);
  });

  it('fails loudly on a type the catalogue does not know, or a version it does not have', async () => {
    await raw.append('mystery-1', [{ type: 'Mystery', data: {}, metadata: meta(1) }], 'no_stream');
    await raw.append('operation-BA_OP3', [{ type: 'OperationDeleted', data: { site: 'BA', code: 'OP3' }, metadata: meta(2) }], 'no_stream');
    const store = withCatalogue(raw, catalogue);
    await expect(store.readStream('mystery-1')).rejects.toThrow('Event type Mystery (mystery-1@0) is not in the event catalogue');
    await expect(store.readStream('operation-BA_OP3')).rejects.toThrow(
      'OperationDeleted (operation-BA_OP3@0) has schemaVersion 2; the catalogue knows 1..1',
    );
    await expect(store.readAll(undefined, 10)).rejects.toThrow(CatalogueError);
  });
});
