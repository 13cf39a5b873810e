import { inboxStream, notificationStream, type NotificationCreated, type NotificationEvent, type StoredEvent } from '@ftr/contracts';
import type { AppendMetadata, CatalogueEventStore } from '@ftr/infra/eventstore/catalogue.ts';
import type { AppendResult } from '@ftr/infra/eventstore/port.ts';
import { fold } from '../shared/decider.ts';
import { handleCommand, noFacts, type CommandSpec } from '../shared/handleCommand.ts';
import { decideNotification, notificationEvolver, type NotificationCommand, type NotificationState } from './decider.ts';

const ownerOf = (history: readonly StoredEvent[]): string | undefined => {
  const first = history[0];
  return first?.type === 'NotificationCreated' ? (first.data as NotificationCreated['data']).username : undefined;
};

/**
 * One notification as a command's write path (its state spans two streams): its own events merged by
 * global position with its owner's inbox, folded; the append goes to the notification's own stream at
 * the revision read, through the one handler.
 */
export const notificationCommands = (
  store: CatalogueEventStore,
  id: string,
): CommandSpec<NotificationCommand, NotificationState, NotificationEvent, undefined> => ({
  stream: notificationStream(id),
  evolver: notificationEvolver,
  async load(stream) {
    const own = await store.readStream(stream);
    const owner = ownerOf(own);
    const inbox = owner ? await store.readStream(inboxStream(owner)) : [];
    const merged = [...own, ...inbox].sort((a, b) => (a.position < b.position ? -1 : a.position > b.position ? 1 : 0));
    return { state: fold(notificationEvolver, merged), revision: own.at(-1)?.revision ?? -1 };
  },
  loadFacts: noFacts,
  decide: decideNotification,
});

/** Decides a command on one notification and appends its events; a refusal throws the typed AppError and writes nothing. */
export const handleNotificationCommand = (
  store: CatalogueEventStore,
  id: string,
  command: NotificationCommand,
  metadata: AppendMetadata,
): Promise<AppendResult> => handleCommand(store, notificationCommands(store, id), command, metadata);
