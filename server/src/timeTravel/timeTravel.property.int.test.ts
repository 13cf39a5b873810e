import { randomUUID } from 'node:crypto';
import fc from 'fast-check';
import {
  valuesStream,
  type AuditTrailPage,
  type ChangeRecordInput,
  type DataPoint,
  type DataRow,
  type ScreenWriteResult,
  type StoredEvent,
  type ValueChange,
} from '@ftr/contracts';
import { startTestServer, type TestServer } from '../testing/embedded.ts';
import { httpHelpers } from '../testing/http.ts';
import { listCodeParts } from '../testing/lookupFixtures.ts';

// For random sequences of submissions, corrections and deletions by several users, the
// value "as of t" (grid rows and data points) always equals the value folded from the events up to t, and
// the audit trail lists exactly the value events in order. The clock moves 0-2 s per submission (0: ties).
const START = new Date('2026-11-25T09:00:00Z'); // factory date 2026-11-26 (a Thursday), hour 2
const DATES = ['2026-11-25', '2026-11-26'] as const;
const OP = 'BC2026';
const USERS = ['supervisor.ba', 'operator.ba', 'admin'] as const;
const HOURS = 4;

let now = START.getTime();
let server: TestServer;
const { ok, caughtUp } = httpHelpers(() => server);
const tokens: Record<string, string> = {};
let run = 0;

beforeAll(async () => {
  server = await startTestServer({ clock: { now: () => new Date(now) }, demoDays: 0 });
  for (const user of USERS) tokens[user] = (await server.login(user, 'BA')).token;
});
afterAll(() => server.destroy());

interface Step {
  user: number;
  date: number;
  hour: number;
  /** null: delete (or skip when the cell is empty). */
  value: number | null;
  advanceMs: number;
}
const step = fc.record({
  user: fc.nat({ max: USERS.length - 1 }),
  date: fc.nat({ max: DATES.length - 1 }),
  hour: fc.integer({ min: 1, max: HOURS }),
  value: fc.option(
    fc.integer({ min: 0, max: 999 }).map((n) => n / 10),
    { freq: 4 },
  ),
  advanceMs: fc.constantFrom(0, 1_000, 2_000),
});

/** A change the test made, as the trail must list it. */
interface Made {
  at: number;
  user: string;
  date: string;
  hour: number;
  previous: number | null;
  value: number | null;
}

/** The independent fold: the code's cells from the ParameterValues events of its week written at or before t. */
const foldUpTo = (events: readonly StoredEvent[], code: string, t: number): Map<string, number> => {
  const cells = new Map<string, number>();
  for (const event of events) {
    if (Date.parse(event.metadata.timestamp) > t) continue;
    if (event.type !== 'ParameterValuesSubmitted' && event.type !== 'ParameterValuesRecalculated') continue;
    for (const change of (event.data as { changes: ValueChange[] }).changes) {
      if (change.code !== code) continue;
      if (change.value === null) cells.delete(`${change.date}|${change.hour}`);
      else cells.set(`${change.date}|${change.hour}`, change.value);
    }
  }
  return cells;
};

const asOfQuery = (t: number) => `?asOf=${encodeURIComponent(new Date(t).toISOString())}`;

const setUp = async (code: string) => {
  const supervisor = tokens['supervisor.ba'] ?? '';
  await listCodeParts(server, [code]);
  await ok('POST', '/parameter', supervisor, { CODE: code, HEADING1: code, PCAT_CODE: 'JUICE' });
  const { ID } = await ok<ScreenWriteResult>('POST', '/data-screen', supervisor, {
    DESCRIPTION: `Property ${code}`,
    SCREEN_TYPE: 'HLY',
    ACCESS_LEVEL: 1,
    AREA: 'A',
  });
  await ok('POST', `/data-screen-member/${ID}/${code}`, supervisor);
  return ID;
};

