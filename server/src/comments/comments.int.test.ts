import type { CommentDto, WriteResult } from '@ftr/contracts';
import { startTestServer, type TestServer } from '../testing/embedded.ts';

// A clock the test moves: 10:00 UTC on 22 Nov 2026 (GMT) is factory date 2026-11-23, before the 10:20 cut-off.
let now = new Date('2026-11-22T10:00:00Z');
const TODAY = '2026-11-23';

let server: TestServer;
let beth: string;
let owen: string;
let manager: string;
let adminBa: string;
let adminWi: string;
let will: string;

beforeAll(async () => {
  server = await startTestServer({ clock: { now: () => now }, demoDays: 0 });
  beth = (await server.login('supervisor.ba', 'BA')).token;
  owen = (await server.login('operator.ba', 'BA')).token;
  manager = (await server.login('manager.co', 'CO')).token;
  adminBa = (await server.login('admin', 'BA')).token;
  adminWi = (await server.login('admin', 'WI')).token;
  will = (await server.login('supervisor.wi', 'WI')).token;
});
afterAll(() => server.destroy());

type Method = 'GET' | 'POST' | 'DELETE';
const call = (method: Method, url: string, token?: string, body?: unknown) =>
  server.request({ method, url, ...(token ? { token } : {}), ...(body !== undefined ? { body } : {}) });
const list = async (token: string, date = TODAY, after?: string) => {
  const response = await server.request({ method: 'GET', url: `/api/comments/${date}`, token, ...(after ? { after } : {}) });
  expect(response.status).toBe(200);
  return response.json<CommentDto[]>();
};
const post = async (token: string, body: unknown) => {
  const response = await call('POST', '/api/comments', token, body);
  expect(response.status).toBe(200);
  return response.json<WriteResult & { id: string }>();
};
/** Asserts a refused request answers `status` with `message` and appends nothing. */
const refused = async (request: () => ReturnType<typeof call>, status: number, message?: string) => {
  const before = await server.infra.eventStore.headPosition();
  const response = await request();
  expect(response.status).toBe(status);
  if (message) expect(response.body).toContain(message);
  expect(await server.infra.eventStore.headPosition()).toBe(before);
};

describe('production comments (embedded)', () => {
  it('posts comments at the token site, lists them newest first, late after 10:20 local', async () => {
    now = new Date('2026-11-22T10:00:00Z');
    const early = await post(beth, { type: 'Operations', comments: '  Mill 2 stopped for 40 minutes  ', site: 'WI' });
    expect(early.message).toBe('Comment Submitted');
    now = new Date('2026-11-22T11:15:00Z');
    const late = await post(owen, { type: 'Customer Supply', comments: 'Two tankers late' });
    const ours = new Set([early.id, late.id]);
    const comments = await list(beth, TODAY, late.position);
    // Newest first, the demo's comments of the day among them.
    expect(comments.map((c) => c.RECORD_DATE)).toEqual(
      comments
        .map((c) => c.RECORD_DATE)
        .sort()
        .reverse(),
    );
    expect(
      comments.filter((c) => ours.has(c.ID)).map((c) => [c.ID, c.USERNAME, c.NAME, c.TYPE, c.SITE, c.MESSAGE, c.STATUS, c.RECORD_DATE]),
    ).toEqual([
      [late.id, 'operator.ba', 'Owen Ashby', 'Customer Supply', 'BA', 'Two tankers late', 'Late Comment', '2026-11-22T11:15:00.000Z'],
      [
        early.id,
        'supervisor.ba',
        'Beth Barker',
        'Operations',
        'BA',
        'Mill 2 stopped for 40 minutes',
        'On Time',
        '2026-11-22T10:00:00.000Z',
      ],
    ]);
    // Another site does not see them; another date neither.
    expect((await list(will, TODAY, late.position)).filter((c) => ours.has(c.ID))).toEqual([]);
    expect((await list(will, TODAY, late.position)).every((c) => c.SITE === 'WI')).toBe(true);
    expect((await list(beth, '2026-11-22', late.position)).filter((c) => ours.has(c.ID))).toEqual([]);
  });

  it('reads comments without the comments permission (the home page), but posts and deletes only with it', async () => {
    const mine = await post(beth, { type: 'Operations', comments: 'Read by all' });
    expect((await list(owen, TODAY, mine.position)).some((c) => c.ID === mine.id)).toBe(true);
    await refused(() => call('POST', '/api/comments', manager, { type: 'Operations', comments: 'No flag' }), 403);
    await refused(() => call('DELETE', `/api/comments/${mine.id}`, manager), 403);
    await refused(() => call('GET', `/api/comments/${TODAY}`), 401);
    await refused(() => call('POST', '/api/comments', undefined, { type: 'Operations', comments: 'Anonymous' }), 401);
  });

  it('lets only the author delete, at the comment site', async () => {
    const mine = await post(beth, { type: 'Operations', comments: 'Delete me' });
    await refused(() => call('DELETE', `/api/comments/${mine.id}`, owen), 403, 'Only the author of a comment can delete it');
    await refused(() => call('DELETE', `/api/comments/${mine.id}`, adminBa), 403, 'Only the author of a comment can delete it');
    const removed = await call('DELETE', `/api/comments/${mine.id}`, beth);
    expect(removed.status).toBe(200);
    const result = removed.json<WriteResult>();
    expect(result.message).toBe('Comment Removed');
    expect((await list(beth, TODAY, result.position)).some((c) => c.ID === mine.id)).toBe(false);
    await refused(() => call('DELETE', `/api/comments/${mine.id}`, beth), 404, 'Comment not found');
  });

  it('refuses the author working at another site', async () => {
    const mine = await post(adminBa, { type: 'Customer Supply', comments: 'Posted at Bardney' });
    await refused(() => call('DELETE', `/api/comments/${mine.id}`, adminWi), 403, 'You can only work on your own site');
  });

  it('refuses bad input with a clear 400 and writes nothing', async () => {
    await refused(
      () => call('POST', '/api/comments', beth, { type: 'Gossip', comments: 'x' }),
      400,
      "Type must be 'Operations' or 'Customer Supply'",
    );
    await refused(() => call('POST', '/api/comments', beth, { type: 'Operations', comments: '   ' }), 400, 'Comment must be entered');
    await refused(() => call('POST', '/api/comments', beth, { type: 'Operations' }), 400, 'Comment must be entered');
    await refused(() => call('POST', '/api/comments', beth, { type: 'Operations', comments: 'x'.repeat(2001) }), 400, 'at most 2000');
    await refused(() => call('DELETE', '/api/comments/not-a-uuid', beth), 400, 'Comment id must be a UUID');
    await refused(() => call('DELETE', '/api/comments/0b9a7c4e-2f0e-4c1b-9d55-3f1f6f1f0a01', beth), 404, 'Comment not found');
    await refused(() => call('GET', '/api/comments/26-11-2026', beth), 400, 'Date must be YYYY-MM-DD');
  });
});
