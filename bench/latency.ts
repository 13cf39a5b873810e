import { io as connect } from 'socket.io-client';
import type { Socket } from 'socket.io-client';
import { AUTH_HEADER, type WriteResult } from '@ftr/contracts';
import type { ChangePayload, ClientToServerEvents, ServerToClientEvents } from '@ftr/query-service/live/socketServer.ts';
import { startTestServer } from '@ftr/server/testing/embedded.ts';
import { formatNumber, type SectionResult } from './report.ts';
import { percentile } from './stats.ts';

/**
 * From a POST /api/operation over loopback HTTP to the Socket.IO 'change' notice for
 * that operation arriving at a connected client of the same site, on the real embedded server.
 * Writes are sequential; each waits for its own notice before the next starts.
 */
export interface LatencyOptions {
  writes: number;
  warmUp: number;
  /** Give up on one notice after this long (counted as a miss, at this value). */
  timeoutMs: number;
}

type Client = Socket<ServerToClientEvents, ClientToServerEvents>;

const connected = (client: Client): Promise<void> =>
  new Promise((resolve, reject) => {
    client.once('connect', () => resolve());
    client.once('connect_error', reject);
  });

/** Resolves with the arrival time of the first 'change' naming `id` in the operations collection. */
const noticeWaiters = (client: Client) => {
  const waiting = new Map<string, (arrival: number) => void>();
  client.on('change', (payload: ChangePayload) => {
    const arrival = performance.now();
    for (const change of payload.changes) {
      if (change.collection !== 'operations') continue;
      const resolve = waiting.get(change.id);
      if (resolve) {
        waiting.delete(change.id);
        resolve(arrival);
      }
    }
  });
  return (id: string, timeoutMs: number): Promise<number | undefined> =>
    new Promise((resolve) => {
      const timer = setTimeout(() => {
        waiting.delete(id);
        resolve(undefined);
      }, timeoutMs);
      waiting.set(id, (arrival) => {
        clearTimeout(timer);
        resolve(arrival);
      });
    });
};

export const benchLatency = async (options: LatencyOptions): Promise<SectionResult> => {
  const server = await startTestServer();
  let client: Client | undefined;
  try {
    const { token } = await server.login('supervisor.ba', 'BA');
    client = connect(server.url, { path: '/socket.io', auth: { token }, transports: ['websocket'], reconnection: false, forceNew: true });
    await connected(client);
    const waitFor = noticeWaiters(client);

    const write = async (code: string): Promise<{ total: number | undefined; http: number }> => {
      const arrival = waitFor(`BA_${code}`, options.timeoutMs);
      const t0 = performance.now();
      const response = await fetch(`${server.url}/api/operation`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', [AUTH_HEADER]: token },
        body: JSON.stringify({ code, type: 'JR', startDate: '2030-01-10', endDate: '2030-02-10' }),
      });
      const body = await response.text();
      const http = performance.now() - t0;
      if (response.status !== 200) throw new Error(`POST /api/operation ${code}: ${response.status} ${body}`);
      const result = JSON.parse(body) as WriteResult;
      if (!result.position) throw new Error(`POST /api/operation ${code}: no position in ${body}`);
      const arrived = await arrival;
      return { total: arrived === undefined ? undefined : arrived - t0, http };
    };

    for (let index = 1; index <= options.warmUp; index += 1) await write(`W${String(index).padStart(4, '0')}`);
    const latencies: number[] = [];
    const httpTimes: number[] = [];
    let missed = 0;
    const started = performance.now();
    for (let index = 1; index <= options.writes; index += 1) {
      const { total, http } = await write(`B${String(index).padStart(4, '0')}`);
      httpTimes.push(http);
      if (total === undefined) missed += 1;
      latencies.push(total ?? options.timeoutMs);
    }
    const elapsed = performance.now() - started;
    const p = (q: number) => percentile(latencies, q);
    const ms = (value: number) => `${formatNumber(value, 2)} ms`;
    return {
      title: `(c) POST /api/operation -> Socket.IO 'change' at a connected BA client: ${formatNumber(options.writes)} sequential writes (after ${options.warmUp} warm-up)`,
      rows: [
        ['p50', ms(p(50))],
        ['p95', ms(p(95))],
        ['p99', ms(p(99))],
        ['max', ms(Math.max(...latencies))],
        ['HTTP response alone p50 / p99', `${ms(percentile(httpTimes, 50))} / ${ms(percentile(httpTimes, 99))}`],
        ['notices missed (timed out)', `${missed} (timeout ${formatNumber(options.timeoutMs)} ms)`],
        ['writes/s (sequential, incl. notice wait)', formatNumber((options.writes * 1000) / elapsed)],
      ],
      metrics: [
        { name: '(c) POST -> Socket.IO notice p50', measured: p(50), unit: 'ms', digits: 2 },
        { name: '(c) POST -> Socket.IO notice p95', measured: p(95), unit: 'ms', digits: 2 },
        {
          name: '(c) POST -> Socket.IO notice p99',
          measured: p(99),
          unit: 'ms',
          target: 50,
          direction: 'at most',
          digits: 2,
          ...(missed > 0 ? { error: `${missed} notices never arrived` } : {}),
        },
        { name: '(c) POST -> Socket.IO notice max', measured: Math.max(...latencies), unit: 'ms', digits: 2 },
      ],
    };
  } finally {
    client?.disconnect();
    await server.destroy();
  }
};
