import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { Worker } from 'node:worker_threads';
import { AUTH_HEADER, type ScreenWriteResult } from '@ftr/contracts';
import { readSettings } from '@ftr/infra/config/env.ts';
import { TEST_REDIS_URL, redisAvailable } from '@ftr/infra/testing/redis.ts';
import { composeServices, type Services } from '@ftr/server/compose/services.ts';
import { startTestServer, type TestServer } from '@ftr/server/testing/embedded.ts';
import { listCodeParts } from '@ftr/server/testing/lookupFixtures.ts';
import { testQueues } from '@ftr/server/testing/queues.ts';
import type { BoardsReply, BoardsRequest } from './liveBoards.ts';
import { formatNumber, type Metric, type SectionResult } from './report.ts';
import { percentile } from './stats.ts';

/**
 * Live push latency to the wallboards of one hourly live screen at BA, on the real server. The wallboards
 * (socket.io-client over loopback websockets, each joined to the screen's live room) run in a worker thread,
 * as real ones run elsewhere; the writer (POST /data) runs in another worker, so its reply is timed off the
 * server's loop too. Per submission (one value through POST /data), the time from sending the POST until
 * each wallboard holds the new value; p50/p99 over every wallboard x submission, and the writer's reply.
 * Cases, side by side in one run: one wallboard (the reference), `wallboards` on the same server, and
 * `replicaWallboards` spread over two query replicas (Socket.IO's Redis adapter, Redis notice bus) composed
 * in this process beside the writer, as `server/src/services/query.ts` composes one. Optionally, the design we
 * did not choose: wallboards that refetch their 1D range (GET /live-data/hourly-data) on each 'change' notice.
 */
export interface LiveOptions {
  wallboards: number;
  replicaWallboards: number;
  columns: number;
  submissions: number;
  /** The 1-wallboard and `wallboards` cases alternate in this many blocks of their submissions. */
  blocks: number;
  /** Submissions measured with the refetch design on `wallboards` (0 to skip). */
  refetchSubmissions: number;
  timeoutMs: number;
}

// 10:30 UTC on 25 Nov 2026: factory date 2026-11-26, hour 4 in progress. BA's campaign BC2026 is active.
const NOW = new Date('2026-11-25T10:30:00Z');
const TODAY = '2026-11-26';
const OPERATION = 'BC2026';
const codeOf = (i: number) => `LB-P${String(i + 1).padStart(3, '0')}-V-1H`;
const loadAverage = () => readFileSync('/proc/loadavg', 'utf8').split(' ').slice(0, 3).join(' ');

/** A worker of wallboards (or the writer), driven by request/answer messages. */
const startWorker = () => {
  const worker = new Worker(new URL('./liveBoards.ts', import.meta.url));
  const next = <K extends BoardsReply['kind']>(kind: K): Promise<Extract<BoardsReply, { kind: K }>> =>
    new Promise((resolve, reject) => {
      const onMessage = (reply: BoardsReply) => {
        if (reply.kind === 'failed') reject(new Error(reply.error));
        else if (reply.kind !== kind) return;
        else resolve(reply as Extract<BoardsReply, { kind: K }>);
        worker.off('message', onMessage);
      };
      worker.on('message', onMessage);
    });
  return {
    send: (request: BoardsRequest) => worker.postMessage(request),
    next,
    stop: async () => {
      worker.postMessage({ kind: 'stop' } satisfies BoardsRequest);
      await worker.terminate();
    },
  };
};
type LiveWorker = ReturnType<typeof startWorker>;

interface Run {
  samples: number[];
  posts: number[];
  firsts: number[];
  spreads: number[];
  missed: number;
  load: string;
}

/** A 20-column hourly live screen at BA and the tokens of its writer and its viewers. */
const prepareScreen = async (server: TestServer, columns: number) => {
  const http = async <T>(token: string, method: 'POST', path: string, body?: unknown): Promise<T> => {
    const response = await fetch(`${server.url}/api${path}`, {
      method,
      headers: { [AUTH_HEADER]: token, ...(body ? { 'content-type': 'application/json' } : {}) },
      ...(body ? { body: JSON.stringify(body) } : {}),
    });
    const text = await response.text();
    if (response.status !== 200) throw new Error(`${method} ${path}: ${response.status} ${text}`);
    return JSON.parse(text) as T;
  };
  const supervisor = (await server.login('supervisor.ba', 'BA')).token;
  const viewer = (await server.login('operator.ba', 'BA')).token;
  const codes = Array.from({ length: columns }, (_, i) => codeOf(i));
  await listCodeParts(server, codes);
  for (const CODE of codes)
    await http(supervisor, 'POST', '/parameter', { CODE, HEADING1: CODE, PCAT_CODE: 'BENCH', UPPER_ABS_LIMIT: 1000, LOWER_ABS_LIMIT: 0 });
  const { ID: screenId } = await http<ScreenWriteResult>(supervisor, 'POST', '/data-screen', {
    DESCRIPTION: 'Bench wallboard',
    SCREEN_TYPE: 'HLY',
    ACCESS_LEVEL: 1,
    AREA: 'V',
  });
  for (const code of codes) await http(supervisor, 'POST', `/data-screen-member/${screenId}/${code}`);
  return { supervisor, viewer, codes, screenId };
};

