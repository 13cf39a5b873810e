import { Alert } from 'antd';
import { OFFLINE_TEXTS } from './texts.ts';
import type { OfflineEntry } from './useOfflineEntry.ts';

/** The grid says it is offline, and how many values wait on the device. */
export const OfflineNotice = ({ entry, waiting }: { entry: OfflineEntry; waiting: number }) =>
  entry.online ? null : (
    <Alert
      type="warning"
      showIcon
      style={{ marginBottom: 8 }}
      data-testid="offline-notice"
      data-waiting={waiting}
      title={OFFLINE_TEXTS.offline(waiting, entry.queued !== null)}
    />
  );
