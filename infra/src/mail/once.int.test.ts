import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { DatabaseSync } from 'node:sqlite';
import { createSqliteReadStore } from '../readstore/sqlite.ts';
import { openEmbeddedDatabase } from '../sqlite/database.ts';
import { claimMail } from './once.ts';

let dir: string;
let db: DatabaseSync;
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'ftr-mail-once-'));
  db = openEmbeddedDatabase(join(dir, 'ftr.sqlite'));
});
afterEach(() => {
  db.close();
  rmSync(dir, { recursive: true, force: true });
});

describe('a mail sent once across replicas', () => {
  it('lets exactly one of several replicas claim a mail, and that one claim it again to retry', async () => {
    const replicas = ['a', 'b', 'c'].map((owner) => ({ owner, store: createSqliteReadStore(db) }));
    const claims = await Promise.all(replicas.map(({ owner, store }) => claimMail(store, 'subscription:e1:u1', { owner })));
    expect(claims.filter(Boolean)).toHaveLength(1);
    const winner = replicas[claims.indexOf(true)];
    if (!winner) throw new Error('no winner');
    expect(await claimMail(winner.store, 'subscription:e1:u1', { owner: winner.owner })).toBe(true);
    expect(await claimMail(createSqliteReadStore(db), 'subscription:e1:u2', { owner: 'b' })).toBe(true);
  });
});
