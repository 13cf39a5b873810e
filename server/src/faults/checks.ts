import type { Infrastructure } from '@ftr/infra/config/infrastructure.ts';
import { verifyReadModels } from '@ftr/projector/integrity/verify.ts';
import { projections } from '@ftr/projector/projections.ts';
import type { Writer } from './writer.ts';

/** One line of the suite's table. */
export interface Row {
  fault: string;
  recoveryMs: number;
  /** The longest recovery this fault may take. */
  boundMs: number;
  lost: number;
  duplicated: number;
  refold: string;
  /** What the clients were answered during the fault (HTTP statuses; 0: no answer). */
  answers: string;
}

/** `200×410 503×3` from counted statuses. */
export const tally = (statuses: ReadonlyMap<number, number>): string =>
  [...statuses.entries()]
    .sort(([a], [b]) => a - b)
    .map(([status, n]) => `${status}×${n}`)
    .join(' ');

/** Statuses other than those listed. */
export const unexpected = (statuses: ReadonlyMap<number, number>, allowed: number[]): number[] =>
  [...statuses.keys()].filter((status) => !allowed.includes(status));

/** Submission ids of the data submissions in the log, with how often each is there. */
const submissionsInLog = async (infra: Pick<Infrastructure, 'eventStore'>): Promise<Map<string, number>> => {
  const submitted = new Map<string, number>();
  let after: bigint | undefined;
  for (;;) {
    const batch = await infra.eventStore.readAll(after, 5_000);
    const last = batch.at(-1);
    if (!last) return submitted;
    for (const event of batch) {
      const id = event.type === 'ParameterValuesSubmitted' ? event.metadata.submissionId : undefined;
      if (id) submitted.set(id, (submitted.get(id) ?? 0) + 1);
    }
    after = last.position;
  }
};

/** The rows, and the check that adds one: every acknowledged submission once in the log, and the refold clean. */
export const createLedger = (infra: Pick<Infrastructure, 'eventStore' | 'readStore'>, writer: Writer) => {
  const rows: Row[] = [];
  return {
    rows,
    async check(fault: string, recoveryMs: number, boundMs: number, answers = ''): Promise<void> {
      const submitted = await submissionsInLog(infra);
      const lost = [...writer.acknowledged.keys()].filter((id) => !submitted.has(id)).length;
      const duplicated = [...submitted.values()].filter((count) => count > 1).length;
      const report = await verifyReadModels({ ...infra, projections });
      rows.push({ fault, recoveryMs, boundMs, lost, duplicated, refold: report.ok ? 'clean' : 'DIFFERENCES', answers });
    },
    table: (title: string): string =>
      [
        `fault suite, ${title}: ${writer.acknowledged.size} acknowledged submissions, ${writer.failed} refused after a retry`,
        `| fault | recovery (s) | bound (s) | lost | duplicated | refold | answered during the fault |`,
        `|---|---|---|---|---|---|---|`,
        ...rows.map(
          (r) =>
            `| ${r.fault} | ${(r.recoveryMs / 1000).toFixed(1)} | ${r.boundMs / 1000} | ${r.lost} | ${r.duplicated} | ${r.refold} | ${r.answers} |`,
        ),
      ].join('\n'),
  };
};

/**
 * Probes again and again until stopped (each probe answers HTTP statuses, 0 for no answer): what the
 * clients saw during a fault.
 */
export const watchStatuses = (probe: () => Promise<number[]>, everyMs = 250) => {
  const seen = new Map<number, number>();
  const state = { stopped: false };
  const loop = (async () => {
    while (!state.stopped) {
      for (const status of await probe()) seen.set(status, (seen.get(status) ?? 0) + 1);
      await new Promise((resolve) => setTimeout(resolve, everyMs));
    }
  })();
  return {
    async stop(): Promise<Map<number, number>> {
      state.stopped = true;
      await loop;
      return seen;
    },
  };
};