/** Submits the steps one by one (each a real POST /data), keeping the cells as the test believes them. */
const play = async (code: string, steps: readonly Step[]): Promise<Made[]> => {
  const cells = new Map<string, number>();
  const made: Made[] = [];
  for (const s of steps) {
    const date = DATES[s.date] ?? DATES[0];
    const key = `${date}|${s.hour}`;
    const previous = cells.get(key) ?? null;
    if (s.value === null && previous === null) continue;
    if (s.value === previous) continue;
    now += s.advanceMs;
    const user = USERS[s.user] ?? USERS[0];
    const record: ChangeRecordInput = {
      TYPE: previous === null ? 'Insert' : s.value === null ? 'Delete' : 'Update',
      CODE: code,
      FTR_DATE: date,
      FTR_HOUR: s.hour,
      OPERATION: OP,
      AUDIT: false,
      VALUE: s.value,
      ORIGINAL_VALUE: previous,
      VALID: true,
      ...(previous === null ? {} : { REASON: 'Transcription error' }),
    };
    await caughtUp();
    await ok('POST', '/data', tokens[user], { submissionId: randomUUID(), data: [record] });
    if (s.value === null) cells.delete(key);
    else cells.set(key, s.value);
    made.push({ at: now, user, date, hour: s.hour, previous, value: s.value });
  }
  return made;
};

it('as of t equals the fold of the events up to t, and the trail lists exactly the changes in order', async () => {
  await fc.assert(
    fc.asyncProperty(
      fc.array(step, { minLength: 1, maxLength: 12 }),
      fc.array(fc.tuple(fc.nat(), fc.constantFrom(-1_000, 0, 500)), { minLength: 1, maxLength: 3 }),
      async (steps, probes) => {
        run += 1;
        const code = `ZT-PROP${run}-V-1H`;
        now += 60_000;
        const screen = await setUp(code);
        const made = await play(code, steps);
        now += 1_000;
        await caughtUp();
        const events = await server.infra.eventStore.readStream(valuesStream('BA', DATES[0]));
        const instants = probes.map(([i, delta]) => (made.length === 0 ? now : (made[i % made.length]?.at ?? now) + delta));
        for (const t of [...instants, now]) {
          const expected = foldUpTo(events, code, t);
          // the test's own record agrees with the log
          const believed = new Map<string, number>();
          for (const m of made.filter((x) => x.at <= t)) {
            if (m.value === null) believed.delete(`${m.date}|${m.hour}`);
            else believed.set(`${m.date}|${m.hour}`, m.value);
          }
          expect(expected).toEqual(believed);
          for (const date of DATES) {
            const rows = await ok<DataRow[]>(
              'GET',
              `/data-screen/hourly-data-ds/${OP}/${screen}/${date}/END${asOfQuery(t)}`,
              tokens['operator.ba'],
            );
            const shown = new Map(
              rows.filter((r) => r[code] !== null && r[code] !== undefined).map((r) => [`${date}|${r.FTR_HOUR}`, r[code]]),
            );
            expect(shown).toEqual(new Map([...expected].filter(([k]) => k.startsWith(date))));
          }
          const points = await ok<DataPoint[]>('GET', `/data/BA/${code}/${DATES[0]}/${DATES[1]}${asOfQuery(t)}`, tokens['operator.ba']);
          expect(new Map(points.map((p) => [`${p.PARAM_DATE}|${p.FTR_HOUR}`, p.PARAM_VALUE]))).toEqual(expected);
        }
        const trail = await ok<AuditTrailPage>(
          'GET',
          `/audit-trail/BA/${code}?from=${DATES[0]}&to=${DATES[1]}&pageSize=500`,
          tokens['supervisor.ba'],
        );
        expect(trail.total).toBe(made.length);
        expect(
          trail.rows.map((r) => ({ at: Date.parse(r.at), user: r.user, date: r.date, hour: r.hour, previous: r.previous, value: r.value })),
        ).toEqual(made);
      },
    ),
    { numRuns: 25 },
  );
}, 300_000);
