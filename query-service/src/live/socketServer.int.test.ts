import { randomUUID } from 'node:crypto';
import type { Site } from '@ftr/contracts';
import { createInProcessNoticeBus } from '@ftr/infra/notices/inProcess.ts';
import { createRedisNoticeBus } from '@ftr/infra/notices/redis.ts';
import type { ChangeNotice, NoticeBus } from '@ftr/infra/notices/port.ts';
import { requireRedisOrSkip } from '@ftr/infra/testing/redis.ts';
import { userRoom } from './socketServer.ts';
import type { LiveServer } from './socketServer.ts';
import { connected, inbox, refused, startInstance, tokens } from './socketTesting.ts';

type Change = ChangeNotice['changes'][number];

const change = (id: string, site?: Site): Change => ({ collection: 'values', id, ...(site ? { site } : {}) });

describe('socket server (embedded, in-process bus)', () => {
  let bus: NoticeBus;
  let server: Awaited<ReturnType<typeof startInstance>>;
  let auth: ReturnType<typeof tokens>;
  beforeEach(async () => {
    bus = createInProcessNoticeBus();
    auth = tokens();
    server = await startInstance({ verifyToken: auth.verifyToken, noticeBus: bus });
  });
  afterEach(async () => {
    await server.close();
    await bus.close();
  });
  const join = async (site: Site, sub = `user-${site.toLowerCase()}`) => {
    const issued = auth.issue(sub, site);
    const client = server.connect(issued.token);
    const box = inbox(client);
    await connected(client);
    return { client, box, claims: issued.claims };
  };

  it("sends a site's changes to that site's clients only, siteless changes to everyone", async () => {
    const ba = await join('BA');
    const bu = await join('BU');
    await bus.publish({ position: '1', changes: [change('x', 'BU')] });
    await bus.publish({ position: '2', changes: [change('y', 'BA')] });
    await bus.publish({ position: '3', changes: [change('z')] });
    await Promise.all([ba.box.until('3'), bu.box.until('3')]);
    expect(ba.box.received).toEqual([
      { position: '2', changes: [change('y', 'BA')] },
      { position: '3', changes: [change('z')] },
    ]);
    expect(bu.box.positions()).toEqual(['1', '3']);
  });

  it('gives the central office every site, each site as its own change', async () => {
    const co = await join('CO');
    const ba = await join('BA');
    await bus.publish({ position: '1', changes: [change('a', 'BA'), change('w', 'WI'), change('b', 'BA')] });
    await bus.publish({ position: 'end', changes: [change('e')] });
    await Promise.all([co.box.until('end'), ba.box.until('end')]);
    expect(co.box.received).toEqual([
      { position: '1', changes: [change('a', 'BA'), change('b', 'BA')] },
      { position: '1', changes: [change('w', 'WI')] },
      { position: 'end', changes: [change('e')] },
    ]);
    expect(ba.box.received).toEqual([
      { position: '1', changes: [change('a', 'BA'), change('b', 'BA')] },
      { position: 'end', changes: [change('e')] },
    ]);
  });

  it("sends a user's change to every socket of that user only, never to the site or the central office", async () => {
    const annTab1 = await join('BA', 'ann');
    const annTab2 = await join('BA', 'ann');
    const bob = await join('BA', 'bob');
    const co = await join('CO', 'carol');
    const mine: Change = { collection: 'notifications', id: 'n1', site: 'BA', user: 'ann' };
    await bus.publish({ position: '1', changes: [mine, change('v', 'BA'), { collection: 'notifications', id: 'n2', user: 'bob' }] });
    await bus.publish({ position: 'end', changes: [change('e')] });
    await Promise.all([annTab1, annTab2, bob, co].map((s) => s.box.until('end')));
    for (const tab of [annTab1, annTab2]) {
      expect(tab.box.received).toEqual([
        { position: '1', changes: [change('v', 'BA')] },
        { position: '1', changes: [mine] },
        { position: 'end', changes: [change('e')] },
      ]);
    }
    expect(bob.box.received).toEqual([
      { position: '1', changes: [change('v', 'BA')] },
      { position: '1', changes: [{ collection: 'notifications', id: 'n2', user: 'bob' }] },
      { position: 'end', changes: [change('e')] },
    ]);
    expect(co.box.received.flatMap((p) => p.changes).some((c) => c.user !== undefined)).toBe(false);
  });

  it('refuses a connection without a token, with an unknown token or with an expired token', async () => {
    const expired = auth.issue('old', 'BA');
    expired.claims.exp = Math.floor(Date.now() / 1000) - 1;
    const errors = await Promise.all([
      refused(server.connect()),
      refused(server.connect('not-a-token')),
      refused(server.connect(expired.token)),
    ]);
    expect(errors.map((e) => e.message)).toEqual(['unauthorized', 'unauthorized', 'unauthorized']);
  });

  it('authorises joins: own site and screen rooms yes, foreign or unknown rooms no', async () => {
    const { client } = await join('BA');
    const ask = (room: string) => client.emitWithAck('join', { room });
    expect(await ask('site:BA')).toEqual({ ok: true });
    expect(await ask('screen:BA:grid-7')).toEqual({ ok: true });
    expect(await ask('site:BU')).toEqual({ ok: false, error: 'forbidden' });
    expect(await ask('screen:WI:grid-7')).toEqual({ ok: false, error: 'forbidden' });
    expect(await ask('user:someone-else')).toEqual({ ok: false, error: 'unknown room' });
    expect(await ask('site:XX')).toEqual({ ok: false, error: 'unknown room' });
    expect(await ask('screen:BA:a:b')).toEqual({ ok: false, error: 'unknown room' });
  });

  it('lets the central office join any site screen, and pushes to a joined screen room arrive', async () => {
    const co = await join('CO');
    expect(await co.client.emitWithAck('join', { room: 'screen:WI:wall' })).toEqual({ ok: true });
    server.io.to('screen:WI:wall').emit('change', { position: 'screen', changes: [] });
    await co.box.until('screen');
  });

  it('disconnects a socket whose token expired at the next notice', async () => {
    const ba = await join('BA');
    const disconnected = new Promise<string>((resolve) => ba.client.once('disconnect', resolve));
    ba.claims.exp = Math.floor(Date.now() / 1000) - 1;
    await bus.publish({ position: '1', changes: [change('y', 'BA')] });
    expect(await disconnected).toBe('io server disconnect');
    expect(ba.box.received).toEqual([]);
  });
});

