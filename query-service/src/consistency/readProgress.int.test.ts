import { DatabaseSync } from 'node:sqlite';
import { createInProcessNoticeBus } from '@ftr/infra/notices/inProcess.ts';
import { CHECKPOINTS } from '@ftr/infra/readstore/checkpoints.ts';
import { createSqliteReadStore } from '@ftr/infra/readstore/sqlite.ts';
import { createReadProgress, type ReadProgress } from './readProgress.ts';

const notice = (position: string) => ({ position, changes: [] });
/** Settles after every pending promise reaction, before any timer: what "at once" means here. */
const nextTurn = () => new Promise<'later'>((resolve) => setImmediate(() => resolve('later')));

describe('read progress', () => {
  const db = new DatabaseSync(':memory:');
  const store = createSqliteReadStore(db);
  const bus = createInProcessNoticeBus();
  let progress: ReadProgress;
  beforeAll(async () => {
    await store.put(CHECKPOINTS, { _id: 'main', position: '3' });
    progress = await createReadProgress(store, bus);
  });
  afterAll(async () => {
    await progress.close();
    db.close();
  });

  it('starts at the projector checkpoint and answers a reached position at once', async () => {
    expect(progress.position()).toBe(3n);
    await expect(progress.waitFor(3n, 10_000)).resolves.toBe(true);
  });

  it('wakes a waiting read when the notice reaching its position arrives, not at the next checkpoint poll', async () => {
    const waiting = progress.waitFor(5n, 10_000);
    await bus.publish(notice('4'));
    expect(await Promise.race([waiting.then(() => 'woken' as const), nextTurn()])).toBe('later');
    await bus.publish(notice('5'));
    expect(await Promise.race([waiting.then(() => 'woken' as const), nextTurn()])).toBe('woken');
    await expect(waiting).resolves.toBe(true);
    expect(progress.position()).toBe(5n);
  });

  it('finds the position in the checkpoint when no notice came, and gives up after the timeout', async () => {
    const waiting = progress.waitFor(7n, 10_000);
    await store.put(CHECKPOINTS, { _id: 'main', position: '7' });
    await expect(waiting).resolves.toBe(true);
    await expect(progress.waitFor(9n, 120)).resolves.toBe(false);
  });
});