/** Measures submissions on one writer server while `boards` watch (one value each, written by `writer`). */
const measurer = (server: TestServer, screen: Awaited<ReturnType<typeof prepareScreen>>, boards: LiveWorker, writer: LiveWorker) => {
  const current = new Map<string, number>();
  let round = 0;
  return async (mode: 'push' | 'refetch', count: number, timeoutMs: number): Promise<Run> => {
    const run: Run = { samples: [], posts: [], firsts: [], spreads: [], missed: 0, load: loadAverage() };
    for (let i = 0; i < count; i += 1) {
      round += 1;
      const code = screen.codes[round % screen.codes.length] ?? '';
      const hour = 1 + (round % 4);
      const ORIGINAL_VALUE = current.get(`${code}|${hour}`) ?? null;
      const value = 100 + round;
      current.set(`${code}|${hour}`, value);
      const armed = boards.next('armed');
      const landed = boards.next('landed');
      const rangeUrl = `/live-data/hourly-data/BA/${screen.screenId}/${TODAY}/4/1`;
      boards.send({ kind: 'expect', id: round, mode, code, date: TODAY, hour, value, rangeUrl, timeoutMs });
      await armed;
      const record = {
        TYPE: ORIGINAL_VALUE === null ? 'Insert' : 'Update',
        CODE: code,
        FTR_DATE: TODAY,
        FTR_HOUR: hour,
        OPERATION,
        AUDIT: false,
        VALUE: value,
        ORIGINAL_VALUE,
        VALID: true,
      };
      const written = writer.next('written');
      writer.send({
        kind: 'write',
        id: round,
        url: server.url,
        token: screen.supervisor,
        body: { submissionId: randomUUID(), data: [record] },
      });
      const { sent, answered } = await written;
      run.posts.push(answered - sent);
      const { times } = await landed;
      const got = times.filter((at): at is number => at !== null);
      if (got.length > 0) {
        run.firsts.push(Math.min(...got) - sent);
        run.spreads.push(Math.max(...got) - Math.min(...got));
      }
      for (const at of times) {
        if (at === null) run.missed += 1;
        run.samples.push(at === null ? timeoutMs : at - sent);
      }
    }
    run.load = `${run.load} -> ${loadAverage()}`;
    return run;
  };
};

const addBoards = async (boards: LiveWorker, urls: string[], token: string, screenId: number, count: number) => {
  const ready = boards.next('ready');
  boards.send({ kind: 'start', urls, token, screenId, count });
  await ready;
};

/** Runs measured one after another, as one. */
const joinRuns = (runs: readonly Run[]): Run => ({
  samples: runs.flatMap((r) => r.samples),
  posts: runs.flatMap((r) => r.posts),
  firsts: runs.flatMap((r) => r.firsts),
  spreads: runs.flatMap((r) => r.spreads),
  missed: runs.reduce((sum, r) => sum + r.missed, 0),
  load: `${runs[0]?.load.split(' -> ')[0] ?? ''} -> ${runs.at(-1)?.load.split(' -> ')[1] ?? ''}`,
});

/**
 * The reference and the single-server case on the same server, in alternating blocks (one wallboard, then
 * `wallboards`, `blocks` times) so that a change in the machine's load weighs on both alike.
 */
const measureEmbedded = async (options: LiveOptions) => {
  const server = await startTestServer({ now: NOW });
  const boards = startWorker();
  const writer = startWorker();
  try {
    const screen = await prepareScreen(server, options.columns);
    const measure = measurer(server, screen, boards, writer);
    const perBlock = Math.ceil(options.submissions / options.blocks);
    const ones: Run[] = [];
    const manys: Run[] = [];
    await addBoards(boards, [server.url], screen.viewer, screen.screenId, 1);
    await measure('push', 10, options.timeoutMs); // warm-up
    for (let block = 0; block < options.blocks; block += 1) {
      ones.push(await measure('push', perBlock, options.timeoutMs));
      await addBoards(boards, [server.url], screen.viewer, screen.screenId, options.wallboards - 1);
      await measure('push', 10, options.timeoutMs); // warm-up: new connections
      manys.push(await measure('push', perBlock, options.timeoutMs));
      if (block + 1 < options.blocks) {
        const trimmed = boards.next('trimmed');
        boards.send({ kind: 'trim', keep: 1 });
        await trimmed;
        await measure('push', 3, options.timeoutMs); // warm-up
      }
    }
    const refetch = options.refetchSubmissions > 0 ? await measure('refetch', options.refetchSubmissions, options.timeoutMs) : undefined;
    return { one: joinRuns(ones), many: joinRuns(manys), refetch };
  } finally {
    await boards.stop();
    await writer.stop();
    await server.destroy();
  }
};

