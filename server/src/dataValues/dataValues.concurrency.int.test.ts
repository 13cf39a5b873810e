// Concurrent data entry over real HTTP: writers of different cells of one site never
// refuse each other; writers racing for the same cell still give exactly one winner.
import { randomUUID } from 'node:crypto';
import {
  AUTH_HEADER,
  cellName,
  ccfStream,
  ChangeRecord,
  DATA_MESSAGES,
  valuesStream,
  type ChangeRecordInput,
  type DataRow,
  type ScreenWriteResult,
} from '@ftr/contracts';
import type { CommandDeps } from '@ftr/command-service/deps.ts';
import { pairCcfId } from '@ftr/command-service/ccf/pairId.ts';
import { dataValueDeps } from '@ftr/command-service/dataValues/handlers.ts';
import { createCommandReadModels } from '@ftr/projector/commandPort.ts';
import { submitWithMetadata } from '@ftr/command-service/dataValues/submit.ts';
import { systemMetadata } from '@ftr/command-service/shared/metadata.ts';
import type { CatalogueEventStore } from '@ftr/infra/eventstore/catalogue.ts';
import { WrongExpectedRevisionError } from '@ftr/infra/eventstore/port.ts';
import { AppError } from '@ftr/infra/http/errors.ts';
import { startTestServer, type TestServer } from '../testing/embedded.ts';
import { createTestCcfSettings } from '../testing/ccfSettingsFixtures.ts';
import { httpHelpers } from '../testing/http.ts';
import { changeRecord } from '../testing/values.ts';
import { listCodeParts } from '../testing/lookupFixtures.ts';

// 10:30 UTC on 25 Nov 2026 is factory date 2026-11-26, hour 4.
const NOW = new Date('2026-11-25T10:30:00Z');
const TODAY = '2026-11-26';
const YESTERDAY = '2026-11-25';
const DAY_BEFORE = '2026-11-24';
/** Monday: the same factory week (one values stream) and still open for entry (3 days back). */
const MONDAY = '2026-11-23';
const OP = 'BC2026';
const CODES = ['ZT-CONC-A-1H', 'ZT-CONC-B-1H'];
/** A CCF parameter: trigger band 4..8, absolute 2..10 (createTestCcfSettings). */
const CCF_CODE = 'ZT-CONC-C-1H';
const WRITERS = 20;

let server: TestServer;
const { ok, caughtUp } = httpHelpers(() => server);
const tokens: string[] = [];
let screen = 0;

beforeAll(async () => {
  server = await startTestServer({ now: NOW, demoDays: 0 });
  await listCodeParts(server, ['ZT-CONC-A-1H', 'ZT-CONC-B-1H', 'ZT-CONC-C-1H']);
  const supervisor = (await server.login('supervisor.ba', 'BA')).token;
  tokens.push(supervisor, (await server.login('operator.ba', 'BA')).token);
  for (const CODE of CODES)
    await ok('POST', '/parameter', supervisor, { CODE, HEADING1: CODE, PCAT_CODE: 'JUICE', UPPER_ABS_LIMIT: 1000, LOWER_ABS_LIMIT: 0 });
  await createTestCcfSettings((url, body) => ok('POST', url, supervisor, body), ['CONC']);
  await ok('POST', '/parameter', supervisor, {
    CODE: CCF_CODE,
    HEADING1: CCF_CODE,
    PCAT_CODE: 'JUICE',
    CCF_TYPE: 'Q',
    CCF_ANALYSIS: 'CONC',
    LOWABS: 2,
    LOWTRG: 4,
    HIGHTRG: 8,
    HIGHABS: 10,
  });
  screen = (
    await ok<ScreenWriteResult>('POST', '/data-screen', supervisor, {
      DESCRIPTION: 'Concurrency',
      SCREEN_TYPE: 'HLY',
      ACCESS_LEVEL: 2,
      AREA: 'A',
    })
  ).ID;
  for (const code of [...CODES, CCF_CODE]) await ok('POST', `/data-screen-member/${screen}/${code}`, supervisor);
  await caughtUp();
});
afterAll(() => server.destroy());

/** POST /data over the server's real HTTP port (not inject): answers the status and body text. */
const post = async (token: string, data: ChangeRecordInput[]) => {
  const response = await fetch(`${server.url}/api/data`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', [AUTH_HEADER]: token },
    body: JSON.stringify({ submissionId: randomUUID(), screenId: String(screen), data }),
  });
  return { status: response.status, body: await response.text() };
};

