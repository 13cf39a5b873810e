import { randomUUID } from 'node:crypto';
import {
  valuesStream,
  type CompletenessDto,
  type DueAlertDto,
  type DueBoardDto,
  type OperationDto,
  type ScreenWriteResult,
} from '@ftr/contracts';
import { testMetadata } from '@ftr/infra/testing/metadata.ts';
import { startTestServer, type TestServer } from '../testing/embedded.ts';
import { listCodeParts } from '../testing/lookupFixtures.ts';
import { changeRecord } from '../testing/values.ts';

// 10:00 UTC on 22 Nov 2026 is the end of hour 3 of factory date 2026-11-23 (GMT; the day began 07:00 on the 22nd).
const T0 = new Date('2026-11-22T10:00:00Z');
const TODAY = '2026-11-23';
let now = T0;

let server: TestServer;
let supervisor: string;
let operator: string;
let screenId: number;
let operation: string;
const [A, B, C] = ['DU-AA-V-1H', 'DU-BB-V-1H', 'DU-CC-V-1H'];

const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, token: string, body?: unknown) =>
  server.request({ method, url: `/api${url}`, token, ...(body === undefined ? {} : { body }) });
const ok = async <T>(method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, token: string, body?: unknown): Promise<T> => {
  const response = await call(method, url, token, body);
  if (response.status !== 200) throw new Error(`${method} ${url}: ${response.status} ${response.body}`);
  return response.json<T>();
};
const refused = async (method: 'GET' | 'PUT' | 'DELETE', url: string, token: string, status: number, body?: unknown) => {
  const before = await server.infra.eventStore.headPosition();
  const response = await call(method, url, token, body);
  expect(response.status).toBe(status);
  expect(await server.infra.eventStore.headPosition()).toBe(before);
  return response.body;
};
const myScreen = async () => {
  await server.settle();
  const board = await ok<DueBoardDto>('GET', '/due-entries', supervisor);
  return { board, row: board.SCREENS.find((s) => s.ID === screenId) };
};
const missing = async () => ((await myScreen()).row?.CELLS ?? []).map((c) => `${c.CODE}|${c.HOUR}`).sort();
const enter = async (cells: [string, number][]) => {
  await ok('POST', '/data', supervisor, {
    submissionId: randomUUID(),
    data: cells.map(([code, hour]) => changeRecord(operation, code, TODAY, hour, 1)),
  });
};

beforeAll(async () => {
  server = await startTestServer({ clock: { now: () => now } });
  supervisor = (await server.login('supervisor.ba', 'BA')).token;
  operator = (await server.login('operator.ba', 'BA')).token;
  await listCodeParts(server, [A, B, C]);
  for (const CODE of [A, B, C])
    await ok('POST', '/parameter', supervisor, { CODE, HEADING1: CODE, PCAT_CODE: 'E2E', DISPLAY_PRECISION: 1 });
  ({ ID: screenId } = await ok<ScreenWriteResult>('POST', '/data-screen', supervisor, {
    DESCRIPTION: 'Due board test',
    SCREEN_TYPE: 'HLY',
    ACCESS_LEVEL: 1,
    AREA: 'A',
  }));
  for (const code of [A, B]) await ok('POST', `/data-screen-member/${screenId}/${code}`, supervisor);
  const active = await ok<OperationDto[]>('GET', '/operations/active', supervisor);
  operation = active[0]?.OPTN_CODE ?? '';
});
afterAll(() => server.destroy());

/** Moves the clock (sessions idle longer than their limit end, so the test users sign in again). */
const setNow = async (iso: string) => {
  now = new Date(iso);
  supervisor = (await server.login('supervisor.ba', 'BA')).token;
  operator = (await server.login('operator.ba', 'BA')).token;
};

