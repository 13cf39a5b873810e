import { randomUUID } from 'node:crypto';
import { addDays, AUTH_HEADER, valuesStream, type AuditTrailPage, type EventMetadata, type ValueChange } from '@ftr/contracts';
import type { EventToAppend } from '@ftr/infra/eventstore/port.ts';
import { startTestServer, type TestServer } from '@ftr/server/testing/embedded.ts';
import { formatNumber, type SectionResult } from './report.ts';
import { percentile } from './stats.ts';

/**
 * The first page of the audit trail of one parameter with `changes` value changes, on the real
 * embedded server over loopback HTTP. The history is appended to the site's week streams with the event
 * store (the events POST /data writes: one change per event, as an operator enters or corrects an hour;
 * every twentieth a recalculation), spread over `days` factory days and five users, with `otherChanges`
 * changes of each of `otherCodes` other parameters around it; the projector then catches up. Measured: `loads` first-page
 * reads over the whole range, with the user and source filters, and (keyset paging by rows)
 * a page in the middle reached by walking the `nextCursor`s, and the last page.
 */
export interface AuditOptions {
  changes: number;
  otherCodes: number;
  /** Changes of each other parameter. */
  otherChanges: number;
  days: number;
  loads: number;
}

const NOW = new Date('2026-11-25T10:30:00Z');
const TODAY = '2026-11-26';
const CODE = 'AB-TRAIL-V-1H';
const USERS = ['operator.ba', 'supervisor.ba', 'night.ba', 'lab.ba', 'shift.ba'];
const BATCH = 500;

const meta = (userId: string): EventMetadata => {
  const id = randomUUID();
  return { userId, site: 'BA', correlationId: id, causationId: id, timestamp: NOW.toISOString(), schemaVersion: 1, submissionId: id };
};

/** `count` single-change events for a code over the days, consistent previous values, grouped by week stream. */
const history = (code: string, count: number, days: number, seed: number): Map<string, EventToAppend[]> => {
  const current = new Map<string, number>();
  const streams = new Map<string, EventToAppend[]>();
  for (let i = 0; i < count; i += 1) {
    const date = addDays(TODAY, -((i * 7 + seed) % days));
    const hour = ((i * 5 + seed) % 24) + 1;
    const key = `${date}|${hour}`;
    const previous = current.get(key) ?? null;
    const value = Math.round((50 + ((i + seed) % 400) / 10) * 10) / 10;
    current.set(key, value);
    const change: ValueChange = {
      code,
      date,
      hour,
      kind: previous === null ? 'Insert' : 'Update',
      value,
      previous,
      ...(previous === null ? {} : { reason: 'Sample re-tested' }),
    };
    const user = USERS[i % USERS.length] ?? 'operator.ba';
    const event: EventToAppend =
      i % 20 === 19
        ? {
            type: 'ParameterValuesRecalculated',
            data: { site: 'BA', operation: 'BC2026', jobId: randomUUID(), changes: [change] },
            metadata: meta('system'),
          }
        : {
            type: 'ParameterValuesSubmitted',
            data: { site: 'BA', operation: 'BC2026', submissionId: randomUUID(), changes: [change] },
            metadata: meta(user),
          };
    const stream = valuesStream('BA', date);
    streams.set(stream, [...(streams.get(stream) ?? []), event]);
  }
  return streams;
};

const appendAll = async (server: TestServer, streams: Map<string, EventToAppend[]>): Promise<bigint> => {
  let last = 0n;
  for (const [stream, events] of streams) {
    for (let i = 0; i < events.length; i += BATCH) {
      last = (await server.infra.eventStore.append(stream, events.slice(i, i + BATCH), 'any')).position;
    }
  }
  return last;
};

export const benchAudit = async (options: AuditOptions): Promise<SectionResult> => {
  const server = await startTestServer({ now: NOW });
  try {
    const { token } = await server.login('supervisor.ba', 'BA');
    const setupStarted = performance.now();
    await appendAll(server, history(CODE, options.changes, options.days, 0));
    for (let c = 0; c < options.otherCodes; c += 1) {
      await appendAll(server, history(`AB-OTHER${c}-V-1H`, options.otherChanges, options.days, c + 1));
    }
    const head = (await server.infra.eventStore.headPosition()) ?? 0n;
    await server.projector.waitFor(head, 600_000);
    const setupSeconds = (performance.now() - setupStarted) / 1000;

    const from = addDays(TODAY, -options.days);
    const read = async (query: string) => {
      const t0 = performance.now();
      const response = await fetch(`${server.url}/api/audit-trail/BA/${CODE}?from=${from}&to=${TODAY}&pageSize=50${query}`, {
        headers: { [AUTH_HEADER]: token },
      });
      const page = (await response.json()) as AuditTrailPage;
      if (response.status !== 200 || page.rows.length === 0 || page.rows.length > 50)
        throw new Error(`GET /audit-trail: ${response.status}`);
      return { ms: performance.now() - t0, total: page.total, next: page.nextCursor };
    };
    const measure = async (query: string) => {
      for (let i = 0; i < 20; i += 1) await read(query);
      const samples: number[] = [];
      let total = 0;
      for (let i = 0; i < options.loads; i += 1) {
        const result = await read(query);
        samples.push(result.ms);
        total = result.total;
      }
      return { samples, total };
    };
    const first = await measure('');
    const byUser = await measure('&user=supervisor.ba');
    const bySource = await measure('&source=RECALCULATION');
    // The middle of the trail: walk the pages there by their cursors (as a user pressing Next would).
    const middlePage = Math.floor(options.changes / 100);
    let cursor = '';
    for (let p = 1; p < middlePage; p += 1) cursor = (await read(cursor ? `&after=${cursor}` : '')).next ?? cursor;
    const deep = await measure(`&after=${cursor}`);
    const last = await measure('&last=true');

    const ms = (value: number) => `${formatNumber(value, 2)} ms`;
    const pair = (samples: number[]) => `${ms(percentile(samples, 50))} / ${ms(percentile(samples, 99))}`;
    return {
      title: `(audit) trail of a parameter with ${formatNumber(options.changes)} changes over ${options.days} days (+ ${options.otherCodes} other parameters with ${formatNumber(options.otherChanges)} each)`,
      rows: [
        ['setup: append the history, projector catch-up', `${formatNumber(setupSeconds, 1)} s`],
        [`first page (50 of ${formatNumber(first.total)}) p50 / p99 over ${options.loads}`, pair(first.samples)],
        [`first page, one user's (${formatNumber(byUser.total)}) p50 / p99`, pair(byUser.samples)],
        [`first page, recalculations (${formatNumber(bySource.total)}) p50 / p99`, pair(bySource.samples)],
        [`page ${middlePage} (the middle, after its cursor) p50 / p99`, pair(deep.samples)],
        ['last page p50 / p99', pair(last.samples)],
      ],
      metrics: [
        { name: '(audit) trail first page p50', measured: percentile(first.samples, 50), unit: 'ms', digits: 2 },
        {
          name: '(audit) trail first page p99',
          measured: percentile(first.samples, 99),
          unit: 'ms',
          target: 100,
          direction: 'at most',
          digits: 2,
        },
        { name: '(audit) trail first page, user filter p99', measured: percentile(byUser.samples, 99), unit: 'ms', digits: 2 },
        {
          name: '(audit) trail middle page (cursor) p99',
          measured: percentile(deep.samples, 99),
          unit: 'ms',
          target: 100,
          direction: 'at most',
          digits: 2,
        },
      ],
    };
  } finally {
    await server.destroy();
  }
};
