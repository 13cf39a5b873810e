import { AUTH_HEADER, MIN_POSITION_HEADER, type NotificationDto, type SendNotificationResult, type WriteResult } from '@ftr/contracts';
import { startTestServer, type TestServer } from '../testing/embedded.ts';

let server: TestServer;
let admin: string;
let adminAtWi: string;
let operator: string;
let supervisor: string;
let manager: string;

beforeAll(async () => {
  server = await startTestServer();
  admin = (await server.login('admin', 'BA')).token;
  adminAtWi = (await server.login('admin', 'WI')).token;
  operator = (await server.login('operator.ba', 'BA')).token;
  supervisor = (await server.login('supervisor.ba', 'BA')).token;
  manager = (await server.login('manager.co', 'CO')).token;
});
afterAll(() => server.destroy());

type Method = 'GET' | 'POST' | 'PATCH' | 'DELETE';
/** Any method, PATCH included, through inject; `after` asks the read side to have reached a position. */
const send = async (method: Method, url: string, token: string | undefined, body?: unknown, after?: string) => {
  const response = await server.app.inject({
    method,
    url: `/api${url}`,
    headers: { ...(token ? { [AUTH_HEADER]: token } : {}), ...(after ? { [MIN_POSITION_HEADER]: after } : {}) },
    ...(body !== undefined ? { payload: body as object } : {}),
  });
  // eslint-disable-next-line @typescript-eslint/no-unnecessary-type-parameters -- the caller names the body's type, as inject's own json<T>()
  return { status: response.statusCode, body: response.body, json: <T>() => response.json<T>() };
};
const written = async (method: Method, url: string, token: string, body?: unknown) => {
  const response = await send(method, url, token, body);
  expect({ status: response.status, body: response.body }).toMatchObject({ status: 200 });
  return response.json<WriteResult>();
};
const list = async (token: string, after?: string) => {
  const response = await send('GET', '/notifications', token, undefined, after);
  expect(response.status).toBe(200);
  return response.json<NotificationDto[]>();
};
/** Asserts a refused request answers `status` (and `message`) and appends nothing. */
const refused = async (run: () => ReturnType<typeof send>, status: number, message?: string) => {
  const before = await server.infra.eventStore.headPosition();
  const response = await run();
  expect({ status: response.status, body: message === undefined ? undefined : response.body }).toEqual({ status, body: message });
  expect(await server.infra.eventStore.headPosition()).toBe(before);
};
const announce = (token: string, body: object) => written('POST', '/notifications', token, body) as Promise<SendNotificationResult>;
let counter = 0;
const notifyOperator = async (heading = `Note ${++counter}`) => {
  const sent = await announce(admin, { site: 'BA', usernames: ['operator.ba'], heading, message: 'Body', link: '/operations' });
  const found = (await list(operator, sent.position)).find((n) => n.HEADING === heading);
  if (!found) throw new Error(`notification ${heading} not listed`);
  return { ...found, position: sent.position };
};

