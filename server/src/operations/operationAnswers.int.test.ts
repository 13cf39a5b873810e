import { AUTH_HEADER, MIN_POSITION_HEADER, type OperationDto, type SummaryRow } from '@ftr/contracts';
import { startTestServer, type TestServer } from '../testing/embedded.ts';

// GET /operations and the data summary are cached answers with an ETag; /operations pages when asked to.
const NOW = new Date('2026-11-22T10:00:00Z');
let server: TestServer;
const tokens = { ba: '', wi: '', manager: '' };

/** A GET once the read side has every event appended so far (x-min-position). */
const get = async (url: string, token: string, headers: Record<string, string> = {}) => {
  const head = (await server.infra.eventStore.headPosition()) ?? 0n;
  return server.app.inject({
    method: 'GET',
    url: `/api${url}`,
    headers: { [AUTH_HEADER]: token, [MIN_POSITION_HEADER]: String(head), ...headers },
  });
};
const etagOf = (response: { headers: Record<string, unknown> }) => String(response.headers['etag']);
const codes = (response: { body: string }) => (JSON.parse(response.body) as OperationDto[]).map((o) => `${o.SITE} ${o.OPTN_CODE}`);

beforeAll(async () => {
  server = await startTestServer({ now: NOW });
  tokens.ba = (await server.login('supervisor.ba', 'BA')).token;
  tokens.wi = (await server.login('supervisor.wi', 'WI')).token;
  tokens.manager = (await server.login('manager.co', 'CO')).token;
});
afterAll(() => server.destroy());

describe('GET /operations: ETag, 304 and paging', () => {
  it('answers 304 to a current copy, and a new ETag after an operation is created', async () => {
    const first = await get('/operations', tokens.ba);
    const etag = etagOf(first);
    expect(etag).toMatch(/^W\/"/);
    expect((await get('/operations', tokens.ba, { 'if-none-match': etag })).statusCode).toBe(304);
    const created = await server.request({
      method: 'POST',
      url: '/api/operation',
      token: tokens.ba,
      body: { code: 'jr2029e', type: 'JR', startDate: '2029-01-10', endDate: '2029-02-10' },
    });
    expect(created.status).toBe(200);
    const changed = await get('/operations', tokens.ba, { 'if-none-match': etag });
    expect(changed.statusCode).toBe(200);
    expect(etagOf(changed)).not.toBe(etag);
    expect(codes(changed)).toContain('BA JR2029E');
  });

  it('never sends a user the list (or a 304) of sites they do not reach', async () => {
    const all = await get('/operations', tokens.manager);
    expect(new Set(all.json<OperationDto[]>().map((o) => o.SITE)).size).toBeGreaterThan(1);
    const ba = await get('/operations', tokens.ba);
    for (const etag of [etagOf(all), etagOf(ba)]) {
      const wi = await get('/operations', tokens.wi, { 'if-none-match': etag });
      expect(wi.statusCode).toBe(200);
      expect(new Set(wi.json<OperationDto[]>().map((o) => o.SITE))).toEqual(new Set(['WI']));
    }
    const baWithAll = await get('/operations', tokens.ba, { 'if-none-match': etagOf(all) });
    expect(baWithAll.statusCode).toBe(200);
    expect(new Set(baWithAll.json<OperationDto[]>().map((o) => o.SITE))).toEqual(new Set(['BA']));
  });

  it('pages only when asked: pages are slices of the whole list in its order', async () => {
    const whole = codes(await get('/operations', tokens.manager));
    expect(whole.length).toBeGreaterThan(5);
    expect(codes(await get('/operations?page=1&pageSize=5', tokens.manager))).toEqual(whole.slice(0, 5));
    expect(codes(await get('/operations?page=2&pageSize=5', tokens.manager))).toEqual(whole.slice(5, 10));
    expect(codes(await get('/operations?pageSize=3', tokens.manager))).toEqual(whole.slice(0, 3));
    expect(codes(await get('/operations?page=1', tokens.manager))).toEqual(whole.slice(0, 100));
    expect(codes(await get('/operations?page=99&pageSize=500', tokens.manager))).toEqual([]);
    const first = await get('/operations?page=1&pageSize=5', tokens.manager);
    expect(etagOf(first)).not.toBe(etagOf(await get('/operations?page=2&pageSize=5', tokens.manager)));
  });

  it('answers 304 on the other operation lists too, and refuses a site not reached whatever is sent', async () => {
    for (const url of ['/operations/active', '/operations/live?site=WI', '/operations/recent?site=WI']) {
      const first = await get(url, tokens.wi);
      expect(first.statusCode).toBe(200);
      expect((await get(url, tokens.wi, { 'if-none-match': etagOf(first) })).statusCode).toBe(304);
      if (url === '/operations/active') continue;
      const other = await get(url, tokens.ba, { 'if-none-match': etagOf(first) });
      expect(other.statusCode).toBe(403);
      expect(other.headers['etag']).toBeUndefined();
    }
  });

  it('refuses a bad page with a 400 that names it', async () => {
    for (const query of ['page=0', 'pageSize=0', 'pageSize=501', 'page=x']) {
      const response = await get(`/operations?${query}`, tokens.ba);
      expect(response.statusCode).toBe(400);
      expect(response.body).toMatch(/page/i);
    }
  });
});

describe('data summary: ETag and 304', () => {
  const url = '/data-summary/WI/DY-NO-V-0T/BC/MAX';
  it('answers 304 to a current copy, and refuses another site with 403 whatever it sends', async () => {
    const first = await get(url, tokens.wi);
    expect(first.statusCode).toBe(200);
    expect(first.json<SummaryRow[]>().length).toBeGreaterThan(0);
    const etag = etagOf(first);
    expect((await get(url, tokens.wi, { 'if-none-match': etag })).statusCode).toBe(304);
    const other = await get(url, tokens.ba, { 'if-none-match': etag });
    expect(other.statusCode).toBe(403);
    expect(other.headers['etag']).toBeUndefined();
    const defaults = await get('/data-summary-default/WI', tokens.wi);
    expect((await get('/data-summary-default/WI', tokens.wi, { 'if-none-match': etagOf(defaults) })).statusCode).toBe(304);
    expect((await get('/data-summary-default/WI', tokens.ba, { 'if-none-match': etagOf(defaults) })).statusCode).toBe(403);
  });
});
