import {
  inboxStream,
  notificationStream,
  type EventMetadata,
  type NotificationCreated,
  type StoredEvent,
} from '@ftr/contracts';
import type { AppendResult, EventStore } from '@ftr/infra/eventstore/port.ts';
import { toAppError } from '@ftr/infra/http/errors.ts';
import { fold } from '../shared/handleCommand.ts';
import { decideNotification, notificationEvolver, type NotificationCommand } from './decider.ts';

const ownerOf = (history: readonly StoredEvent[]): string | undefined => {
  const first = history[0];
  return first?.type === 'NotificationCreated' ? (first.data as NotificationCreated['data']).username : undefined;
};

/**
 * The write path of one notification (as handleCommand, over two streams): its own events merged by
 * global position with its owner's inbox, folded, decided, and appended to the notification's stream
 * with the expected revision. A refusal throws the typed AppError and writes nothing.
 */
export const handleNotificationCommand = async (
  store: EventStore,
  id: string,
  command: NotificationCommand,
  metadata: EventMetadata,
): Promise<AppendResult> => {
  const stream = notificationStream(id);
  const own = await store.readStream(stream);
  const owner = ownerOf(own);
  const inbox = owner ? await store.readStream(inboxStream(owner)) : [];
  const merged = [...own, ...inbox].sort((a, b) => (a.position < b.position ? -1 : a.position > b.position ? 1 : 0));
  const decision = decideNotification(command, fold(notificationEvolver, merged));
  if (!decision.ok) throw toAppError(decision.failure);
  const last = own.at(-1);
  return store.append(
    stream,
    decision.events.map((event) => ({ ...event, metadata })),
    last ? last.revision : 'no_stream',
  );
};