describe('notifications end to end (embedded)', () => {
  it('sends an announcement to named users, and each sees only their own, newest first', async () => {
    const sent = await announce(admin, {
      site: 'BA',
      usernames: ['operator.ba', 'Supervisor.BA'],
      heading: 'Boiler test',
      message: 'Sirens at 10:00',
      link: '/operations',
    });
    expect(sent).toMatchObject({ message: 'Notification sent to 2 users', count: 2 });
    const mine = await list(operator, sent.position);
    expect(mine[0]).toEqual({
      ID: expect.any(String),
      HEADING: 'Boiler test',
      SITE_NAME: 'BA',
      MESSAGE: 'Sirens at 10:00',
      CREATED_DTS: expect.any(String),
      IS_READ: false,
      LINK: '/operations',
    });
    expect((await list(supervisor, sent.position))[0]?.HEADING).toBe('Boiler test');
    expect(await list(manager, sent.position)).toEqual([]);

    const later = await announce(admin, { site: 'BA', usernames: ['operator.ba'], heading: 'Later', message: 'Second' });
    expect(later.message).toBe('Notification sent to 1 user');
    expect((await list(operator, later.position)).map((n) => [n.HEADING, n.LINK])).toEqual([
      ['Later', null],
      ['Boiler test', '/operations'],
    ]);
  });

  it('marks one read and unread again, only for its owner', async () => {
    const note = await notifyOperator();
    const read = await written('PATCH', `/notifications/${note.ID}`, operator, { read: true });
    expect(read.message).toBe('Notification marked read');
    expect((await list(operator, read.position)).find((n) => n.ID === note.ID)?.IS_READ).toBe(true);
    const unread = await written('PATCH', `/notifications/${note.ID}`, operator, { read: false });
    expect(unread.message).toBe('Notification marked unread');
    expect((await list(operator, unread.position)).find((n) => n.ID === note.ID)?.IS_READ).toBe(false);

    await refused(() => send('PATCH', `/notifications/${note.ID}`, supervisor, { read: true }), 404, 'Notification not found');
    await refused(() => send('DELETE', `/notifications/${note.ID}`, manager), 404, 'Notification not found');
    await refused(() => send('PATCH', '/notifications/no-such-id', operator, { read: true }), 404, 'Notification not found');
    await refused(() => send('PATCH', `/notifications/${note.ID}`, operator, { read: 'yes' }), 400, 'read must be true or false');
    await refused(() => send('PATCH', `/notifications/${note.ID}`, undefined, { read: true }), 401, 'Please sign in');
  });

  it('writes nothing when a notification already is as asked', async () => {
    const note = await notifyOperator();
    await refusedToWrite(() => send('PATCH', `/notifications/${note.ID}`, operator, { read: false }));
  });

  it('marks all read: older ones read, a newer one unread, and one marked unread afterwards unread', async () => {
    const first = await notifyOperator();
    const second = await notifyOperator();
    const all = await written('PATCH', '/notifications/read-all', operator);
    expect(all.message).toBe('All notifications marked read');
    expect((await list(operator, all.position)).every((n) => n.IS_READ)).toBe(true);
    expect((await list(supervisor, all.position)).some((n) => !n.IS_READ)).toBe(true);

    const third = await notifyOperator();
    const unread = await written('PATCH', `/notifications/${first.ID}`, operator, { read: false });
    const after = await list(operator, unread.position);
    const state = (id: string) => after.find((n) => n.ID === id)?.IS_READ;
    expect([state(first.ID), state(second.ID), state(third.ID)]).toEqual([false, true, false]);
  });

  it('deletes one, then answers not found for it', async () => {
    const note = await notifyOperator();
    const removed = await written('DELETE', `/notifications/${note.ID}`, operator);
    expect(removed.message).toBe('Notification removed');
    expect((await list(operator, removed.position)).some((n) => n.ID === note.ID)).toBe(false);
    await refused(() => send('DELETE', `/notifications/${note.ID}`, operator), 404, 'Notification not found');
    await refused(() => send('PATCH', `/notifications/${note.ID}`, operator, { read: true }), 404, 'Notification not found');
  });

  it("clears all of the user's notifications, keeps others', and shows what arrives afterwards", async () => {
    const old = await notifyOperator();
    const cleared = await written('DELETE', '/notifications', operator);
    expect(cleared.message).toBe('Notifications cleared');
    expect(await list(operator, cleared.position)).toEqual([]);
    expect((await list(supervisor, cleared.position)).length).toBeGreaterThan(0);
    await refused(() => send('PATCH', `/notifications/${old.ID}`, operator, { read: true }), 404, 'Notification not found');
    const fresh = await notifyOperator('After the clear');
    expect((await list(operator, fresh.position)).map((n) => n.HEADING)).toEqual(['After the clear']);
  });

  it('refuses, and writes nothing for, announcements the rules forbid', async () => {
    const body = { site: 'BA', usernames: ['operator.ba'], heading: 'H', message: 'M' };
    await refused(() => send('POST', '/notifications', undefined, body), 401, 'Please sign in');
    await refused(() => send('POST', '/notifications', supervisor, body), 403, 'You do not have permission to do that');
    await refused(() => send('POST', '/notifications', admin, { ...body, site: 'WI' }), 403, 'You can only work on your own site');
    await refused(
      () => send('POST', '/notifications', admin, { ...body, usernames: ['operator.ba', 'nobody'] }),
      400,
      'User nobody not found',
    );
    await refused(
      () => send('POST', '/notifications', adminAtWi, { ...body, site: 'WI' }),
      400,
      'User operator.ba has no access to Wissington',
    );
    await refused(() => send('POST', '/notifications', admin, { ...body, heading: '  ' }), 400, 'Heading is required');
    await refused(
      () => send('POST', '/notifications', admin, { ...body, link: 'javascript:alert(1)' }),
      400,
      "Link must be a path starting with '/' or an http(s) address",
    );
    await refused(() => send('POST', '/notifications', admin, { ...body, link: '//evil.example' }), 400);
    await refused(() => send('POST', '/notifications', admin, { ...body, site: 'XX' }), 400, 'invalid site');
    await refused(() => send('POST', '/notifications', admin, { ...body, usernames: [] }), 400, 'Usernames must name at least one user');
  });

  it("announces to every active user of a site: not to other sites' users, nor to archived users", async () => {
    const archived = await send('PATCH', '/user/archive/auditor.co', admin, {});
    expect(archived.status).toBe(200);
    await server.projector.waitFor(BigInt(archived.json<WriteResult>().position), 5_000);
    await refused(
      () => send('POST', '/notifications', admin, { site: 'BA', usernames: ['auditor.co'], heading: 'H', message: 'M' }),
      400,
      'User auditor.co is archived',
    );
    const sent = await announce(admin, { site: 'BA', heading: 'Site meeting', message: 'Canteen, 14:00' });
    // BA's active users: admin, operator.ba, supervisor.ba, manager.co and the historian's service account historian.ba.
    expect(sent).toMatchObject({ message: 'Notification sent to 5 users', count: 5 });
    for (const token of [admin, operator, supervisor, manager]) {
      expect((await list(token, sent.position)).map((n) => n.HEADING)).toContain('Site meeting');
    }
    const wi = (await server.login('supervisor.wi', 'WI')).token;
    expect((await list(wi, sent.position)).map((n) => n.HEADING)).not.toContain('Site meeting');
    const unarchived = await send('PATCH', '/user/archive/auditor.co', admin, {});
    expect(unarchived.status).toBe(200);
  });

  it('lets the central office announce to any site', async () => {
    const sent = await announce(manager, { site: 'WI', usernames: ['supervisor.wi'], heading: 'From CO', message: 'Hello Wissington' });
    const wi = (await server.login('supervisor.wi', 'WI')).token;
    expect((await list(wi, sent.position)).map((n) => [n.HEADING, n.SITE_NAME])).toEqual([['From CO', 'WI']]);
  });
});

/** A successful answer that appends nothing. */
const refusedToWrite = async (run: () => ReturnType<typeof send>) => {
  const before = await server.infra.eventStore.headPosition();
  expect((await run()).status).toBe(200);
  expect(await server.infra.eventStore.headPosition()).toBe(before);
};
