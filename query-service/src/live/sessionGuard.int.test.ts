import { randomUUID } from 'node:crypto';
import { flagRow, siteAccessRow, type Flag, type Site } from '@ftr/contracts';
import { USERS_COLLECTION } from '@ftr/infra/auth/sessions.ts';
import { createInProcessNoticeBus } from '@ftr/infra/notices/inProcess.ts';
import { createRedisNoticeBus } from '@ftr/infra/notices/redis.ts';
import type { ChangeNotice, NoticeBus } from '@ftr/infra/notices/port.ts';
import type { ReadStore } from '@ftr/infra/readstore/port.ts';
import { requireRedisOrSkip } from '@ftr/infra/testing/redis.ts';
import { connected, disconnection, inbox, memoryReadStore, refused, startInstance, tokens } from './socketTesting.ts';

const values = (position: string, site: Site = 'BA'): ChangeNotice => ({
  position,
  changes: [{ collection: 'values', id: `v-${position}`, site }],
});
const sessionEnded = (position: string, sid: string): ChangeNotice => ({ position, changes: [{ collection: 'sessions', id: sid }] });
const userChanged = (position: string, username: string): ChangeNotice => ({ position, changes: [{ collection: 'users', id: username }] });

const putUser = (
  store: ReadStore,
  username: string,
  fields: { sites?: Site[]; flags?: Flag[]; readAccess?: number; active?: boolean; extra?: Record<string, unknown> } = {},
) =>
  store.put(USERS_COLLECTION, {
    _id: username,
    ACTIVE: fields.active ?? true,
    REVOKED_POSITION: null,
    KEEP_SESSION: null,
    ...siteAccessRow(fields.sites ?? ['BA']),
    ...flagRow(fields.flags ?? ['LIVE_DATA']),
    READ_ACCESS: fields.readAccess ?? 1,
    WRITE_ACCESS: 1,
    ...fields.extra,
  });

