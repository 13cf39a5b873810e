import { randomUUID } from 'node:crypto';
import {
  addDays,
  factoryToday,
  valuesStream,
  type DueBoardDto,
  type EventMetadata,
  type OperationDto,
  type ScreenWriteResult,
  type SubmitDataResult,
  type ValueChange,
} from '@ftr/contracts';
import type { EventToAppend } from '@ftr/infra/eventstore/port.ts';
import { dueBoard } from '@ftr/read-models/dueEntries/board.ts';
import { startTestServer } from '@ftr/server/testing/embedded.ts';
import { listCodeParts } from '@ftr/server/testing/lookupFixtures.ts';
import { httpCall } from './gridSeed.ts';
import { formatNumber, type SectionResult } from './report.ts';
import { percentile } from './stats.ts';

/**
 * The due board of one site: `screens` hourly data-entry screens of `members` parameters each (made
 * `days` + 1 days ago), every hour of the last `days` factory days filled except one cell in `gapEvery`
 * (appended as POST /data writes them). Measured over loopback HTTP on the real embedded server: GET
 * /due-entries p50 / p99 unchanged (the cached answer) and right after a value was entered (computed afresh
 * from the three read models), which is the figure the target holds.
 */
export interface DueEntriesBenchOptions {
  screens: number;
  members: number;
  days: number;
  gapEvery: number;
  loads: number;
  changes: number;
}

const NOW = new Date('2026-11-25T10:30:00Z');
const BATCH = 500;