describe('socket server (distributed, Redis bus and adapter)', () => {
  const redis = requireRedisOrSkip('Socket.IO distributed mode');

  redis.it('delivers a notice once to each instance and carries per-user pushes across instances', async () => {
    const channel = `ftr:notices:test:${randomUUID()}`;
    const redisKey = `socket.io-test-${randomUUID()}`; // its own adapter channels: no other test's rooms
    const [busA, busB, producer] = [0, 1, 2].map(() => createRedisNoticeBus(redis.url, channel)) as [NoticeBus, NoticeBus, NoticeBus];
    const auth = tokens();
    const a = await startInstance({ verifyToken: auth.verifyToken, noticeBus: busA, redisUrl: redis.url, redisKey });
    const b = await startInstance({ verifyToken: auth.verifyToken, noticeBus: busB, redisUrl: redis.url, redisKey });
    try {
      const [userA, userB] = [`a-${randomUUID()}`, `b-${randomUUID()}`];
      const clientA = a.connect(auth.issue(userA, 'BA').token);
      const clientB = b.connect(auth.issue(userB, 'BA').token);
      const [boxA, boxB] = [inbox(clientA), inbox(clientB)];
      await Promise.all([connected(clientA), connected(clientB)]);

      await producer.publish({ position: '1', changes: [change('v', 'BA')] });
      await Promise.all([boxA.until('1'), boxB.until('1')]);
      // A user's change reaches that user once, on the instance holding their socket.
      await producer.publish({ position: '2', changes: [{ collection: 'notifications', id: 'n', site: 'BA', user: userA }] });
      await boxA.until('2');

      // Each push travels the same Redis connection after any stray cross-instance copy of '1', so once
      // it lands every duplicate would already have arrived.
      const push = (from: LiveServer, user: string) => from.to(userRoom(user)).emit('change', { position: `to-${user}`, changes: [] });
      push(a.io, userB);
      push(b.io, userA);
      await Promise.all([boxB.until(`to-${userB}`), boxA.until(`to-${userA}`)]);

      expect(boxA.positions()).toEqual(['1', '2', `to-${userA}`]);
      expect(boxB.positions()).toEqual(['1', `to-${userB}`]);
    } finally {
      await Promise.all([a.close(), b.close()]);
      await Promise.all([busA, busB, producer].map((bus) => bus.close()));
    }
  });
});
