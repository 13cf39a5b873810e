import { LIVE_DATA_MESSAGES } from '@ftr/contracts';
import { instantText } from '../../../format/time.ts';
import { freshnessText } from './freshness.ts';
import { WALL } from './WallboardPanels.tsx';

interface Props {
  /** The newest value's instant; null when the range holds none; undefined while loading. */
  newestAt: number | null | undefined;
  now: number;
  connected: boolean;
}

/**
 * The title bar's freshness: how old the newest value is ('Newest value 16 h ago'; its time in the
 * title), not when the page last asked, and the connection: 'Live' or 'Reconnecting…'.
 */
export const Freshness = ({ newestAt, now, connected }: Props) => (
  <>
    <span
      data-testid={connected ? 'wallboard-connection' : 'live-reconnecting'}
      data-connected={connected ? 'true' : 'false'}
      style={{ color: connected ? '#4ade80' : '#facc15', fontWeight: 700, whiteSpace: 'nowrap' }}
    >
      {connected ? '● Live' : LIVE_DATA_MESSAGES.reconnecting}
    </span>
    {newestAt !== undefined && (
      <span
        data-testid="wallboard-freshness"
        data-newest-at={newestAt ?? ''}
        title={newestAt === null ? undefined : `Newest value: ${instantText(newestAt)}`}
        aria-live="off"
        style={{ color: WALL.label, whiteSpace: 'nowrap' }}
      >
        {freshnessText(newestAt, now)}
      </span>
    )}
  </>
);
