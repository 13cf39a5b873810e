import { parkedStream, type ParkedEventDto } from '@ftr/contracts';
import { createParking } from '@ftr/command-service/shared/parking.ts';
import { startTestServer, type TestServer } from '../testing/embedded.ts';
import { httpHelpers } from '../testing/http.ts';

// Parked events on /admin/integrity: listed, retried through their reactor, dismissed; both audited.
let server: TestServer;
const { call, ok, refused } = httpHelpers(() => server);
const t = { admin: '', supervisor: '' };

/** Parks a real event of the log for the CCF manager (as if it had failed every attempt). */
const parkOne = async (): Promise<string> => {
  const [event] = await server.infra.eventStore.readAll(undefined, 1);
  if (!event) throw new Error('empty log');
  await createParking(server.infra.readStore).park('ccf-manager', event, new Error('boom'), 5);
  return `ccf-manager|${event.stream}@${event.revision}`;
};

beforeAll(async () => {
  server = await startTestServer({ demoDays: 0 });
  t.admin = (await server.login('admin', 'BA')).token;
  t.supervisor = (await server.login('supervisor.ba', 'BA')).token;
});
afterAll(() => server.destroy());

describe('parked events', () => {
  it('are listed for administrators and counted by /api/ready', async () => {
    const id = await parkOne();
    const list = await ok<ParkedEventDto[]>('GET', '/admin/parked-events', t.admin);
    expect(list).toEqual([expect.objectContaining({ id, reactor: 'ccf-manager', error: 'boom', attempts: 5 })]);
    const ready = await call('GET', '/ready');
    expect(JSON.parse(ready.body)).toMatchObject({ parked: 1 });
    await refused('GET', '/admin/parked-events', t.supervisor, undefined, 403);
    await refused('POST', `/admin/parked-events/${encodeURIComponent(id)}/retry`, t.supervisor, undefined, 403);
  });

  it('a retry hands the event to its reactor; once handled it is no longer parked, and the retry is recorded', async () => {
    const [id = ''] = (await ok<ParkedEventDto[]>('GET', '/admin/parked-events', t.admin)).map((p) => p.id);
    expect(await ok('POST', `/admin/parked-events/${encodeURIComponent(id)}/retry`, t.admin)).toMatchObject({
      message: 'The event was handled',
    });
    expect(await ok<ParkedEventDto[]>('GET', '/admin/parked-events', t.admin)).toEqual([]);
    const [resolved] = await server.infra.eventStore.readStream(parkedStream('ccf-manager'));
    expect(resolved).toMatchObject({
      type: 'ParkedEventResolved',
      data: { outcome: 'retried', error: 'boom' },
      metadata: { userId: 'admin' },
    });
    await refused(
      'POST',
      `/admin/parked-events/${encodeURIComponent(id)}/retry`,
      t.admin,
      undefined,
      404,
      'That parked event is no longer parked',
    );
  });

  it('a dismissal drops it without handling it, recorded with the administrator', async () => {
    const id = await parkOne();
    expect(await ok('POST', `/admin/parked-events/${encodeURIComponent(id)}/dismiss`, t.admin)).toMatchObject({
      message: 'The parked event was dismissed',
    });
    expect(await ok<ParkedEventDto[]>('GET', '/admin/parked-events', t.admin)).toEqual([]);
    const events = await server.infra.eventStore.readStream(parkedStream('ccf-manager'));
    expect(events.at(-1)).toMatchObject({ data: { outcome: 'dismissed' }, metadata: { userId: 'admin' } });
  });
});
