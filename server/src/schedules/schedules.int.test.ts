import type { ReportWriteResult, ScheduleDto, ScheduleWriteResult } from '@ftr/contracts';
import { startScheduler } from '@ftr/command-service/schedules/runner.ts';
import { createCommandReadModels } from '@ftr/projector/commandPort.ts';
import { startTestServer, DEMO_PASSWORD, type TestServer } from '../testing/embedded.ts';
import { httpHelpers, seedUsers } from '../testing/http.ts';
import { BA1, report } from '../testing/reportsFixtures.ts';

let server: TestServer | undefined;
const serverOf = () => {
  if (!server) throw new Error('not started');
  return server;
};
const { ok, call, refused, caughtUp } = httpHelpers(serverOf);
// 2026-11-22 10:00Z is factory date 2026-11-23; the schedule's first daily run at hour 24 is 2026-11-23 07:00Z.
let now = new Date('2026-11-22T10:00:00Z');
const tokens = { maint: '', user: '', grabberUser: '', wi: '' };
const person = (username: string, flags: ('REPORTS' | 'MAINTAIN_REPORTS' | 'DATA_GRABBER' | 'MAINTAIN_GRABBERS')[]) => ({
  username,
  password: DEMO_PASSWORD,
  firstName: 'Schedule',
  lastName: 'Tester',
  email: '',
  sites: ['BA' as const],
  flags,
  readAccess: 3,
  writeAccess: 3,
});

/** Moves the server's clock (the scheduler's and the tokens') and signs everyone in again. */
const at = async (iso: string) => {
  now = new Date(iso);
  const s = serverOf();
  tokens.maint = (await s.login('maint.sch', 'BA')).token;
  tokens.user = (await s.login('user.sch', 'BA')).token;
  tokens.grabberUser = (await s.login('grab.sch', 'BA')).token;
  tokens.wi = (await s.login('supervisor.wi', 'WI')).token;
};

beforeAll(async () => {
  server = await startTestServer({ clock: { now: () => now } });
  await seedUsers(server, [
    person('maint.sch', ['REPORTS', 'MAINTAIN_REPORTS', 'DATA_GRABBER', 'MAINTAIN_GRABBERS']),
    person('user.sch', ['REPORTS', 'DATA_GRABBER']),
    person('grab.sch', ['DATA_GRABBER']),
  ]);
  await at(now.toISOString());
});
afterAll(() => server?.destroy());

const sharedReport = async (name: string) => {
  const { ID } = await ok<ReportWriteResult>('POST', '/report', tokens.maint, { ...report, REPORT_NAME: name, REPORT_TYPE: 2, RCAT_ID: 1 });
  await ok('POST', '/report-parameters', tokens.maint, { REPT_ID: ID, CODE: BA1, SITE: 'BA' });
  return ID;
};
const daily = { every: 'DAY', hour: 24, weekday: null, recipients: ['ops@example.com', 'Lab@Example.com'], enabled: true };
const list = async (definitionId: number, token = tokens.maint) => {
  await caughtUp();
  return (await ok<{ items: ScheduleDto[] }>('GET', `/schedules?definitionId=${definitionId}`, token)).items;
};

