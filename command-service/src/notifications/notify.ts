import { randomUUIDv7 } from 'node:crypto';
import type { EventMetadata, Site } from '@ftr/contracts';
import type { CommandDeps } from '../deps.ts';
import { handleNotificationCommand } from './stream.ts';

export interface NewNotification {
  usernames: readonly string[];
  site: Site;
  heading: string;
  message: string;
  link?: string | null | undefined;
}

export interface Notified {
  /** The new notifications' ids, one per distinct recipient, in the order given. */
  ids: string[];
  /** Global position of the last notification written; undefined when there was no recipient. */
  position: bigint | undefined;
}

/**
 * Notifies users: one NotificationCreated per distinct recipient, each on its own stream. The one
 * entry point for every feature that notifies (announcements, CCF, subscriptions). Recipients are
 * not checked here: callers pass usernames they have resolved.
 */
export const notify = async (
  deps: Pick<CommandDeps, 'eventStore'>,
  notification: NewNotification,
  metadata: EventMetadata,
): Promise<Notified> => {
  const usernames = [...new Set(notification.usernames.map((u) => u.toLowerCase()))];
  const ids: string[] = [];
  let position: bigint | undefined;
  for (const username of usernames) {
    const id = randomUUIDv7();
    const data = {
      id,
      username,
      site: notification.site,
      heading: notification.heading,
      message: notification.message,
      link: notification.link ?? null,
    };
    const result = await handleNotificationCommand(deps.eventStore, id, { kind: 'CreateNotification', notification: data }, metadata);
    ids.push(id);
    position = result.position;
  }
  return { ids, position };
};