describe('the due board', () => {
  it('lists nothing for a screen whose members joined after the last hour that fell due', async () => {
    await setNow('2026-11-22T10:19:00Z');
    expect((await myScreen()).row).toBeUndefined();
  });

  it('shows the hours due since the members joined; entered and captured values clear their cells', async () => {
    await setNow('2026-11-22T13:30:00Z'); // hours 3..6 are past their grace time
    expect(await missing()).toEqual([
      'DU-AA-V-1H|3',
      'DU-AA-V-1H|4',
      'DU-AA-V-1H|5',
      'DU-AA-V-1H|6',
      'DU-BB-V-1H|3',
      'DU-BB-V-1H|4',
      'DU-BB-V-1H|5',
      'DU-BB-V-1H|6',
    ]);
    await enter([
      [A, 3],
      [A, 4],
      [A, 5],
      [A, 6],
      [B, 3],
    ]);
    expect(await missing()).toEqual(['DU-BB-V-1H|4', 'DU-BB-V-1H|5', 'DU-BB-V-1H|6']);
    // A reading captured from a process tag counts as entered.
    const changes = [{ code: B, date: TODAY, hour: 4, kind: 'Insert' as const, value: 2, previous: null }];
    await server.infra.eventStore.append(
      valuesStream('BA', TODAY),
      [
        {
          type: 'ParameterValuesSubmitted',
          data: { site: 'BA', operation, submissionId: randomUUID(), source: 'PROCESS_TAG', changes },
          metadata: testMetadata(),
        },
      ],
      'any',
    );
    const { board, row } = await myScreen();
    expect(row).toMatchObject({ DESCRIPTION: 'Due board test', SCREEN_TYPE: 'HLY', GRACE_MINUTES: 20, MISSING_NOW: 2, MISSING_WEEK: 2 });
    expect(board).toMatchObject({ SITE: 'BA', TODAY, FROM: '2026-11-17' });
    expect(board.TOTAL_NOW).toBeGreaterThanOrEqual(2);
  });

  it('a member added mid-day is due from the first hour that ends after it joined', async () => {
    await ok('POST', `/data-screen-member/${screenId}/${C}`, supervisor); // at 13:30
    expect(await missing()).toEqual(['DU-BB-V-1H|5', 'DU-BB-V-1H|6']);
    await setNow('2026-11-22T14:20:00Z');
    expect(await missing()).toEqual(['DU-AA-V-1H|7', 'DU-BB-V-1H|5', 'DU-BB-V-1H|6', 'DU-BB-V-1H|7', 'DU-CC-V-1H|7']);
  });

  it('a screen grace time set by a maintainer moves when its hours fall due', async () => {
    expect((await ok<{ message: string }>('PUT', `/due-entries/grace/${screenId}`, supervisor, { minutes: 30 })).message).toBe(
      'Grace time set to 30 minutes',
    );
    expect(await missing()).toEqual(['DU-BB-V-1H|5', 'DU-BB-V-1H|6']);
    expect((await myScreen()).row?.GRACE_MINUTES).toBe(30);
  });

  it('weekly completeness: percent of due cells entered on time', async () => {
    await server.settle();
    const week = await ok<CompletenessDto>('GET', `/due-entries/completeness?date=${TODAY}`, supervisor);
    expect(week).toMatchObject({ SITE: 'BA', FROM: '2026-11-23', TO: '2026-11-29' });
    // At 14:20 with 30 minutes' grace: A 3..6 and B 3..6 due (8). Entered at 13:30: A 3..5 and B 3 late, A 6 just in
    // time (due 13:30); B 4 captured from a tag (in time).
    expect(week.SCREENS.find((s) => s.ID === screenId)).toMatchObject({ DUE: 8, ON_TIME: 2, PERCENT: 25 });
    // The data grabber asks for its own dates.
    const range = await ok<CompletenessDto>('GET', `/due-entries/completeness?from=2026-11-20&to=${TODAY}`, supervisor);
    expect(range).toMatchObject({ FROM: '2026-11-20', TO: TODAY });
    expect(range.SCREENS.find((s) => s.ID === screenId)).toMatchObject({ DUE: 8, ON_TIME: 2 });
  });

  it('completeness refuses a half or reversed range, or one longer than 62 days', async () => {
    await refused('GET', '/due-entries/completeness?from=2026-11-20', supervisor, 400);
    await refused('GET', '/due-entries/completeness?from=2026-11-23&to=2026-11-20', supervisor, 400);
    await refused('GET', '/due-entries/completeness?from=2026-01-01&to=2026-11-20', supervisor, 400);
  });
});

