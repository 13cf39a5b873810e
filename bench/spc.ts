import { randomUUID } from 'node:crypto';
import {
  addDays,
  AUTH_HEADER,
  rulesBrokenAt,
  SPC_MAX_WINDOW,
  SPC_RULES,
  valuesStream,
  type AnyStoredEvent,
  type EventMetadata,
  type SpcChartDto,
  type ValueChange,
} from '@ftr/contracts';
import { spcMonitor } from '@ftr/command-service/spc/monitor.ts';
import type { EventToAppend } from '@ftr/infra/eventstore/port.ts';
import { createCommandReadModels } from '@ftr/projector/commandPort.ts';
import { PARAMETERS_COLLECTION, type ParameterDoc } from '@ftr/read-models/parameters/projection.ts';
import { startTestServer } from '@ftr/server/testing/embedded.ts';
import { formatNumber, type SectionResult } from './report.ts';
import { percentile } from './stats.ts';

/**
 * Statistical process control (docs/spc.md). (1) The pure rules: all eight evaluated on the windows one
 * new value ends, per value. (2) The monitor's whole reaction to one value event (the parameter's SPC
 * stream, its last values from the read model, the rules, the idempotent record of the breaks), on the
 * real embedded stores. (3) GET /parameter/:site/:code/spc over loopback HTTP for 28 days of hourly values
 * with their breaks marked, p50 / p99.
 */
export interface SpcOptions {
  evaluations: number;
  days: number;
  loads: number;
}

const NOW = new Date('2026-11-25T10:30:00Z');
const TODAY = '2026-11-26';

const meta = (): EventMetadata => {
  const id = randomUUID();
  return { userId: 'supervisor.wi', site: 'WI', correlationId: id, causationId: id, timestamp: NOW.toISOString(), schemaVersion: 1 };
};

/** A noisy process that drifts upwards on the last day: rule breaks to record and mark. */
const valueAt = (day: number, hour: number, last: boolean): number =>
  Math.round((50 + Math.sin(day * 24 + hour) * 2 + (last ? hour * 0.4 : 0)) * 100) / 100;

const dayEvent = (code: string, date: string, day: number, last: boolean, hours = 24): EventToAppend => {
  const changes: ValueChange[] = Array.from({ length: hours }, (_, h) => ({
    code,
    date,
    hour: h + 1,
    kind: 'Insert',
    value: valueAt(day, h + 1, last),
    previous: null,
  }));
  return {
    type: 'ParameterValuesSubmitted',
    data: { site: 'WI', operation: 'BC2026', submissionId: randomUUID(), changes },
    metadata: meta(),
  };
};

const benchRules = (evaluations: number) => {
  const series = Array.from({ length: SPC_MAX_WINDOW }, (_, i) => 50 + Math.sin(i) * 2);
  const limits = { centre: 50, sigma: 1.5 };
  const batches: number[] = [];
  const perBatch = 1_000;
  let broken = 0;
  for (let b = 0; b < evaluations / perBatch; b += 1) {
    const t0 = performance.now();
    for (let i = 0; i < perBatch; i += 1) {
      series[SPC_MAX_WINDOW - 1] = 50 + ((b * perBatch + i) % 13) / 2;
      broken += rulesBrokenAt(series, SPC_MAX_WINDOW - 1, limits, SPC_RULES).length;
    }
    batches.push((performance.now() - t0) / perBatch);
  }
  return { mean: batches.reduce((s, v) => s + v, 0) / batches.length, p99: percentile(batches, 99), broken };
};

