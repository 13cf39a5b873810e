import { randomUUID } from 'node:crypto';
import {
  SPC_MESSAGES,
  PARAMETER_MESSAGES,
  spcStream,
  valuesStream,
  type AuditTrailPage,
  type NotificationDto,
  type ParameterDto,
  type ParameterHistoryDto,
  type SpcCellBreak,
  type SpcChartDto,
  type SubmitDataResult,
} from '@ftr/contracts';
import { spcMonitor } from '@ftr/command-service/spc/monitor.ts';
import { spcNotifier } from '@ftr/command-service/spc/notifier.ts';
import { createCommandReadModels } from '@ftr/projector/commandPort.ts';
import { testMetadata } from '@ftr/infra/testing/metadata.ts';
import { DEMO_PASSWORD, startTestServer, type TestServer } from '../testing/embedded.ts';
import { httpHelpers, seedUsers } from '../testing/http.ts';
import { listCodeParts } from '../testing/lookupFixtures.ts';
import { changeRecord } from '../testing/values.ts';

// 10:30 UTC on 25 Nov 2026 is factory date 2026-11-26, hour 4; BC2026 is the demo's active campaign at BA.
const NOW = new Date('2026-11-25T10:30:00Z');
const TODAY = '2026-11-26';
const YESTERDAY = '2026-11-25';
const OP = 'BC2026';
const PH = 'ZS-PH-V-1H';

let server: TestServer;
const { ok, read, refused, caughtUp } = httpHelpers(() => server);
const t = { supervisor: '', operator: '', readOnly: '', manager: '' };

/** Yesterday's 24 hours alternate 9.0 and 9.2: centre 9.1, sigma 0.2 / 1.128. */
const appendBaseline = async () => {
  const changes = Array.from({ length: 24 }, (_, h) => ({
    code: PH,
    date: YESTERDAY,
    hour: h + 1,
    kind: 'Insert' as const,
    value: h % 2 === 0 ? 9 : 9.2,
    previous: null,
  }));
  const data = { site: 'BA' as const, operation: OP, submissionId: randomUUID(), changes };
  await server.infra.eventStore.append(
    valuesStream('BA', YESTERDAY),
    [{ type: 'ParameterValuesSubmitted', data, metadata: testMetadata() }],
    'any',
  );
};

beforeAll(async () => {
  server = await startTestServer({ now: NOW });
  await listCodeParts(server, [PH]);
  await seedUsers(server, [
    {
      username: 'reader.ba',
      password: DEMO_PASSWORD,
      firstName: 'Rea',
      lastName: 'Der',
      email: 'reader.ba@example.com',
      sites: ['BA'],
      flags: ['PARAMETERS'],
      readAccess: 1,
      writeAccess: 0,
    },
  ]);
  t.supervisor = (await server.login('supervisor.ba', 'BA')).token;
  t.operator = (await server.login('operator.ba', 'BA')).token;
  t.readOnly = (await server.login('reader.ba', 'BA')).token;
  t.manager = (await server.login('manager.co', 'BA')).token;
  await ok('POST', '/parameter', t.supervisor, { CODE: PH, HEADING1: 'Thin juice pH', PCAT_CODE: 'JUICE', DISPLAY_PRECISION: 2 });
  const { ID: entry } = await ok<{ ID: number }>('POST', '/data-screen', t.supervisor, {
    DESCRIPTION: 'pH entry',
    SCREEN_TYPE: 'HLY',
    ACCESS_LEVEL: 1,
    AREA: 'A',
  });
  await ok('POST', `/data-screen-member/${entry}/${PH}`, t.supervisor);
  await appendBaseline();
  await ok('POST', '/parameter-subscribe', t.manager, { code: PH, site: 'BA', type: 4, email: true, push: true });
  await caughtUp();
});
afterAll(() => server.destroy());

const chart = (site = 'BA', code = PH) => read<SpcChartDto>(`/parameter/${site}/${code}/spc`, t.supervisor);
const spcEvents = async () => server.infra.eventStore.readStream(spcStream('BA', PH));
/** Submits as the supervisor and waits until the monitor and then the read side have handled it. */
const submit = async (...data: ReturnType<typeof changeRecord>[]) => {
  const result = await ok<SubmitDataResult>('POST', '/data', t.supervisor, { submissionId: randomUUID(), data });
  expect(await server.spcMonitor.waitFor(BigInt(result.position), 10_000)).toBe(true);
  const head = (await server.infra.eventStore.headPosition()) ?? 0n;
  expect(await server.spcNotifier.waitFor(head, 10_000)).toBe(true);
  await caughtUp();
  return result;
};

