import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { DatabaseSync } from 'node:sqlite';
import type { ReadStore } from '../readstore/port.ts';
import { createSqliteReadStore } from '../readstore/sqlite.ts';
import { openEmbeddedDatabase } from '../sqlite/database.ts';
import { createSessionVerifier, SESSIONS_COLLECTION, USERS_COLLECTION } from './sessions.ts';
import { createTokenService } from './tokens.ts';

// With the signature memo on (a clock given), sign-out, archive and removed rights still apply at once.
let dir: string;
let db: DatabaseSync;
let readStore: ReadStore;
let now = new Date('2026-11-22T10:00:00Z');
const clock = { now: () => now };
const tokens = createTokenService(new Uint8Array(32).fill(7), clock);
const user = (over: Record<string, unknown> = {}) => ({
  _id: 'jsmith',
  ACTIVE: true,
  REVOKED_POSITION: null,
  KEEP_SESSION: null,
  ACCESS_BA: true,
  OPERATIONS: true,
  USERS: true,
  ...over,
});

beforeEach(async () => {
  dir = mkdtempSync(join(tmpdir(), 'ftr-sessions-memo-'));
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

it('re-reads the session and the user on every use of a remembered token', async () => {
  const verify = createSessionVerifier(tokens, readStore, { clock });
  const { token } = await tokens.sign(
    {
      sub: 'jsmith',
      sid: 's1',
      site: 'BA',
      longSite: 'Bardney',
      firstName: 'Jo',
      fullName: 'Jo Smith',
      flags: ['OPERATIONS', 'USERS'],
      sites: ['BA'],
    },
    60,
  );
  await readStore.put(USERS_COLLECTION, user());
  await readStore.put(SESSIONS_COLLECTION, {
    _id: 's1',
    username: 'jsmith',
    site: 'BA',
    startedAt: now.toISOString(),
    endedAt: null,
    _position: '10',
  });
  expect(await verify(token)).toMatchObject({ flags: ['OPERATIONS', 'USERS'] });
  await readStore.put(USERS_COLLECTION, user({ USERS: false }));
  expect(await verify(token)).toMatchObject({ flags: ['OPERATIONS'] });
  await readStore.put(USERS_COLLECTION, user({ ACTIVE: false }));
  expect(await verify(token)).toBeNull();
  await readStore.put(USERS_COLLECTION, user());
  expect(await verify(token)).not.toBeNull();
  await readStore.put(SESSIONS_COLLECTION, {
    _id: 's1',
    username: 'jsmith',
    site: 'BA',
    startedAt: now.toISOString(),
    endedAt: now.toISOString(),
    _position: '10',
  });
  expect(await verify(token)).toBeNull();
});

it('refuses a remembered token once it expires by the service clock', async () => {
  const verify = createSessionVerifier(tokens, readStore, { clock });
  const { token } = await tokens.sign(
    { sub: 'jsmith', sid: 's2', site: 'BA', longSite: 'Bardney', firstName: 'Jo', fullName: 'Jo Smith', flags: [], sites: ['BA'] },
    60,
  );
  expect(await verify(token)).not.toBeNull();
  now = new Date(now.getTime() + 60_000);
  expect(await verify(token)).toBeNull();
});

it('with the read position, remembers accepted claims only while the read models stay at that position', async () => {
  let position = 10n;
  const verify = createSessionVerifier(tokens, readStore, { clock, position: () => position });
  const { token } = await tokens.sign(
    {
      sub: 'jsmith',
      sid: 's3',
      site: 'BA',
      longSite: 'Bardney',
      firstName: 'Jo',
      fullName: 'Jo Smith',
      flags: ['OPERATIONS', 'USERS'],
      sites: ['BA'],
    },
    60,
  );
  await readStore.put(USERS_COLLECTION, user());
  expect(await verify(token)).toMatchObject({ flags: ['OPERATIONS', 'USERS'] });
  // The sign-out is projected and its notice moves the position: the session is read again.
  await readStore.put(SESSIONS_COLLECTION, {
    _id: 's3',
    username: 'jsmith',
    site: 'BA',
    startedAt: now.toISOString(),
    endedAt: now.toISOString(),
    _position: '10',
  });
  position = 11n;
  expect(await verify(token)).toBeNull();
  await readStore.put(SESSIONS_COLLECTION, {
    _id: 's3',
    username: 'jsmith',
    site: 'BA',
    startedAt: now.toISOString(),
    endedAt: null,
    _position: '10',
  });
  position = 12n;
  expect(await verify(token)).not.toBeNull();
  // Unmoved position: the remembered claims (what the read models said at 12), until the token expires.
  await readStore.put(USERS_COLLECTION, user({ USERS: false }));
  expect(await verify(token)).toMatchObject({ flags: ['OPERATIONS', 'USERS'] });
  now = new Date(now.getTime() + 60_000);
  expect(await verify(token)).toBeNull();
});