describe('escalation of overdue entries', () => {
  const mine = () => server.outbox().filter((m) => m.subject === 'FTR: Entries overdue: Due board test');

  it('mails and notifies each subscriber once per screen and hour, across repeated sweeps', async () => {
    await ok('PUT', '/due-entries/alerts/BA', supervisor, { delayMinutes: 30, email: true, push: true });
    await server.settle();
    // 14:20, 30 minutes' grace: B 5 (due 12:30) and B 6 (due 13:30) are missing; with a 30-minute delay both are overdue.
    const first = await server.dueEscalation.runDue();
    expect(first.filter((line) => line.startsWith(`${screenId}/`)).sort()).toEqual([
      `${screenId}/${TODAY}/5: supervisor.ba`,
      `${screenId}/${TODAY}/6: supervisor.ba`,
    ]);
    expect(mine()).toHaveLength(2);
    expect(mine()[0]?.text).toContain('is still missing a value for hour 5 of factory day 2026-11-23');
    expect(mine()[0]?.text).toContain('DU-BB-V-1H');

    // The next sweep, and one after the clock moved on, tell nobody again about those hours.
    expect((await server.dueEscalation.runDue()).filter((line) => line.startsWith(`${screenId}/`))).toEqual([]);
    await setNow('2026-11-22T14:25:00Z');
    expect((await server.dueEscalation.runDue()).filter((line) => line.startsWith(`${screenId}/`))).toEqual([]);
    expect(mine()).toHaveLength(2);
    const events = await server.infra.eventStore.readStream(`dueEscalation-${screenId}_${TODAY}_5`);
    expect(events.map((e) => e.type)).toEqual(['DueEntryEscalated']);

    await server.settle();
    const inbox = await ok<{ HEADING: string }[]>('GET', '/notifications', supervisor);
    expect(inbox.filter((n) => n.HEADING === 'Entries overdue: Due board test')).toHaveLength(2);
  });

  it('an hour filled before its delay passes is not escalated', async () => {
    await enter([[A, 7]]);
    await setNow('2026-11-22T15:05:00Z'); // A 7, B 7 and C 7 due at 14:30, overdue at 15:00; A 7 was entered
    const told = (await server.dueEscalation.runDue()).filter((line) => line.startsWith(`${screenId}/`));
    expect(told).toEqual([`${screenId}/${TODAY}/7: supervisor.ba`]);
    expect(mine().at(-1)?.text).toContain('missing 2 values for hour 7');
    expect(mine().at(-1)?.text).not.toContain('DU-AA-V-1H');
  });
});

describe('refusals', () => {
  it('a site the account does not hold, or no data-entry permission: 403', async () => {
    await refused('GET', '/due-entries?site=WI', supervisor, 403);
    await refused('GET', '/due-entries/completeness?site=WI', supervisor, 403);
    const historian = (await server.login('historian.ba', 'BA')).token;
    await refused('GET', '/due-entries', historian, 403);
  });

  it('grace time: only maintainers, only their sites, only whole minutes in range, only existing screens', async () => {
    await refused('PUT', `/due-entries/grace/${screenId}`, operator, 403, { minutes: 10 });
    const wi = (await server.login('supervisor.wi', 'WI')).token;
    expect(await refused('PUT', `/due-entries/grace/${screenId}`, wi, 403, { minutes: 10 })).toBe('You can only work on your own site');
    await refused('PUT', `/due-entries/grace/${screenId}`, supervisor, 400, { minutes: -1 });
    await refused('PUT', `/due-entries/grace/${screenId}`, supervisor, 400, { minutes: 2.5 });
    await refused('PUT', `/due-entries/grace/${screenId}`, supervisor, 400, { minutes: 24 * 60 + 1 });
    await refused('PUT', `/due-entries/grace/${screenId}`, supervisor, 400, {});
    expect(await refused('PUT', '/due-entries/grace/999999', supervisor, 404, { minutes: 10 })).toBe('Screen 999999 not found');
    const auditor = (await server.login('auditor.co', 'BA')).token;
    await refused('PUT', `/due-entries/grace/${screenId}`, auditor, 403, { minutes: 10 });
  });

  it('"entries overdue" subscriptions: only at sites the account holds; ending one that is not there is 404', async () => {
    await refused('PUT', '/due-entries/alerts/WI', supervisor, 403, { delayMinutes: 30 });
    await refused('PUT', '/due-entries/alerts/BA', supervisor, 400, { delayMinutes: -5 });
    await refused('DELETE', '/due-entries/alerts/BA', operator, 404);
    await ok('PUT', '/due-entries/alerts/BA', operator, { delayMinutes: 30, email: true });
    await server.settle();
    expect(await ok<DueAlertDto[]>('GET', '/due-entries/alerts', operator)).toEqual([
      { SITE: 'BA', DELAY_MINUTES: 30, EMAIL: true, PUSH: true },
    ]);
    await ok('DELETE', '/due-entries/alerts/BA', operator);
    await server.settle();
    expect(await ok<DueAlertDto[]>('GET', '/due-entries/alerts', operator)).toEqual([]);
  });
});