describe('schedules over HTTP', () => {
  it('schedules a report, mails its workbook once per period with the period ending at the run, and lists the run', async () => {
    const id = await sharedReport('Scheduled pans');
    const created = await ok<ScheduleWriteResult>('POST', '/schedules', tokens.maint, { ...daily, definitionId: id });
    expect(created.message).toBe('Schedule Created');
    const [schedule] = await list(id);
    expect(schedule).toMatchObject({
      ID: created.ID,
      EVERY: 'DAY',
      HOUR: 24,
      RECIPIENTS: ['ops@example.com', 'lab@example.com'],
      NEXT_RUN: '2026-11-23T07:00:00.000Z',
      RUNS: [],
    });
    const mailsBefore = serverOf().outbox().length;
    expect(await serverOf().scheduler.runDue()).not.toContain(`${created.ID}/2026-11-23`);
    await at('2026-11-23T07:30:00Z');
    expect(await serverOf().scheduler.runDue()).toContain(`${created.ID}/2026-11-23`);
    const mails = serverOf()
      .outbox()
      .slice(mailsBefore)
      .filter((m) => m.subject === 'Scheduled pans: 2026-11-23');
    expect(mails.map((m) => m.to).sort()).toEqual(['lab@example.com', 'ops@example.com']);
    expect(mails[0]?.text).toContain('Content-Disposition: attachment; filename="Scheduled pans.xlsx"');
    // Never twice for the same period: another sweep (or a restarted runner) finds it claimed.
    expect(await serverOf().scheduler.runDue()).not.toContain(`${created.ID}/2026-11-23`);
    expect((await list(id))[0]?.RUNS).toEqual([expect.objectContaining({ period: '2026-11-23', status: 'SUCCEEDED', reason: null })]);
    expect((await list(id))[0]?.NEXT_RUN).toBe('2026-11-24T07:00:00.000Z');
  });

  it('does not run the schedule of an archived report (nothing is claimed, no failure recorded each period)', async () => {
    await at('2026-11-23T07:30:00Z');
    const id = await sharedReport('Soon gone');
    const { ID } = await ok<ScheduleWriteResult>('POST', '/schedules', tokens.maint, { ...daily, definitionId: id });
    expect(await list(id)).toHaveLength(1);
    await ok('DELETE', `/report/${id}`, tokens.maint);
    await caughtUp();
    await at('2026-11-24T07:30:00Z');
    expect(await serverOf().scheduler.runDue()).not.toContain(`${ID}/2026-11-24`);
    const events = await serverOf().infra.eventStore.readStream(`schedule-${ID}`);
    expect(events.map((e) => e.type)).toEqual(['ScheduleCreated']);
  });

  it('records a failed run with its reason when the workbook cannot be made', async () => {
    await at('2026-11-24T07:30:00Z');
    const id = await sharedReport('Broken output');
    const { ID } = await ok<ScheduleWriteResult>('POST', '/schedules', tokens.maint, { ...daily, definitionId: id });
    await caughtUp();
    await at('2026-11-25T07:30:00Z');
    const failing = await startScheduler({
      eventStore: serverOf().infra.eventStore,
      readModels: createCommandReadModels(serverOf().infra.readStore),
      companyDomain: 'example.com',
      clock: { now: () => now },
      mailer: { send: () => Promise.reject(new Error('no mail expected')) },
      produce: () => Promise.reject(new Error('Workbook failed: disk full')),
      intervalMs: 3_600_000,
    });
    try {
      expect(await failing.runDue()).toContain(`${ID}/2026-11-25`);
    } finally {
      await failing.stop();
    }
    const events = await serverOf().infra.eventStore.readStream(`schedule-${ID}`);
    expect(events.map((e) => e.type)).toEqual(['ScheduleCreated', 'ScheduleRunClaimed', 'ScheduleRunFailed']);
    expect(events.at(-1)?.data).toMatchObject({ periodKey: '2026-11-25', reason: 'Workbook failed: disk full' });
    expect((await list(id))[0]?.RUNS).toEqual([expect.objectContaining({ period: '2026-11-25', status: 'FAILED' })]);
  });

  it('updates and deletes a schedule', async () => {
    const id = await sharedReport('Weekly pans');
    const { ID } = await ok<ScheduleWriteResult>('POST', '/schedules', tokens.maint, { ...daily, definitionId: id });
    const weekly = { ...daily, every: 'WEEK', weekday: 1, hour: 8, enabled: false };
    expect((await ok('PUT', `/schedules/${ID}`, tokens.maint, weekly)).message).toBe('Schedule Updated');
    expect((await list(id))[0]).toMatchObject({ EVERY: 'WEEK', WEEKDAY: 1, HOUR: 8, ENABLED: false, NEXT_RUN: null });
    expect((await ok('DELETE', `/schedules/${ID}`, tokens.maint)).message).toBe('Schedule Deleted');
    expect(await list(id)).toEqual([]);
    await refused('PUT', `/schedules/${ID}`, tokens.maint, weekly, 404);
  });

  it('refuses bad cadences and recipients, writing nothing', async () => {
    const id = await sharedReport('Bad bodies');
    const post = (body: object) => refused('POST', '/schedules', tokens.maint, { ...daily, definitionId: id, ...body }, 400);
    await post({ hour: 25 });
    await post({ hour: 0 });
    await post({ every: 'WEEK', weekday: null });
    await post({ every: 'DAY', weekday: 3 });
    await post({ every: 'WEEK', weekday: 7 });
    await post({ recipients: ['not-an-address'] });
    await post({ recipients: [] });
    await post({ recipients: Array.from({ length: 21 }, (_, i) => `p${i}@example.com`) });
    const response = await call('POST', '/schedules', tokens.maint, { ...daily, definitionId: id, recipients: ['x@'] });
    expect(response.body).toContain('Invalid e-mail address: x@');
  });

  it('refuses who may not change the definition (flag, another’s personal one, another site), writing nothing', async () => {
    const shared = await sharedReport('Not yours');
    await refused('POST', '/schedules', tokens.user, { ...daily, definitionId: shared }, 403);
    await refused('POST', '/schedules', tokens.wi, { ...daily, definitionId: shared }, 403);
    await refused('POST', '/schedules', tokens.maint, { ...daily, definitionId: 999_999 }, 404);
    const grabber = (await ok<ReportWriteResult>('POST', '/grabber', tokens.user, { name: 'Mine alone' })).ID;
    await refused('POST', '/schedules', tokens.grabberUser, { ...daily, definitionId: grabber }, 403);
    const { ID } = await ok<ScheduleWriteResult>('POST', '/schedules', tokens.user, { ...daily, definitionId: grabber });
    await refused('PUT', `/schedules/${ID}`, tokens.grabberUser, daily, 403);
    await refused('DELETE', `/schedules/${ID}`, tokens.grabberUser, undefined, 403);
    await refused('DELETE', `/schedules/${ID}`, tokens.wi, undefined, 404);
    await caughtUp();
    expect((await call('GET', `/schedules?definitionId=${grabber}`, tokens.grabberUser)).status).toBe(403);
    expect((await call('GET', `/schedules?definitionId=${shared}`, tokens.wi)).status).toBe(403);
  });
});