const rows = async (date: string): Promise<DataRow[]> => {
  await caughtUp();
  return ok<DataRow[]>('GET', `/data-screen/hourly-data-ds/${OP}/${screen}/${date}/END`, tokens[0]);
};

/** Answers after the event loop's pending I/O: the other writers' requests and appends run in between. */
const late = <T>(value: T) => new Promise<T>((resolve) => setImmediate(() => resolve(value)));

const statusCounts = (answers: readonly { status: number }[]) =>
  answers.reduce<Record<number, number>>((counts, { status }) => ({ ...counts, [status]: (counts[status] ?? 0) + 1 }), {});

describe('concurrent writers of one site', () => {
  const hours = Array.from({ length: WRITERS / CODES.length }, (_, i) => i + 1);
  /** WRITERS different cells of a day: every code at hours 1.. (same factory week: one values stream). */
  const cellsOf = (date: string, value: (hour: number) => number, original: (code: string, hour: number) => number | null = () => null) =>
    CODES.flatMap((code) => hours.map((hour) => ({ code, date, hour, value: value(hour), original: original(code, hour) })));
  type Cell = ReturnType<typeof cellsOf>[number];
  /** A cell's change record (a correction gives a reason, as the reason rule asks). */
  const record = (c: Cell): ChangeRecordInput => ({
    ...changeRecord(OP, c.code, c.date, c.hour, c.value, c.original),
    ...(c.original === null ? {} : { REASON: 'correction' }),
  });
  /** One burst: every cell written at once, each by its own HTTP request. */
  const burst = (cells: readonly Cell[]) => Promise.all(cells.map((c, i) => post(tokens[i % tokens.length] as string, [record(c)])));
  const storedOf = async (cells: readonly Cell[]) => {
    const stored = await rows(cells[0]?.date ?? TODAY);
    return cells.map((c) => ({ cell: `${c.code} h${c.hour}`, value: stored.find((r) => r.FTR_HOUR === c.hour)?.[c.code] }));
  };
  const expected = (cells: readonly Cell[]) => cells.map((c) => ({ cell: `${c.code} h${c.hour}`, value: c.value }));
  /** Data entry called in process (no HTTP, so calls really overlap) with its own deps (week cache) over `store`. */
  const submitter = (store: CatalogueEventStore) => {
    const deps = dataValueDeps({
      eventStore: store,
      tokens: {} as CommandDeps['tokens'],
      clock: { now: () => NOW },
      readModels: createCommandReadModels(server.infra.readStore),
    });
    return (c: Cell) => {
      const submissionId = randomUUID();
      const metadata = { ...systemMetadata('BA', deps.clock, 'supervisor.ba'), submissionId };
      return submitWithMetadata(
        deps,
        { sub: 'supervisor.ba', site: 'BA', flags: [] },
        { submissionId, screenId: screen, records: [ChangeRecord.parse(record(c))] },
        metadata,
      ).then(
        () => ({ status: 200, body: '' }),
        (error: unknown) => ({
          status: error instanceof AppError ? error.status : error instanceof WrongExpectedRevisionError ? 409 : 500,
          body: error instanceof Error ? error.message : String(error),
        }),
      );
    };
  };

  it(`${WRITERS} writers of different cells at once, three bursts: every write is accepted (no false 409) and every value is stored`, async () => {
    const days = [DAY_BEFORE, YESTERDAY, TODAY].map((date) => cellsOf(date, (hour) => 100 + hour));
    let conflicts = 0;
    const statuses: Record<number, number>[] = [];
    for (const cells of days) {
      const answers = await burst(cells);
      conflicts += answers.filter((a) => a.status === 409).length;
      statuses.push(statusCounts(answers));
    }
    expect({ conflicts, statuses }).toEqual({ conflicts: 0, statuses: days.map(() => ({ 200: WRITERS })) });
    for (const cells of days) expect(await storedOf(cells)).toEqual(expected(cells));
  });

  it('bursts of corrections, each writer sending the value it saw: still no false 409, the last values stored', async () => {
    let seen = cellsOf(MONDAY, (hour) => 100 + hour);
    expect((await post(tokens[0] as string, seen.map(record))).status).toBe(200);
    for (let round = 1; round <= 3; round++) {
      const previous = new Map(seen.map((c) => [`${c.code}|${c.hour}`, c.value]));
      const cells = cellsOf(
        MONDAY,
        (hour) => round * 10 + hour,
        (code, hour) => previous.get(`${code}|${hour}`) ?? null,
      );
      expect({ round, statuses: statusCounts(await burst(cells)) }).toEqual({ round, statuses: { 200: WRITERS } });
      seen = cells;
    }
    expect(await storedOf(seen)).toEqual(expected(seen));
  });

  it('writers racing for the same cell from the same value: exactly one wins, every other gets 409 naming the cell', async () => {
    const [code] = CODES as [string];
    const racers = 10;
    const answers = await Promise.all(
      Array.from({ length: racers }, (_, i) => post(tokens[i % tokens.length] as string, [changeRecord(OP, code, TODAY, 20, 500 + i)])),
    );
    expect(statusCounts(answers)).toEqual({ 200: 1, 409: racers - 1 });
    const stale = DATA_MESSAGES.staleCells([cellName(code, TODAY, 20)]);
    for (const refused of answers.filter((a) => a.status === 409)) expect(refused.body).toBe(stale);
    const winner = answers.findIndex((a) => a.status === 200);
    expect((await rows(TODAY)).find((r) => r.FTR_HOUR === 20)?.[code]).toBe(500 + winner);
  });

  it("writers of different hours of a CCF parameter, all outside its absolute CCF limits: every write accepted, one CCF raised (the pair settles every value's intent in turn)", async () => {
    const cells = Array.from({ length: 10 }, (_, i) => ({ code: CCF_CODE, date: DAY_BEFORE, hour: i + 13, value: 12, original: null }));
    const submit = submitter(server.infra.eventStore);
    const answers = await Promise.all(cells.map(submit));
    expect(statusCounts(answers)).toEqual({ 200: cells.length });
    // Every value says 'New CCF'; the pair raises its first CCF and finds it open for every other.
    const intents = (await server.infra.eventStore.readStream(valuesStream('BA', DAY_BEFORE))).filter((e) => e.type === 'CcfLabelIntent');
    expect(intents.length).toBeGreaterThanOrEqual(1);
    const raisedOn = async (n: number) =>
      (await server.infra.eventStore.readStream(ccfStream(pairCcfId('BA', CCF_CODE, OP, n)))).filter((e) => e.type === 'CcfRaised').length;
    expect([await raisedOn(0), await raisedOn(1)]).toEqual([1, 0]);
  });

  describe('with two more replicas (other processes: their own write queues and week caches) on the same log', () => {
    /**
     * Another replica: data entry over a facade of the same event store (a write queue is kept per store
     * object), whose reads answer late like a remote store's (after the other pending work), so its decisions
     * race the others' appends.
     */
    const replica = () => {
      const shared = server.infra.eventStore;
      return submitter({ ...shared, readStream: (...args) => shared.readStream(...args).then(late) });
    };

    it('writers of different cells split over the three replicas: every write is accepted, every value stored', async () => {
      const others = [replica(), replica()];
      const cells = cellsOf(YESTERDAY, (hour) => 700 + hour).map((c) => ({ ...c, hour: c.hour + 12 }));
      const answers = await Promise.all(
        cells.map((c, i) => (i % 3 === 0 ? post(tokens[0] as string, [record(c)]) : (others[i % 2] as ReturnType<typeof replica>)(c))),
      );
      expect(statusCounts(answers)).toEqual({ 200: WRITERS });
      expect(await storedOf(cells)).toEqual(expected(cells));
    });

    it('writers racing for one cell over the three replicas: exactly one wins', async () => {
      const others = [replica(), replica()];
      const [code] = CODES as [string];
      const racers = Array.from({ length: 10 }, (_, i) => ({ code, date: TODAY, hour: 24, value: 800 + i, original: null }));
      const answers = await Promise.all(
        racers.map((c, i) => (i % 3 === 0 ? post(tokens[1] as string, [record(c)]) : (others[i % 2] as ReturnType<typeof replica>)(c))),
      );
      expect(statusCounts(answers)).toEqual({ 200: 1, 409: racers.length - 1 });
    });
  });
});