describe('SPC limits and rules: refusals write nothing', () => {
  it('refuses a user without the PARAMETERS flag, and one with write access 0', async () => {
    await refused('POST', `/parameter/${PH}/spc/baseline`, t.operator, {}, 403);
    await refused('POST', `/parameter/${PH}/spc/baseline`, t.readOnly, {}, 403);
    await refused('PUT', `/parameter/${PH}/spc/rules`, t.readOnly, { rules: [1] }, 403);
  });

  it('refuses bad input: an unknown rule, a rule twice, a period ending before it starts', async () => {
    await refused('PUT', `/parameter/${PH}/spc/rules`, t.supervisor, { rules: [9] }, 400);
    await refused('PUT', `/parameter/${PH}/spc/rules`, t.supervisor, { rules: [1, 1] }, 400);
    await refused('POST', `/parameter/${PH}/spc/baseline`, t.supervisor, { from: TODAY, to: YESTERDAY }, 400, SPC_MESSAGES.periodOrder);
  });

  it('refuses an unknown parameter (404), one that is not measured, and a baseline without enough values', async () => {
    await refused('POST', '/parameter/NO-SUCH-CODE/spc/baseline', t.supervisor, {}, 404, PARAMETER_MESSAGES.notFound('NO-SUCH-CODE'));
    const calculated = (await read<ParameterDto[]>('/parameters?site=BA', t.supervisor)).find((p) => p.PTYP_CODE !== 'REA');
    expect(calculated).toBeDefined();
    const code = calculated?.CODE ?? '';
    await refused('PUT', `/parameter/${code}/spc/rules`, t.supervisor, { rules: [1] }, 400, SPC_MESSAGES.notMeasured(code));
    await refused('POST', `/parameter/${PH}/spc/baseline`, t.supervisor, { from: TODAY, to: TODAY }, 400, SPC_MESSAGES.tooFewValues(0));
  });

  it('the chart of a site the user does not hold is refused', async () => {
    const response = await server.request({ method: 'GET', url: `/api/parameter/WI/${PH}/spc`, token: t.supervisor });
    expect(response.status).toBe(403);
  });
});

