// An open socket lives no longer than its session or the rights it was opened under.
import { randomUUID } from 'node:crypto';
import { io as connect, type Socket } from 'socket.io-client';
import { ERRORS, type ChangeRecordInput, type LiveValuesPush, type ScreenWriteResult, type UserDto } from '@ftr/contracts';
import type { JoinAck } from '@ftr/query-service/live/socketServer.ts';
import { DEMO_PASSWORD, startTestServer, type TestServer } from '../testing/embedded.ts';
import { httpHelpers, seedUsers } from '../testing/http.ts';
import { listCodeParts } from '../testing/lookupFixtures.ts';

// 10:30 UTC on 25 Nov 2026 is factory date 2026-11-26, hour 4.
const NOW = new Date('2026-11-25T10:30:00Z');
const TODAY = '2026-11-26';
const CODE = 'LS-FLOW-V-1H';

let server: TestServer;
const { ok, caughtUp } = httpHelpers(() => server);
let supervisor = '';
let manager = '';
let screenId = 0;

beforeAll(async () => {
  server = await startTestServer({ now: NOW, demoDays: 0 });
  await listCodeParts(server, ['LS-FLOW-V-1H']);
  supervisor = (await server.login('supervisor.ba', 'BA')).token;
  manager = (await server.login('manager.co', 'CO')).token;
  await ok('POST', '/parameter', supervisor, { CODE, HEADING1: 'Sessions', PCAT_CODE: 'PROC' });
  screenId = (
    await ok<ScreenWriteResult>('POST', '/data-screen', supervisor, {
      DESCRIPTION: 'LS Wallboard',
      SCREEN_TYPE: 'HLY',
      ACCESS_LEVEL: 1,
      AREA: 'V',
    })
  ).ID;
  await ok('POST', `/data-screen-member/${screenId}/${CODE}`, supervisor);
  await caughtUp();
});
afterAll(() => server.destroy());

const sockets: Socket[] = [];
afterEach(() => {
  for (const socket of sockets.splice(0)) socket.disconnect();
});

/** A fresh user of BA with LIVE_DATA, signed in twice (two sessions). */
const freshUser = async () => {
  const username = `live.${randomUUID().slice(0, 8)}`;
  await seedUsers(
    server,
    [
      {
        username,
        password: DEMO_PASSWORD,
        firstName: 'Liv',
        lastName: 'Session',
        email: '',
        readAccess: 3,
        writeAccess: 1,
        sites: ['BA'],
        flags: ['LIVE_DATA'],
      },
    ],
    { now: () => NOW },
  );
  return { username, first: (await server.login(username, 'BA')).token, second: (await server.login(username, 'BA')).token };
};

/** A socket of the session, watching the wallboard; records the live values pushed to it. */
const watch = async (token: string) => {
  const socket = connect(server.url, {
    path: '/socket.io',
    auth: { token },
    transports: ['websocket'],
    reconnection: false,
    forceNew: true,
  });
  sockets.push(socket);
  const pushes: LiveValuesPush[] = [];
  socket.on('liveValues', (push: LiveValuesPush) => pushes.push(push));
  const disconnected = new Promise<string>((resolve) => socket.once('disconnect', resolve));
  await new Promise<void>((resolve, reject) => {
    socket.once('connect', resolve);
    socket.once('connect_error', reject);
  });
  const ack = (await socket.emitWithAck('liveJoin', { site: 'BA', screenId })) as JoinAck;
  return { socket, pushes, ack, disconnected };
};
const refusedWith = (token: string) =>
  new Promise<string>((resolve, reject) => {
    const socket = connect(server.url, {
      path: '/socket.io',
      auth: { token },
      transports: ['websocket'],
      reconnection: false,
      forceNew: true,
    });
    sockets.push(socket);
    socket.once('connect', () => reject(new Error('connected')));
    socket.once('connect_error', (err) => resolve(err.message));
  });

let hour = 0;
/** A new value on the wallboard; resolves once `watcher` has it pushed. */
const valueLands = async (watcher: { pushes: LiveValuesPush[]; socket: Socket }) => {
  hour += 1;
  const arrived = new Promise<void>((resolve) => watcher.socket.on('liveValues', () => resolve()));
  const rec: ChangeRecordInput = {
    TYPE: 'Insert',
    CODE,
    FTR_DATE: TODAY,
    FTR_HOUR: hour,
    OPERATION: 'BC2026',
    AUDIT: false,
    VALUE: hour,
    ORIGINAL_VALUE: null,
    VALID: true,
  };
  await ok('POST', '/data', supervisor, { submissionId: randomUUID(), data: [rec] });
  await arrived;
};

const userForm = async (username: string) => ok<UserDto>('GET', `/user/${username}`, manager);

describe('sockets of ended sessions and changed rights', () => {
  it("signing out disconnects that session's socket at once; it gets no further live values and cannot reconnect", async () => {
    const user = await freshUser();
    const [ended, other] = [await watch(user.first), await watch(user.second)];
    expect([ended.ack, other.ack]).toEqual([{ ok: true }, { ok: true }]);
    await ok('DELETE', '/auth', user.first);
    expect(await ended.disconnected).toBe('io server disconnect');
    await valueLands(other);
    expect(ended.pushes).toEqual([]);
    expect(other.socket.connected).toBe(true);
    expect(await refusedWith(user.first)).toBe('unauthorized');
  });

  it('archiving the user disconnects every socket of theirs', async () => {
    const user = await freshUser();
    const [one, two] = [await watch(user.first), await watch(user.second)];
    await ok('PATCH', `/user/archive/${user.username}`, manager);
    expect(await Promise.all([one.disconnected, two.disconnected])).toEqual(['io server disconnect', 'io server disconnect']);
    expect(await refusedWith(user.second)).toBe('unauthorized');
  });

  it('removing LIVE_DATA disconnects the sockets; a join after it is refused', async () => {
    const user = await freshUser();
    const watcher = await watch(user.first);
    await ok('PUT', `/user/${user.username}`, manager, { ...(await userForm(user.username)), LIVE_DATA: false });
    expect(await watcher.disconnected).toBe('io server disconnect');
    const again = await watch(user.first);
    expect(again.ack).toEqual({ ok: false, error: ERRORS.forbidden });
  });

  it('lowering the read access level below the screen disconnects; the join is then refused', async () => {
    const user = await freshUser();
    const watcher = await watch(user.first);
    await ok('PUT', `/user/${user.username}`, manager, { ...(await userForm(user.username)), READ_ACCESS: 0 });
    expect(await watcher.disconnected).toBe('io server disconnect');
    expect((await watch(user.first)).ack).toEqual({ ok: false, error: 'forbidden' });
  });

  it("a password change ends the user's other sessions' sockets and keeps its own", async () => {
    const user = await freshUser();
    const [other, own] = [await watch(user.first), await watch(user.second)];
    const newPassword = 'Another-Password-2026!';
    await ok('PATCH', '/user/password', user.second, { oldPassword: DEMO_PASSWORD, newPassword, newPassword2: newPassword });
    expect(await other.disconnected).toBe('io server disconnect');
    await valueLands(own);
    expect(own.socket.connected).toBe(true);
    expect(await refusedWith(user.first)).toBe('unauthorized');
  });
});
