import { randomUUID } from 'node:crypto';
import { addDays, AUTH_HEADER, operationStream, valuesStream, type EventMetadata, type SummaryRow, type ValueChange } from '@ftr/contracts';
import type { EventToAppend } from '@ftr/infra/eventstore/port.ts';
import { startTestServer, type TestServer } from '@ftr/server/testing/embedded.ts';
import { formatNumber, type SectionResult } from './report.ts';
import { percentile } from './stats.ts';

/**
 * The data summary answers from its monthly read model, not a scan of the values. One WI
 * code gets an hourly value every factory hour of `years` years (campaigns September to January, juice
 * runs February and March, between-ops otherwise), appended as the events POST /data writes, a share of
 * days then corrected (one hour changed, one deleted); the projector catches up. Measured over loopback
 * HTTP on the real embedded server: GET /data-summary p50 / p99, checked against the values appended.
 */
export interface SummaryOptions {
  years: number;
  /** Every n-th day gets a correction event. */
  correctEvery: number;
  loads: number;
}

const NOW = new Date('2026-11-25T10:30:00Z');
const TODAY = '2026-11-26';
const CODE = 'DY-NO-V-0T';
const BATCH = 500;

const meta = (): EventMetadata => {
  const id = randomUUID();
  return { userId: 'supervisor.wi', site: 'WI', correlationId: id, causationId: id, timestamp: NOW.toISOString(), schemaVersion: 1 };
};

/** The operation a factory date's values belong to (bench-only plan: BC Sep-Jan, JR Feb-Mar, BO otherwise). */
const operationOf = (date: string): string => {
  const year = Number(date.slice(0, 4));
  const month = Number(date.slice(5, 7));
  if (month >= 9) return `BC${year}`;
  if (month === 1) return `BC${year - 1}`;
  return month <= 3 ? `JR${year}` : `BO${year}`;
};

const appendHistory = async (server: TestServer, options: SummaryOptions): Promise<Map<string, number>> => {
  const streams = new Map<string, EventToAppend[]>();
  const add = (stream: string, event: EventToAppend) => streams.set(stream, [...(streams.get(stream) ?? []), event]);
  const counts = new Map<string, number>(); // values per operation at the end
  const first = Number(TODAY.slice(0, 4)) - options.years;
  for (let y = first - 1; y <= first + options.years; y += 1) {
    for (const [type, from, to] of [
      ['BC', `${y}-09-01`, `${y + 1}-01-31`],
      ['JR', `${y}-02-01`, `${y}-03-31`],
    ] as const) {
      add(operationStream('WI', `${type}${y}B`), {
        type: 'OperationCreated',
        data: { site: 'WI', code: `${type}${y}B`, type, startDate: from, endDate: to },
        metadata: meta(),
      });
    }
  }
  const days = options.years * 365;
  for (let d = 0; d < days; d += 1) {
    const date = addDays(TODAY, -d - 1);
    const operation = `${operationOf(date)}B`;
    const changes: ValueChange[] = Array.from({ length: 24 }, (_, h) => ({
      code: CODE,
      date,
      hour: h + 1,
      kind: 'Insert',
      value: Math.round((100 + ((d * 24 + h) % 97) / 7) * 1000) / 1000,
      previous: null,
    }));
    const submitted = (c: ValueChange[]): EventToAppend => ({
      type: 'ParameterValuesSubmitted',
      data: { site: 'WI', operation, submissionId: randomUUID(), changes: c },
      metadata: meta(),
    });
    add(valuesStream('WI', date), submitted(changes));
    counts.set(operation, (counts.get(operation) ?? 0) + 24);
    if (d % options.correctEvery === 0) {
      const [one, two] = changes;
      if (!one || !two) continue;
      add(
        valuesStream('WI', date),
        submitted([
          { ...one, kind: 'Update', value: 250, previous: one.value },
          { ...two, kind: 'Delete', value: null, previous: two.value },
        ]),
      );
      counts.set(operation, (counts.get(operation) ?? 0) - 1);
    }
  }
  for (const [stream, events] of streams) {
    for (let i = 0; i < events.length; i += BATCH) await server.infra.eventStore.append(stream, events.slice(i, i + BATCH), 'any');
  }
  return counts;
};

export const benchSummary = async (options: SummaryOptions): Promise<SectionResult> => {
  const server = await startTestServer({ now: NOW, demoDays: 0 });
  try {
    const { token } = await server.login('supervisor.wi', 'WI');
    const setupStarted = performance.now();
    const counts = await appendHistory(server, options);
    await server.settle();
    const setupSeconds = (performance.now() - setupStarted) / 1000;

    const load = async (stream: 'BC' | 'JR') => {
      const t0 = performance.now();
      const response = await fetch(`${server.url}/api/data-summary/WI/${CODE}/${stream}/STDDEV`, { headers: { [AUTH_HEADER]: token } });
      if (!response.ok) throw new Error(`GET /data-summary: ${response.status} ${await response.text()}`);
      const rows = (await response.json()) as SummaryRow[];
      return { ms: performance.now() - t0, rows };
    };
    // The figure means nothing unless the answer is right: every value of the campaigns, each once.
    const { rows } = await load('BC');
    const want = [...counts].filter(([op]) => op.startsWith('BC')).reduce((n, [, c]) => n + c, 0);
    const got = rows.filter((r) => r.OPERATION_CODE.endsWith('B')).reduce((n, r) => n + r.COUNT, 0);
    if (got !== want) throw new Error(`the summary counts ${got} campaign values, the history holds ${want}`);
    if (!rows.some((r) => r.MAX === 250)) throw new Error('a correction to 250 is not in the maxima');
    for (let i = 0; i < 20; i += 1) await load(i % 2 ? 'BC' : 'JR');
    const samples: number[] = [];
    for (let i = 0; i < options.loads; i += 1) samples.push((await load(i % 2 ? 'BC' : 'JR')).ms);

    const values = options.years * 365 * 24;
    const ms = (value: number) => `${formatNumber(value, 2)} ms`;
    return {
      title: `(summary) one code, ${options.years} years of hourly values (${formatNumber(values)}), a correction every ${options.correctEvery} days`,
      rows: [
        ['setup: append the values, projector catch-up (every projection)', `${formatNumber(setupSeconds, 1)} s`],
        [
          `GET /data-summary (${rows.length} BC rows) p50 / p99 over ${options.loads}`,
          `${ms(percentile(samples, 50))} / ${ms(percentile(samples, 99))}`,
        ],
        ['month documents read per answer', formatNumber(options.years * 12 + 1)],
      ],
      metrics: [
        { name: '(summary) GET /data-summary p50', measured: percentile(samples, 50), unit: 'ms', digits: 2 },
        {
          name: '(summary) GET /data-summary p99',
          measured: percentile(samples, 99),
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
