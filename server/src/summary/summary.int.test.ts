import { randomUUID } from 'node:crypto';
import type { SummaryRow } from '@ftr/contracts';
import { startTestServer, type TestServer } from '../testing/embedded.ts';
import { changeRecord } from '../testing/values.ts';

// 10:00 UTC on 22 Nov 2026 is factory date 2026-11-23; the demo's two days of values are 21 and 22 Nov,
// under WI's campaign BC2026 (started 30 days before today: DY-NO-V-0T, the campaign day, is 29 and 30).
const NOW = new Date('2026-11-22T10:00:00Z');
const CODE = 'DY-NO-V-0T';

let server: TestServer;
let will: string;
let beth: string;
let owen: string;
let manager: string;

beforeAll(async () => {
  server = await startTestServer({ now: NOW });
  will = (await server.login('supervisor.wi', 'WI')).token;
  beth = (await server.login('supervisor.ba', 'BA')).token;
  owen = (await server.login('operator.ba', 'BA')).token;
  manager = (await server.login('manager.co', 'CO')).token;
});
afterAll(() => server.destroy());

const get = (url: string, token?: string, after?: string) =>
  server.request({ method: 'GET', url: `/api${url}`, ...(token ? { token } : {}), ...(after ? { after } : {}) });
const summary = async (token: string, path = `WI/${CODE}/BC/MAX`, after?: string) => {
  const response = await get(`/data-summary/${path}`, token, after);
  expect(response.status).toBe(200);
  return response.json<SummaryRow[]>();
};
const submit = async (records: ReturnType<typeof changeRecord>[]) => {
  const response = await server.request({
    method: 'POST',
    url: '/api/data',
    token: will,
    body: { submissionId: randomUUID(), data: records.map((r) => ({ ...r, REASON: 'Recount' })) },
  });
  if (response.status !== 200) throw new Error(`POST /data: ${response.status} ${response.body}`);
  return response.json<{ position: string }>().position;
};
const refused = async (url: string, token: string | undefined, status: number, message?: string) => {
  const response = await get(url, token);
  expect(response.status).toBe(status);
  if (message) expect(response.body).toContain(message);
};

describe('data summary (embedded)', () => {
  it("answers the defaults (WI, BC, MAX, DY-NO-V-0T) from the demo's values, one row per operation and year", async () => {
    const [row, ...rest] = await summary(will);
    expect(rest).toEqual([]);
    expect(row).toMatchObject({ PARAMETER: CODE, OPERATION_CODE: 'BC2026', YEAR: 2026, PRECISION: 0, COUNT: 2 });
    expect(row).toMatchObject({ MIN: 29, MAX: 30, SUM: 59, AVG: 29.5, VALUE: 30 });
    expect(row?.STDDEV).toBeCloseTo(Math.SQRT1_2, 12);
    expect((await summary(will, `wi/${CODE.toLowerCase()}/bc/stddev`))[0]?.VALUE).toBeCloseTo(Math.SQRT1_2, 12);
    expect(await summary(will, `WI/${CODE}/JR/MAX`)).toEqual([]);
  });

  it('follows corrections and deletions (min and max included)', async () => {
    const corrected = await submit([changeRecord('BC2026', CODE, '2026-11-22', 24, 45, 30)]);
    expect((await summary(will, `WI/${CODE}/BC/MAX`, corrected))[0]).toMatchObject({ COUNT: 2, MIN: 29, MAX: 45, SUM: 74, VALUE: 45 });
    const deleted = await submit([changeRecord('BC2026', CODE, '2026-11-21', 24, null, 29)]);
    expect((await summary(will, `WI/${CODE}/BC/MIN`, deleted))[0]).toMatchObject({ COUNT: 1, MIN: 45, MAX: 45, STDDEV: 0, VALUE: 45 });
    const restored = await submit([
      changeRecord('BC2026', CODE, '2026-11-21', 24, 29),
      changeRecord('BC2026', CODE, '2026-11-22', 24, 30, 45),
    ]);
    expect((await summary(will, `WI/${CODE}/BC/MAX`, restored))[0]).toMatchObject({ COUNT: 2, MIN: 29, MAX: 30 });
  });

  it('lets the central office read any site, and others only their own', async () => {
    expect((await summary(manager))[0]?.OPERATION_CODE).toBe('BC2026');
    expect((await summary(beth, `BA/${CODE}/BC/MAX`))[0]?.OPERATION_CODE).toBe('BC2026');
    await refused(`/data-summary/WI/${CODE}/BC/MAX`, beth, 403, 'You can only work on your own site');
  });

  it('refuses users without REPORTS, anonymous callers and bad input', async () => {
    await refused(`/data-summary/BA/${CODE}/BC/MAX`, owen, 403);
    await refused(`/data-summary/WI/${CODE}/BC/MAX`, undefined, 401);
    await refused('/data-summary/WI/%20/BC/MAX', will, 400, 'invalid Code');
    await refused(`/data-summary/WI/${CODE}/BO/MAX`, will, 400, 'Stream must be BC or JR');
    await refused(`/data-summary/WI/${CODE}/BC/MEDIAN`, will, 400, 'Statistic must be AVG, SUM, MIN, MAX or STDDEV');
    await refused(`/data-summary/XX/${CODE}/BC/MAX`, manager, 400, 'invalid site');
    await refused('/data-summary/WI/NO-SUCH-CODE/BC/MAX', will, 404, 'Parameter NO-SUCH-CODE does not exist at WI');
  });
});
