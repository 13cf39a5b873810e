import { SCHEDULE_MESSAGES, type ReportWriteResult, type ScheduleWriteResult, type UserDto } from '@ftr/contracts';
import { ADMIN_PASSWORD, DEMO_PASSWORD, startTestServer, type TestServer } from '../testing/embedded.ts';
import { httpHelpers, seedUsers } from '../testing/http.ts';
import { BA1, report } from '../testing/reportsFixtures.ts';

/** Who a schedule may mail (docs/schedules.md): checked on save and again at each send. The test server's company domain is example.com. */
let server: TestServer | undefined;
const serverOf = () => {
  if (!server) throw new Error('not started');
  return server;
};
const { ok, call, refused, caughtUp } = httpHelpers(serverOf);
let now = new Date('2026-11-22T10:00:00Z');
const tokens = { maint: '', admin: '' };
const person = (username: string, email: string, sites: ('BA' | 'WI')[]) => ({
  username,
  password: DEMO_PASSWORD,
  firstName: 'Recipient',
  lastName: 'Tester',
  email,
  sites,
  flags: ['REPORTS' as const, 'MAINTAIN_REPORTS' as const],
  readAccess: 3,
  writeAccess: 3,
});

const signIn = async () => {
  tokens.maint = (await serverOf().login('maint.rcp', 'BA')).token;
  tokens.admin = (await serverOf().login('admin', 'CO', ADMIN_PASSWORD)).token;
};

beforeAll(async () => {
  server = await startTestServer({ clock: { now: () => now } });
  await seedUsers(server, [
    person('maint.rcp', '', ['BA']),
    person('both.rcp', 'both@partner.org', ['BA', 'WI']),
    person('wi.rcp', 'wi.only@example.com', ['WI']),
  ]);
  await signIn();
});
afterAll(() => server?.destroy());

/** A shared BA report with a BA parameter. */
const sharedReport = async (name: string) => {
  const { ID } = await ok<ReportWriteResult>('POST', '/report', tokens.maint, { ...report, REPORT_NAME: name, REPORT_TYPE: 2, RCAT_ID: 1 });
  await ok('POST', '/report-parameters', tokens.maint, { REPT_ID: ID, CODE: BA1, SITE: 'BA' });
  return ID;
};
const daily = (recipients: string[]) => ({ every: 'DAY', hour: 24, weekday: null, recipients, enabled: true });
const appended = async () => (await serverOf().infra.eventStore.headPosition()) ?? 0n;

describe('schedule recipients', () => {
  it('refuses an outside address on create and on update, naming it, writing nothing', async () => {
    const id = await sharedReport('Outside');
    const before = await appended();
    const refusal = SCHEDULE_MESSAGES.recipientRefused('attacker@evil.example', 'example.com');
    await refused('POST', '/schedules', tokens.maint, { ...daily(['attacker@evil.example']), definitionId: id }, 400, refusal);
    expect(await appended()).toBe(before);
    const { ID } = await ok<ScheduleWriteResult>('POST', '/schedules', tokens.maint, { ...daily(['lab@example.com']), definitionId: id });
    const created = await appended();
    const response = await call('PUT', `/schedules/${ID}`, tokens.maint, daily(['lab@example.com', 'attacker@evil.example']));
    expect(response.status).toBe(400);
    expect(response.body).toContain('attacker@evil.example may not receive this schedule');
    expect(await appended()).toBe(created);
  });

  it('refuses a user without a site of the report (even at the company domain) and accepts one who has them all', async () => {
    const id = await sharedReport('Two sites');
    const refusal = SCHEDULE_MESSAGES.recipientRefused('wi.only@example.com', 'example.com');
    await refused('POST', '/schedules', tokens.maint, { ...daily(['wi.only@example.com']), definitionId: id }, 400, refusal);
    const body = { ...daily(['both@partner.org', 'ops@example.com']), definitionId: id };
    expect((await ok<ScheduleWriteResult>('POST', '/schedules', tokens.maint, body)).message).toBe('Schedule Created');
  });

  it('stops mailing a recipient who lost a site of the report, and fails the run when nobody may receive it', async () => {
    now = new Date('2026-11-22T10:00:00Z');
    await signIn();
    const id = await sharedReport('Losing access');
    const { ID } = await ok<ScheduleWriteResult>('POST', '/schedules', tokens.maint, {
      ...daily(['both@partner.org', 'ops@example.com']),
      definitionId: id,
    });
    const user = await ok<UserDto>('GET', '/user/both.rcp', tokens.admin);
    await ok('PUT', '/user/both.rcp', tokens.admin, { ...user, ACCESS_BA: false });
    await caughtUp();
    now = new Date('2026-11-23T07:30:00Z');
    await signIn();
    const mailsBefore = serverOf().outbox().length;
    expect(await serverOf().scheduler.runDue()).toContain(`${ID}/2026-11-23`);
    const mailed = serverOf()
      .outbox()
      .slice(mailsBefore)
      .filter((m) => m.subject === 'Losing access: 2026-11-23')
      .map((m) => m.to);
    expect(mailed).toEqual(['ops@example.com']);
    const events = await serverOf().infra.eventStore.readStream(`schedule-${ID}`);
    expect(events.at(-1)).toMatchObject({ type: 'ScheduleRunSucceeded', data: { recipients: 1 } });

    // Nobody left: the run is recorded as failed with its reason, and nothing is mailed.
    const lone = await ok<ScheduleWriteResult>('POST', '/schedules', tokens.maint, { ...daily(['ops@example.com']), definitionId: id });
    // ops@example.com becomes the address of a user without the report's flag (a new user has no flags).
    await ok('POST', '/user', tokens.admin, { ...user, EMAIL: 'ops@example.com' });
    await caughtUp();
    now = new Date('2026-11-24T07:30:00Z');
    const before = serverOf().outbox().length;
    expect(await serverOf().scheduler.runDue()).toContain(`${lone.ID}/2026-11-24`);
    expect(
      serverOf()
        .outbox()
        .slice(before)
        .filter((m) => m.to === 'ops@example.com'),
    ).toEqual([]);
    const last = (await serverOf().infra.eventStore.readStream(`schedule-${lone.ID}`)).at(-1);
    expect(last).toMatchObject({ type: 'ScheduleRunFailed', data: { reason: expect.stringContaining('None of the recipients') } });
  });
});
