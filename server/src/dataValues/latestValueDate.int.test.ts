import { randomUUID } from 'node:crypto';
import type { LatestValueDate } from '@ftr/contracts';
import { startTestServer, type TestServer } from '../testing/embedded.ts';
import { httpHelpers } from '../testing/http.ts';
import { changeRecord } from '../testing/values.ts';

// GET /data-latest/{site}/{code}: where the parameter data view's opening period ends (issue 18 item 7).
const NOW = new Date('2026-11-25T10:30:00Z'); // factory date 2026-11-26
const OP = 'BC2026'; // the demo's active campaign at BA (today - 30 .. today + 100)
const CODE = 'LV-TEMP-V-1H';
const EMPTY = 'LV-NONE-V-1H';

let server: TestServer;
const { ok, refused, caughtUp } = httpHelpers(() => server);
const t = { supervisor: '', operator: '', wi: '', admin: '' };

const latest = async (url: string, token = t.supervisor) => {
  await caughtUp();
  return ok<LatestValueDate>('GET', url, token);
};

beforeAll(async () => {
  server = await startTestServer({ now: NOW, demoDays: 0 });
  t.supervisor = (await server.login('supervisor.ba', 'BA')).token;
  t.operator = (await server.login('operator.ba', 'BA')).token;
  t.wi = (await server.login('supervisor.wi', 'WI')).token;
  t.admin = (await server.login('admin', 'CO')).token;
  for (const code of [CODE, EMPTY]) await ok('POST', '/parameter', t.supervisor, { CODE: code, HEADING1: code, PCAT_CODE: 'JUICE' });
  const data = [
    changeRecord(OP, CODE, '2026-11-20', 3, 70),
    changeRecord(OP, CODE, '2026-11-23', 5, 71),
    changeRecord(OP, CODE, '2026-11-22', 1, 72),
  ];
  // Hourly values of one submission are all on one factory day.
  for (const record of data) await ok('POST', '/data', t.supervisor, { submissionId: randomUUID(), data: [record] });
});
afterAll(() => server.destroy());

describe('GET /data-latest/{site}/{code}', () => {
  it("answers the factory date of the parameter's latest value, on or before upTo", async () => {
    expect(await latest(`/data-latest/BA/${CODE}`)).toEqual({ date: '2026-11-23' });
    expect(await latest(`/data-latest/BA/${CODE}?upTo=2026-11-26`)).toEqual({ date: '2026-11-23' });
    expect(await latest(`/data-latest/BA/${CODE}?upTo=2026-11-22`)).toEqual({ date: '2026-11-22' });
    expect(await latest(`/data-latest/BA/${CODE}?upTo=2026-11-19`)).toEqual({ date: null });
    expect(await latest(`/data-latest/ba/${CODE.toLowerCase()}`)).toEqual({ date: '2026-11-23' });
  });

  it('answers null for a parameter without values, and after its last value is deleted the day before', async () => {
    expect(await latest(`/data-latest/BA/${EMPTY}`)).toEqual({ date: null });
    await ok('POST', '/data', t.supervisor, {
      submissionId: randomUUID(),
      data: [{ ...changeRecord(OP, CODE, '2026-11-23', 5, null, 71), REASON: 'Other: wrong tag' }],
    });
    expect(await latest(`/data-latest/BA/${CODE}`)).toEqual({ date: '2026-11-22' });
  });

  it('needs PARAMETERS and the site guard, as the data view does (the central office reads any site)', async () => {
    await refused('GET', `/data-latest/BA/${CODE}`, t.operator, undefined, 403);
    await refused('GET', `/data-latest/BA/${CODE}`, t.wi, undefined, 403);
    await refused('GET', `/data-latest/BA/${CODE}`, undefined, undefined, 401);
    await refused('GET', `/data-latest/BA/${CODE}?upTo=2026-02-30`, t.supervisor, undefined, 400);
    expect(await latest(`/data-latest/BA/${CODE}`, t.admin)).toEqual({ date: '2026-11-22' });
  });
});
