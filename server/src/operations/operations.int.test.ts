import type { OperationDto, WriteResult } from '@ftr/contracts';
import { startTestServer, type TestServer } from '../testing/embedded.ts';

// 10:00 UTC on 22 Nov 2026 is factory date 2026-11-23 (the factory day starts at 07:00 local).
const NOW = new Date('2026-11-22T10:00:00Z');
const TODAY = '2026-11-23';

let server: TestServer;
let supervisor: string;
let operator: string;
let centralOffice: string;

beforeAll(async () => {
  server = await startTestServer({ now: NOW });
  supervisor = (await server.login('supervisor.ba', 'BA')).token;
  operator = (await server.login('operator.ba', 'BA')).token;
  centralOffice = (await server.login('manager.co', 'CO')).token;
});
afterAll(() => server.destroy());

const list = async (token: string, after?: string) => {
  const response = await server.request({ method: 'GET', url: '/api/operations', token, ...(after ? { after } : {}) });
  expect(response.status).toBe(200);
  return response.json<OperationDto[]>();
};
const write = (method: 'POST' | 'PUT' | 'DELETE', url: string, token: string, body?: unknown) =>
  server.request({ method, url, token, ...(body !== undefined ? { body } : {}) });
/** Asserts a refused request answers `status` with `message` and appends nothing. */
const refused = async (promise: () => ReturnType<typeof write>, status: number, message?: string) => {
  const before = await server.infra.eventStore.headPosition();
  const response = await promise();
  expect(response.status).toBe(status);
  if (message) expect(response.body).toBe(message);
  expect(await server.infra.eventStore.headPosition()).toBe(before);
};
const op = { code: 'jr2027x', type: 'JR', startDate: '2027-01-10', endDate: '2027-02-10' };

describe('operations end to end (embedded)', () => {
  it('lists the demo operations of the user site with status derived from today', async () => {
    const ops = await list(supervisor);
    expect(ops.length).toBe(6);
    expect(new Set(ops.map((o) => o.SITE))).toEqual(new Set(['BA']));
    const year = Number(TODAY.slice(0, 4));
    const byCode = Object.fromEntries(ops.map((o) => [o.OPTN_CODE, o]));
    expect(byCode[`BC${year}`]).toMatchObject({ STATUS: 'Active', TYPE_ID: 'BC', COMMENTS: 'Campaign', LAST_UPDATED_BY: 'admin' });
    expect(byCode[`BC${year - 1}`]?.STATUS).toBe('Finished');
    expect(byCode[`JR${year + 1}`]).toMatchObject({ STATUS: 'Pending', COMMENTS: 'Juice Run' });
  });

  it('lists every site for the central office, and only active ones on /operations/active', async () => {
    expect(new Set((await list(centralOffice)).map((o) => o.SITE))).toEqual(new Set(['BA', 'BU', 'CA', 'NE', 'WI']));
    const active = await server.request({ method: 'GET', url: '/api/operations/active', token: supervisor });
    expect(active.json<OperationDto[]>().map((o) => o.STATUS)).toEqual(['Active']);
  });

  it('creates, reads its own write, updates and deletes a pending operation', async () => {
    const created = await write('POST', '/api/operation', supervisor, op);
    expect(created.status).toBe(200);
    const result = created.json<WriteResult>();
    expect(result.message).toBe('Operation Created');
    const mine = (await list(supervisor, result.position)).find((o) => o.OPTN_CODE === 'JR2027X');
    expect(mine).toMatchObject({
      SITE: 'BA',
      TYPE_ID: 'JR',
      START_DATE: '2027-01-10',
      END_DATE: '2027-02-10',
      STATUS: 'Pending',
      LAST_UPDATED_BY: 'supervisor.ba',
    });

    const updated = await write('PUT', '/api/operation/JR2027X', supervisor, {
      type: 'BO',
      startDate: '2027-01-11',
      endDate: '2027-03-01',
    });
    expect(updated.json<WriteResult>().message).toBe('Operation Updated');
    const after = (await list(supervisor, updated.json<WriteResult>().position)).find((o) => o.OPTN_CODE === 'JR2027X');
    expect(after).toMatchObject({ TYPE_ID: 'BO', COMMENTS: 'Between Ops', START_DATE: '2027-01-11', END_DATE: '2027-03-01' });

    const removed = await write('DELETE', '/api/operation/JR2027X', supervisor);
    expect(removed.json<WriteResult>().message).toBe('Operation Removed');
    expect((await list(supervisor, removed.json<WriteResult>().position)).some((o) => o.OPTN_CODE === 'JR2027X')).toBe(false);
  });

  it('refuses, and writes nothing for, everything the rules forbid', async () => {
    const year = Number(TODAY.slice(0, 4));
    await refused(() => server.request({ method: 'POST', url: '/api/operation', body: op }), 401, 'Please sign in');
    await refused(() => write('POST', '/api/operation', operator, op), 403, 'You do not have permission to do that');
    await refused(() => write('POST', '/api/operation', centralOffice, op), 403, 'Central Office users cannot edit operations');
    await refused(
      () => write('POST', '/api/operation', supervisor, { ...op, code: `BC${year}` }),
      409,
      `Operation BC${year} already exists`,
    );
    await refused(
      () => write('POST', '/api/operation', supervisor, { ...op, endDate: '2027-01-01' }),
      400,
      'End date cannot be before the start date',
    );
    await refused(() => write('POST', '/api/operation', supervisor, { ...op, type: 'XX' }), 400, 'Type must be BC, JR or BO');
    await refused(
      () => write('POST', '/api/operation', supervisor, { ...op, code: 'bad code!' }),
      400,
      'Code may contain only letters, digits, - and _',
    );
    await refused(() => write('POST', '/api/operation', supervisor, { ...op, startDate: '2027-02-30' }), 400);
    await refused(
      () => write('PUT', `/api/operation/BC${year - 1}`, supervisor, { type: 'BC', startDate: '2025-01-01', endDate: '2030-01-01' }),
      409,
      `Operation BC${year - 1} has ended and can no longer be edited`,
    );
    await refused(
      () => write('DELETE', `/api/operation/BC${year}`, supervisor),
      409,
      `Operation BC${year} has started and can no longer be deleted`,
    );
    await refused(() => write('DELETE', '/api/operation/NOPE', supervisor), 404, 'Operation NOPE not found');
    await refused(
      () =>
        write('PUT', `/api/operation/JR${year + 1}`, supervisor, {
          code: 'OTHER',
          type: 'JR',
          startDate: '2028-01-01',
          endDate: '2028-01-02',
        }),
      400,
      'The code in the body does not match the path',
    );
  });

  it('keeps sites apart: a code may exist on two sites, and a user sees only their own', async () => {
    const wi = (await server.login('supervisor.wi', 'WI')).token;
    const created = await write('POST', '/api/operation', wi, op);
    expect(created.status).toBe(200);
    const position = created.json<WriteResult>().position;
    expect((await list(supervisor, position)).some((o) => o.OPTN_CODE === 'JR2027X')).toBe(false);
    expect((await list(wi, position)).find((o) => o.OPTN_CODE === 'JR2027X')?.SITE).toBe('WI');
  });
});

