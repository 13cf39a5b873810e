import type { IntegrityReport } from '@ftr/contracts';
import type { EventStore } from '@ftr/infra/eventstore/port.ts';
import type { ReadStore } from '@ftr/infra/readstore/port.ts';
import type { ReadProgress } from './consistency/readProgress.ts';
import type { OutputDeps } from './reportOutputs/serve.ts';

export interface QueryDeps {
  readStore: ReadStore;
  progress: ReadProgress;
  clock: { now(): Date };
  /** Only for the replay reads (time travel, integrity), whose job is to read the log (docs/architecture.md §2). */
  eventStore: EventStore;
  /**
   * Refolds the whole log and compares it with the stored read models. The verifier reads the projector's
   * checkpoints and its registry of projections, so the composition root injects it: the query side imports
   * no projector code (docs/readModels.md).
   */
  verifyIntegrity(): Promise<IntegrityReport>;
  /** Reports and grabber exports: the worker-thread runner and the progress relay to Socket.IO. */
  outputs: OutputDeps;
}
