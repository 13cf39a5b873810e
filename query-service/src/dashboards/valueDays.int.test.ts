import { DatabaseSync } from 'node:sqlite';
import { createInProcessNoticeBus } from '@ftr/infra/notices/inProcess.ts';
import { CHECKPOINTS } from '@ftr/infra/readstore/checkpoints.ts';
import { createSqliteReadStore } from '@ftr/infra/readstore/sqlite.ts';
import { PARAMETER_VALUES_COLLECTION, type ParameterValueDoc } from '@ftr/read-models/dataValues/projection.ts';
import { createReadProgress, type ReadProgress } from '../consistency/readProgress.ts';
import { createValueDays, type ReadValueDays } from './valueDays.ts';

const db = new DatabaseSync(':memory:');
const store = createSqliteReadStore(db);
const bus = createInProcessNoticeBus();
let progress: ReadProgress;
let position = 1;
let clock = 0;

const day = (id: string, value: number): ParameterValueDoc => ({
  _id: id,
  _position: String(position),
  SITE: 'BA',
  CODE: id,
  FTR_DATE: '2026-11-26',
  HOURS: { '1': { value, operation: 'BC2026', by: 'supervisor.ba', at: '2026-11-26T06:00:00.000Z', source: 'DATAENTRY' } },
});
/** A projector's write: the document, then the notice naming it. */
const project = async (id: string, value: number) => {
  position += 1;
  await store.put(PARAMETER_VALUES_COLLECTION, day(id, value));
  await bus.publish({ position: String(position), changes: [{ collection: PARAMETER_VALUES_COLLECTION, id, site: 'BA' }] });
};
/** A write whose notice is not (yet) delivered. */
const writeSilently = (id: string, value: number) => store.put(PARAMETER_VALUES_COLLECTION, day(id, value));
/** Kept documents are trusted from the first notice their keeper sees. */
const keeper = async (options: Parameters<typeof createValueDays>[2] = {}, readStore: Parameters<typeof createValueDays>[0] = store) => {
  const read = createValueDays(readStore, progress, { now: () => clock, ...options });
  await bus.publish({ position: String(position), changes: [] });
  return read;
};
const valueOf = async (read: ReadValueDays, id: string) => (await read([id])).get(id)?.HOURS['1']?.value;

beforeAll(async () => {
  await store.put(CHECKPOINTS, { _id: 'main', position: '1' });
  progress = await createReadProgress(store, bus);
  await bus.publish({ position: '1', changes: [] });
});
afterAll(async () => {
  await progress.close();
  db.close();
});

describe('value documents kept between dashboard reads', () => {
  it('reads a document once, and again when a change notice names it', async () => {
    const read = await keeper();
    await project('A', 1);
    expect(await valueOf(read, 'A')).toBe(1);
    await writeSilently('A', 2);
    expect(await valueOf(read, 'A')).toBe(1); // kept: no notice named it
    await project('A', 3);
    expect(await valueOf(read, 'A')).toBe(3);
  });

  it('remembers a day without a document until a notice names it', async () => {
    const read = await keeper();
    expect(await read(['B'])).toEqual(new Map());
    await writeSilently('B', 1);
    expect(await read(['B'])).toEqual(new Map());
    await project('B', 2);
    expect(await valueOf(read, 'B')).toBe(2);
  });

  it('trusts nothing past the last notice: a read side moved on by the checkpoint alone is read afresh', async () => {
    const read = await keeper();
    await project('C', 1);
    expect(await valueOf(read, 'C')).toBe(1);
    await writeSilently('C', 2);
    position += 1;
    await store.put(CHECKPOINTS, { _id: 'main', position: String(position) });
    await expect(progress.waitFor(BigInt(position), 5_000)).resolves.toBe(true);
    expect(await valueOf(read, 'C')).toBe(2);
  });

  it('keeps nothing from a read that a notice overtook', async () => {
    let overtake = true;
    const racing = {
      async getMany<T>(collection: string, ids: readonly string[]) {
        const docs = await store.getMany(collection, ids);
        if (overtake) await project('unrelated', 0); // a notice arrives while the documents are on their way
        overtake = false;
        return docs as Map<string, T & ParameterValueDoc>;
      },
    };
    await project('D', 1);
    const read = await keeper({}, racing);
    expect(await valueOf(read, 'D')).toBe(1);
    await writeSilently('D', 2);
    expect(await valueOf(read, 'D')).toBe(2);
  });

  it('reads a document again once older than its maximum age, and keeps at most its maximum of documents', async () => {
    const read = await keeper({ maxAgeMs: 1_000, maxEntries: 2 });
    await project('E', 1);
    expect(await valueOf(read, 'E')).toBe(1);
    await writeSilently('E', 2);
    clock += 1_001;
    expect(await valueOf(read, 'E')).toBe(2);
    await project('F', 1);
    await project('G', 1);
    expect(await valueOf(read, 'F')).toBe(1);
    expect(await valueOf(read, 'G')).toBe(1); // E, the least recently used, is no longer kept
    await writeSilently('E', 3);
    await writeSilently('F', 2);
    expect(await valueOf(read, 'F')).toBe(1);
    expect(await valueOf(read, 'E')).toBe(3);
  });
});
