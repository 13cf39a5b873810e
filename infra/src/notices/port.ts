import type { ChangeNotice } from '@ftr/contracts';

export type { ChangeNotice };

/** Change-notice bus (docs/architecture.md §2): in-process in embedded mode, Redis pub/sub in distributed mode. */
export interface NoticeBus {
  publish(notice: ChangeNotice): Promise<void>;
  /** Returns an unsubscribe function. */
  subscribe(handler: (notice: ChangeNotice) => void): Promise<() => Promise<void>>;
  close(): Promise<void>;
}
