import type { RecalculationJobDto } from '@ftr/contracts';
import { Progress, Typography } from 'antd';

/** The followed job's progress, as the server pushes it (weeks done of the weeks to go through). */
export const JobProgress = ({ job }: { job: RecalculationJobDto | undefined }) => {
  if (!job) return <Typography.Text type="secondary">Queued…</Typography.Text>;
  const percent = job.TOTAL > 0 ? Math.round((job.DONE / job.TOTAL) * 100) : 0;
  const label =
    job.STATUS === 'queued'
      ? 'Queued…'
      : job.STATUS === 'running'
        ? `Recalculating… ${job.CHANGED} values changed`
        : `${job.CHANGED} values changed`;
  return (
    <div aria-label="Recalculation progress">
      <Progress
        percent={job.STATUS === 'completed' ? 100 : percent}
        status={job.STATUS === 'failed' ? 'exception' : job.STATUS === 'completed' ? 'success' : 'active'}
      />
      <Typography.Text type="secondary">{label}</Typography.Text>
    </div>
  );
};