export const benchDueEntries = async (options: DueEntriesBenchOptions): Promise<SectionResult> => {
  let now = new Date(NOW.getTime() - (options.days + 1) * 86_400_000);
  const server = await startTestServer({ clock: { now: () => now }, demoDays: 0 });
  try {
    const setupStarted = performance.now();
    const early = httpCall(server, (await server.login('supervisor.ba', 'BA')).token);
    const codes = Array.from({ length: options.screens * options.members }, (_, i) => `DE-P${String(i + 1).padStart(3, '0')}-V-1H`);
    await listCodeParts(server, codes);
    for (const CODE of codes) await early('POST', '/parameter', { CODE, HEADING1: CODE, PCAT_CODE: 'BENCH' });
    for (let s = 0; s < options.screens; s += 1) {
      const body = { DESCRIPTION: `Due bench ${s + 1}`, SCREEN_TYPE: 'HLY', ACCESS_LEVEL: 1, AREA: 'A' };
      const { ID } = await early<ScreenWriteResult>('POST', '/data-screen', body);
      for (const code of codes.slice(s * options.members, (s + 1) * options.members))
        await early('POST', `/data-screen-member/${ID}/${code}`);
    }
    now = NOW;
    const call = httpCall(server, (await server.login('supervisor.ba', 'BA')).token);
    const operation = (await call<OperationDto[]>('GET', '/operations/active'))[0]?.OPTN_CODE ?? '';
    const today = factoryToday(NOW);
    const meta = (): EventMetadata => {
      const id = randomUUID();
      return { userId: 'supervisor.ba', site: 'BA', correlationId: id, causationId: id, timestamp: NOW.toISOString(), schemaVersion: 1 };
    };
    const streams = new Map<string, EventToAppend[]>();
    let gaps = 0;
    let cell = 0;
    for (let d = 1; d <= options.days; d += 1) {
      const date = addDays(today, -d);
      for (const code of codes) {
        const changes: ValueChange[] = [];
        for (let hour = 1; hour <= 24; hour += 1) {
          cell += 1;
          if (cell % options.gapEvery === 0) gaps += 1;
          else changes.push({ code, date, hour, kind: 'Insert', value: hour, previous: null });
        }
        const event: EventToAppend = {
          type: 'ParameterValuesSubmitted',
          data: { site: 'BA', operation, submissionId: randomUUID(), changes },
          metadata: meta(),
        };
        const stream = valuesStream('BA', date);
        streams.set(stream, [...(streams.get(stream) ?? []), event]);
      }
    }
    for (const [stream, events] of streams) {
      for (let i = 0; i < events.length; i += BATCH) await server.infra.eventStore.append(stream, events.slice(i, i + BATCH), 'any');
    }
    await server.settle();
    const setupSeconds = (performance.now() - setupStarted) / 1000;

    const load = async (after?: string) => {
      const t0 = performance.now();
      const board = await call<DueBoardDto>('GET', '/due-entries', undefined, after);
      return { ms: performance.now() - t0, board };
    };
    // The figure means nothing unless the answer is right: today's due hours of every member, and every gap.
    // At 10:30 GMT hours 1 to 3 of today (ending 08:00, 09:00, 10:00) are past their 20 minutes' grace.
    const dueToday = 3;
    const first = (await load()).board;
    const expectedToday = codes.length * dueToday;
    // The demo plant's own screens at BA (no values: demoDays 0) are on the board too, and are computed with ours.
    const ours = first.SCREENS.filter((screen) => screen.DESCRIPTION.startsWith('Due bench'));
    const sum = (pick: (s: (typeof ours)[number]) => number) => ours.reduce((n, s) => n + pick(s), 0);
    if (ours.length !== options.screens) throw new Error(`the board lists ${ours.length} bench screens, not ${options.screens}`);
    if (sum((s) => s.MISSING_NOW) !== expectedToday)
      throw new Error(`the board counts ${sum((s) => s.MISSING_NOW)} missing today, not ${expectedToday}`);
    if (sum((s) => s.MISSING_WEEK) !== expectedToday + gaps)
      throw new Error(`the board counts ${sum((s) => s.MISSING_WEEK)} missing, not ${expectedToday + gaps}`);
    for (let i = 0; i < 20; i += 1) await load();
    const unchanged: number[] = [];
    for (let i = 0; i < options.loads; i += 1) unchanged.push((await load()).ms);
    const changed: number[] = [];
    for (let i = 0; i < options.changes; i += 1) {
      const code = codes[i % codes.length] ?? '';
      const data = [
        {
          TYPE: 'Insert',
          CODE: code,
          FTR_DATE: today,
          FTR_HOUR: 1,
          OPERATION: operation,
          AUDIT: false,
          VALUE: 1,
          ORIGINAL_VALUE: null,
          VALID: true,
        },
      ];
      const written = await call<SubmitDataResult>('POST', '/data', { submissionId: randomUUID(), data });
      changed.push((await load(written.position)).ms);
    }
    // The computation alone, in process (no HTTP, no wait for the read side): the three reads and the pure function.
    const computed: number[] = [];
    for (let i = 0; i < options.loads; i += 1) {
      const t0 = performance.now();
      await dueBoard(server.infra.readStore, 'BA', NOW);
      computed.push(performance.now() - t0);
    }
    const ms = (value: number) => `${formatNumber(value, 2)} ms`;
    const pair = (samples: number[]) => `${ms(percentile(samples, 50))} / ${ms(percentile(samples, 99))}`;
    const label = `${options.screens} screens x ${options.members} parameters x ${options.days + 1} days`;
    return {
      title: `(dueEntries) due board of a site: ${label}, with the demo plant's ${first.SCREENS.length - ours.length} screens (${formatNumber(first.TOTAL_WEEK)} missing cells)`,
      rows: [
        ['setup: parameters, screens, values appended', `${formatNumber(setupSeconds, 1)} s`],
        [`GET /due-entries, unchanged, p50 / p99 over ${options.loads}`, pair(unchanged)],
        [`GET /due-entries right after a value was entered, p50 / p99 over ${changed.length}`, pair(changed)],
        [`the board computed in process (three reads and the pure function), p50 / p99 over ${computed.length}`, pair(computed)],
      ],
      metrics: [
        { name: '(dueEntries) 20 screens x 7 days, computed in process: p99', measured: percentile(computed, 99), unit: 'ms', digits: 2 },
        { name: '(dueEntries) 20 screens x 7 days, unchanged: p99', measured: percentile(unchanged, 99), unit: 'ms', digits: 2 },
        {
          name: '(dueEntries) 20 screens x 7 days, after a value: p99',
          measured: percentile(changed, 99),
          unit: 'ms',
          target: 50,
          direction: 'at most',
          digits: 2,
        },
      ],
    };
  } finally {
    await server.destroy();
  }
};
