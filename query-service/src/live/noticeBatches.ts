// Change notices reach the sockets after the turn of the event loop that published them. Embedded, the
// projector publishes inside the turn that committed a write, before the write's reply is sent: a fan-out to
// hundreds of sockets there held the writer's reply back. One turn later the reply has gone; the notices of
// that turn are handled together (the live push reads their documents once).
import type { ChangeNotice } from '@ftr/infra/notices/port.ts';

const changeKey = (change: ChangeNotice['changes'][number]): string =>
  JSON.stringify([change.collection, change.id, change.site ?? null, change.user ?? null]);

/** Several notices, in the bus's order (the log's), as one: every change once, at the last one's position. */
export const mergeNotices = (notices: readonly [ChangeNotice, ...ChangeNotice[]]): ChangeNotice => {
  if (notices.length === 1) return notices[0];
  const changes = new Map<string, ChangeNotice['changes'][number]>();
  for (const notice of notices) for (const change of notice.changes) changes.set(changeKey(change), change);
  return { position: notices[notices.length - 1]?.position ?? notices[0].position, changes: [...changes.values()] };
};

export interface NoticeBatcher {
  /** The bus handler: queues the notice; the first of a turn schedules the batch. */
  add: (notice: ChangeNotice) => void;
  /** Drops what is queued and schedules nothing more (on close). */
  cancel: () => void;
}

/** Calls `handle` once after each turn that received notices (setImmediate), with that turn's notices in order. */
export const batchNoticesPerTurn = (handle: (notices: [ChangeNotice, ...ChangeNotice[]]) => void): NoticeBatcher => {
  let pending: ChangeNotice[] = [];
  let scheduled: NodeJS.Immediate | undefined;
  let cancelled = false;
  const flush = (): void => {
    const [first, ...rest] = pending;
    pending = [];
    scheduled = undefined;
    if (first) handle([first, ...rest]);
  };
  return {
    add: (notice) => {
      if (cancelled) return;
      pending.push(notice);
      scheduled ??= setImmediate(flush);
    },
    cancel: () => {
      cancelled = true;
      pending = [];
      if (scheduled) clearImmediate(scheduled);
      scheduled = undefined;
    },
  };
};
