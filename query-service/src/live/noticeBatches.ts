// Change notices reach the sockets after the turn of the event loop that published them. Embedded, the
// projector publishes inside the turn that committed a write, before the write's reply is sent: a fan-out to
// hundreds of sockets there held the writer's reply back. One turn later the reply has gone, and every notice
// of that turn goes out as one.
import type { ChangeNotice } from '@ftr/infra/notices/port.ts';

const changeKey = (change: ChangeNotice['changes'][number]): string =>
  JSON.stringify([change.collection, change.id, change.site ?? null, change.user ?? null]);

/** Several notices as one: every change once, at the newest position (positions are the log's, digits only). */
export const mergeNotices = (notices: readonly [ChangeNotice, ...ChangeNotice[]]): ChangeNotice => {
  if (notices.length === 1) return notices[0];
  const changes = new Map<string, ChangeNotice['changes'][number]>();
  let position = notices[0].position;
  for (const notice of notices) {
    if (BigInt(notice.position) > BigInt(position)) position = notice.position;
    for (const change of notice.changes) changes.set(changeKey(change), change);
  }
  return { position, changes: [...changes.values()] };
};

export interface NoticeBatcher {
  /** The bus handler: queues the notice; the first of a turn schedules the batch. */
  add(notice: ChangeNotice): void;
  /** Drops what is queued and schedules nothing more (on close). */
  cancel(): void;
}

/** Calls `handle` once after each turn that received notices (setImmediate), with that turn's notices merged. */
export const batchNoticesPerTurn = (handle: (notice: ChangeNotice) => void): NoticeBatcher => {
  let pending: ChangeNotice[] = [];
  let scheduled: NodeJS.Immediate | undefined;
  let cancelled = false;
  const flush = (): void => {
    const [first, ...rest] = pending;
    pending = [];
    scheduled = undefined;
    if (first) handle(mergeNotices([first, ...rest]));
  };
  return {
    add(notice) {
      if (cancelled) return;
      pending.push(notice);
      scheduled ??= setImmediate(flush);
    },
    cancel() {
      cancelled = true;
      pending = [];
      if (scheduled) clearImmediate(scheduled);
      scheduled = undefined;
    },
  };
};
