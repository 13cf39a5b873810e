import { AUTH_HEADER, MIN_POSITION_HEADER } from '@ftr/contracts';
import { startTestServer, type TestServer } from '../testing/embedded.ts';

// The lists without an answer cache of their own still answer with an ETag, and a 304 only ever confirms the
// bytes the asking user would be sent: another site's user with the same tag gets their own list.
const NOW = new Date('2026-11-22T10:00:00Z');
let server: TestServer;
const tokens = { ba: '', wi: '' };

const get = async (url: string, token: string, headers: Record<string, string> = {}) => {
  const head = (await server.infra.eventStore.headPosition()) ?? 0n;
  return server.app.inject({
    method: 'GET',
    url: `/api${url}`,
    headers: { [AUTH_HEADER]: token, [MIN_POSITION_HEADER]: String(head), ...headers },
  });
};

beforeAll(async () => {
  server = await startTestServer({ now: NOW });
  tokens.ba = (await server.login('supervisor.ba', 'BA')).token;
  tokens.wi = (await server.login('supervisor.wi', 'WI')).token;
});
afterAll(() => server.destroy());

describe('ETags on lists', () => {
  it.each(['/data-screens', '/parameters?search=BA', '/notifications', '/lookups/item'])(
    '%s: an ETag, and 304 to a current copy',
    async (url) => {
      const first = await get(url, tokens.ba);
      expect(first.statusCode).toBe(200);
      const etag = String(first.headers['etag']);
      expect(etag).toMatch(/^W\/"/);
      const again = await get(url, tokens.ba, { 'if-none-match': etag });
      expect(again.statusCode).toBe(304);
      expect(again.body).toBe('');
    },
  );

  it("sends another site's user their own list, never a 304 for the first user's copy", async () => {
    const ba = await get('/data-screens', tokens.ba);
    const wi = await get('/data-screens', tokens.wi, { 'if-none-match': String(ba.headers['etag']) });
    expect(wi.statusCode).toBe(200);
    expect(wi.body).not.toBe(ba.body);
  });

  it('answers a new ETag once the list changed', async () => {
    const before = await get('/data-screens', tokens.ba);
    const made = await server.request({
      method: 'POST',
      url: '/api/data-screen',
      token: tokens.ba,
      body: { DESCRIPTION: 'Tagged screen', SCREEN_TYPE: 'HLY', ACCESS_LEVEL: 1, AREA: 'A' },
    });
    expect(made.status).toBe(200);
    const after = await get('/data-screens', tokens.ba, { 'if-none-match': String(before.headers['etag']) });
    expect(after.statusCode).toBe(200);
    expect(after.headers['etag']).not.toBe(before.headers['etag']);
  });
});
