import type { Site } from '@ftr/contracts';

/** What changed in the read models, published by the projector after each committed batch. */
export interface ChangeNotice {
  /** Global position the read side has reached. */
  position: string;
  changes: { collection: string; id: string; site?: Site }[];
}

/** Change-notice bus (DESIGN §2): in-process in embedded mode, Redis pub/sub in distributed mode. */
export interface NoticeBus {
  publish(notice: ChangeNotice): Promise<void>;
  /** Returns an unsubscribe function. */
  subscribe(handler: (notice: ChangeNotice) => void): Promise<() => Promise<void>>;
  close(): Promise<void>;
}
