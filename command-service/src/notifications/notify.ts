import { randomUUIDv7 } from 'node:crypto';
import type { AppendMetadata } from '@ftr/infra/eventstore/catalogue.ts';
import type { Site } from '@ftr/contracts';
import { WrongExpectedRevisionError } from '@ftr/infra/eventstore/port.ts';
import { AppError } from '@ftr/infra/http/errors.ts';
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
  /** The notifications' ids, one per distinct recipient, in the order given. */
  ids: string[];
  /** Those of `ids` written by this call (all of them unless `idOf` named one that already exists). */
  created: string[];
  /** Global position of the last notification written; undefined when none was. */
  position: bigint | undefined;
}

export interface NotifyOptions {
  /**
   * Idempotent mode: the id of each recipient's notification (deterministic, e.g. derived from the
   * event that caused it). A notification that already exists, or existed and was deleted, is left
   * alone and not counted in `created`, so a re-delivered cause writes nothing twice.
   */
  idOf?: (username: string) => string;
}

const alreadyThere = (err: unknown): boolean =>
  err instanceof WrongExpectedRevisionError || (err instanceof AppError && err.kind === 'conflict');

/**
 * Notifies users: one NotificationCreated per distinct recipient, each on its own stream. The one
 * entry point for every feature that notifies (announcements, CCF, subscriptions). Recipients are
 * not checked here: callers pass usernames they have resolved.
 */
export const notify = async (
  deps: Pick<CommandDeps, 'eventStore'>,
  notification: NewNotification,
  metadata: AppendMetadata,
  options: NotifyOptions = {},
): Promise<Notified> => {
  const usernames = [...new Set(notification.usernames.map((u) => u.toLowerCase()))];
  const ids: string[] = [];
  const created: string[] = [];
  let position: bigint | undefined;
  for (const username of usernames) {
    const id = options.idOf ? options.idOf(username) : randomUUIDv7();
    const data = {
      id,
      username,
      site: notification.site,
      heading: notification.heading,
      message: notification.message,
      link: notification.link ?? null,
    };
    ids.push(id);
    try {
      const result = await handleNotificationCommand(deps.eventStore, id, { kind: 'CreateNotification', notification: data }, metadata);
      created.push(id);
      position = result.position;
    } catch (err) {
      if (!options.idOf || !alreadyThere(err)) throw err;
    }
  }
  return { ids, created, position };
};