/** The writer (an embedded server: commands, projector) and two query replicas on its store, over Redis. */
const measureReplicas = async (options: LiveOptions): Promise<Run> => {
  const queues = testQueues('bench-live');
  const server = await startTestServer({ now: NOW, redis: { url: TEST_REDIS_URL, queues } });
  const replicas: Services[] = [];
  const boards = startWorker();
  const writer = startWorker();
  try {
    const screen = await prepareScreen(server, options.columns);
    for (let i = 0; i < 2; i += 1) {
      replicas.push(
        await composeServices({
          settings: {
            ...readSettings({}),
            dataDir: server.dataDir,
            port: 0,
            host: '127.0.0.1',
            redisUrl: TEST_REDIS_URL,
            redisNamespace: queues.redisNamespace,
          },
          roles: { query: true },
          clock: { now: () => NOW },
          logger: false,
          tuning: { exportQueue: queues.exportQueue },
        }),
      );
    }
    const urls = replicas.map((replica) => replica.http?.url() ?? '');
    const measure = measurer(server, screen, boards, writer);
    await addBoards(boards, urls, screen.viewer, screen.screenId, options.replicaWallboards);
    await measure('push', 10, options.timeoutMs); // warm-up
    return await measure('push', options.submissions, options.timeoutMs);
  } finally {
    await boards.stop();
    await writer.stop();
    for (const replica of replicas) await replica.close();
    await server.destroy();
  }
};

const ms = (value: number) => `${formatNumber(value, 2)} ms`;
const pair = (samples: number[]) => `${ms(percentile(samples, 50))} / ${ms(percentile(samples, 99))}`;

const rowsOf = (label: string, run: Run): [string, string][] => [
  [
    `${label}: POST /data sent -> value held by each wallboard ('liveValues') p50 / p99 over ${formatNumber(run.samples.length)}`,
    pair(run.samples),
  ],
  [`${label}: max`, ms(Math.max(...run.samples))],
  [`${label}:   POST /data answered (durable append) p50 / p99`, pair(run.posts)],
  [`${label}:   first wallboard holds the value p50 / p99`, pair(run.firsts)],
  [`${label}:   first to last wallboard p50 / p99`, pair(run.spreads)],
  [`${label}:   values missed (timed out)`, String(run.missed)],
  [`${label}:   load average (1 5 15 min) before -> after`, run.load],
];

const deliveryMetrics = (label: string, run: Run, target?: number): Metric[] => [
  { name: `(live) ${label} p50`, measured: percentile(run.samples, 50), unit: 'ms', digits: 2 },
  {
    name: `(live) ${label} p99`,
    measured: percentile(run.samples, 99),
    unit: 'ms',
    ...(target === undefined ? {} : { target, direction: 'at most' as const }),
    digits: 2,
    ...(run.missed > 0 ? { error: `${run.missed} values never reached a wallboard` } : {}),
  },
  { name: `(live) ${label}: POST /data p50`, measured: percentile(run.posts, 50), unit: 'ms', digits: 2 },
];

export const benchLive = async (options: LiveOptions): Promise<SectionResult> => {
  const { one, many, refetch } = await measureEmbedded(options);
  const redis = await redisAvailable();
  const replicas = redis ? await measureReplicas(options) : undefined;
  const manyLabel = `${options.wallboards} wallboards`;
  const spread = `${options.replicaWallboards} wallboards over 2 replicas`;
  const slowdown = percentile(many.posts, 50) / percentile(one.posts, 50);
  return {
    title: `(live) push to the wallboards of a ${options.columns}-column hourly live screen: ${options.submissions} single-value submissions per case`,
    rows: [
      ...rowsOf('1 wallboard', one),
      ...rowsOf(manyLabel, many),
      [`writer's POST /data p50 with ${manyLabel} / with 1`, `${formatNumber(slowdown, 2)}x`],
      ...(replicas ? rowsOf(spread, replicas) : ([[spread, `not measured: no Redis at ${TEST_REDIS_URL}`]] satisfies [string, string][])),
      ...(refetch
        ? ([
            [
              `alternative, ${manyLabel} refetch the 1D range on 'change' p50 / p99 over ${formatNumber(refetch.samples.length)}`,
              pair(refetch.samples),
            ],
            ['refetch: values missed (timed out)', String(refetch.missed)],
          ] satisfies [string, string][])
        : []),
    ],
    metrics: [
      ...deliveryMetrics('push to 1 wallboard', one),
      ...deliveryMetrics(`push to ${manyLabel}`, many, 100),
      {
        name: `(live) writer's POST /data p50, ${manyLabel} / 1`,
        measured: slowdown,
        unit: 'x',
        target: 1.2,
        direction: 'at most',
        digits: 2,
      },
      ...(replicas
        ? deliveryMetrics(`push to ${spread}`, replicas, 250)
        : [{ name: `(live) push to ${spread} p99`, measured: Number.NaN, unit: 'ms', error: `no Redis at ${TEST_REDIS_URL}` }]),
      ...(refetch
        ? [{ name: `(live) refetch design, ${manyLabel} p99`, measured: percentile(refetch.samples, 99), unit: 'ms', digits: 2 }]
        : []),
    ],
  };
};
