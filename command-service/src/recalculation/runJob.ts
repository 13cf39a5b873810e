import { jobIdOf, appendLifecycle, executeJob, type JobDeps, type Request } from './job.ts';

/** Attempts of a job before it is recorded as failed (a store briefly away, the read side behind). */
export const JOB_ATTEMPTS = 3;

export interface JobLogger {
  error(o: object, m?: string): void;
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Runs a job with retries; when it still cannot finish, appends RecalculationCompleted with `failed` so
 * the requesting user sees why and a restart does not run it again. Throws only when even that append
 * fails (the caller's own redelivery then tries again).
 */
export const runJob = async (deps: JobDeps, request: Request, logger?: JobLogger, retryDelayMs = 250): Promise<void> => {
  for (let attempt = 1; ; attempt++) {
    try {
      await executeJob(deps, request);
      return;
    } catch (error) {
      if (attempt < JOB_ATTEMPTS) {
        await pause(retryDelayMs * 2 ** (attempt - 1));
        continue;
      }
      const jobId = jobIdOf(request);
      logger?.error({ err: error, jobId }, 'recalculation job failed');
      const failed = error instanceof Error ? error.message : String(error);
      const { site, requestedBy } = request.data;
      await appendLifecycle(deps, request, { type: 'RecalculationCompleted', data: { site, jobId, requestedBy, changed: 0, failed } });
      return;
    }
  }
};
