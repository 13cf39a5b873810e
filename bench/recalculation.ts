import { randomUUID } from 'node:crypto';
import { io as connect, type Socket } from 'socket.io-client';
import { AUTH_HEADER, factoryHourToInstant, instantToFactory, recalcStream, type DataPoint, type Reading } from '@ftr/contracts';
import { readingsRecorderOf } from '@ftr/command-service/processTags/recorder.ts';
import { systemMetadata } from '@ftr/command-service/shared/metadata.ts';
import type { ChangePayload, ClientToServerEvents, ServerToClientEvents } from '@ftr/query-service/live/socketServer.ts';
import { ADMIN_PASSWORD, startTestServer, type TestServer } from '@ftr/server/testing/embedded.ts';
import { formatNumber, type SectionResult } from './report.ts';
import { percentile } from './stats.ts';
import { listCodeParts } from '@ftr/server/testing/lookupFixtures.ts';

/**
 * Recalculation as a workflow on the server, on the real embedded server (no one asks for a
 * recalculation): (1) from POST /api/data of an input to its calculated dependent's new value readable
 * over HTTP, announced to a connected client by a Socket.IO 'change' notice; writes are sequential.
 * (2) `readings` process tag readings recorded within one minute, then the minute's capture pass: how
 * many recalculation jobs the system asks for (at most one per affected site and factory week).
 */
export interface RecalculationBenchOptions {
  writes: number;
  warmUp: number;
  timeoutMs: number;
  readings: number;
  tags: number;
}

// 12:30 GMT on 26 Nov 2026: factory date 2026-11-27, hour 6 in progress; BA's campaign BC2026 is active.
const NOW = new Date('2026-11-26T12:30:00Z');
const TODAY = '2026-11-27';
const OPERATION = 'BC2026';
const INPUT = 'RB-IN-V-1H';
const CALCULATED = 'RB-OUT-V-1H';

type Client = Socket<ServerToClientEvents, ClientToServerEvents>;

const post = async (server: TestServer, token: string, url: string, body: object) => {
  const answer = await server.request({ method: 'POST', url: `/api${url}`, token, body });
  if (answer.status !== 200) throw new Error(`POST ${url}: ${answer.status} ${answer.body}`);
};

/** Resolves at the first 'change' notice naming the calculated parameter's document after which `check` holds. */
const noticeWaiter = (client: Client) => {
  let waiting: { check: () => Promise<boolean>; resolve: (at: number) => void } | undefined;
  client.on('change', (payload: ChangePayload) => {
    const arrival = performance.now();
    const current = waiting;
    if (!current || !payload.changes.some((c) => c.id === `BA_${CALCULATED}_${TODAY}`)) return;
    void current.check().then((holds) => {
      if (holds && waiting === current) {
        waiting = undefined;
        current.resolve(arrival);
      }
    });
  });
  return (check: () => Promise<boolean>, timeoutMs: number): Promise<number | undefined> =>
    new Promise((resolve) => {
      const timer = setTimeout(() => {
        waiting = undefined;
        resolve(undefined);
      }, timeoutMs);
      waiting = {
        check,
        resolve: (at) => {
          clearTimeout(timer);
          resolve(at);
        },
      };
    });
};

const measureLatency = async (server: TestServer, token: string, options: RecalculationBenchOptions) => {
  const client: Client = connect(server.url, {
    path: '/socket.io',
    auth: { token },
    transports: ['websocket'],
    reconnection: false,
    forceNew: true,
  });
  try {
    await new Promise<void>((resolve, reject) => {
      client.once('connect', () => resolve());
      client.once('connect_error', reject);
    });
    const waitFor = noticeWaiter(client);
    const previous = new Map<number, number>();
    const write = async (index: number): Promise<number | undefined> => {
      const hour = (index % 5) + 1; // ended hours of today
      const value = 1000 + index;
      const before = previous.get(hour) ?? null;
      previous.set(hour, value);
      const readable = async () => {
        const answer = await fetch(`${server.url}/api/data/BA/${CALCULATED}/${TODAY}/${TODAY}`, { headers: { [AUTH_HEADER]: token } });
        const points = (await answer.json()) as DataPoint[];
        return points.some((p) => p.FTR_HOUR === hour && p.PARAM_VALUE === value);
      };
      const arrival = waitFor(readable, options.timeoutMs);
      const t0 = performance.now();
      const record = {
        TYPE: before === null ? 'Insert' : 'Update',
        CODE: INPUT,
        FTR_DATE: TODAY,
        FTR_HOUR: hour,
        OPERATION,
        AUDIT: false,
        VALUE: value,
        ORIGINAL_VALUE: before,
        VALID: true,
      };
      const response = await fetch(`${server.url}/api/data`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', [AUTH_HEADER]: token },
        body: JSON.stringify({ submissionId: randomUUID(), data: [record] }),
      });
      if (response.status !== 200) throw new Error(`POST /api/data: ${response.status} ${await response.text()}`);
      const arrived = await arrival;
      return arrived === undefined ? undefined : arrived - t0;
    };
    for (let i = 0; i < options.warmUp; i++) await write(i);
    const samples: number[] = [];
    let missed = 0;
    for (let i = 0; i < options.writes; i++) {
      const latency = await write(options.warmUp + i);
      if (latency === undefined) missed += 1;
      samples.push(latency ?? options.timeoutMs);
    }
    return { samples, missed };
  } finally {
    client.disconnect();
  }
};

