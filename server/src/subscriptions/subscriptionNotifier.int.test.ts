import { randomUUID } from 'node:crypto';
import { valuesStream, type ChangeRecordInput, type NotificationDto, type SubmitDataResult } from '@ftr/contracts';
import { subscriptionNotifier } from '@ftr/command-service/subscriptions/notifier.ts';
import { createCommandReadModels } from '@ftr/projector/commandPort.ts';
import { startReactor } from '@ftr/command-service/shared/reactor.ts';
import type { MailMessage } from '@ftr/infra/mail/port.ts';
import { DEMO_PASSWORD, startTestServer, type TestServer } from '../testing/embedded.ts';
import { httpHelpers, seedUsers } from '../testing/http.ts';
import { listCodeParts } from '../testing/lookupFixtures.ts';

// 10:30 UTC on 25 Nov 2026 is factory date 2026-11-26, hour 4; BC2026 is the demo's active campaign at BA.
const NOW = new Date('2026-11-25T10:30:00Z');
const TODAY = '2026-11-26';
const OP = 'BC2026';
const PH = 'ZS-PH-V-1H';

let server: TestServer;
let started: { notifier: bigint | undefined; head: bigint | undefined };
const { ok, caughtUp } = httpHelpers(() => server);
const t = { supervisor: '', operator: '', manager: '', auditor: '', leaver: '', admin: '' };

beforeAll(async () => {
  server = await startTestServer({ now: NOW });
  started = { notifier: server.notifier.position(), head: await server.infra.eventStore.headPosition() };
  await listCodeParts(server, ['ZS-PH-V-1H']);
  await seedUsers(server, [
    {
      username: 'leaver.ba',
      password: DEMO_PASSWORD,
      firstName: 'Lee',
      lastName: 'Ver',
      email: 'leaver.ba@example.com',
      sites: ['BA'],
      flags: [],
      readAccess: 1,
      writeAccess: 1,
    },
  ]);
  t.supervisor = (await server.login('supervisor.ba', 'BA')).token;
  t.operator = (await server.login('operator.ba', 'BA')).token;
  t.manager = (await server.login('manager.co', 'BA')).token;
  t.auditor = (await server.login('auditor.co', 'BA')).token;
  t.leaver = (await server.login('leaver.ba', 'BA')).token;
  t.admin = (await server.login('admin', 'BA')).token;
  await ok('POST', '/parameter', t.supervisor, {
    CODE: PH,
    HEADING1: 'Thin juice pH',
    PCAT_CODE: 'JUICE',
    DISPLAY_PRECISION: 2,
    LOWER_ABS_LIMIT: 8.4,
    LOWER_CHK_LIMIT: 8.8,
    UPPER_CHK_LIMIT: 9.4,
    UPPER_ABS_LIMIT: 9.8,
  });
  // The operator writes parameters that a data entry screen within their write access holds (docs/dataValues.md).
  const { ID: entry } = await ok<{ ID: number }>('POST', '/data-screen', t.supervisor, {
    DESCRIPTION: 'pH entry',
    SCREEN_TYPE: 'HLY',
    ACCESS_LEVEL: 1,
    AREA: 'A',
  });
  await ok('POST', `/data-screen-member/${entry}/${PH}`, t.supervisor);
  const subscribe = (token: string, type: number, email: boolean, push: boolean) =>
    ok('POST', '/parameter-subscribe', token, { code: PH, site: 'BA', type, email, push });
  await subscribe(t.operator, 3, true, true); // wants mail too, but has no email address
  await subscribe(t.manager, 2, true, true);
  await subscribe(t.auditor, 2, true, false); // email only
  await subscribe(t.supervisor, 1, false, true);
  await subscribe(t.leaver, 1, false, true);
  await ok('PATCH', '/user/archive/leaver.ba', t.admin);
  await caughtUp();
});
afterAll(() => server.destroy());

