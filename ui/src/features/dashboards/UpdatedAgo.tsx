import { updatedAgo } from '@ftr/contracts';
import { Typography } from 'antd';
import { useNow } from '../../live/useNow.ts';

/** "Updated n s ago" since the data on screen was read, ticking every second. */
export const UpdatedAgo = ({ updatedAt }: { updatedAt: number }) => {
  const now = useNow(1_000);
  if (updatedAt === 0) return null;
  return (
    <Typography.Text type="secondary" data-testid="dashboard-updated" data-updated-at={updatedAt} aria-live="off">
      {updatedAgo((now.getTime() - updatedAt) / 1000)}
    </Typography.Text>
  );
};
