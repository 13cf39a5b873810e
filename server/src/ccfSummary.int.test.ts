import type { CcfSummary } from '@ftr/contracts';
import { CCFS_COLLECTION } from '@ftr/query-service/ccf/handlers.ts';
import { startTestServer, type TestServer } from './testing/embedded.ts';

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer({ demo: true });
});
afterAll(() => server.destroy());

const summary = async (token: string) => {
  const response = await server.request({ method: 'GET', url: '/api/ccf-summary', token });
  expect(response.status).toBe(200);
  return response.json<CcfSummary>();
};

describe('GET /ccf-summary', () => {
  it('needs a signed-in user', async () => {
    expect((await server.request({ method: 'GET', url: '/api/ccf-summary' })).status).toBe(401);
  });

  it('answers zeros while no CCF exists', async () => {
    expect(await summary((await server.login('operator.ba', 'BA')).token)).toEqual({ open: 0, pendingClose: 0 });
  });

  it("counts open (O) and pending-close (R) CCFs of the user's current site from the ccfs read model", async () => {
    const docs = [
      { _id: '1', SITE: 'BA', STATUS: 'O' },
      { _id: '2', SITE: 'BA', STATUS: 'O' },
      { _id: '3', SITE: 'BA', STATUS: 'R' },
      { _id: '4', SITE: 'BA', STATUS: 'C' },
      { _id: '5', SITE: 'BA', STATUS: 'X' },
      { _id: '6', SITE: 'WI', STATUS: 'O' },
    ];
    // The CCF projection arrives with the CCF feature; here the read model is filled directly.
    for (const doc of docs) await server.infra.readStore.put(CCFS_COLLECTION, { ...doc, _position: '0' });
    expect(await summary((await server.login('operator.ba', 'BA')).token)).toEqual({ open: 2, pendingClose: 1 });
    expect(await summary((await server.login('manager.co', 'WI')).token)).toEqual({ open: 1, pendingClose: 0 });
    expect(await summary((await server.login('manager.co', 'CO')).token)).toEqual({ open: 0, pendingClose: 0 });
  });
});
