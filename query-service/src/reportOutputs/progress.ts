// Progress of long exports to their requester: over Socket.IO to the user's room, only
// once an export has run a few seconds (short ones finish before a bar would be worth showing), and at
// most a few times a second.
import { EXPORT_PROGRESS_EVENT, type ExportProgress } from '@ftr/contracts';
import { userRoom } from '../live/sessionGuard.ts';

/** An export that has run this long shows progress. */
export const PROGRESS_AFTER_MS = 2_000;
/** At most one progress event per export this often. */
export const PROGRESS_EVERY_MS = 250;

/** Where progress goes: the socket server once it is attached (the routes are registered before it). */
export interface ProgressRelay {
  send(user: string, progress: ExportProgress): void;
  attach(emit: (room: string, event: typeof EXPORT_PROGRESS_EVENT, progress: ExportProgress) => void): void;
}

export const createProgressRelay = (): ProgressRelay => {
  let emit: ((room: string, event: typeof EXPORT_PROGRESS_EVENT, progress: ExportProgress) => void) | undefined;
  return {
    send(user, progress) {
      emit?.(userRoom(user), EXPORT_PROGRESS_EVENT, progress);
    },
    attach(to) {
      emit = to;
    },
  };
};

/** The progress callback of one export: silent for its first `afterMs` (PROGRESS_AFTER_MS), then throttled. */
export const throttledProgress = (
  send: (progress: ExportProgress) => void,
  exportId: string,
  now: () => number,
  afterMs: number = PROGRESS_AFTER_MS,
): ((done: number, total: number) => void) => {
  const started = now();
  let last = Number.NEGATIVE_INFINITY;
  return (done, total) => {
    const at = now();
    if (at - started < afterMs || (at - last < PROGRESS_EVERY_MS && done < total)) return;
    last = at;
    send({ exportId, done, total });
  };
};