describe('session guard: a socket lives no longer than its session and rights', () => {
  let bus: NoticeBus;
  let store: ReadStore;
  let server: Awaited<ReturnType<typeof startInstance>>;
  let auth: ReturnType<typeof tokens>;
  beforeEach(async () => {
    bus = createInProcessNoticeBus();
    store = memoryReadStore();
    auth = tokens();
    server = await startInstance({ verifyToken: auth.verifyToken, noticeBus: bus, readStore: store });
  });
  afterEach(async () => {
    await server.close();
    await bus.close();
    await store.close();
  });
  const open = async (username: string) => {
    const issued = auth.issue(username, 'BA', ['LIVE_DATA']);
    const client = server.connect(issued.token);
    const box = inbox(client);
    await connected(client);
    return { client, box, ...issued };
  };

  it('disconnects the sockets of a session the moment its end is noticed, and sends them nothing more', async () => {
    await putUser(store, 'ann');
    const [ended, other] = [await open('ann'), await open('ann')];
    const gone = disconnection(ended.client);
    auth.revoke(ended.token);
    await bus.publish(sessionEnded('1', ended.claims.sid));
    expect(await gone).toBe('io server disconnect');
    await bus.publish(values('2'));
    await other.box.until('2');
    expect(ended.box.positions()).toEqual([]);
    expect(other.client.connected).toBe(true);
    expect((await refused(server.connect(ended.token))).message).toBe('unauthorized');
  });

  it.each([
    ['archived', { active: false }],
    ['LIVE_DATA removed', { flags: [] }],
    ['a site removed', { sites: ['BU'] as Site[] }],
    ['read access lowered', { readAccess: 0 }],
  ])('disconnects every socket of a user whose rights change (%s), and no one else', async (_case, change) => {
    await Promise.all([putUser(store, 'ann'), putUser(store, 'bob')]);
    const [tab1, tab2, bob] = [await open('ann'), await open('ann'), await open('bob')];
    const gone = [disconnection(tab1.client), disconnection(tab2.client)];
    await putUser(store, 'ann', change);
    await bus.publish(userChanged('1', 'ann'));
    expect(await Promise.all(gone)).toEqual(['io server disconnect', 'io server disconnect']);
    await bus.publish(values('2'));
    await bob.box.until('2');
    expect(bob.client.connected).toBe(true);
  });

  it('keeps the sockets of a user whose change touches no right (a reset link asked for)', async () => {
    await putUser(store, 'ann');
    const ann = await open('ann');
    await putUser(store, 'ann', { extra: { RESET_HASH: 'h', EMAIL: 'ann@example.com' } });
    await bus.publish(userChanged('1', 'ann'));
    await bus.publish(values('2'));
    await ann.box.until('2');
    expect(ann.client.connected).toBe(true);
  });

  it('re-reads the session before every join: a join after the session ended joins nothing and disconnects', async () => {
    await putUser(store, 'ann');
    const ann = await open('ann');
    expect(await ann.client.emitWithAck('join', { room: 'screen:BA:wall' })).toEqual({ ok: true });
    const gone = disconnection(ann.client);
    auth.revoke(ann.token); // no notice yet: the join itself must find out
    ann.client.emit('join', { room: 'screen:BA:other' });
    expect(await gone).toBe('io server disconnect');
    expect(server.io.of('/').adapter.rooms.get('screen:BA:other')).toBeUndefined();
  });

  it('refuses a join under rights changed since the socket connected, before any notice', async () => {
    await putUser(store, 'ann');
    const ann = await open('ann');
    const gone = disconnection(ann.client);
    await putUser(store, 'ann', { readAccess: 0 });
    ann.client.emit('join', { room: 'screen:BA:wall' });
    expect(await gone).toBe('io server disconnect');
    expect(server.io.of('/').adapter.rooms.get('screen:BA:wall')).toBeUndefined();
  });

  it('tells no client of session changes (session ids are private)', async () => {
    await putUser(store, 'ann');
    const ann = await open('ann');
    await bus.publish({
      position: '1',
      changes: [
        { collection: 'sessions', id: 'someone-elses-sid' },
        { collection: 'values', id: 'v', site: 'BA' },
      ],
    });
    await ann.box.until('1');
    expect(ann.box.received).toEqual([{ position: '1', changes: [{ collection: 'values', id: 'v', site: 'BA' }] }]);
  });
});

describe('session guard (distributed: Redis bus and adapter)', () => {
  const redis = requireRedisOrSkip('Socket.IO session guard, distributed mode');

  redis.it('a session ended reaches the socket on whichever instance holds it', async () => {
    const channel = `ftr:notices:test:${randomUUID()}`;
    const redisKey = `socket.io-test-${randomUUID()}`; // its own adapter channels: no other test's rooms
    const [busA, busB, producer] = [0, 1, 2].map(() => createRedisNoticeBus(redis.url, channel)) as [NoticeBus, NoticeBus, NoticeBus];
    const store = memoryReadStore();
    const auth = tokens();
    const a = await startInstance({ verifyToken: auth.verifyToken, noticeBus: busA, redisUrl: redis.url, redisKey, readStore: store });
    const b = await startInstance({ verifyToken: auth.verifyToken, noticeBus: busB, redisUrl: redis.url, redisKey, readStore: store });
    try {
      const user = `u-${randomUUID()}`;
      await putUser(store, user);
      const [onA, onB] = [auth.issue(user, 'BA'), auth.issue(user, 'BA')];
      const [clientA, clientB] = [a.connect(onA.token), b.connect(onB.token)];
      await Promise.all([connected(clientA), connected(clientB)]);
      const gone = disconnection(clientB);
      auth.revoke(onB.token);
      await producer.publish(sessionEnded('1', onB.claims.sid));
      expect(await gone).toBe('io server disconnect');
      const boxA = inbox(clientA);
      await producer.publish(values('2'));
      await boxA.until('2');
      expect(clientA.connected).toBe(true);
    } finally {
      await Promise.all([a.close(), b.close()]);
      await Promise.all([busA, busB, producer].map((bus) => bus.close()));
      await store.close();
    }
  });
});
