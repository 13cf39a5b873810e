import type { RecalculationJobDto } from '@ftr/contracts';
import { useEffect, useRef, useState } from 'react';
import { useRouteQuery } from '../../query/useRouteQuery.ts';

/** How often a followed job's list is read besides the change notices. */
const FOLLOW_POLL_MS = 3_000;

/**
 * Follows one job (by id) through the user's job list, which the server's change notices refresh;
 * calls `onFinished` once when the job completes or fails.
 */
export const useFollowedJob = (onFinished: (job: RecalculationJobDto) => void) => {
  const [jobId, setJobId] = useState<string | null>(null);
  // Change notices refresh the list; while a job is followed it is also read every few seconds, so a
  // notice lost to a socket reconnecting cannot leave the page waiting for good.
  const jobs = useRouteQuery('listRecalculationJobs', {}, { refetchInterval: jobId === null ? false : FOLLOW_POLL_MS });
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
  return {
    following: jobId !== null,
    job,
    follow: (id: string) => setJobId(id),
    stop: () => setJobId(null),
  };
};