describe('sign-in and sign-out', () => {
  it('refuses bad credentials, foreign sites and a missing site with clear messages', async () => {
    const post = (body: object) => server.request({ method: 'POST', url: '/api/auth', body });
    expect(await post({ username: 'supervisor.ba', password: 'wrong', site: 'BA' })).toMatchObject({
      status: 401,
      body: 'Invalid username or password',
    });
    expect(await post({ username: 'nobody', password: 'wrong', site: 'BA' })).toMatchObject({
      status: 401,
      body: 'Invalid username or password',
    });
    const foreign = await post({ username: 'supervisor.ba', password: 'Demo-Password-2026!', site: 'WI' });
    expect(foreign).toMatchObject({ status: 403, body: 'You do not have access to this site' });
    expect(await post({ username: 'supervisor.ba', password: 'x' })).toMatchObject({ status: 400, body: 'invalid site' });
  });

  it('ends the session on logout: the token stops working', async () => {
    const { token } = await server.login('supervisor.ba', 'BA');
    expect((await server.request({ method: 'GET', url: '/api/operations', token })).status).toBe(200);
    const out = await server.request({ method: 'DELETE', url: '/api/auth', token });
    expect(out.status).toBe(200);
    await server.projector.waitFor(BigInt(out.json<WriteResult>().position), 5_000);
    const after = await server.request({ method: 'GET', url: '/api/operations', token });
    expect(after).toMatchObject({ status: 401, body: 'Your session has ended; please sign in again' });
  });

  it('rejects a forged token', async () => {
    const forged = `${supervisor.split('.').slice(0, 2).join('.')}.AAAA`;
    expect((await server.request({ method: 'GET', url: '/api/operations', token: forged })).status).toBe(401);
  });

  it('serves health, readiness and the OpenAPI document', async () => {
    expect((await server.request({ method: 'GET', url: '/api/health' })).status).toBe(200);
    expect((await server.request({ method: 'GET', url: '/api/ready' })).status).toBe(200);
    const doc = await server.request({ method: 'GET', url: '/api/docs/json' });
    expect(Object.keys(doc.json<{ paths: Record<string, unknown> }>().paths)).toEqual(
      expect.arrayContaining(['/api/operations', '/api/operation', '/api/operation/{code}', '/api/auth']),
    );
  });
});
