import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { EventMetadata } from '@ftr/contracts';
import type { EventStore } from '@ftr/infra/eventstore/port.ts';
import { createSqliteEventStore } from '@ftr/infra/eventstore/sqlite.ts';
import { openEmbeddedDatabase } from '@ftr/infra/sqlite/database.ts';
import { cellValue } from './state.ts';
import { submitted } from './testing.ts';
import { createWeekCache } from './weekCache.ts';

const dir = mkdtempSync(join(tmpdir(), 'ftr-weeks-'));
const db = openEmbeddedDatabase(join(dir, 'ftr.db'));
const store: EventStore = createSqliteEventStore(db);
afterAll(async () => {
  await store.close();
  db.close();
  rmSync(dir, { recursive: true, force: true });
});

const metadata = (submissionId: string): EventMetadata => ({
  userId: 'u',
  site: 'BA',
  correlationId: 'c',
  causationId: 'c',
  timestamp: '2026-11-25T10:00:00.000Z',
  schemaVersion: 1,
  submissionId,
});
const write = (stream: string, id: string, value: number, expected: number | 'no_stream') =>
  store.append(stream, [{ ...submitted(id, [['A', '2026-11-25', 5, value]]), metadata: metadata(id) }], expected);

describe('week cache', () => {
  it('folds a stream, then reads only what was appended after the cached revision', async () => {
    const stream = 'values-BA_2026-11-23';
    await write(stream, 's1', 1, 'no_stream');
    const cache = createWeekCache(store);
    const first = await cache.load(stream);
    expect(first.revision).toBe(0);
    expect(cellValue(first, 'A', '2026-11-25', 5)).toBe(1);

    // Another process appends: the cache catches up from revision 1 and folds only that event.
    const spy = jest.spyOn(store, 'readStream');
    const second = await write(stream, 's2', 2, 0);
    const caught = await cache.load(stream);
    expect(spy).toHaveBeenLastCalledWith(stream, { fromRevision: 1 });
    expect(caught).toMatchObject({ revision: 1, position: second.position });
    expect(cellValue(caught, 'A', '2026-11-25', 5)).toBe(2);
    expect([...caught.submissions.keys()]).toEqual(['s1', 's2']);
    // The earlier state is untouched (cached states are shared).
    expect(cellValue(first, 'A', '2026-11-25', 5)).toBe(1);
    spy.mockRestore();
  });

  it('never replaces a newer state with an older one', async () => {
    const stream = 'values-BA_2026-11-30';
    await write(stream, 's1', 1, 'no_stream');
    const cache = createWeekCache(store);
    const old = await cache.load(stream);
    await write(stream, 's2', 2, 0);
    const current = await cache.load(stream);
    cache.remember(stream, old);
    expect(await cache.load(stream)).toBe(current);
  });

  it('forgets the least recently used stream beyond its size', async () => {
    const cache = createWeekCache(store, 1);
    await write('values-BA_2026-12-07', 's1', 1, 'no_stream');
    await cache.load('values-BA_2026-12-07');
    await cache.load('values-BA_2026-12-14');
    const spy = jest.spyOn(store, 'readStream');
    await cache.load('values-BA_2026-12-07');
    expect(spy).toHaveBeenLastCalledWith('values-BA_2026-12-07', { fromRevision: 0 });
    spy.mockRestore();
  });
});
