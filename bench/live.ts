import { randomUUID } from 'node:crypto';
import { Worker } from 'node:worker_threads';
import { AUTH_HEADER, type ScreenWriteResult } from '@ftr/contracts';
import { startTestServer } from '@ftr/server/testing/embedded.ts';
import { epochNow, type BoardsReply, type BoardsRequest } from './liveBoards.ts';
import { formatNumber, type SectionResult } from './report.ts';
import { percentile } from './stats.ts';
import { listCodeParts } from '@ftr/server/testing/lookupFixtures.ts';

/**
 * Live push latency to `wallboards` connected wallboards of one hourly live screen at BA,
 * on the real embedded server. The wallboards (socket.io-client over loopback websockets, each joined to
 * the screen's live room) run in a worker thread, as real ones run elsewhere. Per submission (one value
 * through POST /data), the time from sending the POST until each wallboard holds the new value; p50/p99
 * over every wallboard x submission. For comparison, the design we did not choose: wallboards that refetch
 * their 1D range (GET /live-data/hourly-data) on each 'change' notice.
 */
export interface LiveOptions {
  wallboards: number;
  columns: number;
  submissions: number;
  /** Submissions measured with the refetch design (0 to skip). */
  refetchSubmissions: number;
  timeoutMs: number;
}

// 10:30 UTC on 25 Nov 2026: factory date 2026-11-26, hour 4 in progress. BA's campaign BC2026 is active.
const NOW = new Date('2026-11-25T10:30:00Z');
const TODAY = '2026-11-26';
const OPERATION = 'BC2026';
const codeOf = (i: number) => `LB-P${String(i + 1).padStart(3, '0')}-V-1H`;

/** The worker of wallboards, driven by request/answer messages. */
const startBoards = () => {
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

interface Run {
  samples: number[];
  posts: number[];
  firsts: number[];
  spreads: number[];
  missed: number;
}

export const benchLive = async (options: LiveOptions): Promise<SectionResult> => {
  const server = await startTestServer({ now: NOW });
  const boards = startBoards();
  try {
    const http = async <T>(token: string, method: 'GET' | 'POST', path: string, body?: unknown): Promise<T> => {
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
    const codes = Array.from({ length: options.columns }, (_, i) => codeOf(i));
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
    const ready = boards.next('ready');
    boards.send({ kind: 'start', url: server.url, token: viewer, screenId, count: options.wallboards });
    await ready;

    const current = new Map<string, number>();
    let round = 0;
    /** One value through POST /data, once the wallboards are watching for it. */
    const measure = async (mode: 'push' | 'refetch', count: number): Promise<Run> => {
      const run: Run = { samples: [], posts: [], firsts: [], spreads: [], missed: 0 };
      for (let i = 0; i < count; i += 1) {
        round += 1;
        const code = codes[round % codes.length] ?? '';
        const hour = 1 + (round % 4);
        const ORIGINAL_VALUE = current.get(`${code}|${hour}`) ?? null;
        const value = 100 + round;
        current.set(`${code}|${hour}`, value);
        const armed = boards.next('armed');
        const landed = boards.next('landed');
        const rangeUrl = `/live-data/hourly-data/BA/${screenId}/${TODAY}/4/1`;
        boards.send({ kind: 'expect', id: round, mode, code, date: TODAY, hour, value, rangeUrl, timeoutMs: options.timeoutMs });
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
        const sent = epochNow();
        await http(supervisor, 'POST', '/data', { submissionId: randomUUID(), data: [record] });
        run.posts.push(epochNow() - sent);
        const { times } = await landed;
        const got = times.filter((at): at is number => at !== null);
        if (got.length > 0) {
          run.firsts.push(Math.min(...got) - sent);
          run.spreads.push(Math.max(...got) - Math.min(...got));
        }
        for (const at of times) {
          if (at === null) run.missed += 1;
          run.samples.push(at === null ? options.timeoutMs : at - sent);
        }
      }
      return run;
    };

    await measure('push', 10); // warm-up
    const push = await measure('push', options.submissions);
    const refetch = options.refetchSubmissions > 0 ? await measure('refetch', options.refetchSubmissions) : undefined;

    const ms = (value: number) => `${formatNumber(value, 2)} ms`;
    const pair = (samples: number[]) => `${ms(percentile(samples, 50))} / ${ms(percentile(samples, 99))}`;
    return {
      title: `(live) push to ${options.wallboards} wallboards of a ${options.columns}-column hourly live screen: ${options.submissions} single-value submissions`,
      rows: [
        [
          `POST /data sent -> value held by each wallboard ('liveValues') p50 / p99 over ${formatNumber(push.samples.length)}`,
          pair(push.samples),
        ],
        ['push: max', ms(Math.max(...push.samples))],
        ['  POST /data answered (durable append) p50 / p99', pair(push.posts)],
        ['  first wallboard holds the value p50 / p99', pair(push.firsts)],
        ['  first to last wallboard p50 / p99', pair(push.spreads)],
        ['push: values missed (timed out)', `${push.missed} (timeout ${formatNumber(options.timeoutMs)} ms)`],
        ...(refetch
          ? ([
              [
                `alternative, refetch the 1D range on 'change' p50 / p99 over ${formatNumber(refetch.samples.length)}`,
                pair(refetch.samples),
              ],
              ['refetch: values missed (timed out)', String(refetch.missed)],
            ] satisfies [string, string][])
          : []),
      ],
      metrics: [
        { name: `(live) push to ${options.wallboards} wallboards p50`, measured: percentile(push.samples, 50), unit: 'ms', digits: 2 },
        {
          name: `(live) push to ${options.wallboards} wallboards p99`,
          measured: percentile(push.samples, 99),
          unit: 'ms',
          target: 50,
          direction: 'at most',
          digits: 2,
          ...(push.missed > 0 ? { error: `${push.missed} values never reached a wallboard` } : {}),
        },
        ...(refetch
          ? [
              {
                name: `(live) refetch design, ${options.wallboards} wallboards p99`,
                measured: percentile(refetch.samples, 99),
                unit: 'ms',
                digits: 2,
              },
            ]
          : []),
      ],
    };
  } finally {
    await boards.stop();
    await server.destroy();
  }
};