export const benchSpc = async (options: SpcOptions): Promise<SectionResult> => {
  const rules = benchRules(options.evaluations);
  const server = await startTestServer({ now: NOW, demoDays: 0 });
  try {
    const { token } = await server.login('supervisor.wi', 'WI');
    const [parameter] = await server.infra.readStore.find<ParameterDoc>(PARAMETERS_COLLECTION, {
      where: { SITE: 'WI', PTYP_CODE: 'REA' },
      limit: 1,
    });
    if (!parameter) throw new Error('no measured parameter at WI');
    const code = parameter.CODE;
    const call = async (method: string, path: string, body?: unknown) => {
      const response = await fetch(`${server.url}/api${path}`, {
        method,
        headers: { [AUTH_HEADER]: token, ...(body ? { 'content-type': 'application/json' } : {}) },
        ...(body ? { body: JSON.stringify(body) } : {}),
      });
      if (!response.ok) throw new Error(`${method} ${path}: ${response.status} ${await response.text()}`);
      return response.json() as Promise<unknown>;
    };
    // The baseline: every day but the last; then the last day's drift, which the monitor judges.
    for (let d = options.days - 1; d >= 1; d -= 1) {
      const date = addDays(TODAY, -d);
      await server.infra.eventStore.append(valuesStream('WI', date), [dayEvent(code, date, d, false)], 'any');
    }
    await server.settle();
    await call('POST', `/parameter/${code}/spc/baseline`, {
      from: addDays(TODAY, 1 - options.days),
      to: addDays(TODAY, -1),
      REASON: 'bench',
    });
    await call('PUT', `/parameter/${code}/spc/rules`, { rules: SPC_RULES });
    await server.settle();
    const lastDay: AnyStoredEvent[] = [];
    for (let h = 1; h <= 24; h += 1) {
      const one = dayEvent(code, TODAY, 0, true, h);
      const { position } = await server.infra.eventStore.append(valuesStream('WI', TODAY), [one], 'any');
      lastDay.push(...(await server.infra.eventStore.readAll(position - 1n, 1)));
    }
    await server.settle();

    // The monitor's reaction, handed each of the last day's events again (idempotent: nothing new is written).
    const monitor = spcMonitor({
      eventStore: server.infra.eventStore,
      readModels: createCommandReadModels(server.infra.readStore),
      clock: { now: () => NOW },
    });
    const reactions: number[] = [];
    for (let round = 0; round < 10; round += 1) {
      for (const event of lastDay) {
        const t0 = performance.now();
        await monitor.react(event);
        reactions.push(performance.now() - t0);
      }
    }

    const chartPath = `/parameter/WI/${code}/spc?from=${addDays(TODAY, 1 - options.days)}&to=${TODAY}`;
    const first = (await call('GET', chartPath)) as SpcChartDto;
    const marked = first.points.filter((p) => p.rules.length > 0).length;
    if (first.points.length !== options.days * 24) throw new Error(`the chart holds ${first.points.length} points`);
    if (marked === 0) throw new Error('the drift broke no rule');
    for (let i = 0; i < 20; i += 1) await call('GET', chartPath);
    const samples: number[] = [];
    for (let i = 0; i < options.loads; i += 1) {
      const t0 = performance.now();
      await call('GET', chartPath);
      samples.push(performance.now() - t0);
    }

    const ms = (value: number, digits = 2) => `${formatNumber(value, digits)} ms`;
    return {
      title: `(spc) rules, the monitor's reaction, and the control chart of ${options.days} days of hourly values`,
      rows: [
        [
          `all 8 rules on the windows one new value ends: mean / p99 of ${formatNumber(options.evaluations / 1_000)} batches`,
          `${ms(rules.mean, 4)} / ${ms(rules.p99, 4)}`,
        ],
        [
          `monitor reaction per value event (stream, window, rules, record): p50 / p99 over ${reactions.length}`,
          `${ms(percentile(reactions, 50))} / ${ms(percentile(reactions, 99))}`,
        ],
        [
          `GET control chart (${first.points.length} points, ${marked} marked) p50 / p99 over ${options.loads}`,
          `${ms(percentile(samples, 50))} / ${ms(percentile(samples, 99))}`,
        ],
      ],
      metrics: [
        { name: '(spc) rules per new value, p99', measured: rules.p99, unit: 'ms', target: 1, direction: 'at most', digits: 4 },
        { name: '(spc) monitor reaction per value event, p99', measured: percentile(reactions, 99), unit: 'ms', digits: 2 },
        {
          name: '(spc) GET control chart, 28 days hourly, p99',
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
