import type { AlertDto, RaiseAlertResult, WriteResult } from '@ftr/contracts';
import { startTestServer, type TestServer } from '../testing/embedded.ts';

let server: TestServer;
let admin: { ba: string; co: string };
let supervisor: string;
let manager: { co: string; wi: string };

beforeAll(async () => {
  server = await startTestServer({ demo: true });
  admin = { ba: (await server.login('admin', 'BA')).token, co: (await server.login('admin', 'CO')).token };
  supervisor = (await server.login('supervisor.ba', 'BA')).token;
  manager = { co: (await server.login('manager.co', 'CO')).token, wi: (await server.login('manager.co', 'WI')).token };
});
afterAll(() => server.destroy());

const raise = (token: string, body: object) => server.request({ method: 'POST', url: '/api/alert', token, body });
const clear = (token: string, id: string) => server.request({ method: 'DELETE', url: `/api/alert/${id}`, token });
const list = async (token: string, after?: string) => {
  const response = await server.request({ method: 'GET', url: '/api/alerts', token, ...(after ? { after } : {}) });
  expect(response.status).toBe(200);
  return response.json<AlertDto[]>();
};
const refused = async (run: () => Promise<{ status: number; body: string }>, status: number, message?: string) => {
  const before = await server.infra.eventStore.headPosition();
  const response = await run();
  expect(response.status).toBe(status);
  if (message) expect(response.body).toBe(message);
  expect(await server.infra.eventStore.headPosition()).toBe(before);
};

describe('alerts over HTTP', () => {
  it('answers no alerts on a fresh plant', async () => {
    expect(await list(supervisor)).toEqual([]);
  });

  it('raises site and global alerts; each site sees its own and the global ones, newest first; clearing removes one', async () => {
    const site = await raise(admin.ba, { type: 'warning', message: '  Boiler 2 offline  ' });
    expect(site.status).toBe(200);
    const siteResult = site.json<RaiseAlertResult>();
    expect(siteResult.message).toBe('Alert Raised');

    const wi = await raise(manager.co, { type: 'error', message: 'Wissington weighbridge down', site: 'WI' });
    const global = await raise(manager.co, { type: 'info', message: 'FTR maintenance on Sunday', site: null });
    expect(global.status).toBe(200);
    const globalResult = global.json<RaiseAlertResult>();

    const seenAtBa = await list(supervisor, globalResult.position);
    expect(seenAtBa.map((a) => [a.ALERT_TYPE, a.MESSAGE, a.SITE])).toEqual([
      ['info', 'FTR maintenance on Sunday', null],
      ['warning', 'Boiler 2 offline', 'BA'],
    ]);
    expect(seenAtBa[1]).toMatchObject({ ALERT_ID: siteResult.id, DATE_CREATED: expect.stringMatching(/^\d{4}-\d\d-\d\dT/) });
    expect((await list(manager.wi)).map((a) => a.MESSAGE)).toEqual(['FTR maintenance on Sunday', 'Wissington weighbridge down']);
    expect((await list(manager.co)).map((a) => a.MESSAGE)).toEqual(['FTR maintenance on Sunday']);

    const cleared = await clear(admin.ba, siteResult.id);
    expect(cleared.status).toBe(200);
    expect(cleared.json<WriteResult>().message).toBe('Alert Cleared');
    expect((await list(supervisor, cleared.json<WriteResult>().position)).map((a) => a.MESSAGE)).toEqual(['FTR maintenance on Sunday']);
    await refused(() => clear(admin.ba, siteResult.id), 409, 'This alert has already been cleared');
    expect(wi.status).toBe(200);
  });

  it('refuses, and writes nothing for, what the rules forbid', async () => {
    await refused(() => server.request({ method: 'POST', url: '/api/alert', body: { type: 'info', message: 'x' } }), 401, 'Please sign in');
    await refused(() => raise(supervisor, { type: 'info', message: 'x' }), 403, 'You do not have permission to do that');
    await refused(() => raise(admin.ba, { type: 'info', message: 'x', site: 'WI' }), 403, 'You can only work on your own site');
    await refused(
      () => raise(admin.ba, { type: 'info', message: 'x', site: null }),
      403,
      'Only central office users can raise or clear an alert for every site',
    );
    await refused(() => raise(admin.ba, { type: 'danger', message: 'x' }), 400, 'Type must be info, success, warning or error');
    await refused(() => raise(admin.ba, { type: 'info', message: '   ' }), 400, 'Message is required');
    await refused(() => raise(admin.ba, { type: 'info', message: 'x'.repeat(501) }), 400, 'Message must be at most 500 characters');
    await refused(() => clear(admin.ba, 'no-such-alert'), 404, 'Alert not found');
    await refused(() => clear(supervisor, 'no-such-alert'), 403);
    const wiAlert = (await raise(admin.co, { type: 'info', message: 'for WI', site: 'WI' })).json<RaiseAlertResult>();
    await refused(() => clear(admin.ba, wiAlert.id), 403, 'You can only work on your own site');
    expect((await clear(admin.co, wiAlert.id)).status).toBe(200);
  });
});
