import type { RecalculationJobDto } from '@ftr/contracts';
import { useEffect, useRef, useState } from 'react';
import { useLiveQuery } from '../../live/useLiveQuery.ts';
import { listJobs } from './service.ts';

/** The read model the server reports job changes on (to the requesting user's socket only). */
const JOBS_COLLECTION = 'recalculationJobs';

/**
 * Follows one job (by id) through the user's job list, reloaded whenever the server pushes a change to
 * it; calls `onFinished` once when the job completes or fails.
 */
export const useFollowedJob = (onFinished: (job: RecalculationJobDto) => void) => {
  const [jobId, setJobId] = useState<string | null>(null);
  const jobs = useLiveQuery(JOBS_COLLECTION, listJobs);
  const finished = useRef(onFinished);
  useEffect(() => {
    finished.current = onFinished;
  });
  const job = jobId ? jobs.data?.find((j) => j.JOB_ID === jobId) : undefined;
  useEffect(() => {
    if (job && (job.STATUS === 'completed' || job.STATUS === 'failed')) {
      setJobId(null);
      finished.current(job);
    }
  }, [job]);
  return { following: jobId !== null, job, follow: (id: string) => setJobId(id), reload: jobs.reload, stop: () => setJobId(null) };
};
