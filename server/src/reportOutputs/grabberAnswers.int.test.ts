import { AUTH_HEADER, MIN_POSITION_HEADER, type GrabberPageDto } from '@ftr/contracts';
import { demoParameters } from '../seed/demoParameters.ts';
import { startTestServer, type TestServer } from '../testing/embedded.ts';
import { httpHelpers } from '../testing/http.ts';
import { outputFixtures } from '../testing/outputFixtures.ts';

// Grabber pages are cached answers with an ETag keyed by the read side's position for the grabber's codes.
let server: TestServer;
const { ok, caughtUp } = httpHelpers(() => server);
const { putValues, grabberOf } = outputFixtures(() => server, { ok, caughtUp });
const tokens = { ba: '', wi: '', manager: '' };
const [BA1 = '', BA2 = '', BA3 = ''] = demoParameters('BA').map((p) => p.CODE);
let url = '';

/** A GET once the read side has every event appended so far (x-min-position), so a page reflects the writes before it. */
const get = async (token: string, headers: Record<string, string> = {}) => {
  const head = (await server.infra.eventStore.headPosition()) ?? 0n;
  return server.app.inject({
    method: 'GET',
    url: `/api${url}`,
    headers: { [AUTH_HEADER]: token, [MIN_POSITION_HEADER]: String(head), 'accept-encoding': 'br', ...headers },
  });
};
const etagOf = (response: { headers: Record<string, unknown> }) => String(response.headers['etag']);

beforeAll(async () => {
  server = await startTestServer({ now: new Date('2026-11-22T10:00:00Z'), demoDays: 0 });
  tokens.ba = (await server.login('supervisor.ba', 'BA')).token;
  tokens.wi = (await server.login('supervisor.wi', 'WI')).token;
  tokens.manager = (await server.login('manager.co', 'CO')).token;
  await putValues('BA', BA1, '2026-10-25', { 1: 1 });
  const id = await grabberOf(tokens.ba, 'Cached pages', [
    ['BA', BA1],
    ['BA', BA2],
  ]);
  url = `/stored-grabber/${id}/2026-10-24/2026-10-28`;
  await caughtUp();
});
afterAll(() => server.destroy());

describe('grabber pages: ETag, 304 and invalidation', () => {
  it('answers a repeat with If-None-Match with 304 and no body, compressed once otherwise', async () => {
    const first = await get(tokens.ba);
    expect(first.statusCode).toBe(200);
    expect(first.headers['content-encoding']).toBe('br');
    const etag = etagOf(first);
    expect(etag).toMatch(/^W\/"/);
    const again = await get(tokens.ba, { 'if-none-match': etag });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    expect(etagOf(await get(tokens.ba))).toBe(etag);
  });

  it('keeps the ETag when another code is written, and changes it when one of its codes is', async () => {
    const etag = etagOf(await get(tokens.ba));
    await putValues('BA', BA3, '2026-10-25', { 2: 3 });
    await caughtUp();
    expect((await get(tokens.ba, { 'if-none-match': etag })).statusCode).toBe(304);
    await putValues('BA', BA2, '2026-10-25', { 2: 42 });
    await caughtUp();
    const changed = await get(tokens.ba, { 'if-none-match': etag, 'accept-encoding': 'identity' });
    expect(changed.statusCode).toBe(200);
    expect(etagOf(changed)).not.toBe(etag);
    expect(changed.json<GrabberPageDto>().rows[24 + 1]?.values).toEqual([null, 42]);
  });

  it('never answers 304 or the cached page to a user who may not open the grabber', async () => {
    const etag = etagOf(await get(tokens.ba));
    for (const token of [tokens.wi, tokens.manager]) {
      const refused = await get(token, { 'if-none-match': etag });
      expect(refused.statusCode).toBe(403);
      expect(refused.headers['etag']).toBeUndefined();
    }
  });
});
