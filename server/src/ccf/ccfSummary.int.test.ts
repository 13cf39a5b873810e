import type { CcfSummary } from '@ftr/contracts';
import { startTestServer, type TestServer } from '../testing/embedded.ts';
import { createTestCcfSettings } from '../testing/ccfSettingsFixtures.ts';
import { httpHelpers } from '../testing/http.ts';
import { listCodeParts } from '../testing/lookupFixtures.ts';

let server: TestServer;
const { ok, caughtUp } = httpHelpers(() => server);

beforeAll(async () => {
  server = await startTestServer({ demo: true, demoDays: 0, now: new Date('2026-11-25T10:30:00Z') }); // counts CCFs from none
  await listCodeParts(server, ['ZS-ONE-V-1H', 'ZS-TWO-V-1H', 'ZS-THREE-V-1H', 'ZS-FOUR-V-1H']);
});
afterAll(() => server.destroy());

const summary = async (token: string) => {
  await caughtUp();
  return ok<CcfSummary>('GET', '/ccf-summary', token);
};

describe('GET /ccf-summary', () => {
  it('needs a signed-in user', async () => {
    expect((await server.request({ method: 'GET', url: '/api/ccf-summary' })).status).toBe(401);
  });

  it('answers zeros while no CCF exists', async () => {
    expect(await summary((await server.login('operator.ba', 'BA')).token)).toEqual({ open: 0, pendingClose: 0 });
  });

  it("counts the open (O) and pending-close (R) CCFs of the user's current site", async () => {
    const ba = (await server.login('supervisor.ba', 'BA')).token;
    const wi = (await server.login('supervisor.wi', 'WI')).token;
    await createTestCcfSettings((url, body) => ok('POST', url, ba, body), ['A']);
    const raise = async (token: string, parameter: string) => {
      await ok('POST', '/parameter', token, { CODE: parameter, HEADING1: parameter, PCAT_CODE: 'LAB', CCF_TYPE: 'Q', CCF_ANALYSIS: 'A' });
      await caughtUp();
      return (await ok<{ id: string }>('POST', '/ccf', token, { parameter, operation: 'BC2026', status: 'O' })).id;
    };
    await raise(ba, 'ZS-ONE-V-1H');
    await raise(ba, 'ZS-TWO-V-1H');
    const ended = await raise(ba, 'ZS-THREE-V-1H');
    await ok('POST', `/ccf/ccfend/${ended}/2026-11-25T10:00:00Z/R`, ba);
    await raise(wi, 'ZS-FOUR-V-1H');
    expect(await summary((await server.login('operator.ba', 'BA')).token)).toEqual({ open: 2, pendingClose: 1 });
    expect(await summary((await server.login('manager.co', 'WI')).token)).toEqual({ open: 1, pendingClose: 0 });
    expect(await summary((await server.login('manager.co', 'CO')).token)).toEqual({ open: 0, pendingClose: 0 });
  });
});
