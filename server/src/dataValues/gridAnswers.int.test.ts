import { randomUUID } from 'node:crypto';
import { brotliDecompressSync } from 'node:zlib';
import { AUTH_HEADER, MIN_POSITION_HEADER, type DataRow, type ScreenWriteResult, type SubmitDataResult } from '@ftr/contracts';
import { startTestServer, type TestServer } from '../testing/embedded.ts';
import { httpHelpers } from '../testing/http.ts';
import { changeRecord } from '../testing/values.ts';
import { listCodeParts } from '../testing/lookupFixtures.ts';
import { PARAMETER_VALUES_COLLECTION, parameterValueDocId } from '@ftr/read-models/dataValues/projection.ts';

// Grid answers are cached and carry an ETag; an unchanged grid answers 304 with no body.
const NOW = new Date('2026-11-25T10:30:00Z');
const TODAY = '2026-11-26';
const YESTERDAY = '2026-11-25';
const OP = 'BC2026';
const TEMP = 'ZE-TEMP-V-1H';

let server: TestServer;
const { ok, caughtUp } = httpHelpers(() => server);
const t = { supervisor: '', operator: '', wi: '', supervisor2: '' };
let restricted = 0;
let rowsUrl = '';
let headingUrl = '';

const get = (url: string, token: string, headers: Record<string, string> = {}) =>
  server.app.inject({ method: 'GET', url: `/api${url}`, headers: { [AUTH_HEADER]: token, ...headers } });
const submit = (VALUE: number, ORIGINAL_VALUE: number | null, date = TODAY) =>
  ok<SubmitDataResult>('POST', '/data', t.supervisor, {
    submissionId: randomUUID(),
    screenId: String(restricted),
    data: [changeRecord(OP, TEMP, date, 1, VALUE, ORIGINAL_VALUE)],
  });
const valueIn = (body: string) => (JSON.parse(body) as DataRow[])[0]?.[TEMP];

beforeAll(async () => {
  server = await startTestServer({ now: NOW, demoDays: 0 });
  await listCodeParts(server, ['ZE-TEMP-V-1H']);
  t.supervisor = (await server.login('supervisor.ba', 'BA')).token;
  t.supervisor2 = (await server.login('supervisor.ba', 'BA')).token; // another session of a user with the same rights
  t.operator = (await server.login('operator.ba', 'BA')).token; // BA, but a read access below the screen's level
  t.wi = (await server.login('supervisor.wi', 'WI')).token; // another site
  await ok('POST', '/parameter', t.supervisor, {
    CODE: TEMP,
    HEADING1: TEMP,
    PCAT_CODE: 'JUICE',
    UPPER_ABS_LIMIT: 120,
    LOWER_ABS_LIMIT: 0,
  });
  ({ ID: restricted } = await ok<ScreenWriteResult>('POST', '/data-screen', t.supervisor, {
    DESCRIPTION: 'Level 3',
    SCREEN_TYPE: 'HLY',
    ACCESS_LEVEL: 3,
    AREA: 'A',
  }));
  await ok('POST', `/data-screen-member/${restricted}/${TEMP}`, t.supervisor);
  await submit(70, null);
  await caughtUp();
  rowsUrl = `/data-screen/hourly-data-ds/${OP}/${restricted}/${TODAY}/END`;
  headingUrl = `/data-screen/heading/${restricted}/${OP}/HLY/${TODAY}/END`;
});
afterAll(() => server.destroy());

describe('grid answers: ETag and 304', () => {
  it('answers an unchanged grid 304 with no body, and the changed grid 200 with the new value after a write', async () => {
    const first = await get(rowsUrl, t.supervisor);
    expect(first.statusCode).toBe(200);
    expect(valueIn(first.body)).toBe(70);
    const etag = String(first.headers['etag']);
    expect(etag).toMatch(/^W\/".+"$/);
    expect(first.headers['cache-control']).toBe('private, no-cache');

    const again = await get(rowsUrl, t.supervisor, { 'if-none-match': etag });
    expect(again.statusCode).toBe(304);
    expect(again.rawPayload.length).toBe(0);
    expect(again.headers['etag']).toBe(etag);

    const { position } = await submit(71, 70);
    const changed = await get(rowsUrl, t.supervisor, { 'if-none-match': etag, [MIN_POSITION_HEADER]: position });
    expect(changed.statusCode).toBe(200);
    expect(valueIn(changed.body)).toBe(71);
    expect(changed.headers['etag']).not.toBe(etag);
  });

  it('never gives the cached answer, nor a 304, to a user without the right to it', async () => {
    const allowed = await get(rowsUrl, t.supervisor);
    const etag = String(allowed.headers['etag']);
    for (const token of [t.operator, t.wi]) {
      for (const headers of [{}, { 'if-none-match': etag }] as Record<string, string>[]) {
        const refused = await get(rowsUrl, token, headers);
        expect(refused.statusCode).toBe(403);
        expect(refused.body).not.toContain(TEMP);
        expect(refused.headers['etag']).toBeUndefined();
      }
      expect((await get(headingUrl, token, { 'if-none-match': etag })).statusCode).toBe(403);
    }
    // Someone with the same rights shares it.
    expect((await get(rowsUrl, t.supervisor2, { 'if-none-match': etag })).statusCode).toBe(304);
  });

  it('sends the cached answer compressed when the client accepts it, the same JSON either way', async () => {
    const plain = await get(rowsUrl, t.supervisor);
    const packed = await get(rowsUrl, t.supervisor, { 'accept-encoding': 'gzip, br' });
    expect(packed.headers['content-encoding']).toBe('br');
    expect(packed.headers['vary']).toContain('accept-encoding');
    expect(brotliDecompressSync(packed.rawPayload).toString()).toBe(plain.body);
    expect(packed.headers['etag']).toBe(plain.headers['etag']);
  });

  it("keeps a grid's answer while other days' values change, and makes it again when one of its own changes", async () => {
    const todaysDocument = parameterValueDocId('BA', TEMP, TODAY);
    const spy = jest.spyOn(server.infra.readStore, 'getMany');
    const gridReads = () =>
      spy.mock.calls.filter(([collection, ids]) => collection === PARAMETER_VALUES_COLLECTION && ids.includes(todaysDocument)).length;
    try {
      const before = valueIn((await get(rowsUrl, t.supervisor)).body);
      const elsewhere = await submit(55, null, YESTERDAY);
      spy.mockClear();
      const kept = await get(rowsUrl, t.supervisor, { [MIN_POSITION_HEADER]: elsewhere.position });
      expect(valueIn(kept.body)).toBe(before);
      expect(gridReads()).toBe(0);

      const own = await submit(Number(before) + 1, Number(before));
      spy.mockClear();
      const remade = await get(rowsUrl, t.supervisor, { [MIN_POSITION_HEADER]: own.position });
      expect(valueIn(remade.body)).toBe(Number(before) + 1);
      expect(gridReads()).toBe(1);
    } finally {
      spy.mockRestore();
    }
  });

  it('caches the heading too: 304 while unchanged', async () => {
    const heading = await get(headingUrl, t.supervisor);
    expect(heading.statusCode).toBe(200);
    expect(JSON.parse(heading.body)).toEqual([expect.objectContaining({ CODE: TEMP })]);
    expect((await get(headingUrl, t.supervisor, { 'if-none-match': String(heading.headers['etag']) })).statusCode).toBe(304);
  });
});