describe('SPC end to end', () => {
  it('a parameter without limits charts its values with no limits and the default rules', async () => {
    const before = await chart();
    expect(before).toMatchObject({ limits: null, rules: [1, 2, 3, 4] });
    expect(before.points).toHaveLength(24);
  });

  it('recomputes the limits from the baseline (default period: the last 28 days), versioned with the reason', async () => {
    const result = await ok('POST', `/parameter/${PH}/spc/baseline`, t.supervisor, { REASON: 'Campaign start' });
    expect(result.message).toBe(SPC_MESSAGES.baselineSet(PH));
    await caughtUp();
    const { limits } = await chart();
    expect(limits).toMatchObject({ from: '2026-10-30', to: TODAY, count: 24, by: 'supervisor.ba' });
    expect(limits?.centre).toBeCloseTo(9.1);
    expect(limits?.sigma).toBeCloseTo(0.2 / 1.128);
    const [event] = await spcEvents();
    expect(event).toMatchObject({ type: 'SpcBaselineSet', data: { reason: 'Campaign start', previous: null } });
    const [latest] = (await read<ParameterHistoryDto>(`/parameter/${PH}/history`, t.supervisor)).entries;
    expect(latest).toMatchObject({ source: 'spc', change: 'SpcBaselineSet', by: 'supervisor.ba', reason: 'Campaign start' });
    expect(latest?.changes.map((c) => [c.field, c.from])).toEqual([
      ['SPC centre line', null],
      ['SPC sigma', null],
      ['SPC baseline', null],
    ]);
  });

  it('switches rules per parameter; the same choice again writes nothing', async () => {
    await ok('PUT', `/parameter/${PH}/spc/rules`, t.supervisor, { rules: [1, 2, 3, 4, 5] });
    await refused('PUT', `/parameter/${PH}/spc/rules`, t.supervisor, { rules: [5, 4, 3, 2, 1] }, 200);
    await caughtUp();
    expect((await chart()).rules).toEqual([1, 2, 3, 4, 5]);
  });

  it('a value beyond 3 sigma is recorded once as a break of rule 1, marked on the chart and notified once', async () => {
    const mails = server.outbox().length;
    const { position } = await submit(changeRecord(OP, PH, TODAY, 1, 12));
    const breaks = (await spcEvents()).filter((e) => e.type === 'SpcRuleBroken');
    expect(breaks).toHaveLength(1);
    expect(breaks[0]).toMatchObject({
      data: { rule: 1, date: TODAY, hour: 1, value: 12, points: [{ date: TODAY, hour: 1, value: 12 }] },
      metadata: { userId: 'system' },
    });
    const point = (await chart()).points.find((p) => p.date === TODAY && p.hour === 1);
    expect(point).toEqual({ date: TODAY, hour: 1, value: 12, rules: [1] });
    // The break is in the parameter's audit trail, after the value that completed it.
    const trail = await read<AuditTrailPage>(`/audit-trail/BA/${PH}?from=${TODAY}&to=${TODAY}`, t.supervisor);
    expect(trail.total).toBe(2);
    expect(trail.rows.map((r) => [r.kind, r.source, r.user, r.value])).toEqual([
      ['Insert', 'DATAENTRY', 'supervisor.ba', 12],
      ['RULE_BROKEN', 'SPC', 'system', 12],
    ]);
    expect(trail.rows[1]?.reason).toMatch(/^Rule 1: One point beyond 3σ; points 2026-11-26 h1 12; centre 9\.1/);

    // A second delivery of the same value event (a restart before the checkpoint moved) appends nothing.
    const [valueEvent] = (await server.infra.eventStore.readAll(BigInt(position) - 1n, 1)).filter(
      (e) => e.type === 'ParameterValuesSubmitted',
    );
    expect(valueEvent).toBeDefined();
    const monitor = spcMonitor({
      eventStore: server.infra.eventStore,
      readModels: createCommandReadModels(server.infra.readStore),
      clock: { now: () => NOW },
    });
    if (valueEvent) await monitor.react(valueEvent);
    expect((await spcEvents()).filter((e) => e.type === 'SpcRuleBroken')).toHaveLength(1);

    // The type-4 subscriber is told in-app and by mail, once, with the rule and the points.
    const inbox = await read<NotificationDto[]>('/notifications', t.manager);
    expect(inbox.map((n) => [n.HEADING, n.MESSAGE, n.LINK])).toEqual([
      [
        `${PH} at Bardney: SPC rule 1 broken`,
        `Thin juice pH on ${TODAY} hour 1: rule 1 (One point beyond 3σ); points ${TODAY} h1 12`,
        `/parameter/BA/${PH}`,
      ],
    ]);
    const sent = server.outbox().slice(mails);
    expect(sent.map((m) => [m.to, m.subject])).toEqual([['manager.co@example.com', `FTR: ${PH} at Bardney: SPC rule 1 broken`]]);
    const notifier = spcNotifier({
      eventStore: server.infra.eventStore,
      readStore: server.infra.readStore,
      readModels: createCommandReadModels(server.infra.readStore),
      mailer: { send: () => Promise.reject(new Error('a second delivery sends no mail')) },
      publicUrl: 'http://localhost:8080',
      clock: { now: () => NOW },
    });
    if (breaks[0]) await notifier.react(breaks[0]);
    await caughtUp();
    expect(await read<NotificationDto[]>('/notifications', t.manager)).toHaveLength(1);
  });

  it('six rising values break rule 5 at the sixth; a value inside the limits breaks nothing', async () => {
    await submit(changeRecord(OP, PH, TODAY, 1, 8.95, 12));
    const rising = [9.0, 9.05, 9.1, 9.15, 9.2];
    await submit(...rising.map((v, i) => changeRecord(OP, PH, TODAY, i + 2, v)));
    const points = (await chart()).points.filter((p) => p.date === TODAY);
    expect(points.map((p) => p.rules)).toEqual([[], [], [], [], [], [5]]);
  });

  it('lists the cells that completed a break for the grid and the wallboard (the value each broke it with)', async () => {
    const cells = await read<SpcCellBreak[]>(`/spc/breaks/BA?from=${TODAY}&to=${TODAY}`, t.operator);
    expect(cells.filter((c) => c.code === PH).sort((a, b) => a.hour - b.hour)).toEqual([
      { code: PH, date: TODAY, hour: 1, value: 12, rules: [1] },
      { code: PH, date: TODAY, hour: 6, value: 9.2, rules: [5] },
    ]);
    expect((await server.request({ method: 'GET', url: `/api/spc/breaks/WI?from=${TODAY}&to=${TODAY}`, token: t.operator })).status).toBe(
      403,
    );
    const tooLong = await server.request({ method: 'GET', url: `/api/spc/breaks/BA?from=2026-01-01&to=${TODAY}`, token: t.operator });
    expect(tooLong.status).toBe(400);
  });
});
