import autocannon from 'autocannon';

/**
 * The HTTP section's load generator (bench/http.ts), run in a child process so that driving the server
 * does not share its event loop or its process: autocannon reads at a fixed rate (or as fast as the server answers),
 * and optionally writes at a fixed rate beside them.
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

const run = async (job: LoadJob): Promise<LoadSummary> => {
  const reads = job.reads
    ? autocannon({
        url: job.url + job.reads.path,
        headers: job.reads.headers,
        connections: job.reads.connections,
        duration: job.seconds,
        ...(job.reads.rate ? { overallRate: job.reads.rate } : {}),
      })
    : undefined;
  let next = 0;
  const bodies = job.writes?.bodies ?? [];
  const writes = job.writes
    ? autocannon({
        url: job.url,
        connections: job.writes.connections ?? 10,
        duration: job.seconds,
        overallRate: job.writes.rate,
        requests: [
          {
            method: 'POST',
            path: job.writes.path,
            headers: job.writes.headers,
            setupRequest: (request) => ({ ...request, body: bodies[next++ % bodies.length] ?? '' }),
          },
        ],
      })
    : undefined;
  const [r, w] = await Promise.all([reads, writes]);
  return {
    reads: r
      ? {
          rps: r.requests.total / r.duration,
          p50: r.latency.p50,
          p99: r.latency.p99,
          max: r.latency.max,
          total: r.requests.total,
          status: statuses(r),
          errors: r.errors,
          bytes: r.throughput.total / Math.max(1, r.requests.total),
        }
      : { rps: 0, p50: Number.NaN, p99: Number.NaN, max: Number.NaN, total: 0, status: {}, errors: 0, bytes: 0 },
    ...(w
      ? {
          writes: {
            total: w.requests.total,
            rps: w.requests.total / w.duration,
            status: statuses(w),
            errors: w.errors,
            p50: w.latency.p50,
            p99: w.latency.p99,
          },
        }
      : {}),
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
