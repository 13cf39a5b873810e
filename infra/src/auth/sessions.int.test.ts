import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { DatabaseSync } from 'node:sqlite';
import type { ReadStore } from '../readstore/port.ts';
import { createSqliteReadStore } from '../readstore/sqlite.ts';
import { openEmbeddedDatabase } from '../sqlite/database.ts';
import { createSessionVerifier, SESSIONS_COLLECTION, USERS_COLLECTION } from './sessions.ts';
import { createTokenService, type ClaimsToSign } from './tokens.ts';

let dir: string;
let db: DatabaseSync;
let readStore: ReadStore;
let now = new Date('2026-11-22T10:00:00Z');
const tokens = createTokenService(new Uint8Array(32).fill(7), { now: () => now });
const claims = (sid: string): ClaimsToSign => ({
  sub: 'jsmith',
  sid,
  site: 'BA',
  longSite: 'Bardney',
  firstName: 'Jo',
  fullName: 'Jo Smith',
  flags: ['OPERATIONS', 'USERS'],
  sites: ['BA', 'WI'],
});
const user = (over: Record<string, unknown> = {}) => ({
  _id: 'jsmith',
  ACTIVE: true,
  REVOKED_POSITION: null,
  KEEP_SESSION: null,
  ACCESS_BA: true,
  ACCESS_WI: true,
  OPERATIONS: true,
  USERS: true,
  ...over,
});
const session = (id: string, position: number, endedAt: string | null = null) => ({
  _id: id,
  username: 'jsmith',
  site: 'BA',
  startedAt: now.toISOString(),
  endedAt,
  _position: String(position),
});

beforeEach(async () => {
  dir = mkdtempSync(join(tmpdir(), 'ftr-sessions-'));
  db = openEmbeddedDatabase(join(dir, 'ftr.sqlite'));
  readStore = createSqliteReadStore(db);
  await readStore.ensureCollections([
    { name: SESSIONS_COLLECTION, indexes: [] },
    { name: USERS_COLLECTION, indexes: [] },
  ]);
  now = new Date('2026-11-22T10:00:00Z');
});
afterEach(async () => {
  await readStore.close();
  db.close();
  rmSync(dir, { recursive: true, force: true });
});

const verify = async (sid: string) => createSessionVerifier(tokens, readStore)((await tokens.sign(claims(sid), 3600)).token);

describe('session verifier', () => {
  it('accepts a fresh session the read side has not seen yet, and an open one', async () => {
    expect(await verify('new')).toMatchObject({ sub: 'jsmith', sid: 'new' });
    await readStore.put(USERS_COLLECTION, user());
    await readStore.put(SESSIONS_COLLECTION, session('s1', 10));
    expect(await verify('s1')).toMatchObject({ flags: ['OPERATIONS', 'USERS'], sites: ['BA', 'WI'] });
  });

  it('refuses an ended session, an archived user and an expired token', async () => {
    await readStore.put(SESSIONS_COLLECTION, session('s1', 10, now.toISOString()));
    expect(await verify('s1')).toBeNull();
    await readStore.put(USERS_COLLECTION, user({ ACTIVE: false }));
    expect(await verify('s2')).toBeNull();
    await readStore.put(USERS_COLLECTION, user());
    const { token } = await tokens.sign(claims('s3'), 60);
    now = new Date(now.getTime() + 61_000);
    expect(await createSessionVerifier(tokens, readStore)(token)).toBeNull();
  });

  it('refuses sessions started at or before a revocation, except the one kept, and accepts later ones', async () => {
    await readStore.put(USERS_COLLECTION, user({ REVOKED_POSITION: '20', KEEP_SESSION: 'kept' }));
    for (const [id, position] of [
      ['old', 10],
      ['kept', 15],
      ['later', 25],
    ] as const)
      await readStore.put(SESSIONS_COLLECTION, session(id, position));
    expect(await verify('old')).toBeNull();
    expect(await verify('kept')).not.toBeNull();
    expect(await verify('later')).not.toBeNull();
    expect(await verify('unseen')).not.toBeNull();
  });

  it('drops rights removed since sign-in at once, and the session when its site is gone', async () => {
    await readStore.put(USERS_COLLECTION, user({ USERS: false, ACCESS_WI: false }));
    expect(await verify('s1')).toMatchObject({ flags: ['OPERATIONS'], sites: ['BA'] });
    await readStore.put(USERS_COLLECTION, user({ ACCESS_BA: false }));
    expect(await verify('s1')).toBeNull();
  });
});
