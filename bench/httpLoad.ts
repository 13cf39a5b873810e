import autocannon from 'autocannon';
import { pacedLoad } from './pacedLoad.ts';

/**
 * The HTTP section's load generator (bench/http.ts), run in a child process so that driving the server
 * does not share its event loop or its process: reads as fast as the server answers (autocannon), or reads
 * and writes each at a steady rate (pacedLoad.ts: evenly spaced, latency counted from when each was due).
 */
export interface LoadJob {
  url: string;
  seconds: number;
  /** Absent: a run of writes alone. */
  reads?: { path: string; headers: Record<string, string>; connections: number; rate?: number };
  /** `connections`: 10 unless told (enough to keep 50/s going while a write takes up to 200 ms). */
  writes?: { path: string; headers: Record<string, string>; rate: number; bodies: string[]; connections?: number };
}

export interface LoadSummary {
  reads: {
    rps: number;
    p50: number;
    p99: number;
    max: number;
    total: number;
    status: Record<string, number>;
    errors: number;
    bytes: number;
  };
  writes?: { total: number; rps: number; status: Record<string, number>; errors: number; p50: number; p99: number };
}

const statuses = (result: autocannon.Result): Record<string, number> =>
  Object.fromEntries(Object.entries(result.statusCodeStats ?? {}).map(([code, stat]) => [code, stat.count ?? 0]));

const fromAutocannon = (r: autocannon.Result): LoadSummary['reads'] => ({
  rps: r.requests.total / r.duration,
  p50: r.latency.p50,
  p99: r.latency.p99,
  max: r.latency.max,
  total: r.requests.total,
  status: statuses(r),
  errors: r.errors,
  bytes: r.throughput.total / Math.max(1, r.requests.total),
});

const noReads: LoadSummary['reads'] = {
  rps: 0,
  p50: Number.NaN,
  p99: Number.NaN,
  max: Number.NaN,
  total: 0,
  status: {},
  errors: 0,
  bytes: 0,
};

const run = async (job: LoadJob): Promise<LoadSummary> => {
  const { reads, writes } = job;
  const readRun = !reads
    ? undefined
    : reads.rate
      ? pacedLoad({
          url: job.url,
          path: reads.path,
          method: 'GET',
          headers: reads.headers,
          rate: reads.rate,
          seconds: job.seconds,
          connections: reads.connections,
        })
      : autocannon({ url: job.url + reads.path, headers: reads.headers, connections: reads.connections, duration: job.seconds }).then(
          fromAutocannon,
        );
  const writeRun = writes
    ? pacedLoad({
        url: job.url,
        path: writes.path,
        method: 'POST',
        headers: writes.headers,
        bodies: writes.bodies,
        rate: writes.rate,
        seconds: job.seconds,
        connections: writes.connections ?? 10,
      })
    : undefined;
  const [r, w] = await Promise.all([readRun, writeRun]);
  return {
    reads: r ?? noReads,
    ...(w ? { writes: w } : {}),
  };
};

process.once('message', (job: LoadJob) => {
  run(job).then(
    (summary) => process.send?.(summary, () => process.exit(0)),
    (error: unknown) => {
      console.error(error);
      process.exit(1);
    },
  );
});