const rec = (FTR_HOUR: number, VALUE: number, ORIGINAL_VALUE: number | null = null): ChangeRecordInput => ({
  TYPE: ORIGINAL_VALUE === null ? 'Insert' : 'Update',
  CODE: PH,
  FTR_DATE: TODAY,
  FTR_HOUR,
  OPERATION: OP,
  AUDIT: false,
  VALUE,
  ORIGINAL_VALUE,
  VALID: true,
});
/** Submits as `token` and waits until the notifier and then the read side have handled it. */
const submit = async (token: string, ...data: ChangeRecordInput[]) => {
  const result = await ok<SubmitDataResult>('POST', '/data', token, { submissionId: randomUUID(), data });
  expect(await server.notifier.waitFor(BigInt(result.position), 10_000)).toBe(true);
  await caughtUp();
};
const inbox = (token: string) => ok<NotificationDto[]>('GET', '/notifications', token);
const headings = async (token: string) => (await inbox(token)).map((n) => n.MESSAGE);

describe('the subscription notifier', () => {
  it('starts at the head of the log after the start-up seeding: the demo history notifies nobody', async () => {
    expect(started.head).toBeDefined();
    expect(started.notifier).toBe(started.head);
    expect(await server.infra.readStore.get('checkpoints', 'reactor:subscriptionNotifier')).toBeTruthy();
  });

  it('notifies subscribers of an out-of-limits value entered by someone else: in-app, and by mail where asked and possible', async () => {
    const mails = server.outbox().length;
    await submit(t.supervisor, rec(1, 9));
    expect(await inbox(t.operator)).toEqual([]);
    expect(await inbox(t.manager)).toEqual([]);
    expect(await headings(t.supervisor)).toEqual([]); // type 1, but the supervisor's own entry
    expect(server.outbox().length).toBe(mails);

    await submit(t.supervisor, rec(2, 9.6));
    const [notice, ...rest] = await inbox(t.manager);
    expect(rest).toEqual([]);
    expect(notice).toMatchObject({
      HEADING: `${PH} at Bardney`,
      SITE_NAME: 'BA',
      MESSAGE: 'Thin juice pH on 2026-11-26: hour 2 9.60 (entered by supervisor.ba; outside the check limits (8.80 to 9.40))',
      LINK: `/parameter/BA/${PH}`,
      IS_READ: false,
    });
    expect(await inbox(t.operator)).toEqual([]); // type 3: inside the absolute limits
    expect(await inbox(t.auditor)).toEqual([]); // email only
    expect(await server.infra.readStore.count('notifications', { where: { USERNAME: 'leaver.ba' } })).toBe(0); // archived
    const sent = server.outbox().slice(mails);
    expect(sent.map((m) => [m.to, m.subject]).sort()).toEqual([
      ['auditor.co@example.com', `FTR: ${PH} at Bardney`],
      ['manager.co@example.com', `FTR: ${PH} at Bardney`],
    ]);
    expect(sent[0]?.text).toContain(`${notice?.MESSAGE}\n\nOpen the parameter: http://localhost:8080/parameter/BA/${PH}`);
  });

  it('notifies the type-1 subscriber of every value others enter, each subscriber of the hours that fire theirs', async () => {
    const mails = server.outbox().length;
    await submit(t.operator, rec(3, 9.5), rec(4, 9));
    expect((await headings(t.supervisor))[0]).toBe('Thin juice pH on 2026-11-26: hour 3 9.50, hour 4 9.00 (entered by operator.ba)');
    expect((await headings(t.manager))[0]).toBe(
      'Thin juice pH on 2026-11-26: hour 3 9.50 (entered by operator.ba; outside the check limits (8.80 to 9.40))',
    );
    expect(await inbox(t.operator)).toEqual([]);
    expect(
      server
        .outbox()
        .slice(mails)
        .map((m) => m.to)
        .sort(),
    ).toEqual(['auditor.co@example.com', 'manager.co@example.com']);
  });

  it('notifies check and absolute-limit subscribers of recalculated values, not the value-entered ones', async () => {
    const before = (await headings(t.supervisor)).length;
    const mails = server.outbox().length;
    const appended = await server.infra.eventStore.append(
      valuesStream('BA', TODAY),
      [
        {
          type: 'ParameterValuesRecalculated',
          data: {
            site: 'BA',
            operation: OP,
            jobId: 'job-1',
            changes: [{ code: PH, date: TODAY, hour: 5, kind: 'Insert', value: 8.2, previous: null }],
          },
          metadata: { userId: 'system', site: 'BA', correlationId: 'c', causationId: 'c', timestamp: NOW.toISOString() },
        },
      ],
      'any',
    );
    expect(await server.notifier.waitFor(appended.position, 10_000)).toBe(true);
    await caughtUp();
    expect((await headings(t.manager))[0]).toBe(
      'Thin juice pH on 2026-11-26: hour 5 8.20 (recalculated; outside the check limits (8.80 to 9.40))',
    );
    expect(await headings(t.operator)).toEqual([
      'Thin juice pH on 2026-11-26: hour 5 8.20 (recalculated; outside the absolute limits (8.40 to 9.80))',
    ]);
    expect((await headings(t.supervisor)).length).toBe(before);
    expect(
      server
        .outbox()
        .slice(mails)
        .map((m) => m.to)
        .sort(),
    ).toEqual(['auditor.co@example.com', 'manager.co@example.com']);
  });

  it('writes nothing again when the same events are delivered a second time (a restart without checkpoint)', async () => {
    await submit(t.operator, rec(6, 9.7));
    const head = (await server.infra.eventStore.headPosition()) ?? 0n;
    const counts = async () => Promise.all([t.manager, t.supervisor, t.operator].map(async (token) => (await inbox(token)).length));
    const before = await counts();
    expect(before.slice(0, 2).every((n) => n > 0)).toBe(true); // the manager and the supervisor have some to repeat
    const mails = server.outbox().length;
    const resent: MailMessage[] = [];
    const reactor = subscriptionNotifier({
      eventStore: server.infra.eventStore,
      readStore: server.infra.readStore,
      mailer: { send: async (message) => void resent.push(message) },
      publicUrl: 'http://localhost',
      clock: { now: () => NOW },
      readModels: createCommandReadModels(server.infra.readStore),
    });
    const replay = await startReactor({
      eventStore: server.infra.eventStore,
      readStore: server.infra.readStore,
      reactor: { ...reactor, name: 'replay' },
      firstRun: 'start',
    });
    try {
      expect(await replay.waitFor(head, 20_000)).toBe(true);
    } finally {
      await replay.stop();
    }
    expect(await server.infra.eventStore.headPosition()).toBe(head);
    expect(await counts()).toEqual(before);
    expect(resent).toEqual([]);
    expect(server.outbox().length).toBe(mails);
  });

  it('sends the mail a failed attempt left unsent when the reaction is retried, without a second notification', async () => {
    await server.notifier.stop(); // the notifier below stands in for the server's (the last test of the file)
    const attempts: string[] = [];
    let failures = 1;
    const reactor = subscriptionNotifier({
      eventStore: server.infra.eventStore,
      readStore: server.infra.readStore,
      mailer: {
        async send(message) {
          attempts.push(message.to);
          if (message.to === 'manager.co@example.com' && failures-- > 0) throw new Error('mail server away');
        },
      },
      publicUrl: 'http://localhost',
      clock: { now: () => NOW },
      readModels: createCommandReadModels(server.infra.readStore),
    });
    const flaky = await startReactor({
      eventStore: server.infra.eventStore,
      readStore: server.infra.readStore,
      reactor: { ...reactor, name: 'flaky' },
      firstRun: 'head',
    });
    const before = (await inbox(t.manager)).length;
    try {
      const result = await ok<SubmitDataResult>('POST', '/data', t.supervisor, { submissionId: randomUUID(), data: [rec(7, 9.8)] });
      expect(await flaky.waitFor(BigInt(result.position), 15_000)).toBe(true);
    } finally {
      await flaky.stop();
    }
    await caughtUp();
    // The manager's mail failed once and went on the retry; the auditor's (email only) went once.
    expect(attempts.sort()).toEqual(['auditor.co@example.com', 'manager.co@example.com', 'manager.co@example.com']);
    expect((await inbox(t.manager)).length).toBe(before + 1);
  });
});
