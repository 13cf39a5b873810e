import { Agent, request } from 'node:http';
import { percentile } from './stats.ts';

/**
 * Requests at a steady rate: request i is due at start + i / rate, whatever the answers before it did, and its
 * latency counts from when it was due (a request waiting for a free connection, or for the generator itself,
 * waits on the clock). autocannon's rate limit is a per-second budget per connection: every connection sends
 * back to back at the top of each second until its share is spent, so "300/s" arrives as one burst a second
 * and its latencies measure how long the server takes to drain the burst.
 */
export interface PacedJob {
  url: string;
  path: string;
  method: 'GET' | 'POST';
  headers: Record<string, string>;
  /** Request bodies, used in turn (POST). */
  bodies?: readonly string[];
  rate: number;
  seconds: number;
  /** Most connections open at once; a request due while all are busy waits for one. */
  connections: number;
}

export interface PacedResult {
  total: number;
  rps: number;
  p50: number;
  p99: number;
  max: number;
  status: Record<string, number>;
  errors: number;
  /** Mean bytes per answer: status line, headers and body as received. */
  bytes: number;
}

export const pacedLoad = (job: PacedJob): Promise<PacedResult> =>
  new Promise((resolve) => {
    const { hostname, port } = new URL(job.url);
    const agent = new Agent({ keepAlive: true, maxSockets: job.connections });
    const total = Math.round(job.rate * job.seconds);
    const interval = 1000 / job.rate;
    const latencies: number[] = [];
    const status: Record<string, number> = {};
    let errors = 0;
    let bytes = 0;
    let sent = 0;
    let settled = 0;
    const start = performance.now() + 20;

    const finish = () => {
      agent.destroy();
      const elapsed = (performance.now() - start) / 1000;
      resolve({
        total: settled,
        rps: settled / Math.max(job.seconds, elapsed),
        p50: percentile(latencies, 50),
        p99: percentile(latencies, 99),
        max: latencies.length === 0 ? Number.NaN : latencies.reduce((a, b) => Math.max(a, b)),
        status,
        errors,
        bytes: bytes / Math.max(1, settled - errors),
      });
    };
    const done = () => {
      settled += 1;
      if (settled === total) finish();
    };

    const fire = (due: number, index: number) => {
      const body = job.bodies?.[index % job.bodies.length];
      const req = request({ agent, host: hostname, port, path: job.path, method: job.method, headers: job.headers }, (res) => {
        let received = 0;
        res.on('data', (chunk: Buffer) => (received += chunk.length));
        res.on('end', () => {
          latencies.push(performance.now() - due);
          const code = String(res.statusCode ?? 0);
          status[code] = (status[code] ?? 0) + 1;
          const headerBytes = res.rawHeaders.reduce((sum, part) => sum + part.length + 2, 0);
          bytes += received + headerBytes + 17;
          done();
        });
      });
      req.on('error', () => {
        errors += 1;
        done();
      });
      req.end(body);
    };

    const tick = () => {
      const now = performance.now();
      while (sent < total && start + sent * interval <= now) {
        fire(start + sent * interval, sent);
        sent += 1;
      }
      if (sent < total) setTimeout(tick, Math.max(0, start + sent * interval - performance.now()));
    };
    setTimeout(tick, Math.max(0, start - performance.now()));
  });
