import { randomUUID } from 'node:crypto';
import type { ServerProcess } from '../testing/process.ts';

export interface Cell {
  code: string;
  day: string;
  hour: number;
}

/**
 * The suite's bounded writer: one data submission every 50 ms (20 a second), each with its own submission id
 * and cell, sent to the command replicas in turn and retried once, same id, on another one when it fails.
 */
export interface Writer {
  /** Submission ids the cluster acknowledged (200), with their positions. */
  acknowledged: Map<string, string>;
  failed: number;
  /** Every HTTP status a submission was answered with (0: no answer), counted; the suite clears it per fault. */
  statuses: Map<number, number>;
  /** The highest acknowledged position. */
  head(): string;
  stop(): Promise<void>;
}

export const startWriter = (options: {
  commands: () => ServerProcess[];
  token: string;
  operation: string;
  cells: Iterator<Cell>;
  everyMs?: number;
}): Writer => {
  const acknowledged = new Map<string, string>();
  const inFlight = new Set<Promise<void>>();
  const statuses = new Map<number, number>();
  const answered = (status: number) => statuses.set(status, (statuses.get(status) ?? 0) + 1);
  let failed = 0;
  let turn = 0;
  let head = 0n;
  const submit = (url: string, submissionId: string, cell: Cell) =>
    fetch(`${url}/api/data`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-auth-token': options.token },
      body: JSON.stringify({
        submissionId,
        data: [
          {
            TYPE: 'Insert',
            CODE: cell.code,
            FTR_DATE: cell.day,
            FTR_HOUR: cell.hour,
            OPERATION: options.operation,
            AUDIT: false,
            VALUE: cell.hour + 0.5,
            ORIGINAL_VALUE: null,
            VALID: true,
          },
        ],
      }),
      signal: AbortSignal.timeout(10_000),
    }).then(
      async (r) => {
        answered(r.status);
        if (r.ok) return ((await r.json()) as { position: string }).position;
        await r.body?.cancel();
        return undefined;
      },
      () => {
        answered(0);
        return undefined;
      },
    );
  const once = async () => {
    const next = options.cells.next();
    if (next.done) return;
    const submissionId = randomUUID();
    const replicas = options.commands();
    turn += 1;
    const first = replicas[turn % replicas.length];
    const other = replicas[(turn + 1) % replicas.length];
    if (!first || !other) return;
    const position = (await submit(first.url, submissionId, next.value)) ?? (await submit(other.url, submissionId, next.value));
    if (position === undefined) failed += 1;
    else {
      acknowledged.set(submissionId, position);
      if (BigInt(position) > head) head = BigInt(position);
    }
  };
  const timer = setInterval(() => {
    const write = once();
    inFlight.add(write);
    void write.finally(() => inFlight.delete(write));
  }, options.everyMs ?? 50);
  return {
    acknowledged,
    statuses,
    get failed() {
      return failed;
    },
    head: () => head.toString(),
    async stop() {
      clearInterval(timer);
      await Promise.all([...inFlight]);
    },
  };
};