/** Readings of `tags` tagged parameters (each with a calculated dependent) over the ended hour, recorded in 20 appends as a broker delivers them; then one capture pass. */
const countJobs = async (server: TestServer, token: string, options: RecalculationBenchOptions) => {
  const codes = Array.from({ length: options.tags }, (_, i) => `RBT${i}-FL-A-1H`);
  await listCodeParts(server, [...codes, ...codes.map((_, i) => `RBD${i}-FL-A-1H`)]);
  for (const [i, CODE] of codes.entries()) {
    await post(server, token, '/parameter', { CODE, HEADING1: 'Tagged', PCAT_CODE: 'BENCH', PROCESS_TAG: `BA.RBT${i}.PV` });
    const dependent = `RBD${i}-FL-A-1H`;
    await post(server, token, '/parameter', {
      CODE: dependent,
      HEADING1: 'Derived',
      PCAT_CODE: 'BENCH',
      PTYP_CODE: 'SIM',
      SFNC_CODE: 'SUM',
    });
    await post(server, token, `/dependencies/${dependent}`, { DEPENDENT: CODE, SEQUENCE: 1 });
  }
  await server.settle();
  const requestsBefore = (await server.infra.eventStore.readStream(recalcStream('BA'))).length;
  const { date, hour } = instantToFactory(new Date(NOW.getTime() - 3_600_000));
  const end = factoryHourToInstant(date, hour).getTime();
  const readings: Reading[] = Array.from({ length: options.readings }, (_, k) => ({
    tag: `BA.RBT${k % options.tags}.PV`,
    timestamp: new Date(end - 1 - Math.floor(k / options.tags) * 1000).toISOString(),
    value: 100 + (k % 37),
    retrievalType: 'RAW',
    retrievalInterval: 0,
  }));
  const recorder = readingsRecorderOf(server.infra.eventStore);
  const perAppend = Math.ceil(readings.length / 20);
  for (let i = 0; i < readings.length; i += perAppend)
    await recorder.record(
      { site: 'BA', source: 'PHD', via: 'MQTT', readings: readings.slice(i, i + perAppend) },
      systemMetadata('BA', { now: () => NOW }),
    );
  await server.settle();
  const passes = await server.tagCapture.runOnce();
  await server.settle();
  const requests = (await server.infra.eventStore.readStream(recalcStream('BA')))
    .slice(requestsBefore)
    .filter((e) => e.type === 'RecalculationRequested');
  const entered = passes.flatMap((p) => p.captures).filter((c) => c.outcome === 'INSERTED').length;
  return { jobs: requests.length, entered };
};

export const benchRecalculation = async (options: RecalculationBenchOptions): Promise<SectionResult> => {
  const server = await startTestServer({ now: NOW, demoDays: 0 });
  try {
    const { token } = await server.login('admin', 'BA', ADMIN_PASSWORD);
    await listCodeParts(server, [INPUT, CALCULATED]);
    await post(server, token, '/parameter', { CODE: INPUT, HEADING1: 'Input', PCAT_CODE: 'BENCH' });
    await post(server, token, '/parameter', { CODE: CALCULATED, HEADING1: 'Sum', PCAT_CODE: 'BENCH', PTYP_CODE: 'SIM', SFNC_CODE: 'SUM' });
    await post(server, token, `/dependencies/${CALCULATED}`, { DEPENDENT: INPUT, SEQUENCE: 1 });
    await server.settle();
    const { samples, missed } = await measureLatency(server, token, options);
    const { jobs, entered } = await countJobs(server, token, options);
    const p = (q: number) => percentile(samples, q);
    const ms = (value: number) => `${formatNumber(value, 1)} ms`;
    return {
      title: `(recalculation) input -> dependent: ${formatNumber(options.writes)} sequential submissions; ${formatNumber(options.readings)} captured readings`,
      rows: [
        ['submitted input -> new dependent readable and pushed, p50', ms(p(50))],
        ['p99', ms(p(99))],
        ['max', ms(Math.max(...samples))],
        ['missed (timed out)', `${missed} (timeout ${formatNumber(options.timeoutMs)} ms)`],
        [`${formatNumber(options.readings)} readings of ${options.tags} tags in a minute: values captured`, formatNumber(entered)],
        ['recalculation jobs they caused (1 site, 1 week affected)', formatNumber(jobs)],
      ],
      metrics: [
        {
          name: 'submitted input -> dependent readable p99',
          measured: p(99),
          unit: 'ms',
          target: 500,
          direction: 'at most',
          digits: 1,
          ...(missed > 0 ? { error: `${missed} dependents never changed` } : {}),
        },
        {
          name: `recalculation jobs for ${formatNumber(options.readings)} captured readings`,
          measured: jobs,
          unit: 'jobs',
          target: 1,
          direction: 'at most',
        },
      ],
    };
  } finally {
    await server.destroy();
  }
};
