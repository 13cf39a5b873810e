import { randomUUID } from 'node:crypto';
import {
  addDays,
  AUTH_HEADER,
  MIN_POSITION_HEADER,
  type ChangeRecordInput,
  type ScreenWriteResult,
  type SubmitDataResult,
} from '@ftr/contracts';
import type { TestServer } from '@ftr/server/testing/embedded.ts';
import { listCodeParts } from '@ftr/server/testing/lookupFixtures.ts';

/**
 * The grid benches' plant: a 24 x `codes` hourly screen at BA over a store holding `days`
 * days of hourly values for every column, entered through POST /data (one submission per day).
 */
export interface GridSeedOptions {
  days: number;
  codes: number;
}

// 10:30 UTC on 25 Nov 2026: factory date 2026-11-26. BA's campaign BC2026 runs from 30 days back, JR2026 60..31.
export const NOW = new Date('2026-11-25T10:30:00Z');
export const TODAY = '2026-11-26';
export const operationOf = (date: string) => (date >= addDays(TODAY, -30) ? 'BC2026' : 'JR2026');
export const codeOf = (i: number) => `GB-P${String(i + 1).padStart(3, '0')}-V-1H`;
export const valueOf = (column: number, day: number, hour: number, round: number) =>
  Math.round((50 + ((column * 7 + day * 3 + hour + round) % 30) / 10) * 1000) / 1000;

export type Call = <T>(method: 'GET' | 'POST', path: string, body?: unknown, after?: string) => Promise<T>;

export const httpCall =
  (server: TestServer, token: string): Call =>
  async <T>(method: 'GET' | 'POST', path: string, body?: unknown, after?: string): Promise<T> => {
    const headers: Record<string, string> = {
      [AUTH_HEADER]: token,
      ...(body ? { 'content-type': 'application/json' } : {}),
      ...(after ? { [MIN_POSITION_HEADER]: after } : {}),
    };
    const response = await fetch(`${server.url}/api${path}`, { method, headers, ...(body ? { body: JSON.stringify(body) } : {}) });
    const text = await response.text();
    if (response.status !== 200) throw new Error(`${method} ${path}: ${response.status} ${text}`);
    return JSON.parse(text) as T;
  };

export interface GridSeed {
  token: string;
  call: Call;
  screen: number;
  codes: string[];
  days: string[];
  /** Every cell of a day, as updates of what the seed (and earlier rounds) wrote. */
  dayRecords: (date: string, day: number, round: number) => ChangeRecordInput[];
  setupSeconds: number;
}

/** What a bench plant is called: its CCF analysis code and the texts of its parameters and screen. */
export interface PlantNames {
  analysis: string;
  analysisName: string;
  heading: string;
  screen: string;
}

/**
 * A 24 x `codes` hourly screen at the caller's site: the CCF analysis of the CCF parameters (band 40..60;
 * a parameter's analysis must exist), one parameter per code (every sixth a CCF parameter, so submissions
 * run the CCF labelling too), the screen and its members. Returns the screen id.
 */
export const createHourlyScreen = async (call: Call, codes: readonly string[], names: PlantNames): Promise<number> => {
  await call('POST', '/ccf-analysis', {
    code: names.analysis,
    name: names.analysisName,
    type: 'QC',
    low_abs: 30,
    low_trigger: 40,
    high_trigger: 60,
    high_abs: 70,
  });
  for (const [i, CODE] of codes.entries()) {
    const ccf = i % 6 === 0 ? { CCF_ANALYSIS: names.analysis } : {};
    await call('POST', '/parameter', {
      CODE,
      HEADING1: `${names.heading} ${i + 1}`,
      PCAT_CODE: 'BENCH',
      UPPER_ABS_LIMIT: 1000,
      LOWER_ABS_LIMIT: 0,
      ...ccf,
    });
  }
  const { ID: screen } = await call<ScreenWriteResult>('POST', '/data-screen', {
    DESCRIPTION: names.screen,
    SCREEN_TYPE: 'HLY',
    ACCESS_LEVEL: 1,
    AREA: 'A',
  });
  for (const code of codes) await call('POST', `/data-screen-member/${screen}/${code}`);
  return screen;
};

/**
 * Every cell of a day of an hourly screen as change records: Insert the first time a cell is written, then
 * Update of what earlier rounds wrote (corrections of past days carry a reason, the site's default rule).
 */
export const hourlyRecords = (
  codes: readonly string[],
  value: (column: number, day: number, hour: number, round: number) => number,
  operation: (date: string) => string,
): ((date: string, day: number, round: number) => ChangeRecordInput[]) => {
  const current = new Map<string, number>();
  return (date, day, round) =>
    codes.flatMap((CODE, column) =>
      Array.from({ length: 24 }, (_, h) => {
        const key = `${CODE}|${date}|${h + 1}`;
        const VALUE = value(column, day, h + 1, round);
        const ORIGINAL_VALUE = current.get(key) ?? null;
        current.set(key, VALUE);
        const change = {
          TYPE: ORIGINAL_VALUE === null ? 'Insert' : 'Update',
          CODE,
          FTR_DATE: date,
          FTR_HOUR: h + 1,
          OPERATION: operation(date),
          AUDIT: false,
          VALUE,
          ORIGINAL_VALUE,
          VALID: true,
        } as const;
        return ORIGINAL_VALUE === null ? change : { ...change, REASON: 'Late lab result' };
      }),
    );
};

export const seedGrid = async (server: TestServer, options: GridSeedOptions): Promise<GridSeed> => {
  const { token } = await server.login('supervisor.ba', 'BA');
  const call = httpCall(server, token);
  const codes = Array.from({ length: options.codes }, (_, i) => codeOf(i));
  const setupStarted = performance.now();
  await listCodeParts(server, codes);
  const screen = await createHourlyScreen(call, codes, {
    analysis: 'GB',
    analysisName: 'Grid bench',
    heading: 'Bench',
    screen: `Bench 24 x ${options.codes}`,
  });
  const days = Array.from({ length: options.days }, (_, d) => addDays(TODAY, d - options.days + 1));
  const dayRecords = hourlyRecords(codes, valueOf, operationOf);
  let position = '0';
  for (const [day, date] of days.entries()) {
    position = (
      await call<SubmitDataResult>('POST', '/data', {
        submissionId: randomUUID(),
        screenId: String(screen),
        data: dayRecords(date, day, 0),
      })
    ).position;
  }
  await server.projector.waitFor(BigInt(position), 60_000);
  return { token, call, screen, codes, days, dayRecords, setupSeconds: (performance.now() - setupStarted) / 1000 };
};
