import { randomUUID } from 'node:crypto';
import type { LatestValueDate } from '@ftr/contracts';
import { startTestServer, type TestServer } from '../testing/embedded.ts';
import { httpHelpers } from '../testing/http.ts';
import { changeRecord } from '../testing/values.ts';
import { listCodeParts } from '../testing/lookupFixtures.ts';

// GET /data-latest/{site}/{code}: where the parameter data view's opening period ends.
const NOW = new Date('2026-11-25T10:30:00Z'); // factory date 2026-11-26
const OP = 'BC2026'; // the demo's active campaign at BA (today - 30 .. today + 100)
const CODE = 'LV-TEMP-V-1H';
const EMPTY = 'LV-NONE-V-1H';

let server: TestServer;
const { ok, refused, caughtUp } = httpHelpers(() => server);
const t = { supervisor: '', operator: '', wi: '', admin: '', auditor: '', manager: '' };

const latest = async (url: string, token = t.supervisor) => {
  await caughtUp();
  return ok<LatestValueDate>('GET', url, token);
};

beforeAll(async () => {
  server = await startTestServer({ now: NOW, demoDays: 0 });
  await listCodeParts(server, ['LV-TEMP-V-1H', 'LV-NONE-V-1H']);
  t.supervisor = (await server.login('supervisor.ba', 'BA')).token;
  t.operator = (await server.login('operator.ba', 'BA')).token;
  t.wi = (await server.login('supervisor.wi', 'WI')).token;
  t.admin = (await server.login('admin', 'CO')).token;
  t.auditor = (await server.login('auditor.co', 'CO')).token;
  t.manager = (await server.login('manager.co', 'CO')).token;
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

  it('is read by data-view readers (VIEW_DATA_SCREENS, HISTORIC_DATA or PARAMETERS) of their own site; the central office any site', async () => {
    expect(await latest(`/data-latest/BA/${CODE}`, t.operator)).toEqual({ date: '2026-11-22' });
    expect(await latest(`/data-latest/BA/${CODE}`, t.auditor)).toEqual({ date: '2026-11-22' });
    await refused('GET', `/data-latest/BA/${CODE}`, t.manager, undefined, 403, 'You do not have permission to do that');
    await refused('GET', `/data-latest/BA/${CODE}`, t.wi, undefined, 403);
    await refused('GET', `/data-latest/BA/${CODE}`, undefined, undefined, 401);
    await refused('GET', `/data-latest/BA/${CODE}?upTo=2026-02-30`, t.supervisor, undefined, 400);
    expect(await latest(`/data-latest/BA/${CODE}`, t.admin)).toEqual({ date: '2026-11-22' });
  });
});
