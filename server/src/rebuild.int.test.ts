import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { startTestServer } from './testing/embedded.ts';
import { spawnNode } from './testing/process.ts';

const count = (file: string, sql: string): number => {
  const db = new DatabaseSync(file, { readOnly: true });
  try {
    return Number(db.prepare(sql).get()?.['n']);
  } finally {
    db.close();
  }
};

describe('npm run rebuild', () => {
  it('replays the log into every read model on its worker thread and reports the position it reached', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'ftr-rebuild-'));
    const file = join(dir, 'ftr.sqlite');
    try {
      const server = await startTestServer({ now: new Date('2026-11-22T10:00:00Z') });
      const source = new DatabaseSync(join(server.dataDir, 'ftr.sqlite'));
      source.prepare('VACUUM INTO ?').run(file);
      source.close();
      await server.destroy();
      const values = 'SELECT count(*) AS n FROM rm_parameterValues';
      const before = count(file, values);
      const head = count(file, 'SELECT max(position) AS n FROM events');
      const db = new DatabaseSync(file);
      db.exec('DELETE FROM rm_parameterValues'); // what the rebuild must bring back
      db.close();

      const proc = spawnNode('server/src/rebuild.ts', { DATA_DIR: dir, EVENTSTORE_URL: '', MONGODB_URL: '', REDIS_URL: '' });
      expect(await proc.exited).toBe(0);
      expect(proc.output()).toMatch(new RegExp(`rebuilt up to position ${head} in [\\d.]+ s`));
      expect(before).toBeGreaterThan(0);
      expect(count(file, values)).toBe(before);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
