import { LIVE_DATA_MESSAGES, updatedAgo } from '@ftr/contracts';
import { Tag, Typography } from 'antd';
import { useNow } from '../../../live/useNow.ts';

/** The 'last update' age, ticking every second, and 'Reconnecting…' while the socket is down. */
export const UpdatedAge = ({ updatedAt, connected }: { updatedAt: number | null; connected: boolean }) => {
  const now = useNow(1_000);
  return (
    <>
      {!connected && (
        <Tag color="warning" data-testid="live-reconnecting">
          {LIVE_DATA_MESSAGES.reconnecting}
        </Tag>
      )}
      {updatedAt !== null && (
        <Typography.Text type="secondary" data-testid="live-updated" aria-live="off">
          {updatedAgo((now.getTime() - updatedAt) / 1000)}
        </Typography.Text>
      )}
    </>
  );
};
