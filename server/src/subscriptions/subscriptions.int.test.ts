import type { SubscriptionDto } from '@ftr/contracts';
import { startTestServer, type TestServer } from '../testing/embedded.ts';
import { httpHelpers } from '../testing/http.ts';

let server: TestServer;
let supervisor: string;
let supervisorWi: string;
let manager: string;

beforeAll(async () => {
  server = await startTestServer({ now: new Date('2026-11-22T10:00:00Z') });
  supervisor = (await server.login('supervisor.ba', 'BA')).token;
  supervisorWi = (await server.login('supervisor.wi', 'WI')).token;
  manager = (await server.login('manager.co', 'CO')).token;
});
afterAll(() => server.destroy());

const { call, ok, refused } = httpHelpers(() => server);
const list = async (token: string, after?: string) => {
  const response = await call('GET', '/parameter-subscribe', token, undefined, after);
  expect(response.status).toBe(200);
  return response.json<SubscriptionDto[]>();
};

describe('parameter subscriptions', () => {
  it("subscribes, lists the user's own subscriptions with the type text, changes and removes one", async () => {
    const subscribed = await ok('POST', '/parameter-subscribe', supervisor, {
      code: 'tn-ph-v-1h',
      site: 'BA',
      type: 2,
      email: true,
      push: false,
    });
    expect(subscribed.message).toBe('Subscribed to TN-PH-V-1H');
    const second = await ok('POST', '/parameter-subscribe', supervisor, { code: 'CD-PH-V-1H', site: 'BA', type: 1 });
    const mine = await list(supervisor, second.position);
    expect(mine.map(({ ID, LAST_UPDATED_DTS, ...rest }) => rest)).toEqual([
      {
        PARM_CODE: 'CD-PH-V-1H',
        SITE_NAME: 'BA',
        SUBSCRIPTION: 'On Value Entered',
        SUBSCRIPTION_TYPE: 1,
        EMAIL: false,
        PUSH_NOTIFICATION: true,
      },
      {
        PARM_CODE: 'TN-PH-V-1H',
        SITE_NAME: 'BA',
        SUBSCRIPTION: 'Data Outside Check Limits',
        SUBSCRIPTION_TYPE: 2,
        EMAIL: true,
        PUSH_NOTIFICATION: false,
      },
    ]);
    expect(await list(supervisorWi)).toEqual([]);

    const [cd, tn] = mine;
    const updated = await ok('PUT', `/parameter-subscribe/${tn!.ID}`, supervisor, { type: 3, email: false, push: true });
    expect(updated.message).toBe('Subscription Updated');
    const afterUpdate = await list(supervisor, updated.position);
    expect(afterUpdate.find((s) => s.ID === tn!.ID)).toMatchObject({
      SUBSCRIPTION_TYPE: 3,
      SUBSCRIPTION: 'Data Outside Absolute Limits',
      EMAIL: false,
      PUSH_NOTIFICATION: true,
    });

    const removed = await ok('DELETE', `/parameter-subscribe/${cd!.ID}`, supervisor);
    expect(removed.message).toBe('Subscription Removed');
    expect((await list(supervisor, removed.position)).map((s) => s.PARM_CODE)).toEqual(['TN-PH-V-1H']);
  });

  it('lets a user with access to several sites subscribe at each, once per site and code', async () => {
    await ok('POST', '/parameter-subscribe', manager, { code: 'BL-PR-V-1H', site: 'WI', type: 3, email: false, push: true });
    const other = await ok('POST', '/parameter-subscribe', manager, { code: 'BL-PR-V-1H', site: 'NE', type: 3, email: false, push: true });
    expect((await list(manager, other.position)).map((s) => s.SITE_NAME)).toEqual(['NE', 'WI']);
    await refused(
      'POST',
      '/parameter-subscribe',
      manager,
      { code: 'BL-PR-V-1H', site: 'WI', type: 1, email: true, push: true },
      409,
      'You are already subscribed to BL-PR-V-1H at WI; change it under My Subscriptions',
    );
  });

  it('refuses, writing nothing, what the rules forbid', async () => {
    const body = { code: 'TJ-BX-V-1H', site: 'BA', type: 1, email: false, push: true };
    await refused('POST', '/parameter-subscribe', undefined, body, 401, 'Please sign in');
    await refused('POST', '/parameter-subscribe', supervisor, { ...body, site: 'WI' }, 403, 'You can only work on your own site');
    await refused(
      'POST',
      '/parameter-subscribe',
      supervisor,
      { ...body, code: 'NO-PE-V-1H' },
      404,
      'Parameter NO-PE-V-1H does not exist at BA',
    );
    const onlyRea = (code: string) => `Only in-use measured (REA) parameters can be subscribed to; ${code} is not one`;
    await refused('POST', '/parameter-subscribe', supervisor, { ...body, code: 'TJ-PY-Q-0H' }, 400, onlyRea('TJ-PY-Q-0H'));
    await refused('POST', '/parameter-subscribe', supervisor, { ...body, code: 'GN-PC-V-0C' }, 400, onlyRea('GN-PC-V-0C'));
    await refused('POST', '/parameter-subscribe', supervisor, { ...body, code: 'DF-TP-V-9H' }, 400, onlyRea('DF-TP-V-9H'));
    await refused('POST', '/parameter-subscribe', supervisor, { ...body, type: 5 }, 400, 'Type must be 1, 2, 3 or 4');
    await refused('POST', '/parameter-subscribe', supervisor, { ...body, site: 'XX' }, 400, 'invalid site');
  });

  it("never lets anyone change or remove another user's subscription", async () => {
    const [theirs] = await list(supervisor);
    await refused(
      'PUT',
      `/parameter-subscribe/${theirs!.ID}`,
      supervisorWi,
      { type: 1, email: true, push: true },
      404,
      'Subscription not found',
    );
    await refused('DELETE', `/parameter-subscribe/${theirs!.ID}`, manager, undefined, 404, 'Subscription not found');
    await refused('DELETE', '/parameter-subscribe/not-an-id!', supervisor, undefined, 400);
    await refused('PUT', `/parameter-subscribe/${theirs!.ID}`, supervisor, { type: 2 }, 400);
    expect((await list(supervisor)).map((s) => s.ID)).toEqual([theirs!.ID]);
  });
});
