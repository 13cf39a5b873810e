import { AUTH_HEADER } from '@ftr/contracts';
import { READ_SIDE_UNAVAILABLE } from '@ftr/infra/http/errors.ts';
import { startTestServer, type TestServer } from '../testing/embedded.ts';

// The projector lost (as after a subscription that does not come back): the server stays up, says it is
// not ready, and a decision that needs the read side is answered 503 with a retry hint, not 500.
let server: TestServer;
let supervisor = '';
beforeAll(async () => {
  server = await startTestServer({ demoDays: 0 });
  supervisor = (await server.login('supervisor.ba', 'BA')).token;
});
afterAll(() => server.destroy());

describe('a read side that is down (embedded)', () => {
  it('is not ready, names the follower, and answers decisions on read models 503 with Retry-After', async () => {
    expect((await server.request({ method: 'GET', url: '/api/ready' })).status).toBe(200);
    await server.projector.stop();
    const created = await server.request({ method: 'POST', url: '/api/ccf-types', token: supervisor, body: { code: 'DN', name: 'Down' } });
    expect(created.status).toBe(200); // appended; not projected
    const ready = await server.request({ method: 'GET', url: '/api/ready' });
    expect(ready.status).toBe(503);
    expect(ready.json()).toMatchObject({
      status: 'starting',
      followers: expect.arrayContaining([expect.objectContaining({ name: 'projector:main', state: 'stopped' })]),
    });
    const answer = await server.app.inject({ method: 'DELETE', url: '/api/ccf-types/DN', headers: { [AUTH_HEADER]: supervisor } });
    expect([answer.statusCode, answer.headers['retry-after'], answer.body]).toEqual([503, '5', READ_SIDE_UNAVAILABLE]);
  });
});
